import CompositionalLayout
import LayoutFiles
import LayoutTestSupport
import Testing

/// Negative spacing and insets in layout files (spec D7): decoded, valid against the schema, written back
/// exactly, and exported as the UIKit code that sets them.
@Suite("Layout files: negative spacing and insets")
struct NegativeValueFileTests {
    static let text = """
        {
          "interSectionSpacing": -10,
          "sections": [
            {
              "group": {"group": {
                "axis": "horizontal",
                "size": {"width": {"absolute": 100}, "height": {"absolute": 150}},
                "interItemSpacing": {"flexible": -6},
                "subitems": [
                  {"item": {
                    "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                    "contentInsets": {"top": -2},
                    "edgeSpacing": {"bottom": {"fixed": -24}}
                  }}
                ]
              }},
              "contentInsets": {"leading": -4},
              "interGroupSpacing": -8,
              "orthogonalScrollingBehavior": "continuous"
            }
          ]
        }
        """

    /// The layout `text` describes, built in code.
    static var expected: Layout {
        let item = Item(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            contentInsets: DirectionalInsets(top: -2), edgeSpacing: EdgeSpacing(bottom: .fixed(-24)))
        var group = Group(
            arrangement: .horizontal, size: LayoutSize(width: .absolute(100), height: .absolute(150)),
            subitems: [.item(item)])
        group.interItemSpacing = .flexible(-6)
        let section = Section(
            group: group, contentInsets: DirectionalInsets(leading: -4), interGroupSpacing: -8,
            orthogonalScrollingBehavior: .continuous)
        return Layout(section: section, configuration: LayoutConfiguration(interSectionSpacing: -10))
    }

    @Test("negative values decode, validate against the schema and round-trip exactly")
    func decodeAndRoundTrip() throws {
        let document = try LayoutFile.decode(Self.text, sourceName: "negative.json")
        #expect(document.layout == Self.expected)
        let validator = SchemaValidator(LayoutFileSchema.schema)
        #expect(validator.problems(try LayoutFileSchemaTests.parse(Self.text), LayoutFileSchema.schema) == [])
        let written = try LayoutFile.encode(Self.expected)
        #expect(try LayoutFile.decode(written, sourceName: "written.json").layout == Self.expected)
        #expect(validator.problems(try LayoutFileSchemaTests.parse(written), LayoutFileSchema.schema) == [])
    }

    @Test("the Swift export sets the negative values as UIKit code does")
    func swiftExport() throws {
        let source = try UIKitSourceWriter.source(
            name: "negative", summary: nil, variants: [.init(sizeClass: .any, layout: Self.expected)], command: "x")
        #expect(source.contains("interGroupSpacing = -8"))
        #expect(source.contains("interSectionSpacing = -10"))
        #expect(source.contains(".flexible(-6)"))
        #expect(source.contains("bottom: .fixed(-24)"))
        #expect(source.contains("NSDirectionalEdgeInsets(top: 0, leading: -4, bottom: 0, trailing: 0)"))
        #expect(source.contains("NSDirectionalEdgeInsets(top: -2, leading: 0, bottom: 0, trailing: 0)"))
    }

    @Test("subitems whose negative spacing cancels their length would repeat forever: refused with the sum")
    func repeatsForever() {
        let text = Doc.layout(
            Doc.hgroup(
                #"{"item": {"size": {"width": {"absolute": 10}, "height": {"absolute": 44}}}}"#,
                #", "interItemSpacing": {"fixed": -12}"#))
        #expect(throws: LayoutFileErrors.self) { try LayoutFile.decode(text, sourceName: "x.json") }
        do {
            _ = try LayoutFile.decode(text, sourceName: "x.json")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "sections[0].group.subitems: the subitems and their spacing add up to -2 points along the "
                        + "horizontal axis, so they would repeat forever"
                ])
        }
    }
}
