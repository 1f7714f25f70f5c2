/// The sizing callback for estimated dimensions (spec E1): (index path, proposed size) -> size.
public typealias SizingCallback = @Sendable (IndexPath, Size) -> Size

/// The data shape a data source would give: items per section, and an optional sizing callback.
public struct LayoutData: Sendable {
    /// The number of items in each section.
    public var itemCounts: [Int]
    /// Sizes for estimated dimensions; without it the estimate is used.
    public var sizing: SizingCallback?

    /// Creates a data shape.
    public init(itemCounts: [Int], sizing: SizingCallback? = nil) {
        self.itemCounts = itemCounts
        self.sizing = sizing
    }

    /// `sections` sections of `items` items each.
    public init(sections: Int, items: Int, sizing: SizingCallback? = nil) {
        self.init(itemCounts: Array(repeating: items, count: max(0, sections)), sizing: sizing)
    }

    /// The most items the solver accepts in one solve (`LayoutLimits.maximumTotalItems`).
    @available(*, deprecated, renamed: "LayoutLimits.maximumTotalItems")
    public static var maximumTotalItems: Int { LayoutLimits.maximumTotalItems }
}
