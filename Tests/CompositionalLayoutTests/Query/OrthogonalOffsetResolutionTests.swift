import CompositionalLayout
import LayoutTestSupport
import Testing

/// A set orthogonal offset resolved as UIKit resolves it (spec S9): clamped, and snapped per behaviour.
///
/// The recorded section (UIKit, Mac Catalyst): groups 100 wide, interGroupSpacing 8 (stride 108), insets 4
/// and 6, in 320 points. With 3 items its content is 4 + 300 + 16 + 6 = 326 long, so the largest offset is 6.
@Suite("Orthogonal offset resolution")
struct OrthogonalOffsetResolutionTests {
    func section(_ behavior: OrthogonalScrollingBehavior) -> Section {
        Section(group: HGroup(LayoutSize(width: .absolute(100), height: .absolute(50))) { Item() })
            .interGroupSpacing(8).contentInsets(top: 0, leading: 4, bottom: 0, trailing: 6)
            .orthogonalScrolling(behavior)
    }

    func solve(
        _ behavior: OrthogonalScrollingBehavior, items: Int, direction: LayoutDirection = .leftToRight
    ) throws -> SolvedLayout {
        try Layout(section: section(behavior)).solve(
            in: LayoutEnvironment(width: 320, height: 844, layoutDirection: direction),
            data: LayoutData(sections: 1, items: items))
    }

    func info(_ behavior: OrthogonalScrollingBehavior, items: Int) throws -> OrthogonalScrollInfo {
        try #require(try solve(behavior, items: items).sections[0].orthogonal)
    }

    func cellXs(_ s: SolvedLayout, offset: Double) -> [Double] {
        s.elements(atScrollOffset: 0, orthogonalOffsets: [0: offset]).filter { $0.category == .cell }.map(\.frame.x)
    }

    @Test("continuous clamps to 0...max: 326 - 320 = 6 for the recorded section (recorded: UIKit, Mac Catalyst)")
    func continuous() throws {
        let s = try solve(.continuous, items: 3)
        let info = try #require(s.sections[0].orthogonal)
        let length: Double = 4 + 3 * 100 + 2 * 8 + 6
        #expect(info.maximumOffset == length - 320)
        #expect(info.effectiveOffset(3) == 3)
        #expect(info.effectiveOffset(10) == 6)
        #expect(info.effectiveOffset(-5) == 0)
        // Cells at 4 + 108 g, shown 6 points back.
        let expected: [Double] = [4 - 6, 4 + 108 - 6, 4 + 216 - 6]
        #expect(cellXs(s, offset: 10) == expected)
    }

    @Test(
        "group behaviours move to the nearest multiple of the stride, then clamp (recorded: UIKit, Mac Catalyst)",
        arguments: [OrthogonalScrollingBehavior.continuousGroupLeadingBoundary, .groupPaging])
    func groupBoundary(_ behavior: OrthogonalScrollingBehavior) throws {
        // 5 items: content 4 + 500 + 32 + 6 = 542, max 222; stride 100 + 8.
        let s = try solve(behavior, items: 5)
        let info = try #require(s.sections[0].orthogonal)
        #expect(info.effectiveOffset(50) == 0)
        #expect(info.effectiveOffset(100) == 108)
        #expect(info.effectiveOffset(200) == 216)
        // At or past the end, 542 - 320 = 222, the end (recorded: kern0x1b/charon's short sections): 230 goes to
        // 222, not to the nearer multiple 216.
        #expect(info.effectiveOffset(230) == 222)
        #expect(info.effectiveOffset(300) == 222)
        #expect(info.effectiveOffset(221) == 216)
        let expected: [Double] = [4 - 108, 4, 4 + 108, 4 + 216, 4 + 324]
        #expect(cellXs(s, offset: 100) == expected)
        // In the recorded 3-item section (max 6), 60 and 40 go to the end, 6, though 40 is nearer 0 than 108
        // (recorded: kern0x1b/charon, groupPaging and continuousGroupLeadingBoundary at 40); 5 goes to 0.
        let short = try self.info(behavior, items: 3)
        #expect(short.effectiveOffset(60) == 6)
        #expect(short.effectiveOffset(40) == 6)
        #expect(short.effectiveOffset(5) == 0)
    }

    @Test("a tie at half a stride goes to the later group (ours)")
    func tie() throws {
        let info = try info(.groupPaging, items: 5)
        #expect(info.effectiveOffset(54) == 108)
        #expect(info.effectiveOffset(53.9) == 0)
    }

    @Test("paging snaps to pages as long as the width inside the insets, 320 - 4 - 6 = 310, then clamps")
    func paging() throws {
        // 10 items: content 4 + 1000 + 72 + 6 = 1082, max 762.
        let s = try solve(.paging, items: 10)
        let info = try #require(s.sections[0].orthogonal)
        #expect(info.effectiveOffset(100) == 0)
        #expect(info.effectiveOffset(200) == 310)
        #expect(info.effectiveOffset(155) == 310)  // a tie, to the later page (ours)
        #expect(info.effectiveOffset(500) == 620)
        #expect(info.effectiveOffset(700) == 620)
        #expect(info.effectiveOffset(800) == 762)  // past the end, 1082 - 320: the end (recorded, spec S9)
        let shown: [Double] = [4 - 310, 4 + 108 - 310]
        #expect(Array(cellXs(s, offset: 200).prefix(2)) == shown)
    }

    @Test("paging with a contentInsetsReference band pages by the band inside the insets, 338 - 10 = 328 (ours)")
    func pagingInBand() throws {
        let environment = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: Size(width: 400, height: 844),
                contentInsets: DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 10),
                layoutMargins: DirectionalInsets(top: 0, leading: 36, bottom: 0, trailing: 26)))
        let section = Section(group: HGroup(LayoutSize(width: .absolute(100), height: .absolute(50))) { Item() })
            .contentInsets(top: 0, leading: 5, bottom: 0, trailing: 5).orthogonalScrolling(.paging)
            .contentInsetsReference(.layoutMargins)
        let s = try Layout(section: section).solve(in: environment, data: LayoutData(sections: 1, items: 10))
        let info = try #require(s.sections[0].orthogonal)
        // Margins band 36...374 (338); content 16 + 5 + 1000 + 5 + 16 = 1042 seen through 370: max 672.
        let length: Double = 16 + 5 + 1000 + 5 + 16
        #expect(info.maximumOffset == length - 370)
        #expect(info.effectiveOffset(200) == 328)
        #expect(info.effectiveOffset(600) == 656)
    }

    @Test("groupPagingCentered rests with a group centred in the inset area: -105, 3, 111 (recorded: UIKit)")
    func centred() throws {
        let s = try solve(.groupPagingCentered, items: 3)
        let info = try #require(s.sections[0].orthogonal)
        // Inset area 4...314 (310 long, centre 159); lead-in (310 - 100) / 2 = 105: group 0 rests at 109.
        let atRest: [Double] = [4 + 105, 4 + 105 + 108, 4 + 105 + 216]
        #expect(cellXs(s, offset: -105) == atRest)
        #expect(info.offsetAtRest == -105)
        // Group g is centred at offset 4 + 108 g + 50 - 159: negative first, past the continuous max 6 last.
        let rests: [Double] = [-105, -105 + 108, -105 + 216]
        #expect(info.restingOffsets == .discrete(rests))
        #expect(info.effectiveOffset(0) == 3)
        #expect(info.effectiveOffset(-1000) == -105)
        #expect(info.effectiveOffset(1000) == 111)
        // At 3, group 1 (at rest 109 + 108) stands where group 0 rests: 217 - (3 + 105) = 109.
        let shown: [Double] = [109 - 108, 109, 109 + 108]
        #expect(cellXs(s, offset: 0) == shown)
    }

    @Test("right to left, the offset counts from the right edge and resolves the same way (ours)")
    func rightToLeft() throws {
        // groupPaging, 5 items: 100 resolves to 108. Group 1 rests mirrored at 320 - (4 + 108) - 100 = 108 and
        // moves right by 108 to 216, where group 0 rests (320 - 4 - 100).
        let s = try solve(.groupPaging, items: 5, direction: .rightToLeft)
        let shown: [Double] = [216 + 108, 216]
        #expect(Array(cellXs(s, offset: 100).prefix(2)) == shown)
        // Centred: group 0 rests at 320 - 109 - 100 = 111, centred in the mirrored inset area 6...316.
        let centred = try solve(.groupPagingCentered, items: 3, direction: .rightToLeft)
        #expect(cellXs(centred, offset: -105).first == 111)
        let centredShown: [Double] = [111 + 108, 111]
        #expect(Array(cellXs(centred, offset: 0).prefix(2)) == centredShown)
    }

    @Test("a section shorter than its container has max 0: every offset resolves to 0 (ours)")
    func shortSection() throws {
        // 2 items: 4 + 208 + 6 = 218 < 320.
        for behavior in [
            OrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
        ] {
            let info = try info(behavior, items: 2)
            #expect(info.maximumOffset == 0)
            #expect(info.effectiveOffset(80) == 0)
            #expect(info.restingOffsets == (behavior == .continuous ? .anywhere(0...0) : .discrete([0])))
        }
    }

    @Test("a section without items rests at 0, and NaN resolves to the offset at rest (ours)")
    func emptyAndNaN() throws {
        #expect(try info(.groupPagingCentered, items: 0).effectiveOffset(50) == 0)
        #expect(try info(.groupPaging, items: 0).effectiveOffset(50) == 0)
        #expect(try info(.groupPagingCentered, items: 3).effectiveOffset(.nan) == -105)
        #expect(try info(.continuous, items: 3).effectiveOffset(.infinity) == 6)
        #expect(try info(.paging, items: 10).effectiveOffset(-.infinity) == 0)
    }

    @Test(
        "every resting offset and every fling's rest is an offset the resolution keeps (a fixed point)",
        arguments: OrthogonalScrollingBehavior.allCases.filter(\.isOrthogonal))
    func flingIsFixedPoint(_ behavior: OrthogonalScrollingBehavior) throws {
        for items in [2, 3, 5, 10] {
            let info = try info(behavior, items: items)
            if case .discrete(let offsets) = info.restingOffsets {
                for o in offsets { #expect(info.effectiveOffset(o) == o, "\(behavior) \(items): \(o)") }
            }
            for start in [-200.0, 0, 3, 54, 100, 250, 700, 2000] {
                for velocity in [-3000.0, -400, 0, 400, 3000] {
                    let rest = info.restingOffset(from: start, velocity: velocity)
                    #expect(info.effectiveOffset(rest) == rest, "\(behavior) \(items): \(start), \(velocity)")
                }
            }
        }
        // Hand arithmetic: groupPaging, 5 items, from 100 at 500 pt/s: the next resting offset after 100, 108.
        #expect(try info(.groupPaging, items: 5).restingOffset(from: 100, velocity: 500) == 108)
        // The recorded section's end, 6, is kept (an offset at the end stays there), so flings may rest there.
        #expect(try info(.groupPaging, items: 3).restingOffsets == .discrete([0, 6]))
    }

    @Test("the visible-items hook sees a centred section at offset 0 and its effective offset, -105 at rest")
    func centredHook() throws {
        var section = section(.groupPagingCentered)
        section.visibleItemsHandler = VisibleItemsHandler(name: "record") { items, point, _ in
            items.map { item in
                var moved = item
                // Records where the item is on screen, frame.x - point.x, and moves it down by point.x / 105.
                moved.zIndex = Int(item.frame.x - point.x)
                moved.center.y += point.x / 105
                return moved
            }
        }
        let s = try Layout(section: section).solve(
            in: LayoutEnvironment(width: 320, height: 844), data: LayoutData(sections: 1, items: 3))
        let first = s.visibleElements(atScrollOffset: 0).first
        // At offset 0 group 0 is at its leading inset, 4; the point is -105: on screen 4 + 105 = 109.
        #expect(first?.zIndex == 109)
        #expect(first?.frame == Rect(x: 109, y: -1, width: 100, height: 50))
        // Set to 0, it resolves to 3: the hook sees 4 - 3 = 1 for cell 0 and moves it 3 / 105 down.
        let scrolled = s.visibleElements(atScrollOffset: 0, orthogonalOffsets: [0: 0]).first
        #expect(scrolled?.zIndex == 1)
        expectFrame(try #require(scrolled).frame, equals: R(1, 3.0 / 105, 100, 50))
    }
}
