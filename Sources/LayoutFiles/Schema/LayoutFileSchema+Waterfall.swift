/// The schema of the `waterfall` root group (read by `LayoutFileDecoder+Waterfall.swift`).
extension LayoutFileSchema {
    /// A waterfall root group (spec G13, ours): a fixed `columns` count or a `minimumColumnWidth`, not both.
    static var waterfall: JSONValue {
        describe(
            .string("a waterfall (masonry) group, ours: each item goes to the column whose next start is smallest"),
            .object(
                objectMembers(
                    [
                        ("size", reference("size")), ("columns", integer(minimum: 1)),
                        ("minimumColumnWidth", number(exclusiveMinimum: 0)), ("columnSpacing", number(minimum: 0)),
                        ("itemSpacing", number(minimum: 0)), ("contentInsets", reference("insets")),
                        ("subitems", array(wrapper("item", reference("item")), minItems: 1)),
                    ], required: ["size", "subitems"])
                    + [
                        JSONMember(
                            "oneOf", .array([required(["columns"]), required(["minimumColumnWidth"])]))
                    ]))
    }
}
