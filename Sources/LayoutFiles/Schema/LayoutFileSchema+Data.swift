/// The schema of `sizes` and its entries (read by `LayoutFileDecoder+Data.swift`).
extension LayoutFileSchema {
    /// SIZES: the sizing callbacks' answers for cells and supplementaries (spec E1, spec E4).
    static var sizes: JSONValue {
        object([
            ("cells", array(reference("cellSize"))), ("supplementaries", array(reference("supplementarySize"))),
        ])
    }

    /// One cell's answer in `sizes`.
    static var cellSize: JSONValue {
        object(
            [
                ("section", integer(minimum: 0)), ("item", integer(minimum: 0)), ("width", number(minimum: 0)),
                ("height", number(minimum: 0)),
            ], required: ["section", "item"])
    }

    /// One supplementary kind's answer in `sizes`.
    static var supplementarySize: JSONValue {
        object(
            [
                ("kind", type("string")), ("section", integer(minimum: 0)), ("width", number(minimum: 0)),
                ("height", number(minimum: 0)),
            ], required: ["kind"])
    }
}
