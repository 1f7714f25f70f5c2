/// Where an element stands in output order (`OrderedElements`), which is also which stored element it is.
///
/// Output order is index path, then category, then the solve's order; spelled as a key, that is section,
/// item, then the stream the element is stored in (cell, attached supplementary, section boundary item,
/// layout-wide boundary item, decoration), then its place in that stream. Layout-wide items have index path
/// (0, 0), so they come after section 0's own boundary items and before its decorations.
struct OutputKey: Hashable, Comparable, Sendable {
    /// The streams an element is stored in, in the order they break a tie of index path.
    enum Stream: Int, Sendable {
        /// A cell; `index` is 0 (the item is the index).
        case cell
        /// An item- or group-attached supplementary; `index` is its place in the section's store.
        case attached
        /// A section's boundary supplementary; `index` is its place among the section's.
        case boundary
        /// A layout-wide boundary supplementary; `index` is its place among the layout's.
        case layoutBoundary
        /// A decoration; `index` is its place among the section's.
        case decoration
    }

    /// The element's index path.
    var section: Int
    var item: Int
    /// Where it is stored.
    var stream: Stream
    var index: Int

    /// Section, item, stream, index.
    static func < (a: OutputKey, b: OutputKey) -> Bool {
        if a.section != b.section { return a.section < b.section }
        if a.item != b.item { return a.item < b.item }
        if a.stream != b.stream { return a.stream.rawValue < b.stream.rawValue }
        return a.index < b.index
    }
}
