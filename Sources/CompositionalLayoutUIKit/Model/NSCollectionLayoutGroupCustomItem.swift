/// One frame a custom group's item provider returns, in the group's coordinates, with its stacking order.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame inside the group.
    public let frame: CGRect
    /// The item's stacking order; 0 unless given.
    public let zIndex: Int

    /// Creates a custom item with a frame and zIndex 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// Creates a custom item with a frame and a stacking order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// A new custom item with the same values (`NSCollectionLayoutGroupCustomItem` is `NSCopying` in UIKit); `copy()` calls it with no zone.
    public func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: zIndex)
    }
}

/// The closure a custom group calls for its items' frames, given the group's environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) ->
    [NSCollectionLayoutGroupCustomItem]
