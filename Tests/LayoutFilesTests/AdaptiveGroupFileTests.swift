import CompositionalLayout
import LayoutFiles
import LayoutRecipes
import Testing

/// `adaptiveMinimumLength` in layout files (spec G12, ours): decoded, validated with paths, written back,
/// and refused by the Swift export because UIKit has no such API.
@Suite("Layout files: adaptive groups")
struct AdaptiveGroupFileTests {
    static let cases: [InvalidDocument] = [
        .init(
            id: "minimum of zero", text: Doc.layout(Doc.hgroup(Doc.item, #", "adaptiveMinimumLength": 0"#)),
            expected: ["sections[0].group.adaptiveMinimumLength: must be > 0, found 0"]),
        .init(
            id: "minimum negative", text: Doc.layout(Doc.hgroup(Doc.item, #", "adaptiveMinimumLength": -3"#)),
            expected: ["sections[0].group.adaptiveMinimumLength: must be > 0, found -3"]),
        .init(
            id: "minimum a string", text: Doc.layout(Doc.hgroup(Doc.item, #", "adaptiveMinimumLength": "wide""#)),
            expected: ["sections[0].group.adaptiveMinimumLength: expected a number, found a string"]),
        .init(
            id: "minimum with count",
            text: Doc.layout(Doc.hgroup(Doc.item, #", "count": 2, "adaptiveMinimumLength": 100"#)),
            expected: ["sections[0].group: 'count' and 'adaptiveMinimumLength' cannot both be given"]),
        .init(
            id: "all three counts",
            text: Doc.layout(
                Doc.hgroup(Doc.item, #", "count": 2, "repeatingCount": 2, "adaptiveMinimumLength": 100"#)),
            expected: [
                "sections[0].group: 'count', 'repeatingCount' and 'adaptiveMinimumLength' cannot be given together"
            ]),
        .init(
            id: "minimum with two subitems",
            text: Doc.layout(Doc.hgroup(Doc.item + ", " + Doc.item, #", "adaptiveMinimumLength": 100"#)),
            expected: ["sections[0].group.subitems: 'adaptiveMinimumLength' needs exactly one subitem, found 2"]),
    ]

    @Test("each invalid adaptive group reports exactly its problems with their paths", arguments: cases)
    func messages(_ doc: InvalidDocument) {
        do {
            let document = try LayoutFile.decode(doc.text, sourceName: doc.id)
            Issue.record("\(doc.id) decoded: \(document)")
        } catch {
            #expect(error.problems.map(\.description) == doc.expected)
        }
    }

    @Test("a file's adaptive group solves like the DSL's: 3 columns of 100 in 320 points with spacing 10")
    func decodesAndSolves() throws {
        let text = Doc.layout(
            Doc.hgroup(Doc.item, #", "adaptiveMinimumLength": 100, "interItemSpacing": {"fixed": 10}"#))
        let document = try LayoutFile.decode(text, sourceName: "adaptive")
        let environment = LayoutEnvironment(width: 320, height: 844)
        let section = try document.layout.section(at: 0, environment: environment)
        #expect(section.group.repetition == .adaptive(minimumLength: 100))
        let solved = try document.layout.solve(in: environment, data: LayoutData(sections: 1, items: 3))
        // (320 + 10) / (100 + 10) = 3 columns of (320 - 20) / 3 = 100 at x = 0, 110, 220; rows 44 tall.
        #expect(solved.frame(ofCellAt: IndexPath(section: 0, item: 2)) == Rect(x: 220, y: 0, width: 100, height: 44))
        // Written back, the key is kept.
        #expect(try LayoutFile.encode(document).contains(#""adaptiveMinimumLength": 100"#))
    }

    @Test("the Swift export refuses an adaptive group with its path: UIKit has no such API")
    func swiftExportRefuses() throws {
        let recipe = try RecipeCatalog.builtIn.recipe(named: "adaptive-grid", sizeClass: .compact)
        let variant = UIKitSourceWriter.Variant(
            sizeClass: .any, layout: recipe.layout(for: LayoutFile.exportEnvironment(for: .compact)))
        #expect(
            throws: ExportError(
                kind: .inexpressible,
                problems: [
                    LayoutFileProblem(
                        path: "sections[0].group.adaptiveMinimumLength",
                        message: "an adaptive count has no UIKit API; compute the count in a section provider")
                ])
        ) { try UIKitSourceWriter.source(name: "adaptive-grid", summary: nil, variants: [variant], command: "x") }
    }
}
