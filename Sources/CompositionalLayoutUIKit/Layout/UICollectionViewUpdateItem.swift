/// One change an update makes to an item, as a layout's `prepare(forCollectionViewUpdates:)` is told it; UIKit
/// makes these, apps do not.
///
/// Stored; no effect on layout: the host's `insertItems(at:)` and `deleteItems(at:)` hand them to
/// `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
public final class UICollectionViewUpdateItem {
    /// What an update does to an item, with UIKit's raw values.
    public enum Action: Int, Sendable, Hashable {
        /// The item is inserted.
        case insert = 0
        /// The item is deleted.
        case delete
        /// The item is reloaded.
        case reload
        /// The item moves.
        case move
        /// Nothing happens to the item.
        case none
    }

    /// Where the item was before the update; nil for an insertion.
    public let indexPathBeforeUpdate: Foundation.IndexPath?
    /// Where the item is after the update; nil for a deletion.
    public let indexPathAfterUpdate: Foundation.IndexPath?
    /// What the update does to the item.
    public let updateAction: Action

    /// An update item; the collection view makes them.
    init(before: Foundation.IndexPath?, after: Foundation.IndexPath?, action: Action) {
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
        self.updateAction = action
    }
}
