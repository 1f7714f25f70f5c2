import CompositionalLayout

/// The schema of the data forms of what is otherwise code: LENGTH, VISIBILITY and EFFECT (read by
/// `LayoutFileDecoder+DataForms.swift`).
extension LayoutFileSchema {
    /// LENGTH: points, or fractions of the custom group's size plus points.
    static var length: JSONValue {
        oneOf([
            describe(.string("points"), type("number")),
            object([
                ("widthFraction", type("number")), ("heightFraction", type("number")),
                ("points", type("number")),
            ]),
        ])
    }

    /// VISIBILITY: a supplementary's visibility rule.
    static var visibility: JSONValue {
        oneOf([
            enumeration(["firstInSection", "lastInSection"]),
            wrapper(
                "everyNth",
                object([("n", integer(minimum: 1)), ("offset", integer(minimum: 0))], required: ["n"])),
            wrapper(
                "itemsBySection",
                array(
                    object(
                        [
                            ("section", integer(minimum: 0)),
                            ("items", array(integer(minimum: 0), unique: true)),
                        ], required: ["section", "items"]))),
        ])
    }

    /// EFFECT: a section's visible-items effect.
    static var effect: JSONValue {
        oneOf([
            wrapper(
                "scaleByDistanceFromCenter",
                object(
                    [
                        ("maximumScale", number(minimum: 0)), ("minimumScale", number(minimum: 0)),
                        ("minimumAlpha", number(minimum: 0, maximum: 1)),
                    ], required: ["maximumScale", "minimumScale"])),
            wrapper(
                "hide",
                object(
                    [
                        ("category", enumeration(ElementCategory.allCases.map(\.rawValue))),
                        ("elementKind", kind),
                    ], required: ["category"])),
        ])
    }
}
