/// The keys of the format's choices (layouts or sections per size class or width range) and of its data
/// forms for what is otherwise code (visibility, fractional custom frames, visible-items effects).
extension LayoutFileKeys {
    /// Keys of a document that are not part of its layout.
    static let metadata = ["$schema", "name", "summary", "sizeClass", "data", "sizes"]
    /// The keys of one layout: LAYOUT.
    static let layout = [
        "scrollDirection", "interSectionSpacing", "contentInsetsReference", "shortContentAlignment",
        "boundarySupplementaryItems", "sections",
    ]
    /// The keys of a choice: `sizeClasses`, or `widths` with `otherwise`.
    static let choice = ["sizeClasses", "widths", "otherwise"]
    /// The keys of a `sizeClasses` object (both required).
    static let sizeClasses = ["compact", "regular"]
    /// The keys of one width range of a layout choice.
    static let layoutRange = ["below", "atMost", "layout"]
    /// The keys of one width range of a section choice.
    static let sectionRange = ["below", "atMost", "section"]
    /// The one-key objects of a supplementary's `visibility` (besides the strings `firstInSection` and
    /// `lastInSection`).
    static let visibility = ["everyNth", "itemsBySection"]
    /// The keys of `everyNth` visibility.
    static let everyNth = ["n", "offset"]
    /// The keys of one `itemsBySection` entry.
    static let sectionItems = ["section", "items"]
    /// The keys of a WIDTHLENGTH (an `absolute` dimension computed from the container's width).
    static let widthLength = ["widthFraction", "points"]
    /// The keys of a LENGTH inside a custom group.
    static let groupLength = ["widthFraction", "heightFraction", "points"]
    /// The one-key objects of a section's `visibleItemsEffect`.
    static let effect = ["scaleByDistanceFromCenter", "hide"]
    /// The keys of the `scaleByDistanceFromCenter` effect.
    static let scaleEffect = ["maximumScale", "minimumScale", "minimumAlpha"]
    /// The keys of the `hide` effect.
    static let hideEffect = ["category", "elementKind"]
}

extension LayoutFileKeys {
    /// The keys of a `sizes` object (spec E1, spec E4).
    static let sizes = ["cells", "supplementaries"]
    /// The keys of one cell's answer in `sizes`.
    static let cellSize = ["section", "item", "width", "height"]
    /// The keys of one supplementary kind's answer in `sizes`.
    static let supplementarySize = ["kind", "section", "width", "height"]
}
