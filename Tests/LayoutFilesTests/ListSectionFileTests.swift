import CompositionalLayout
import LayoutFiles
import Testing

/// The `list` section form of layout files (spec section 11): decoded into the section the engine's list
/// configuration builds for the document's size class, validated with paths.
@Suite("Layout files: list sections")
struct ListSectionFileTests {
    static let cases: [InvalidDocument] = [
        .init(
            id: "unknown appearance", text: #"{"sections": [{"list": {"appearance": "insetGroupd"}}]}"#,
            expected: ["sections[0].list.appearance: unknown value 'insetGroupd'; did you mean 'insetGrouped'?"]),
        .init(
            id: "no appearance", text: #"{"sections": [{"list": {"headerMode": "supplementary"}}]}"#,
            expected: ["sections[0].list: missing key 'appearance'"]),
        .init(
            id: "negative padding",
            text: #"{"sections": [{"list": {"appearance": "plain", "headerTopPadding": -4}}]}"#,
            expected: ["sections[0].list.headerTopPadding: must be >= 0, found -4"]),
        .init(
            id: "bad metric",
            text: #"{"sections": [{"list": {"appearance": "plain", "metrics": {"sidebarMargin": -1}}}]}"#,
            expected: ["sections[0].list.metrics.sidebarMargin: must be >= 0, found -1"]),
        .init(
            id: "list beside a group",
            text: #"{"sections": [{"list": {"appearance": "plain"}, "group": {"customGroup": {}}}]}"#,
            expected: ["sections[0]: unknown key 'group'; expected 'list'"]),
    ]

    @Test("each invalid list section reports exactly its problems with their paths", arguments: cases)
    func messages(_ doc: InvalidDocument) {
        do {
            let document = try LayoutFile.decode(doc.text, sourceName: doc.id)
            Issue.record("\(doc.id) decoded: \(document)")
        } catch {
            #expect(error.problems.map(\.description) == doc.expected)
        }
    }

    @Test("a regular-width insetGrouped list decodes to the engine's section: 20-point margins, header")
    func decodes() throws {
        let text = """
            {"sizeClass": "regular", "sections": [{"list": {"appearance": "insetGrouped",
              "headerMode": "supplementary", "metrics": {"estimatedRowHeight": 50}}}], "data": [2]}
            """
        let document = try LayoutFile.decode(text, sourceName: "settings")
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.metrics.estimatedRowHeight = 50
        let expected = try configuration.section(in: LayoutEnvironment(width: 1024, height: 844, sizeClass: .regular))
        #expect(document.layout == Layout(section: expected))
        // Hand arithmetic at 1024: margin 20 (ours), header 17.5 (spec LS2) then the rows, 50 tall (the metric).
        let solved = try document.layout.solve(
            in: LayoutEnvironment(width: 1024, height: 844), data: LayoutData(sections: 1, items: 2))
        #expect(
            solved.frame(ofCellAt: IndexPath(section: 0, item: 1))
                == Rect(x: 20, y: 17.5 + 50, width: 984, height: 50))
        // Written back, the section is the expanded, ordinary form.
        #expect(try LayoutFile.encode(document).contains(#""group""#))
    }
}
