import CompositionalLayout
import LayoutFiles
import LayoutTestSupport
import Testing

/// Layout files and the DSL build the same engine values: each shipped file against the same layout
/// written in the DSL, with hand-computed frames.
@Suite("Layout files equal the DSL")
struct FileEqualsDSLTests {
    static func nestedGroups() -> Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                    Item().width(.fractionalWidth(0.5)).contentInsets(2)
                    VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)), count: 2) {
                        Item().contentInsets(2)
                    }
                    VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) {
                        Item().height(.fractionalHeight(0.5)).contentInsets(2)
                    }
                }
            }.contentInsets(8).interGroupSpacing(4))
    }

    static func badgesAndBackgrounds() -> Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(120)), count: 2) {
                    Item().supplementaryItems {
                        SupplementaryItem(
                            elementKind: "badge", edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5)))
                    }
                }.interItemSpacing(.fixed(10))
            }
            .contentInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            .interGroupSpacing(10)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.absolute(44)).pinToVisibleBounds().zIndex(2)
                BoundarySupplementaryItem(elementKind: "footer").height(.absolute(30)).alignment(.bottom)
            }
            .decorationItems { DecorationItem.background(elementKind: "background").contentInsets(4) })
    }

    static func orthogonalSections() -> Layout {
        Layout(sections: [
            Section { HGroup(LayoutSize(width: .fractionalWidth(0.8), height: .absolute(150))) { Item() } }
                .contentInsets(leading: 16, trailing: 16)
                .interGroupSpacing(10)
                .orthogonalScrolling(.groupPaging)
                .boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header").height(.absolute(40)) },
            Section { VGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item() } }
                .interGroupSpacing(1),
        ]).interSectionSpacing(20)
    }

    static let pairs: [(String, @Sendable () -> Layout)] = [
        ("hero-and-columns", nestedGroups), ("badged-cards", badgesAndBackgrounds),
        ("shelves", orthogonalSections),
    ]

    @Test("each file decodes to the DSL's layout value and solves to the same elements", arguments: [0, 1, 2])
    func sameLayout(index: Int) throws {
        let (name, build) = Self.pairs[index]
        let document = try ShippedFiles.document(name)
        let dsl = build()
        #expect(document.layout == dsl, "\(name)")
        let data = try #require(document.layoutData)
        for width in [320.0, 390, 1024] {
            for scale in [0.0, 2, 3] {
                let environment = container(width, scale: scale)
                let fromFile = try document.layout.solve(in: environment, data: data)
                let fromDSL = try dsl.solve(in: environment, data: data)
                #expect(fromFile.allElements() == fromDSL.allElements(), "\(name) at \(width) x\(scale)")
                #expect(fromFile.contentSize == fromDSL.contentSize)
            }
        }
    }

    @Test("hero-and-columns at 390: a large square and two columns of two, frames by hand")
    func nestedGroupsFrames() throws {
        let document = try ShippedFiles.document("hero-and-columns")
        let solved = try document.layout.solve(in: container(390), data: LayoutData(itemCounts: [10]))
        // spec D4: root container 390 - 8 - 8 = 374; root group 374 x (0.5 x 374 = 187).
        // Large slot 0.5 x 374 = 187 square at (8, 8); columns 0.25 x 374 = 93.5 wide at x = 8 + 187 = 195
        // and 195 + 93.5 = 288.5; column children 187 / 2 = 93.5 tall (count form spec G6, and 0.5 fh).
        // Every item is its slot inset by 2 (spec I1). spec G2: 187 + 93.5 + 93.5 = 374 fills the row; k = 5.
        let slots = [
            R(8, 8, 187, 187), R(195, 8, 93.5, 93.5), R(195, 8 + 93.5, 93.5, 93.5), R(288.5, 8, 93.5, 93.5),
            R(288.5, 8 + 93.5, 93.5, 93.5),
        ]
        for i in 0..<10 {
            let slot = slots[i % 5]
            // spec S1: group g is offset by g x (187 + interGroupSpacing 4).
            let dy = Double(i / 5) * (187 + 4)
            let expected = R(slot.x + 2, slot.y + 2 + dy, slot.width - 4, slot.height - 4)
            expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: i)), equals: expected, "item \(i)")
        }
        // spec S3, spec S4: 8 + 187 + 4 + 187 + 8.
        expectClose(solved.contentSize.height, 8 + 187 + 4 + 187 + 8)
    }

    @Test("badged-cards at 390: cards, badge, header, footer and background by hand")
    func badgesFrames() throws {
        let document = try ShippedFiles.document("badged-cards")
        let solved = try document.layout.solve(in: container(390), data: LayoutData(itemCounts: [6]))
        // Header (spec B2, spec B3): width 390 - 16 - 16 = 358 at x 16, above the content: (16, 0, 358, 44).
        // Content starts at 44 + 10. Count form with spacing 10 (spec G5, spec G6): (358 - 10) / 2 = 174 each.
        let top = 44.0 + 10
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(16, top, 174, 120))
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(16 + 174 + 10, top, 174, 120))
        expectFrame(
            solved.frame(ofCellAt: IndexPath(section: 0, item: 5)), equals: R(200, top + 2 * (120 + 10), 174, 120))
        // spec A2: P = (16 + 174, 54); origin = P - (20, 0) + (0.5 x 20, -0.5 x 20) = (180, 44).
        let badge = solved.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: 0))
        #expect(badge.count == 1)
        expectFrame(badge.first?.frame, equals: R(16 + 174 - 20 + 10, top - 10, 20, 20), "badge")
        let elements = solved.allElements()
        let header = elements.first { $0.elementKind == "header" }
        expectFrame(header?.frame, equals: R(16, 0, 358, 44), "header")
        #expect(header?.zIndex == 2)
        // Content 3 rows: 3 x 120 + 2 x 10 = 380; footer below the bottom inset (spec B3, spec B4).
        let content = 3 * 120.0 + 2 * 10
        expectFrame(
            elements.first { $0.elementKind == "footer" }?.frame, equals: R(16, top + content + 10, 358, 30), "footer")
        // spec C1: the section frame (0, 0, 390, 44 + 10 + 380 + 10 + 30) inset by 4.
        let sectionLength = 44 + 10 + content + 10 + 30
        expectFrame(
            elements.first { $0.elementKind == "background" }?.frame, equals: R(4, 4, 390 - 8, sectionLength - 8),
            "background")
        expectClose(solved.contentSize.height, sectionLength)
    }

    @Test("shelves at 390: a paging row, then a list, then the row again, frames by hand")
    func orthogonalFrames() throws {
        let document = try ShippedFiles.document("shelves")
        let solved = try document.layout.solve(in: container(390), data: LayoutData(itemCounts: [5, 4, 3]))
        // Section 0 (spec D5): the orthogonal root container is the full 390, so groups are 0.8 x 390 = 312
        // wide, in one row (spec S6) after the 40-point header, every 312 + 10 points from the 16 inset.
        for i in 0..<5 {
            expectFrame(
                solved.frame(ofCellAt: IndexPath(section: 0, item: i)), equals: R(16 + Double(i) * 322, 40, 312, 150),
                "0.\(i)")
        }
        // Section 1 starts after 40 + 150 and interSectionSpacing 20 (spec L3); rows of 50 every 51.
        let second = 40.0 + 150 + 20
        for i in 0..<4 {
            expectFrame(
                solved.frame(ofCellAt: IndexPath(section: 1, item: i)), equals: R(0, second + Double(i) * 51, 390, 50),
                "1.\(i)")
        }
        // Section 2 cycles back to the carousel (sections[2 % 2]).
        let third = second + 4 * 50 + 3 + 20
        expectFrame(
            solved.frame(ofCellAt: IndexPath(section: 2, item: 2)), equals: R(16 + 2 * 322, third + 40, 312, 150))
        #expect(solved.sections[0].orthogonal?.behavior == .groupPaging)
        #expect(solved.sections[1].orthogonal == nil)
        expectClose(solved.contentSize.height, third + 40 + 150)
    }
}
