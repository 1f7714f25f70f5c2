import CompositionalLayout
import LayoutTestSupport
import Testing

/// Boundary supplementaries that size themselves (spec E4): the supplementary sizing callback answers
/// their estimated dimensions, section by section, and the content follows the answers.
@Suite("Supplementary sizing")
struct SupplementarySizingTests {
    /// Rows 50 tall under an estimated 44-point header and above a fixed 30-point footer.
    static let layout = Layout(
        section: Section(group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item() })
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.estimated(44))
                BoundarySupplementaryItem(elementKind: "footer").height(.absolute(30)).alignment(.bottom)
            })

    /// Headers 60 tall in section 0 and 80 in section 1; a footer asked by mistake would be 999 tall.
    static let headers: SupplementarySizingCallback = { kind, indexPath, proposed in
        Size(width: proposed.width, height: kind != "header" ? 999 : indexPath.section == 0 ? 60 : 80)
    }

    @Test("each section's header takes its answer; cells, footers and the next section follow it")
    func measuredHeaders() throws {
        var data = LayoutData(sections: 2, items: 2)
        data.supplementarySizing = Self.headers
        let s = try Self.layout.solve(in: container(320), data: data)
        // Section 0: header 0...60, rows at 60 and 110, footer at 160...190.
        #expect(s.frame(ofCellAt: IndexPath(section: 0, item: 0)) == R(0, 60, 320, 50))
        let footer = s.supplementaries(ofKind: "footer", at: IndexPath(section: 0, item: 0)).first?.frame
        #expect(footer == R(0, 160, 320, 30))
        // Section 1 starts at 190: header 190...270, rows at 270 and 320, footer 370...400.
        let header = s.supplementaries(ofKind: "header", at: IndexPath(section: 1, item: 0)).first?.frame
        #expect(header == R(0, 190, 320, 80))
        #expect(s.frame(ofCellAt: IndexPath(section: 1, item: 1)) == R(0, 320, 320, 50))
        // The content size comes from the answers, never the estimates: 190 + 210 = 400.
        #expect(s.contentSize.height == 400)
    }

    @Test("without the callback the estimate is used")
    func estimates() throws {
        let s = try Self.layout.solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        #expect(s.frame(ofCellAt: IndexPath(section: 0, item: 0)) == R(0, 44, 320, 50))
    }

    @Test("a NaN or negative answer is a typed error naming the kind and section", arguments: [Double.nan, -1])
    func badAnswer(_ height: Double) {
        var data = LayoutData(sections: 2, items: 1)
        data.supplementarySizing = { _, indexPath, proposed in
            Size(width: proposed.width, height: indexPath.section == 1 ? height : 10)
        }
        #expect(throws: LayoutError.invalidSupplementarySize(kind: "header", section: 1)) {
            try Self.layout.solve(in: container(320), data: data)
        }
    }

    @Test("an item's estimated badge takes its answer, anchored as before: 30 x 16 at the cell's top trailing corner")
    func measuredBadges() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
            Item().width(.absolute(100)).supplementaryItems {
                SupplementaryItem(
                    elementKind: "badge", size: LayoutSize(width: .estimated(20), height: .estimated(20)),
                    containerAnchor: Anchor(edges: [.top, .trailing]))
            }
        }
        var data = LayoutData(sections: 1, items: 2)
        data.supplementarySizing = { kind, indexPath, proposed in
            kind == "badge" ? Size(width: 30, height: 16 + Double(indexPath.item)) : proposed
        }
        let s = try Layout(section: Section(group: row)).solve(in: container(300), data: data)
        // Item 0 is (0, 0, 100, 100): its badge's top trailing corner at (100, 0), so x = 100 - 30 = 70.
        let first = s.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: 0)).first?.frame
        #expect(first == R(70, 0, 30, 16))
        // Item 1 is (100, 0, 100, 100): x = 200 - 30 = 170, 16 + 1 = 17 tall.
        let second = s.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: 1)).first?.frame
        #expect(second == R(170, 0, 30, 17))
        // Without the callback, the 20 x 20 estimate: x = 100 - 20 = 80.
        let plain = try Layout(section: Section(group: row)).solve(
            in: container(300), data: LayoutData(sections: 1, items: 1))
        #expect(
            plain.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: 0)).first?.frame == R(80, 0, 20, 20))
    }

    @Test("a waterfall item's estimated badge takes its answer too, asked with the item's index path")
    func waterfallBadges() throws {
        let wall = WaterfallGroup(columns: 2) {
            Item().height(.absolute(50)).supplementaryItems {
                SupplementaryItem(
                    elementKind: "badge", size: LayoutSize(width: .estimated(20), height: .estimated(20)),
                    containerAnchor: Anchor(edges: [.top, .trailing]))
            }
        }
        var data = LayoutData(sections: 1, items: 2)
        data.supplementarySizing = { _, indexPath, _ in Size(width: 30, height: 16 + Double(indexPath.item)) }
        let s = try Layout(section: Section(group: wall)).solve(in: container(200), data: data)
        // Two columns of 100: item 1 is (100, 0, 100, 50), its badge at x = 200 - 30 = 170, 17 tall.
        let badge = s.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: 1)).first?.frame
        #expect(badge == R(170, 0, 30, 17))
    }

    /// Two rows per instance, each row a group with an estimated 20 x 20 "tag" at its top leading corner.
    static let taggedRows = VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(200))) {
        for _ in 0..<2 {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100))) {
                Item().width(.fractionalWidth(0.5))
            }.supplementaryItems {
                SupplementaryItem(
                    elementKind: "tag", size: LayoutSize(width: .estimated(20), height: .estimated(20)),
                    containerAnchor: Anchor(edges: [.top, .leading]))
            }
        }
    }

    @Test("a group's estimated supplementary takes its answer, asked with the index path it is reported with")
    func measuredGroupSupplementaries() throws {
        var data = LayoutData(sections: 1, items: 6)
        data.supplementarySizing = { kind, indexPath, proposed in
            kind == "tag" ? Size(width: 30, height: 10 + Double(indexPath.item)) : proposed
        }
        let s = try Layout(section: Section(group: Self.taggedRows)).solve(in: container(300), data: data)
        // Four items per instance, two supplemented rows: instance g's rows are numbered 2g and 2g + 1
        // (spec A5). Instance 0 holds items 0 to 3: row 0 at y 0 (10 tall), row 1 at y 100 (11 tall).
        // Instance 1 holds items 4 and 5, all in its first row (number 2, at y 200, 12 tall); its second
        // row starts at leaf 2, 4 + 2 = 6 is past the last item, so it has no tag and is not asked.
        let tags = s.allElements().filter { $0.elementKind == "tag" }.map { ($0.indexPath.item, $0.frame) }
        #expect(tags.map(\.0) == [0, 1, 2])
        #expect(tags.map(\.1) == [R(0, 0, 30, 10), R(0, 100, 30, 11), R(0, 200, 30, 12)])
        // Without the callback, the 20 x 20 estimate.
        let plain = try Layout(section: Section(group: Self.taggedRows)).solve(
            in: container(300), data: LayoutData(sections: 1, items: 6))
        #expect(
            plain.supplementaries(ofKind: "tag", at: IndexPath(section: 0, item: 2)).first?.frame == R(0, 200, 20, 20))
    }

    @Test("a NaN answer for a group's supplementary is a typed error naming its kind and section")
    func badGroupAnswer() {
        var data = LayoutData(sections: 1, items: 2)
        data.supplementarySizing = { _, _, _ in Size(width: .nan, height: 10) }
        #expect(throws: LayoutError.invalidSupplementarySize(kind: "tag", section: 0)) {
            try Layout(section: Section(group: Self.taggedRows)).solve(in: container(300), data: data)
        }
    }
}
