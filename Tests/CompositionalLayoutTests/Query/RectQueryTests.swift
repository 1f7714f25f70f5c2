import CompositionalLayout
import LayoutTestSupport
import Testing

/// Rect and index-path queries agree with a brute-force scan of every frame.
@Suite("Queries")
struct RectQueryTests {
    static let badge = SupplementaryItem(
        elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
        containerAnchor: Anchor(edges: [.top, .trailing], offset: .absolute(Point(x: 5, y: -5))))

    static let layouts: [(String, Layout, LayoutData)] = [
        (
            "grid",
            Layout(
                section: Section {
                    HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                        Item().width(.fractionalWidth(1.0 / 3)).contentInsets(2.5)
                    }
                }.contentInsets(2.5).boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header") }),
            LayoutData(sections: 3, items: 400)
        ),
        (
            "nested + badges + background",
            Layout(
                section: Section {
                    HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                        Item(supplementaryItems: [badge]).width(.fractionalWidth(0.5))
                        VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) {
                            Item().height(.fractionalHeight(0.5))
                        }
                        VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) {
                            Item().height(.fractionalHeight(0.5))
                        }
                    }
                }.interGroupSpacing(6).decorationItems { .background(elementKind: "bg") }
            ).interSectionSpacing(10),
            LayoutData(itemCounts: [53, 0, 17, 200])
        ),
        (
            "orthogonal",
            Layout(
                section: Section {
                    HGroup(LayoutSize(width: .fractionalWidth(0.8), height: .absolute(120))) { Item() }
                }.contentInsets(5).orthogonalScrolling(.groupPaging)), LayoutData(sections: 40, items: 9)
        ),
        (
            "horizontal",
            Layout(
                section: Section {
                    VGroup(LayoutSize(width: .absolute(90), height: .fractionalHeight(1))) {
                        Item().height(.fractionalHeight(0.25))
                    }
                }.interGroupSpacing(4)
            ).scrollDirection(.horizontal), LayoutData(sections: 2, items: 300)
        ),
        (
            "self-sizing",
            Layout(
                section: Section {
                    HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                        Item(supplementaryItems: [badge]).height(.estimated(44))
                    }
                }),
            LayoutData(sections: 2, items: 300) { ip, p in Size(width: p.width, height: 20 + Double(ip.item % 7) * 9) }
        ),
    ]

    @Test("elements(in:) equals a brute-force scan on 300 seeded random rects", arguments: 0..<layouts.count)
    func rectQuery(index: Int) throws {
        let (name, layout, data) = Self.layouts[index]
        for scale in [0.0, 3] {
            let s = try layout.solve(in: container(390, 844, scale: scale), data: data)
            let all = s.allElements()
            var rng = SplitMix64(seed: 0xC0FFEE + UInt64(index))
            for trial in 0..<300 {
                let w = Double.random(in: 0...800, using: &rng)
                let h = Double.random(in: 0...1200, using: &rng)
                let x = Double.random(in: -200...(max(s.contentSize.width, 390) + 100), using: &rng)
                let y = Double.random(in: -200...(s.contentSize.height + 100), using: &rng)
                let rect = R(x, y, w, h)
                let fast = s.elements(in: rect).sorted(by: Self.key)
                let brute = all.filter { $0.frame.touches(rect) }.sorted(by: Self.key)
                #expect(
                    fast == brute, "\(name) scale \(scale) trial \(trial) rect \(rect): \(fast.count) vs \(brute.count)"
                )
                if fast != brute { return }
            }
        }
    }

    @Test("index-path lookups equal the cells of allElements()", arguments: 0..<layouts.count)
    func indexPathQuery(index: Int) throws {
        let (_, layout, data) = Self.layouts[index]
        let s = try layout.solve(in: container(390), data: data)
        let cells = s.allElements().filter { $0.category == .cell }
        #expect(cells.count == data.itemCounts.reduce(0, +))
        for cell in cells { #expect(s.attributes(ofCellAt: cell.indexPath) == cell) }
        #expect(s.frame(ofCellAt: IndexPath(section: 0, item: -1)) == nil)
        #expect(s.frame(ofCellAt: IndexPath(section: data.itemCounts.count, item: 0)) == nil)
    }

    @Test("supplementaries(ofKind:at:) finds a badge by its item")
    func supplementaryLookup() throws {
        let (_, layout, data) = Self.layouts[1]
        let s = try layout.solve(in: container(390), data: data)
        let badges = s.allElements().filter { $0.elementKind == "badge" }
        for badge in badges.prefix(40) {
            #expect(s.supplementaries(ofKind: "badge", at: badge.indexPath) == [badge])
        }
    }

    static func key(_ a: ElementAttributes, _ b: ElementAttributes) -> Bool {
        (a.indexPath, a.category.rank, a.elementKind ?? "", a.frame.x, a.frame.y)
            < (b.indexPath, b.category.rank, b.elementKind ?? "", b.frame.x, b.frame.y)
    }
}

extension ElementCategory {
    var rank: Int { ElementCategory.allCases.firstIndex(of: self)! }
}

/// `supplementaries(ofKind:at:)` for item- and group-attached supplementaries.
@Suite("Supplementary look-ups")
struct SupplementaryLookupTests {
    @Test("every attached supplementary is found at its own index path, and nothing else is")
    func everySupplementary() throws {
        // Rows of two items with a badge each, two rows per column group, each row tagged (spec A5: tag items are
        // g x 2 + row, badges are the items' own index paths).
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5))) {
            Item(supplementaryItems: [SupplementaryItem(elementKind: "badge")]).width(.fractionalWidth(0.5))
        }.supplementaryItems { SupplementaryItem(elementKind: "tag", edges: [.top, .leading]) }
        let column = VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(200))) { row }
        let s = try Layout(section: Section(group: column)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 13))
        let all = s.allElements().filter { $0.category == .supplementary }
        #expect(all.filter { $0.elementKind == "badge" }.count == 13)
        // 13 items = 3 full columns (4 items, 2 rows) and one with one item: rows holding items = 3 x 2 + 1.
        #expect(all.filter { $0.elementKind == "tag" }.map(\.indexPath.item) == Array(0..<7))
        for element in all {
            #expect(s.supplementaries(ofKind: element.elementKind!, at: element.indexPath) == [element])
        }
        #expect(s.supplementaries(ofKind: "tag", at: IndexPath(section: 0, item: 7)).isEmpty)
        #expect(s.supplementaries(ofKind: "nothing", at: IndexPath(section: 0, item: 0)).isEmpty)
    }
}
