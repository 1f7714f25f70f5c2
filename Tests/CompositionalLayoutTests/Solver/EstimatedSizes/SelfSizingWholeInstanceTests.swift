import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// Self-sizing rows of several items (spec E1, spec E3, spec G7, spec S2): whole instances take a lean step, a
/// partial last one and unlike leaves the general one; with the solver's shortcuts off (`Shortcuts.off`) each
/// instance is evaluated on its own (`Stamping.measuredInstances`), and all must agree bit for bit.
@Suite("Self-sizing whole instances")
struct SelfSizingWholeInstanceTests {
    func cell(_ s: SolvedLayout, _ item: Int) -> Rect? {
        s.frame(ofCellAt: IndexPath(section: 0, item: item))
    }

    @Test("a row of unlike items: each is asked with its own slot, and the row takes the tallest (spec E1, spec G11)")
    func unlikeItems() throws {
        let row = HGroup(LayoutSize(width: .absolute(300), height: .estimated(50))) {
            Item().width(.absolute(100)).height(.estimated(50))
            Item().width(.absolute(200)).height(.estimated(50))
        }
        // Heights: the proposed width / 10 + the item's index: 10, 21, 12, 23, 14.
        let data = LayoutData(sections: 1, items: 5) { indexPath, proposed in
            Size(width: proposed.width, height: proposed.width / 10 + Double(indexPath.item))
        }
        let s = try Layout(section: Section(group: row).interGroupSpacing(4)).solve(in: container(300), data: data)
        expectFrame(cell(s, 0), equals: R(0, 0, 100, 10))
        expectFrame(cell(s, 1), equals: R(100, 0, 200, 21))
        // Row 1 starts at 21 + 4; row 2 at 25 + 23 + 4.
        expectFrame(cell(s, 2), equals: R(0, 21 + 4, 100, 12))
        expectFrame(cell(s, 3), equals: R(100, 21 + 4, 200, 23))
        expectFrame(cell(s, 4), equals: R(0, 21 + 4 + 23 + 4, 100, 14))
        // Spec S2: the partial last row is 50 tall (its empty slot keeps the estimate) but counts as
        // 50 - (50 - 14), its item's reach.
        expectClose(s.contentSize.height, 21 + 4 + 23 + 4 + (50 - (50 - 14)))
    }

    @Test("whole and partial rows agree with the general path bit for bit: frames, content size and queries")
    func wholeEqualsGeneral() throws {
        var random = SplitMix64(seed: 2024)
        var compared = 0
        for round in 0..<120 {
            let columns = 2 + Int.random(in: 0..<3, using: &random)
            let alike = Bool.random(using: &random)
            let uniform = Int.random(in: 0..<4, using: &random) == 0
            let spacing = [0, 6, -2.5][Int.random(in: 0..<3, using: &random)]
            let inset = [0, 2.5, 8][Int.random(in: 0..<3, using: &random)]
            let scale = [0.0, 2, 3][Int.random(in: 0..<3, using: &random)]
            let height: Dimension = uniform ? .uniformAcrossSiblings(estimate: 40) : .estimated(40)
            // Alike: equal fractions; otherwise each item its own fraction, so each is proposed its own slot.
            let items = (0..<columns).map { j in
                Item().width(.fractionalWidth(alike ? 0.2 : 0.1 + 0.05 * Double(j))).height(height)
                    .contentInsets(DirectionalInsets(top: inset, leading: 1, bottom: 0, trailing: inset))
                    .edgeSpacing(leading: .fixed(j == 0 ? 0 : 2), top: .fixed(inset))
            }
            let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(40))
            let row = HGroup(size) { items.map(LayoutNode.item) }.interItemSpacing(.fixed(spacing))
                .contentInsets(DirectionalInsets(top: inset, leading: 0, bottom: 1, trailing: 0))
            let count = 1 + Int.random(in: 0..<700, using: &random)
            let seed = Int.random(in: 0..<1000, using: &random)
            let data = LayoutData(sections: 1, items: count) { indexPath, proposed in
                Size(width: proposed.width, height: Double((indexPath.item * 53 + seed) % 97) / 4)
            }
            let environment = container(320, scale: scale)
            let solves = ShortcutAndGeneralSolves(
                Layout(section: Section(group: row).interGroupSpacing(spacing)), in: environment, data: data)
            let label =
                "round \(round): \(columns) columns, alike \(alike), uniform \(uniform), spacing \(spacing), "
                + "inset \(inset), scale \(scale), \(count) items"
            // Items a fraction of the row wide are columns; uniform items (spec E3) grow, so are a stack.
            expectStampings(solves, shortcut: uniform ? .flatStack : .flatColumns, label: label)
            #expect((solves.shortcut == nil) == (solves.general == nil), "\(label)")
            guard let a = solves.shortcut, let b = solves.general else { continue }
            compared += 1
            #expect(a.contentSize == b.contentSize, "\(label)")
            let differing = (0..<count).first { cell(a, $0) != cell(b, $0) }
            #expect(differing == nil, "first differing cell; \(label)")
            for f in stride(from: -0.05, through: 1.05, by: 0.1) {
                let rect = R(0, f * a.contentSize.height, 320, 3)
                #expect(Set(a.elements(in: rect)) == Set(b.elements(in: rect)), "rect \(rect); \(label)")
            }
        }
        #expect(compared >= 100, "most cases solve")
    }

    @Test(
        "columns of measured widths, in a horizontal layout or an orthogonal section, agree with the general path",
        arguments: [false, true])
    func columnsEqualGeneral(orthogonal: Bool) throws {
        var random = SplitMix64(seed: orthogonal ? 7 : 8)
        for round in 0..<40 {
            let rows = 2 + Int.random(in: 0..<3, using: &random)
            let spacing = [0, 6, -2.5][Int.random(in: 0..<3, using: &random)]
            let inset = [0, 2.5][Int.random(in: 0..<2, using: &random)]
            // A column whose width is what its items need, its items a share of its height each.
            let size = LayoutSize(width: .estimated(40), height: orthogonal ? .absolute(300) : .fractionalHeight(1))
            let items = (0..<rows).map { j in
                LayoutNode.item(
                    Item().width(.estimated(40)).height(.fractionalHeight(0.1 + 0.05 * Double(j)))
                        .contentInsets(DirectionalInsets(top: 1, leading: inset, bottom: 0, trailing: 1)))
            }
            let column = VGroup(size) { items }.interItemSpacing(.fixed(spacing))
            let count = 1 + Int.random(in: 0..<500, using: &random)
            let data = LayoutData(sections: 1, items: count) { indexPath, proposed in
                Size(width: Double((indexPath.item * 37 + round) % 97) / 3, height: proposed.height)
            }
            func layout(_ group: Group) -> Layout {
                let section = Section(group: group).interGroupSpacing(spacing).contentInsets(inset)
                return orthogonal
                    ? Layout(section: section.orthogonalScrolling(.continuous))
                    : Layout(section: section).scrollDirection(.horizontal)
            }
            let environment = container(390, 600, scale: 3)
            let solves = ShortcutAndGeneralSolves(layout(column), in: environment, data: data)
            let label = "round \(round): \(rows) rows, spacing \(spacing), inset \(inset), \(count) items"
            // Items a share of the column's height, measured across it: columns.
            expectStampings(solves, shortcut: .flatColumns, label: label)
            let a = try #require(solves.shortcut, "\(label)")
            let b = try #require(solves.general, "\(label)")
            #expect(a.contentSize == b.contentSize, "\(label)")
            #expect(a.sections.map(\.orthogonal) == b.sections.map(\.orthogonal), "\(label)")
            let differing = (0..<count).first { cell(a, $0) != cell(b, $0) }
            #expect(differing == nil, "first differing cell; \(label)")
            for f in stride(from: -0.05, through: 1.05, by: 0.1) {
                let rect = orthogonal ? R(0, f * a.contentSize.height, 390, 3) : R(f * a.contentSize.width, 0, 3, 600)
                #expect(Set(a.elements(in: rect)) == Set(b.elements(in: rect)), "rect \(rect); \(label)")
            }
        }
    }
}
