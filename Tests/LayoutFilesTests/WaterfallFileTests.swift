import CompositionalLayout
import LayoutFiles
import LayoutRecipes
import Testing

/// `waterfall` root groups in layout files (spec G13, ours): decoded and solved, validated with paths,
/// written back, and refused by the Swift export because UIKit has no such API.
@Suite("Layout files: waterfall groups")
struct WaterfallFileTests {
    /// An item one column wide with `height` (a DIM object).
    static func item(_ height: String, _ extra: String = "") -> String {
        #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": \#(height)}\#(extra)}}"#
    }

    /// A waterfall of `subitems` with extra keys after `size`.
    static func waterfall(_ extra: String = #", "columns": 2"#, subitems: String = item(#"{"absolute": 44}"#))
        -> String
    {
        #"{"waterfall": {"size": \#(Doc.size)\#(extra), "subitems": [\#(subitems)]}}"#
    }

    static let badge =
        #", "supplementaryItems": [{"elementKind": "badge", "size": \#(Doc.size), "containerAnchor": \#(Doc.anchor)}]"#

    static let cases: [InvalidDocument] = [
        .init(
            id: "no columns", text: Doc.layout(waterfall("")),
            expected: ["sections[0].group: a waterfall needs 'columns' or 'minimumColumnWidth'"]),
        .init(
            id: "both column forms", text: Doc.layout(waterfall(#", "columns": 2, "minimumColumnWidth": 100"#)),
            expected: ["sections[0].group: 'columns' and 'minimumColumnWidth' cannot both be given"]),
        .init(
            id: "zero columns", text: Doc.layout(waterfall(#", "columns": 0"#)),
            expected: ["sections[0].group.columns: count must be >= 1, found 0"]),
        .init(
            id: "columns over the limit", text: Doc.layout(waterfall(#", "columns": 100001"#)),
            expected: ["sections[0].group.columns: count must be <= 100000, found 100001"]),
        .init(
            id: "minimum width of zero", text: Doc.layout(waterfall(#", "minimumColumnWidth": 0"#)),
            expected: ["sections[0].group.minimumColumnWidth: must be > 0, found 0"]),
        .init(
            id: "negative spacings",
            text: Doc.layout(waterfall(#", "columns": 2, "columnSpacing": -1, "itemSpacing": -2"#)),
            expected: [
                "sections[0].group.columnSpacing: must be >= 0, found -1",
                "sections[0].group.itemSpacing: must be >= 0, found -2",
            ]),
        .init(
            id: "no subitems", text: Doc.layout(waterfall(subitems: "")),
            expected: ["sections[0].group.subitems: a waterfall needs at least one subitem"]),
        .init(
            id: "a group as a subitem", text: Doc.layout(waterfall(subitems: Doc.hgroup())),
            expected: ["sections[0].group.subitems[0]: a waterfall's subitems are items, not groups"]),
        .init(
            id: "a waterfall as a subitem", text: Doc.layout(Doc.hgroup(waterfall())),
            expected: ["sections[0].group.subitems[0]: a waterfall can only be a section's group, not a subitem"]),
        .init(
            id: "orthogonal section",
            text: Doc.layout(waterfall(), section: #", "orthogonalScrollingBehavior": "continuous""#),
            expected: [
                "sections[0].orthogonalScrollingBehavior: a section with a waterfall group cannot scroll orthogonally, found 'continuous'"
            ]),
        .init(
            id: "uneven supplementaries",
            text: Doc.layout(
                waterfall(subitems: item(#"{"absolute": 44}"#, badge) + ", " + item(#"{"absolute": 60}"#))),
            expected: [
                "sections[0].group.subitems[1].supplementaryItems: every waterfall item needs as many supplementary items as the first (1), found 0"
            ]),
    ]

    @Test("each invalid waterfall reports exactly its problems with their paths", arguments: cases)
    func messages(_ doc: InvalidDocument) {
        do {
            let document = try LayoutFile.decode(doc.text, sourceName: doc.id)
            Issue.record("\(doc.id) decoded: \(document)")
        } catch {
            #expect(error.problems.map(\.description) == doc.expected)
        }
    }

    @Test("a file's fixed waterfall solves as spec G13's example: 320 points, 2 columns, spacing 10 and 10")
    func fixedColumns() throws {
        let heights = [100, 50, 30, 80, 40].map { Self.item(#"{"absolute": \#($0)}"#) }
        let text = Doc.layout(
            Self.waterfall(
                #", "columns": 2, "columnSpacing": 10, "itemSpacing": 10"#, subitems: heights.joined(separator: ", ")))
        let document = try LayoutFile.decode(text, sourceName: "waterfall")
        let solved = try document.layout.solve(
            in: LayoutEnvironment(width: 320, height: 844), data: LayoutData(sections: 1, items: 5))
        func cell(_ i: Int) -> Rect? { solved.frame(ofCellAt: IndexPath(section: 0, item: i)) }
        // Columns (320 - 10) / 2 = 155 wide at x = 0 and 155 + 10 = 165; next starts begin at [0, 0].
        #expect(cell(0) == Rect(x: 0, y: 0, width: 155, height: 100))  // tie: column 0; next [110, 0]
        #expect(cell(1) == Rect(x: 165, y: 0, width: 155, height: 50))  // next [110, 60]
        #expect(cell(2) == Rect(x: 165, y: 60, width: 155, height: 30))  // 60 < 110; next [110, 100]
        #expect(cell(3) == Rect(x: 165, y: 100, width: 155, height: 80))  // 100 < 110; next [110, 190]
        #expect(cell(4) == Rect(x: 0, y: 110, width: 155, height: 40))  // 110 < 190
        #expect(solved.contentSize.height == 100 + 80)
    }

    @Test("a file's adaptive waterfall: aspect-ratio heights one column wide, inside the group's insets")
    func adaptiveColumns() throws {
        let text = Doc.layout(
            Self.waterfall(
                #", "minimumColumnWidth": 100, "columnSpacing": 10, "itemSpacing": 5, "contentInsets": {"top": 20, "leading": 15, "trailing": 15}"#,
                subitems: Self.item(#"{"fractionalWidth": 1.5}"#) + ", " + Self.item(#"{"fractionalWidth": 0.5}"#)))
        let document = try LayoutFile.decode(text, sourceName: "waterfall")
        let solved = try document.layout.solve(
            in: LayoutEnvironment(width: 350, height: 844), data: LayoutData(sections: 1, items: 4))
        func cell(_ i: Int) -> Rect? { solved.frame(ofCellAt: IndexPath(section: 0, item: i)) }
        // available = 350 - 15 - 15 = 320; floor((320 + 10) / (100 + 10)) = 3 columns of (320 - 2 x 10) / 3 = 100,
        // at x = 15, 15 + 110 = 125, 15 + 220 = 235. Heights cycle 1.5 x 100 = 150 and 0.5 x 100 = 50.
        #expect(cell(0) == Rect(x: 15, y: 20, width: 100, height: 150))  // next [155, 0, 0]
        #expect(cell(1) == Rect(x: 125, y: 20, width: 100, height: 50))  // next [155, 55, 0]
        #expect(cell(2) == Rect(x: 235, y: 20, width: 100, height: 150))  // next [155, 55, 155]
        #expect(cell(3) == Rect(x: 125, y: 20 + 55, width: 100, height: 50))  // 55 is smallest
        // Length: top inset 20 + the furthest end, column 0 and 2 at 150 (column 1 at 55 + 50 = 105).
        #expect(solved.contentSize.height == 20 + 150)
    }

    @Test("a DSL waterfall writes a waterfall object and reads back equal, and a file is canonical")
    func roundTrip() throws {
        let photo = Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.5)))
        let wide = Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.75)))
        var group = WaterfallGroup(minimumColumnWidth: 160, columnSpacing: 8, itemSpacing: 6) {
            photo
            wide
        }
        group.contentInsets = DirectionalInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        let layout = Layout(section: Section(group: group))
        let text = try LayoutFile.encode(layout)
        #expect(text.contains(#""waterfall""#))
        #expect(text.contains(#""minimumColumnWidth": 160"#))
        let document = try LayoutFile.decode(text, sourceName: "round-trip")
        #expect(document.layout == layout)
        #expect(try LayoutFile.encode(document) == text)
        let fixed = Layout(section: Section(group: WaterfallGroup(columns: 3) { photo }))
        #expect(try LayoutFile.decode(try LayoutFile.encode(fixed), sourceName: "fixed").layout == fixed)
    }

    @Test("a waterfall with keys its object lacks is refused by the encoder with its path")
    func encoderRefuses() throws {
        var group = WaterfallGroup(columns: 2) {
            Item(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)))
        }
        group.interItemSpacing = .fixed(4)
        #expect(
            throws: ExportError(
                kind: .inexpressible,
                problems: [
                    LayoutFileProblem(
                        path: "sections[0].group",
                        message: "a waterfall with interItemSpacing cannot be written; a waterfall has no such keys")
                ])
        ) { try LayoutFile.encode(Layout(section: Section(group: group))) }
    }
}
