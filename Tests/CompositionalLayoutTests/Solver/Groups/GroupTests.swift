import CompositionalLayout
import LayoutTestSupport
import Testing

/// Groups (spec section 3): repetition, fit test, spacing, counts, custom and estimated groups.
@Suite("Groups")
struct GroupTests {
    func solveOne(_ group: Group, width: Double = 320, items: Int, scale: Double = 0) throws -> SolvedLayout {
        try Layout(section: Section(group: group)).solve(
            in: container(width, scale: scale), data: LayoutData(sections: 1, items: items))
    }

    func frame(_ s: SolvedLayout, _ item: Int, section: Int = 0) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: section, item: item))
    }

    @Test("repeat-until-no-fit never skips ahead: [large, vGroup] yields one vGroup (spec G2)")
    func repeatStopsAtFirstMisfit() throws {
        let small = Item().height(.fractionalHeight(0.5))
        let vg = VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) { small }
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
            Item().width(.fractionalWidth(0.5))
            vg
        }
        let s = try solveOne(row, width: 375, items: 4)
        // large 187.5 + vg 93.75 = 281.25; the next candidate is large again (187.5), which does not fit: k = 3.
        expectFrame(frame(s, 0), equals: R(0, 0, 187.5, 187.5))
        expectFrame(frame(s, 1), equals: R(187.5, 0, 93.75, 93.75))
        expectFrame(frame(s, 2), equals: R(187.5, 93.75, 93.75, 93.75))
        // Item 3 starts the second group, 0.5 x 375 = 187.5 lower.
        expectFrame(frame(s, 3), equals: R(0, 187.5, 187.5, 187.5))
    }

    @Test("the fit test accepts an overflow of up to 0.25 points (spec G3)")
    func fitTolerance() throws {
        func row(_ second: Double) -> Group {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                Item().width(.fractionalWidth(0.6667))
                Item().width(.fractionalWidth(second))
            }
        }
        // 0.6667 x 300 + 0.3334 x 300 = 200.01 + 100.02 = 300.03: over by 0.03, fits.
        let fits = try solveOne(row(0.3334), width: 300, items: 2)
        expectFrame(frame(fits, 1), equals: R(0.6667 * 300, 0, 0.3334 * 300, 50))
        // 200.01 + 100.5 = 300.51: over by 0.51, the second item starts the next group.
        let misfit = try solveOne(row(0.335), width: 300, items: 2)
        expectFrame(frame(misfit, 1), equals: R(0, 50, 0.6667 * 300, 50))
    }

    @Test("a first child that cannot fit is an error, not an empty group (spec G4)")
    func firstChildTooWide() {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item().width(.absolute(400)) }
        #expect(throws: LayoutError.self) { try solveOne(row, items: 1) }
        do {
            _ = try solveOne(row, items: 1)
        } catch let error as LayoutError {
            guard case .childDoesNotFit(_, let length, let available) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(length == 400 && available == 320)
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test("fractional children with spacing fill the group exactly (spec G5)")
    func spacingShrinksFractions() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item().width(.fractionalWidth(1.0 / 3))
        }.interItemSpacing(.fixed(10))
        let s = try solveOne(row, items: 3)
        // Three fit without spacing; the container shrinks to 320 - 2 x 10 = 300; widths 100 at 0, 110, 220.
        for (i, x) in [0.0, 110, 220].enumerated() { expectFrame(frame(s, i), equals: R(x, 0, 100, 100)) }
    }

    @Test("every fractional dimension resolves against the shortened container (spec G5)")
    func shortenedContainerBothAxes() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(200))) {
            Item().width(.fractionalWidth(0.25)).height(.fractionalWidth(0.25))
        }.interItemSpacing(.fixed(16))
        let s = try solveOne(row, width: 355, items: 4)
        // 0.25 x (355 - 3 x 16) = 0.25 x 307 = 76.75 on both axes; x advances by 76.75 + 16 = 92.75.
        for i in 0..<4 { expectFrame(frame(s, i), equals: R(92.75 * Double(i), 0, 76.75, 76.75)) }
    }

    @Test(
        "after the spec G5 shrink a mix of fractional and absolute children still passes spec G3, or places one fewer")
    func mixedShrinkNeverOverflows() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.fractionalWidth(0.45))
            Item().width(.absolute(50))
        }.interItemSpacing(.fixed(10))
        let s = try solveOne(row, width: 498, items: 3)
        // Without spacing 0.45 x 498 = 224.1: 224.1 + 50 + 224.1 = 498.2 fits, but shrunk by 2 x 10 the row
        // needs 2 x (0.45 x 478) + 50 + 20 = 500.2 > 498 + 0.25. So two children, shrunk by one spacing:
        // 0.45 x (498 - 10) = 219.6, then the absolute child after 10 points.
        expectFrame(frame(s, 0), equals: R(0, 0, 0.45 * 488, 50))
        expectFrame(frame(s, 1), equals: R(0.45 * 488 + 10, 0, 50, 50))
        expectFrame(frame(s, 2), equals: R(0, 50, 0.45 * 488, 50))
    }

    @Test("flexible spacing shares the leftover length equally (spec G7)")
    func flexibleSpacing() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.absolute(90))
        }.interItemSpacing(.flexible(0))
        let s = try solveOne(row, items: 3)
        // 3 x 90 = 270 fit in 320 (a 4th would need 360); leftover 50 over 2 gaps = 25 each.
        for (i, x) in [0.0, 90.0 + 25, 2 * (90.0 + 25)].enumerated() {
            expectFrame(frame(s, i), equals: R(x, 0, 90, 50))
        }
    }

    @Test("fixed edge spacing is space outside the slot along the axis (spec I3, spec G7)")
    func fixedEdgeSpacing() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item().width(.absolute(50)).edgeSpacing(leading: .fixed(10))
        }
        let s = try solveOne(row, items: 6)
        // Each child needs 10 + 50 = 60; 5 fit in 320 (300), a 6th would need 360. x = 10 + 60 i.
        for i in 0..<5 { expectFrame(frame(s, i), equals: R(10 + 60 * Double(i), 0, 50, 50)) }
        expectFrame(frame(s, 5), equals: R(10, 50, 50, 50))
    }

    @Test("flexible top and bottom edges centre a child across the axis (spec G8)")
    func flexibleCrossEdges() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item().width(.absolute(50)).height(.absolute(40)).edgeSpacing(top: .flexible(0), bottom: .flexible(0))
        }
        let s = try solveOne(row, items: 2)
        // Free cross space 100 - 40 = 60, shared by two flexible edges: y = 30.
        expectFrame(frame(s, 0), equals: R(0, 30, 50, 40))
        expectFrame(frame(s, 1), equals: R(50, 30, 50, 40))
    }

    @Test("content insets shrink an item inside its slot and change nothing else (spec I1)")
    func itemInsets() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item().width(.fractionalWidth(0.5)).contentInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        }
        let s = try solveOne(row, items: 2)
        // Slots 160 x 100 at x = 0 and 160; frame = slot + (2, 1), size - (2 + 4, 1 + 3).
        expectFrame(frame(s, 0), equals: R(2, 1, 160 - 6, 100 - 4))
        expectFrame(frame(s, 1), equals: R(160 + 2, 1, 160 - 6, 100 - 4))
    }

    @Test("group content insets shrink the container its children resolve against (spec D3)")
    func groupInsets() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item().width(.fractionalWidth(0.5))
        }.contentInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let s = try solveOne(row, items: 2)
        // Children resolve against (320 - 40) x (100 - 20) = 280 x 80; half = 140, starting at the leading inset.
        expectFrame(frame(s, 0), equals: R(20, 10, 140, 80))
        expectFrame(frame(s, 1), equals: R(160, 10, 140, 80))
    }

    @Test("repeatingSubitem:count: places exactly count copies at the child's own size (spec G6)")
    func repeatingForm() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item().width(.absolute(60)) }
            .repeating(count: 3)
        let s = try solveOne(row, items: 4)
        for (i, x) in [0.0, 60, 120].enumerated() { expectFrame(frame(s, i), equals: R(x, 0, 60, 50)) }
        expectFrame(frame(s, 3), equals: R(0, 50, 60, 50))
    }

    @Test("a count form in a vertical group splits the height (spec G6)")
    func verticalCount() throws {
        let column = VGroup(LayoutSize(width: .fractionalWidth(0.5), height: .absolute(90)), count: 3) { Item() }
        let s = try solveOne(column, items: 3)
        // 90 / 3 = 30 per child; width 0.5 x 320 = 160.
        for i in 0..<3 { expectFrame(frame(s, i), equals: R(0, 30 * Double(i), 160, 30)) }
    }

    @Test("a custom group's frames are its leaves, with their zIndex (spec G10)")
    func customGroup() throws {
        let custom = CustomGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), name: "two") { env in
            let w = env.container.effectiveContentSize.width
            return [
                CustomGroupItem(frame: R(0, 0, w / 2, 50), zIndex: 2),
                CustomGroupItem(frame: R(w / 2, 50, w / 2, 50)),
            ]
        }
        let s = try solveOne(custom, items: 3)
        expectFrame(frame(s, 0), equals: R(0, 0, 160, 50))
        expectFrame(frame(s, 1), equals: R(160, 50, 160, 50))
        // k = 2: item 2 is the first leaf of the second group, 100 lower.
        expectFrame(frame(s, 2), equals: R(0, 100, 160, 50))
        #expect(s.attributes(ofCellAt: IndexPath(section: 0, item: 0))?.zIndex == 2)
        #expect(s.attributes(ofCellAt: IndexPath(section: 0, item: 1))?.zIndex == 0)
    }

    @Test("a group estimated along its axis places its subitems once and takes what they need (spec G11)")
    func estimatedGroup() throws {
        let column = VGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(100))) {
            Item().height(.absolute(30))
            Item().height(.absolute(50))
        }
        let s = try solveOne(column, items: 4)
        // One group = 30 + 50 = 80 tall; the second starts at 80.
        for (i, y) in [0.0, 30, 80, 110].enumerated() {
            expectFrame(frame(s, i), equals: R(0, y, 320, i % 2 == 0 ? 30 : 50))
        }
        expectClose(s.contentSize.height, 160)
    }

    @Test("nested groups solve inside their slot (spec G9)")
    func nestedSlot() throws {
        let inner = VGroup(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))) {
            Item().height(.fractionalHeight(0.25))
        }.contentInsets(5)
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(210))) { inner }
        let s = try solveOne(row, items: 8)
        // inner: 160 x 210, children resolve against 150 x 200: 4 rows of 50 at (5, 5 + 50 j); the second
        // inner group starts at x = 160.
        for i in 0..<8 {
            let x = 5 + 160 * Double(i / 4)
            expectFrame(frame(s, i), equals: R(x, 5 + 50 * Double(i % 4), 150, 50), "item \(i)")
        }
    }
}
