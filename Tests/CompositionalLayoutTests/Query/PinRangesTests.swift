import CompositionalLayout
import LayoutTestSupport
import Testing

/// `SolvedLayout.pinnedRanges()`: each pinned boundary item's range along the scroll axis (spec B5), the
/// range a viewer clamps to instead of re-solving.
@Suite("Pin ranges")
struct PinRangesTests {
    /// Rows 50 tall in sections of `items`, each section between a pinned 44-pt header and a pinned 24-pt
    /// footer, in a 375 x 812 container with `insets`; optionally a pinned 30-pt layout-wide header.
    static func solved(
        sections: Int = 1, items: Int = 100, insets: DirectionalInsets = .zero, layoutHeader: Bool = false
    ) throws -> SolvedLayout {
        let section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item() }
        }.boundarySupplementaryItems {
            BoundarySupplementaryItem(
                elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                alignment: .top, pinToVisibleBounds: true)
            BoundarySupplementaryItem(
                elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(24)),
                alignment: .bottom, pinToVisibleBounds: true)
        }
        let wide = BoundarySupplementaryItem(
            elementKind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
            alignment: .top, pinToVisibleBounds: true)
        let configuration = LayoutConfiguration(boundarySupplementaryItems: layoutHeader ? [wide] : [])
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: Size(width: 375, height: 812), contentInsets: insets))
        return try Layout(section: section, configuration: configuration).solve(
            in: environment, data: LayoutData(sections: sections, items: items))
    }

    @Test("a header may stand from its resting place to where the footer begins minus its length (spec B5)")
    func oneSection() throws {
        let ranges = try Self.solved().pinnedRanges()
        #expect(ranges.count == 2)
        // The section is 44 + 100 x 50 + 24 = 5068 tall.
        let header = ranges[0]
        #expect(header.elementKind == "header")
        #expect(header.section == 0)
        #expect(header.edge == .start)
        #expect(header.axis == .vertical)
        expectFrame(header.restingFrame, equals: R(0, 0, 375, 44))
        // spec B5 (recorded): the header stops where the footer begins, at 44 + 5000 = 5044.
        #expect(header.range == 0...(5044 - 44))
        // The footer rests at 5044 and follows the rect's end; it may rise to where the header ends, at 44.
        let footer = ranges[1]
        #expect(footer.edge == .end)
        expectFrame(footer.restingFrame, equals: R(0, 44 + 5000, 375, 24))
        #expect(footer.range == 44...(5068 - 24))
    }

    @Test("the second section's header starts where the first section ends")
    func secondSection() throws {
        let ranges = try Self.solved(sections: 2, items: 10).pinnedRanges()
        #expect(ranges.map(\.section) == [0, 0, 1, 1])
        // Each section is 44 + 10 x 50 + 24 = 568 tall; the second spans 568...1136, its footer begins at
        // 1136 - 24 and its header ends at 568 + 44 (spec B5).
        #expect(ranges[2].range == 568...(1136 - 24 - 44))
        #expect(ranges[2].indexPath == IndexPath(section: 1, item: 0))
        #expect(ranges[3].range == (568 + 44)...(1136 - 24))
    }

    @Test("clamping follows the pinning rect: at offset 300 the header is at 300, the footer at 300 + 812 - 24")
    func clamping() throws {
        let s = try Self.solved()
        let ranges = s.pinnedRanges()
        let rect = s.pinningRect(atScrollOffset: 300)
        #expect(ranges[0].position(in: rect) == 300)
        #expect(ranges[1].position(in: rect) == 300 + 812 - 24)
        // At offset 5100 the header stops where the footer begins, 5044 - 44 = 5000; the footer would be at
        // 5100 + 812 - 24 but stops at its resting place 5044.
        let late = s.pinningRect(atScrollOffset: 5100)
        #expect(ranges[0].position(in: late) == 5000)
        #expect(ranges[1].position(in: late) == 5044)
    }

    @Test("a layout-wide item has no section and ranges over the whole content")
    func layoutWide() throws {
        let s = try Self.solved(sections: 2, items: 10, layoutHeader: true)
        let banner = try #require(s.pinnedRanges().last)
        #expect(banner.elementKind == "banner")
        #expect(banner.section == nil)
        #expect(banner.indexPath == IndexPath(section: 0, item: 0))
        // The banner rests at 0 above two sections of 568: content 30 + 2 x 568 = 1166 tall.
        #expect(s.contentSize.height == 30 + 2 * 568)
        #expect(banner.range == 0...(1166 - 30))
    }

    @Test(
        "clamping to the range gives the frames the engine pins, at every offset, with and without a safe area",
        arguments: [false, true])
    func sameAsEngine(safeArea: Bool) throws {
        let insets = safeArea ? DirectionalInsets(top: 54, leading: 0, bottom: 34, trailing: 0) : .zero
        for layoutHeader in [false, true] {
            let s = try Self.solved(sections: 3, items: 7, insets: insets, layoutHeader: layoutHeader)
            let ranges = s.pinnedRanges()
            for offset in stride(from: -100.0, through: s.contentSize.height + 100, by: 13) {
                let engine = s.boundarySupplementaries(atScrollOffset: offset)
                let rect = s.pinningRect(atScrollOffset: offset)
                #expect(ranges.map { $0.frame(in: rect) } == engine.map(\.frame), "offset \(offset)")
            }
        }
    }
}
