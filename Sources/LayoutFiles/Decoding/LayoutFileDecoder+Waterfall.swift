import CompositionalLayout

/// The `waterfall` root-group form (spec G13, ours: UIKit has no such API): columns fixed or adaptive,
/// column and item spacing, insets and the items that cycle through the columns.
extension LayoutFileDecoder {
    /// `{"waterfall": {"size", "columns" or "minimumColumnWidth", "columnSpacing", "itemSpacing",
    /// "contentInsets", "subitems": [ITEM]}}`'s body, at a section's `group` path.
    mutating func decodeWaterfall(_ value: JSONValue, _ path: String) -> Group? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.waterfall, required: ["size", "subitems"]) else {
            return nil
        }
        var ok = true
        let size = field("size", in: f, path: path, ok: &ok) { $0.decodeSize($1, $2) }
        let columns = decodeWaterfallColumns(f, path)
        if columns == nil { ok = false }
        let columnSpacing = field("columnSpacing", in: f, path: path, ok: &ok) { $0.nonNegative($1, $2) } ?? 0
        let itemSpacing = field("itemSpacing", in: f, path: path, ok: &ok) { $0.nonNegative($1, $2) } ?? 0
        let insets = field("contentInsets", in: f, path: path, ok: &ok) { $0.decodeInsets($1, $2) } ?? .zero
        let items = field("subitems", in: f, path: path, ok: &ok) { $0.decodeWaterfallItems($1, $2) }
        guard ok, let size, let columns, let items else { return nil }
        var group = Group.waterfall(
            size, Waterfall(columns: columns, columnSpacing: columnSpacing, itemSpacing: itemSpacing), subitems: items)
        group.contentInsets = insets
        return group
    }

    /// `columns` (1 to `LayoutFileLimits.maximumChildren`) or `minimumColumnWidth` (> 0), exactly one.
    mutating func decodeWaterfallColumns(_ f: [String: JSONValue], _ path: String) -> WaterfallColumns? {
        switch (f["columns"], f["minimumColumnWidth"]) {
        case (nil, nil):
            report(path, "a waterfall needs 'columns' or 'minimumColumnWidth'")
            return nil
        case (.some, .some):
            report(path, "'columns' and 'minimumColumnWidth' cannot both be given")
            return nil
        case (let v?, nil):
            return decodeCount(v, child(path, "columns")).map(WaterfallColumns.count)
        case (nil, let v?):
            return decodeAdaptiveMinimum(v, child(path, "minimumColumnWidth")).map {
                WaterfallColumns.adaptive(minimumWidth: $0)
            }
        }
    }

    /// A waterfall's `subitems`: at least one, each an `item` (groups are refused), each with as many
    /// attached supplementaries as the first (spec G13).
    mutating func decodeWaterfallItems(_ value: JSONValue, _ path: String) -> [Item]? {
        let items = list(value, path) { decoder, element, p -> Item? in
            if case .object(let members) = element, members.count == 1, members[0].key != "item",
                ["group", "customGroup", "waterfall"].contains(members[0].key)
            {
                decoder.report(p, "a waterfall's subitems are items, not groups")
                return nil
            }
            guard let (_, inner) = decoder.oneOf(element, p, choices: ["item"]) else { return nil }
            return decoder.decodeItem(inner, p)
        }
        guard let items else { return nil }
        guard let first = items.first else {
            report(path, "a waterfall needs at least one subitem")
            return nil
        }
        var ok = true
        for (i, item) in items.enumerated() where item.supplementaryItems.count != first.supplementaryItems.count {
            report(
                index(path, i) + ".supplementaryItems",
                "every waterfall item needs as many supplementary items as the first (\(first.supplementaryItems.count)), found \(item.supplementaryItems.count)"
            )
            ok = false
        }
        return ok ? items : nil
    }

    /// Reports a waterfall group in a section that scrolls orthogonally (spec G13) at `path`; false if so.
    mutating func checkWaterfallPlacement(_ group: Group?, _ behavior: OrthogonalScrollingBehavior, _ path: String)
        -> Bool
    {
        guard let group, case .waterfall = group.arrangement, behavior.isOrthogonal else { return true }
        report(path, "a section with a waterfall group cannot scroll orthogonally, found \(quoted(behavior.rawValue))")
        return false
    }
}
