import LayoutFiles
import Testing

/// The validation messages of the v2 forms (choices and data forms), one table row per invalid document
/// (style G14), each with the JSON paths of its problems.
@Suite("Layout file v2 validation messages")
struct ChoiceValidationTests {
    /// A one-section LAYOUT object.
    static let layout = #"{"sections": [{"group": \#(Doc.hgroup())}]}"#
    /// A SECTION object.
    static let section = #"{"group": \#(Doc.hgroup())}"#

    static let cases: [InvalidDocument] = [
        .init(
            id: "widths without otherwise", text: #"{"widths": [{"below": 500, "layout": \#(layout)}]}"#,
            expected: ["$: missing key 'otherwise' (the layout for widths beyond the last range)"]),
        .init(
            id: "widths beside sections",
            text: #"{"widths": [{"below": 500, "layout": \#(layout)}], "otherwise": \#(layout), "sections": []}"#,
            expected: ["$: 'sections' cannot be given beside 'widths'; give it inside each layout of the choice"]),
        .init(
            id: "bounds that do not increase",
            text: #"""
                {"widths": [{"below": 900, "layout": \#(layout)}, {"below": 500, "layout": \#(layout)}],
                 "otherwise": \#(layout)}
                """#,
            expected: ["widths[1]: width bounds must increase: 500 follows 900"]),
        .init(
            id: "a range with both bounds",
            text: #"{"widths": [{"below": 5, "atMost": 5, "layout": \#(layout)}], "otherwise": \#(layout)}"#,
            expected: ["widths[0]: 'below' and 'atMost' cannot both be given"]),
        .init(
            id: "a zero bound", text: #"{"widths": [{"atMost": 0, "layout": \#(layout)}], "otherwise": \#(layout)}"#,
            expected: ["widths[0].atMost: must be > 0, found 0"]),
        .init(
            id: "more width ranges than the limit",
            text: #"{"widths": ["#
                + (1...17).map { #"{"below": \#($0 * 100), "layout": \#(layout)}"# }.joined(separator: ", ")
                + #"], "otherwise": \#(layout)}"#,
            expected: ["widths: a 'widths' choice lists 17 ranges; at most 16 are allowed"]),
        .init(
            id: "an empty widths list", text: #"{"widths": [], "otherwise": \#(layout)}"#,
            expected: ["widths: a 'widths' choice needs at least one range"]),
        .init(
            id: "a problem deep inside a width range",
            text: #"""
                {"widths": [{"below": 500, "layout": {"sections": [{"group": \#(Doc.hgroup(Doc.item(width: #"{"absolute": -1}"#)))}]}}],
                 "otherwise": \#(layout)}
                """#,
            expected: ["widths[0].layout.sections[0].group.subitems[0].size.width: absolute must be >= 0, found -1"]),
        .init(
            id: "sizeClasses missing regular", text: #"{"sizeClasses": {"compact": \#(layout)}}"#,
            expected: ["sizeClasses: missing key 'regular'"]),
        .init(
            id: "sizeClass beside sizeClasses",
            text: #"{"sizeClass": "compact", "sizeClasses": {"compact": \#(layout), "regular": \#(layout)}}"#,
            expected: ["sizeClass: a file with 'sizeClasses' serves both size classes; leave 'sizeClass' out"]),
        .init(
            id: "otherwise without widths", text: #"{"otherwise": \#(layout), "sections": [\#(section)]}"#,
            expected: ["otherwise: 'otherwise' goes with 'widths', which is missing"]),
        .init(
            id: "a section choice with a problem in its regular section",
            text: #"{"sections": [{"sizeClasses": {"compact": \#(section), "regular": {"group": {}}}}]}"#,
            expected: [
                "sections[0].sizeClasses.regular.group: expected one of the keys 'group', 'customGroup' or 'waterfall'"
            ]),
        .init(
            id: "choices nested too deep",
            text: #"{"sizeClasses": {"compact": \#(layout), "regular": "#
                + String(repeating: #"{"sizeClasses": {"compact": \#(layout), "regular": "#, count: 4) + layout
                + String(repeating: "}}", count: 5),
            expected: [
                "sizeClasses.regular.sizeClasses.regular.sizeClasses.regular.sizeClasses.regular: choices nest more than 4 levels deep"
            ]),
        .init(
            id: "\"$schema\" below the top level",
            text: #"{"sizeClasses": {"compact": {"$schema": "x", "sections": [\#(section)]}, "regular": \#(layout)}}"#,
            expected: [
                "sizeClasses.compact: unknown key '$schema'; expected 'scrollDirection', 'interSectionSpacing', 'contentInsetsReference', 'shortContentAlignment', 'boundarySupplementaryItems', 'sections', 'sizeClasses', 'widths' or 'otherwise'"
            ]),
        .init(
            id: "every-nth offset out of range",
            text: Doc.layout(
                Doc.hgroup(
                    Doc.item(
                        #", "supplementaryItems": [{"elementKind": "b", "size": \#(Doc.size), "containerAnchor": \#(Doc.anchor), "visibility": {"everyNth": {"n": 5, "offset": 5}}}]"#
                    ))),
            expected: [
                "sections[0].group.subitems[0].supplementaryItems[0].visibility.everyNth.offset: offset must be from 0 to n - 1 (4), found 5"
            ]),
        .init(
            id: "visibility name typo",
            text: Doc.layout(
                Doc.hgroup(
                    Doc.item(
                        #", "supplementaryItems": [{"elementKind": "b", "size": \#(Doc.size), "containerAnchor": \#(Doc.anchor), "visibility": "firstInSecton"}]"#
                    ))),
            expected: [
                "sections[0].group.subitems[0].supplementaryItems[0].visibility: unknown value 'firstInSecton'; did you mean 'firstInSection'?"
            ]),
        .init(
            id: "a negative item index",
            text: Doc.layout(
                Doc.hgroup(
                    Doc.item(
                        #", "supplementaryItems": [{"elementKind": "b", "size": \#(Doc.size), "containerAnchor": \#(Doc.anchor), "visibility": {"itemsBySection": [{"section": 0, "items": [1, -2]}]}}]"#
                    ))),
            expected: [
                "sections[0].group.subitems[0].supplementaryItems[0].visibility.itemsBySection[0].items[1]: an index must be >= 0, found -2"
            ]),
        .init(
            id: "a length with a typo",
            text: Doc.layout(
                #"{"customGroup": {"size": \#(Doc.size), "frames": [{"x": {"widthFractoin": 0.5}, "y": 0, "width": 10, "height": 10}]}}"#
            ),
            expected: [
                "sections[0].group.frames[0].x: unknown key 'widthFractoin'; did you mean 'widthFraction'?"
            ]),
        .init(
            id: "a width length without its fraction",
            text: Doc.layout(Doc.hgroup(Doc.item(width: #"{"absolute": {"points": 4}}"#))),
            expected: ["sections[0].group.subitems[0].size.width.absolute: missing key 'widthFraction'"]),
        .init(
            id: "an effect without its minimum scale",
            text: Doc.layout(section: #", "visibleItemsEffect": {"scaleByDistanceFromCenter": {"maximumScale": 1.1}}"#),
            expected: ["sections[0].visibleItemsEffect.scaleByDistanceFromCenter: missing key 'minimumScale'"]),
        .init(
            id: "a hide effect of an unknown category",
            text: Doc.layout(section: #", "visibleItemsEffect": {"hide": {"category": "cells"}}"#),
            expected: ["sections[0].visibleItemsEffect.hide.category: unknown value 'cells'; did you mean 'cell'?"]),
    ]

    @Test("each invalid v2 document reports exactly its problems with their paths", arguments: cases)
    func messages(_ doc: InvalidDocument) {
        do {
            let document = try LayoutFile.decode(doc.text, sourceName: doc.id)
            Issue.record("\(doc.id) decoded: \(document)")
        } catch {
            #expect(error.problems.map(\.description) == doc.expected)
        }
    }

    @Test("'$schema' is accepted and ignored at the top level")
    func schemaKey() throws {
        let plain = try LayoutFile.decode(Doc.layout(), sourceName: "plain")
        let withSchema = try LayoutFile.decode(
            Doc.layout(top: #""$schema": "../docs/layout-file.schema.json", "#), sourceName: "schema")
        #expect(withSchema.layouts == plain.layouts)
        #expect(throws: LayoutFileErrors.self) {
            try LayoutFile.decode(Doc.layout(top: #""$schema": 1, "#), sourceName: "number")
        }
    }
}
