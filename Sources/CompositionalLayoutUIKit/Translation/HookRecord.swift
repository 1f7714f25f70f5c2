internal import CompositionalLayout

/// What a visible-items handler left on elements that the engine's attributes do not carry.
///
/// The untransformed centre and size, and the transforms (affine and 3D), keyed by category, element kind and index path.
@MainActor
final class HookRecord {
    /// Identifies an element across the handler call and the engine's answer.
    struct Key: Hashable {
        var category: ElementCategory
        var elementKind: String?
        var indexPath: CompositionalLayout.IndexPath
    }

    /// An element's appearance after the handler.
    struct Entry {
        var center: Point
        var size: Size
        /// The frame the handler's centre and transform give, at orthogonal offset 0: how far the reported
        /// frame is from it is how far a scrolled orthogonal section moved the element.
        var reportedFrame: Rect
        var transform: CompositionalLayout.AffineTransform
        /// The 3D transform the handler set (its affine part is `transform`).
        var transform3D: CATransform3D
    }

    private(set) var entries: [Key: Entry] = [:]

    /// True when no handler left anything since the last reset.
    var isEmpty: Bool { entries.isEmpty }

    /// Forgets every entry (before the engine runs the handlers again).
    func reset() { entries.removeAll(keepingCapacity: true) }

    /// Keeps what the handler left on `item`, with the 3D transform it set.
    func record(_ item: VisibleItem, transform3D: CATransform3D) {
        let key = Key(category: item.category, elementKind: item.elementKind, indexPath: item.indexPath)
        entries[key] = Entry(
            center: item.center, size: item.frame.size, reportedFrame: item.reportedFrame, transform: item.transform,
            transform3D: transform3D)
    }

    /// What the handler left on the element of `attributes`, if it saw it.
    func entry(for attributes: ElementAttributes) -> Entry? {
        entries[
            Key(category: attributes.category, elementKind: attributes.elementKind, indexPath: attributes.indexPath)]
    }
}
