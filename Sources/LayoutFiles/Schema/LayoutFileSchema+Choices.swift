import CompositionalLayout

/// The schema of choices: a layout object (one layout, or a choice of layouts), `sections` entries, section
/// choices, width ranges and WIDTHLENGTH (read by `LayoutFileDecoder+Choices.swift`).
extension LayoutFileSchema {
    /// The members of a LAYOUT object (plus `extra` keys first): one layout, or a choice.
    static func layoutObject(extra: [(String, JSONValue)]) -> [JSONMember] {
        objectMembers(
            extra + [
                ("scrollDirection", enumeration(Axis.allCases.map(\.rawValue))),
                ("interSectionSpacing", number()),
                ("contentInsetsReference", reference("contentInsetsReference")),
                ("shortContentAlignment", enumeration(ShortContentAlignment.allCases.map(\.rawValue))),
                ("boundarySupplementaryItems", array(reference("boundary"))),
                ("sections", array(reference("sectionEntry"), minItems: 1)),
                ("sizeClasses", sizeClasses(reference("layout"))),
                ("widths", array(reference("layoutRange"), minItems: 1)),
                ("otherwise", reference("layout")),
            ])
            + [
                JSONMember(
                    "oneOf",
                    .array([required(["sections"]), required(["sizeClasses"]), required(["widths", "otherwise"])]))
            ]
    }

    /// A `sections` entry: a SECTION, a `list` section or a section choice.
    static var sectionEntry: JSONValue {
        oneOf([reference("section"), reference("listSection"), reference("sectionChoice")])
    }

    /// A choice between sections: `sizeClasses`, or `widths` with `otherwise`.
    static var sectionChoice: JSONValue {
        .object(
            objectMembers([
                ("sizeClasses", sizeClasses(reference("sectionEntry"))),
                ("widths", array(reference("sectionRange"), minItems: 1)),
                ("otherwise", reference("sectionEntry")),
            ])
                + [
                    JSONMember(
                        "oneOf",
                        .array([
                            required(["sizeClasses"]), required(["widths", "otherwise"]),
                        ]))
                ])
    }

    /// `{"compact": value, "regular": value}`, both required.
    static func sizeClasses(_ value: JSONValue) -> JSONValue {
        object([("compact", value), ("regular", value)], required: ["compact", "regular"])
    }

    /// One width range: `below` or `atMost` (> 0) and the value under `valueKey`.
    static func rangeObject(valueKey: String, value: JSONValue) -> JSONValue {
        .object(
            objectMembers([
                ("below", number(exclusiveMinimum: 0)), ("atMost", number(exclusiveMinimum: 0)), (valueKey, value),
            ])
                + [
                    JSONMember("required", .array([.string(valueKey)])),
                    JSONMember("oneOf", .array([required(["below"]), required(["atMost"])])),
                ])
    }

    /// WIDTHLENGTH: an `absolute` dimension computed from the container's width.
    static var widthLength: JSONValue {
        describe(
            .string(
                "an absolute length computed from the container's effective width: widthFraction x width + points"
            ),
            object(
                [("widthFraction", type("number")), ("points", type("number"))], required: ["widthFraction"]))
    }
}
