import CompositionalLayout
import LayoutFiles
import Testing

/// `contentInsetsReference` (layout and section), `supplementaryContentInsetsReference` and boundary items'
/// `contentInsets` in layout files and the Swift export (spec S10, spec B2, spec B7).
@Suite("Layout files: content-insets references")
struct InsetsReferenceFileTests {
    /// A full-width 30-point header, with extra keys appended.
    static func header(_ extra: String = "") -> String {
        #"{"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}}, "alignment": "top"\#(extra)}"#
    }

    static let cases: [InvalidDocument] = [
        .init(
            id: "unknown section reference",
            text: Doc.layout(section: #", "contentInsetsReference": "layoutMargin""#),
            expected: [
                "sections[0].contentInsetsReference: unknown value 'layoutMargin'; did you mean 'layoutMargins'?"
            ]),
        .init(
            id: "supplementary reference a number",
            text: Doc.layout(section: #", "supplementaryContentInsetsReference": 3"#),
            expected: ["sections[0].supplementaryContentInsetsReference: expected a string, found a number"]),
        .init(
            id: "layout reference a bool", text: Doc.layout(top: #""contentInsetsReference": true, "#),
            expected: ["contentInsetsReference: expected a string, found a boolean"]),
        .init(
            id: "boundary inset of the wrong type",
            text: Doc.layout(
                section: #", "boundarySupplementaryItems": [\#(header(#", "contentInsets": {"top": "1"}"#))]"#),
            expected: ["sections[0].boundarySupplementaryItems[0].contentInsets.top: expected a number, found a string"]
        ),
    ]

    @Test("each invalid reference or boundary inset reports exactly its problem with its path", arguments: cases)
    func messages(_ doc: InvalidDocument) {
        do {
            let document = try LayoutFile.decode(doc.text, sourceName: doc.id)
            Issue.record("\(doc.id) decoded: \(document)")
        } catch {
            #expect(error.problems.map(\.description) == doc.expected)
        }
    }

    /// A layout file with every new key set away from its default.
    static let text = Doc.layout(
        section: #"""
            , "boundarySupplementaryItems": [\#(header(#", "contentInsets": {"leading": 8, "trailing": 12}"#))], \#
            "supplementariesFollowContentInsets": false, "contentInsetsReference": "readableContent", \#
            "supplementaryContentInsetsReference": "none"
            """#,
        top: #""contentInsetsReference": "layoutMargins", "#)

    @Test("a file's references and boundary insets decode, solve as spec S10 says, and are written back")
    func decodesSolvesAndRoundTrips() throws {
        let document = try LayoutFile.decode(Self.text, sourceName: "references")
        #expect(document.layout.configuration.contentInsetsReference == .layoutMargins)
        let environment = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: Size(width: 400, height: 844), contentInsets: DirectionalInsets(leading: 20, trailing: 10),
                layoutMargins: DirectionalInsets(leading: 36, trailing: 26), readableContentWidth: 300))
        let solved = try document.layout.solve(in: environment, data: LayoutData(sections: 1, items: 1))
        // Readable band: margins [36, 374] are 338 wide; 300 centred: 36 + 19 = 55. The row fills it.
        #expect(solved.frame(ofCellAt: IndexPath(section: 0, item: 0)) == Rect(x: 55, y: 30, width: 300, height: 44))
        // The header stands in the `none` band [0, 400], then its insets: (0 + 8, 0, 400 - 20, 30).
        #expect(
            solved.boundarySupplementaries(atScrollOffset: 0).first?.frame == Rect(x: 8, y: 0, width: 380, height: 30))
        let written = try LayoutFile.encode(document)
        #expect(try LayoutFile.decode(written, sourceName: "written").layout == document.layout)
        #expect(written.contains(#""contentInsetsReference": "layoutMargins""#))
        #expect(written.contains(#""supplementaryContentInsetsReference": "none""#))
    }

    @Test("defaults are not written: the configuration's safe area, a section's automatic, no insets")
    func defaultsAreOmitted() throws {
        let document = try LayoutFile.decode(Doc.layout(), sourceName: "plain")
        #expect(document.layout.configuration.contentInsetsReference == .safeArea)
        let written = try LayoutFile.encode(document)
        #expect(!written.contains("ContentInsetsReference") && !written.contains("contentInsetsReference"))
    }

    @Test("the Swift export sets the references and the boundary item's insets as UIKit code")
    func swiftExport() throws {
        let document = try LayoutFile.decode(Self.text, sourceName: "references")
        let source = try UIKitSourceWriter.source(
            name: "references", summary: nil,
            variants: [UIKitSourceWriter.Variant(sizeClass: .any, layout: document.layout)], command: "x")
        #expect(source.contains("configuration.contentInsetsReference = .layoutMargins"))
        #expect(source.contains(".contentInsetsReference = .readableContent"))
        #expect(source.contains(".supplementaryContentInsetsReference = .none"))
        #expect(
            source.contains(
                "header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 12)"))
    }
}
