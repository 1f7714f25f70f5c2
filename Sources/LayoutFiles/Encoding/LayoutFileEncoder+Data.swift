import CompositionalLayout

/// Writes the data a file carries besides its layout: `data` and `sizes` (read by
/// `LayoutFileDecoder+Data.swift`).
extension LayoutFileEncoder {
    /// `data`: the item count of each section.
    func encode(data: [Int]) -> JSONValue {
        .array(data.map { .number(Double($0)) })
    }

    /// SIZES, cells by index path and supplementaries by kind and section, in a stable order.
    func encode(_ sizes: LayoutSizes) -> JSONValue {
        func answer(_ a: LayoutSizes.Answer) -> [JSONMember] {
            (a.width.map { [JSONMember("width", .number($0))] } ?? [])
                + (a.height.map { [JSONMember("height", .number($0))] } ?? [])
        }
        let cells = sizes.cells.sorted { $0.key < $1.key }.map { entry in
            JSONValue.object(
                [
                    JSONMember("section", .number(Double(entry.key.section))),
                    JSONMember("item", .number(Double(entry.key.item))),
                ] + answer(entry.value))
        }
        let supplementaries = sizes.supplementaries.sorted {
            ($0.key.kind, $0.key.section ?? -1) < ($1.key.kind, $1.key.section ?? -1)
        }.map { entry in
            JSONValue.object(
                [JSONMember("kind", .string(entry.key.kind))]
                    + (entry.key.section.map { [JSONMember("section", .number(Double($0)))] } ?? [])
                    + answer(entry.value))
        }
        var m: [JSONMember] = []
        if !cells.isEmpty { m.append(JSONMember("cells", .array(cells))) }
        if !supplementaries.isEmpty { m.append(JSONMember("supplementaries", .array(supplementaries))) }
        return .object(m)
    }
}
