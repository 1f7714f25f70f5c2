import LayoutFiles
import Testing

/// One invalid document and every `path: message` line it must produce, in order.
struct InvalidDocument: Sendable, CustomTestStringConvertible {
    let id: String
    let text: String
    let expected: [String]

    var testDescription: String { id }
}

/// Builders for small documents, so each case shows only what is wrong.
enum Doc {
    static let size = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}"#
    static let item = #"{"item": {"size": \#(size)}}"#
    static let anchor = #"{"edges": ["top", "trailing"]}"#

    /// A horizontal group of `subitems` with extra keys appended to the group object.
    static func hgroup(_ subitems: String = item, _ extra: String = "") -> String {
        #"{"group": {"axis": "horizontal", "size": \#(size), "subitems": [\#(subitems)]\#(extra)}}"#
    }

    /// A document of one section around `group`, with extra section keys and extra top-level keys.
    static func layout(_ group: String = hgroup(), section: String = "", top: String = "") -> String {
        #"{\#(top)"sections": [{"group": \#(group)\#(section)}]}"#
    }

    /// An item with extra keys after its size.
    static func item(_ extra: String) -> String { #"{"item": {"size": \#(size)\#(extra)}}"# }

    /// An item whose width dimension is `width`.
    static func item(width: String) -> String {
        #"{"item": {"size": {"width": \#(width), "height": {"absolute": 44}}}}"#
    }
}

/// The validation messages of layout files: one table row per invalid document (style G14).
@Suite("Layout file validation messages")
struct ValidationMessageTests {
    static let cases: [InvalidDocument] = [
        // The document.
        .init(id: "not an object", text: "[]", expected: ["$: expected an object, found an array"]),
        .init(id: "no sections", text: "{}", expected: ["$: missing key 'sections'"]),
        .init(
            id: "empty sections", text: #"{"sections": []}"#,
            expected: ["sections: a layout needs at least one section"]),
        .init(
            id: "typo in a top-level key", text: #"{"sectoins": []}"#,
            expected: ["$: unknown key 'sectoins'; did you mean 'sections'?"]),
        .init(
            id: "name not kebab-case", text: Doc.layout(top: #""name": "My Grid", "#),
            expected: ["name: name must be kebab-case (lowercase letters, digits and single hyphens), found 'My Grid'"]),
        .init(
            id: "unknown size class", text: Doc.layout(top: #""sizeClass": "wide", "#),
            expected: ["sizeClass: unknown value 'wide'; expected 'compact', 'regular' or 'any'"]),
        .init(
            id: "scroll direction of the wrong type", text: Doc.layout(top: #""scrollDirection": 1, "#),
            expected: ["scrollDirection: expected a string, found a number"]),
        .init(
            id: "inter-section spacing of the wrong type", text: Doc.layout(top: #""interSectionSpacing": "8", "#),
            expected: ["interSectionSpacing: expected a number, found a string"]),
        .init(
            id: "summary of the wrong type", text: Doc.layout(top: #""summary": ["a"], "#),
            expected: ["summary: expected a string, found an array"]),
        .init(
            id: "data counts negative and fractional",
            text: #"{"sections": [{"group": \#(Doc.hgroup())}], "data": [3, -1, 1.5]}"#,
            expected: ["data[1]: an item count must be >= 0, found -1", "data[2]: expected an integer, found 1.5"]),
        .init(
            id: "data not an array", text: #"{"sections": [{"group": \#(Doc.hgroup())}], "data": 5}"#,
            expected: ["data: expected an array, found a number"]),
        // Sections.
        .init(
            id: "section root is an item", text: Doc.layout(Doc.item),
            expected: [
                "sections[0].group: a section's group must be a 'group', a 'customGroup' or a 'waterfall', not an 'item'"
            ]),
        .init(
            id: "duplicate section key",
            text: Doc.layout(section: #", "interGroupSpacing": 1, "interGroupSpacing": 2"#),
            expected: ["sections[0]: duplicate key 'interGroupSpacing'"]),
        .init(
            id: "orthogonal behaviour typo", text: Doc.layout(section: #", "orthogonalScrollingBehavior": "pagng""#),
            expected: ["sections[0].orthogonalScrollingBehavior: unknown value 'pagng'; did you mean 'paging'?"]),
        .init(
            id: "section inset of the wrong type",
            text: Doc.layout(section: #", "contentInsets": {"top": 4, "leading": [2]}"#),
            expected: ["sections[0].contentInsets.leading: expected a number, found an array"]),
        .init(
            id: "unknown inset edge", text: Doc.layout(section: #", "contentInsets": {"left": 4}"#),
            expected: [
                "sections[0].contentInsets: unknown key 'left'; expected 'top', 'leading', 'bottom' or 'trailing'"
            ]),
        // Groups.
        .init(
            id: "group without axis",
            text: Doc.layout(#"{"group": {"size": \#(Doc.size), "subitems": [\#(Doc.item)]}}"#),
            expected: ["sections[0].group: missing key 'axis'"]),
        .init(
            id: "axis typo",
            text: Doc.layout(#"{"group": {"axis": "horizontl", "size": \#(Doc.size), "subitems": [\#(Doc.item)]}}"#),
            expected: ["sections[0].group.axis: unknown value 'horizontl'; did you mean 'horizontal'?"]),
        .init(
            id: "empty subitems", text: Doc.layout(Doc.hgroup("")),
            expected: ["sections[0].group.subitems: a group needs at least one subitem"]),
        .init(
            id: "count and repeatingCount together",
            text: Doc.layout(Doc.hgroup(Doc.item, #", "count": 2, "repeatingCount": 2"#)),
            expected: ["sections[0].group: 'count' and 'repeatingCount' cannot both be given"]),
        .init(
            id: "count with two subitems", text: Doc.layout(Doc.hgroup(Doc.item + ", " + Doc.item, #", "count": 2"#)),
            expected: ["sections[0].group.subitems: 'count' needs exactly one subitem, found 2"]),
        .init(
            id: "count below one", text: Doc.layout(Doc.hgroup(Doc.item, #", "repeatingCount": 0"#)),
            expected: ["sections[0].group.repeatingCount: count must be >= 1, found 0"]),
        .init(
            id: "interItemSpacing of the wrong type",
            text: Doc.layout(Doc.hgroup(Doc.item, #", "interItemSpacing": {"fixed": true}"#)),
            expected: ["sections[0].group.interItemSpacing: expected a number, found a boolean"]),
        .init(
            id: "spacing kind typo", text: Doc.layout(Doc.hgroup(Doc.item, #", "interItemSpacing": {"flex": 8}"#)),
            expected: ["sections[0].group.interItemSpacing: unknown key 'flex'; did you mean 'flexible'?"]),
        .init(
            id: "zero-length repeating subitem", text: Doc.layout(Doc.hgroup(Doc.item(width: #"{"absolute": 0}"#))),
            expected: [
                "sections[0].group.subitems: the subitems have zero length along the horizontal axis, so they would repeat forever"
            ]),
        .init(
            id: "unknown subitem wrapper", text: Doc.layout(Doc.hgroup(#"{"itme": {"size": \#(Doc.size)}}"#)),
            expected: ["sections[0].group.subitems[0]: unknown key 'itme'; did you mean 'item'?"]),
        // Dimensions.
        .init(
            id: "fraction zero", text: Doc.layout(Doc.hgroup(Doc.item(width: #"{"fractionalWidth": 0}"#))),
            expected: ["sections[0].group.subitems[0].size.width: fraction must be > 0, found 0"]),
        .init(
            id: "absolute negative", text: Doc.layout(Doc.hgroup(Doc.item(width: #"{"absolute": -44}"#))),
            expected: ["sections[0].group.subitems[0].size.width: absolute must be >= 0, found -44"]),
        .init(
            id: "dimension with two kinds",
            text: Doc.layout(Doc.hgroup(Doc.item(width: #"{"absolute": 4, "estimated": 4}"#))),
            expected: [
                "sections[0].group.subitems[0].size.width: expected only one of the keys 'absolute', 'fractionalWidth', 'fractionalHeight', 'estimated' or 'uniformAcrossSiblings', found 'absolute' and 'estimated'"
            ]),
        .init(
            id: "dimension empty", text: Doc.layout(Doc.hgroup(Doc.item(width: "{}"))),
            expected: [
                "sections[0].group.subitems[0].size.width: expected one of the keys 'absolute', 'fractionalWidth', 'fractionalHeight', 'estimated' or 'uniformAcrossSiblings'"
            ]),
        .init(
            id: "dimension as a bare number", text: Doc.layout(Doc.hgroup(Doc.item(width: "44"))),
            expected: [
                "sections[0].group.subitems[0].size.width: expected an object with one of the keys 'absolute', 'fractionalWidth', 'fractionalHeight', 'estimated' or 'uniformAcrossSiblings', found a number"
            ]),
        .init(
            id: "size key typo",
            text: Doc.layout(Doc.hgroup(#"{"item": {"size": {"widht": {"absolute": 1}, "height": {"absolute": 1}}}}"#)),
            expected: ["sections[0].group.subitems[0].size: unknown key 'widht'; did you mean 'width'?"]),
        .init(
            id: "item without size", text: Doc.layout(Doc.hgroup(#"{"item": {}}"#)),
            expected: ["sections[0].group.subitems[0]: missing key 'size'"]),
        // Supplementaries, anchors, boundaries, decorations.
        .init(
            id: "edge listed twice",
            text: Doc.layout(
                Doc.hgroup(
                    Doc.item(
                        #", "supplementaryItems": [{"elementKind": "badge", "size": \#(Doc.size), "containerAnchor": {"edges": ["top", "top"]}}]"#
                    ))),
            expected: [
                "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]: edge 'top' is listed twice"
            ]),
        .init(
            id: "unknown edge",
            text: Doc.layout(
                Doc.hgroup(
                    Doc.item(
                        #", "supplementaryItems": [{"elementKind": "badge", "size": \#(Doc.size), "containerAnchor": {"edges": ["centre"]}}]"#
                    ))),
            expected: [
                "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[0]: unknown value 'centre'; expected 'top', 'leading', 'bottom' or 'trailing'"
            ]),
        .init(
            id: "both anchor offsets",
            text: Doc.layout(
                Doc.hgroup(
                    Doc.item(
                        #", "supplementaryItems": [{"elementKind": "badge", "size": \#(Doc.size), "containerAnchor": {"edges": [], "absoluteOffset": {"x": 1}, "fractionalOffset": {"y": 1}}}]"#
                    ))),
            expected: [
                "sections[0].group.subitems[0].supplementaryItems[0].containerAnchor: 'absoluteOffset' and 'fractionalOffset' cannot both be given"
            ]),
        .init(
            id: "supplementary without anchor",
            text: Doc.layout(
                Doc.hgroup(Doc.item(#", "supplementaryItems": [{"elementKind": "badge", "size": \#(Doc.size)}]"#))),
            expected: ["sections[0].group.subitems[0].supplementaryItems[0]: missing key 'containerAnchor'"]),
        .init(
            id: "fractional zIndex",
            text: Doc.layout(
                Doc.hgroup(
                    Doc.item(
                        #", "supplementaryItems": [{"elementKind": "badge", "size": \#(Doc.size), "containerAnchor": \#(Doc.anchor), "zIndex": 1.5}]"#
                    ))),
            expected: ["sections[0].group.subitems[0].supplementaryItems[0].zIndex: expected an integer, found 1.5"]),
        .init(
            id: "boundary alignment typo",
            text: Doc.layout(
                section:
                    #", "boundarySupplementaryItems": [{"elementKind": "header", "size": \#(Doc.size), "alignment": "Top"}]"#
            ),
            expected: ["sections[0].boundarySupplementaryItems[0].alignment: unknown value 'Top'; did you mean 'top'?"]),
        .init(
            id: "boundary flag not a boolean",
            text: Doc.layout(
                top:
                    #""boundarySupplementaryItems": [{"elementKind": "header", "size": \#(Doc.size), "alignment": "top", "pinToVisibleBounds": "yes"}], "#
            ),
            expected: ["boundarySupplementaryItems[0].pinToVisibleBounds: expected true or false, found a string"]),
        .init(
            id: "empty decoration kind", text: Doc.layout(section: #", "decorationItems": [{"elementKind": ""}]"#),
            expected: ["sections[0].decorationItems[0].elementKind: elementKind must not be empty"]),
        // Custom groups.
        .init(
            id: "custom group without frames",
            text: Doc.layout(#"{"customGroup": {"size": \#(Doc.size), "frames": []}}"#),
            expected: ["sections[0].group.frames: a custom group needs at least one frame"]),
        .init(
            id: "custom frame negative width and missing y",
            text: Doc.layout(
                #"{"customGroup": {"size": \#(Doc.size), "frames": [{"x": 0, "width": -5, "height": 10}]}}"#),
            expected: [
                "sections[0].group.frames[0]: missing key 'y'",
                "sections[0].group.frames[0].width: must be >= 0, found -5",
            ]),
        .init(
            id: "custom group with group keys",
            text: Doc.layout(
                #"{"customGroup": {"size": \#(Doc.size), "frames": [{"x": 0, "y": 0, "width": 5, "height": 5}], "subitems": []}}"#
            ),
            expected: ["sections[0].group: unknown key 'subitems'; expected 'size' or 'frames'"]),
        // Syntax.
        .init(
            id: "syntax error", text: "{\"sections\": [\n  {\"group\": }\n]}",
            expected: ["$: invalid JSON at line 2, column 13: unexpected '}'; expected a value"]),
    ]

    @Test("each invalid document reports exactly its problems with their paths", arguments: cases)
    func messages(_ doc: InvalidDocument) {
        do {
            let document = try LayoutFile.decode(doc.text, sourceName: doc.id)
            Issue.record("\(doc.id) decoded: \(document)")
        } catch {
            #expect(error.problems.map(\.description) == doc.expected)
            #expect(error.description == doc.expected.joined(separator: "\n"))
        }
    }

    @Test("the table has at least 25 invalid documents")
    func tableSize() {
        #expect(Self.cases.count >= 25)
    }

    @Test("a file with ten problems reports all ten, each with its path")
    func tenProblems() {
        let text = """
            {
              "name": "Ten Problems",
              "sizeClass": "medium",
              "interSectionSpacing": "-1",
              "sections": [
                {
                  "group": {"group": {
                    "axis": "diagonal",
                    "size": {"width": {"fractionalWidth": 0}, "height": {"absolute": 44}},
                    "subitems": [
                      {"item": {"size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "contentInsets": {"top": "3"}}},
                      {"item": {"size": {"width": {"absolute": 10}, "height": {"estimated": 10}}, "colour": "red"}}
                    ]
                  }},
                  "interGroupSpacing": "wide",
                  "decorationItems": [{"elementKind": "background", "zIndex": 0.5}]
                }
              ],
              "data": [-4]
            }
            """
        let expected = [
            "name: name must be kebab-case (lowercase letters, digits and single hyphens), found 'Ten Problems'",
            "sizeClass: unknown value 'medium'; expected 'compact', 'regular' or 'any'",
            "interSectionSpacing: expected a number, found a string",
            "sections[0].group.axis: unknown value 'diagonal'; expected 'horizontal' or 'vertical'",
            "sections[0].group.size.width: fraction must be > 0, found 0",
            "sections[0].group.subitems[0].contentInsets.top: expected a number, found a string",
            "sections[0].group.subitems[1]: unknown key 'colour'; expected 'size', 'contentInsets', 'edgeSpacing' or 'supplementaryItems'",
            "sections[0].interGroupSpacing: expected a number, found a string",
            "sections[0].decorationItems[0].zIndex: expected an integer, found 0.5",
            "data[0]: an item count must be >= 0, found -4",
        ]
        do {
            _ = try LayoutFile.decode(text, sourceName: "ten.json")
            Issue.record("decoded")
        } catch {
            #expect(error.problems.count == 10)
            #expect(error.problems.map(\.description) == expected)
        }
    }
}
