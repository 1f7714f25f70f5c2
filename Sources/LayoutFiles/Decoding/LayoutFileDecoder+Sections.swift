import CompositionalLayout

/// Decoding of a SECTION: its root group, insets, spacing, scrolling, supplementaries, decorations and
/// visible-items effect (written by `LayoutFileEncoder+Sections.swift`).
extension LayoutFileDecoder {
    /// SECTION, or the `list` section form.
    mutating func decodeSection(_ value: JSONValue, _ path: String) -> Section? {
        if case .object(let members) = value, members.contains(where: { $0.key == "list" }) {
            return decodeListSection(value, path)
        }
        guard let f = fields(value, path, allowed: LayoutFileKeys.section, required: ["group"]) else { return nil }
        var ok = true
        let group = field("group", in: f, path: path, ok: &ok) { $0.decodeRootGroup($1, $2) }
        var section = Section(group: Group(arrangement: .vertical, size: .fill, subitems: []))
        section.contentInsets =
            field("contentInsets", in: f, path: path, ok: &ok) { $0.decodeInsets($1, $2) } ?? section.contentInsets
        section.interGroupSpacing =
            field("interGroupSpacing", in: f, path: path, ok: &ok) { $0.number($1, $2) }
            ?? section.interGroupSpacing
        section.orthogonalScrollingBehavior =
            field("orthogonalScrollingBehavior", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) }
            ?? section.orthogonalScrollingBehavior
        let behaviorPath = child(path, "orthogonalScrollingBehavior")
        if !checkWaterfallPlacement(group, section.orthogonalScrollingBehavior, behaviorPath) { ok = false }
        section.boundarySupplementaryItems =
            field("boundarySupplementaryItems", in: f, path: path, ok: &ok) { $0.decodeBoundaries($1, $2) }
            ?? section.boundarySupplementaryItems
        section.decorationItems =
            field("decorationItems", in: f, path: path, ok: &ok) { $0.decodeDecorations($1, $2) }
            ?? section.decorationItems
        section.supplementariesFollowContentInsets =
            field("supplementariesFollowContentInsets", in: f, path: path, ok: &ok) { $0.bool($1, $2) }
            ?? section.supplementariesFollowContentInsets
        section.contentInsetsReference =
            field("contentInsetsReference", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) }
            ?? section.contentInsetsReference
        section.supplementaryContentInsetsReference =
            field("supplementaryContentInsetsReference", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) }
            ?? section.supplementaryContentInsetsReference
        if let effect = field("visibleItemsEffect", in: f, path: path, ok: &ok, { $0.decodeEffect($1, $2) }) {
            section.visibleItemsHandler = VisibleItemsHandler(effect: effect)
        }
        guard ok, let group else { return nil }
        section.group = group
        return section
    }
}
