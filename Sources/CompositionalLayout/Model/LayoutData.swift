/// The sizing callback for estimated dimensions (spec E1): (index path, proposed size) -> size.
public typealias SizingCallback = @Sendable (IndexPath, Size) -> Size

/// The sizing callback for boundary supplementaries with an estimated dimension (spec E4):
/// (element kind, index path, proposed size) -> size.
public typealias SupplementarySizingCallback = @Sendable (String, IndexPath, Size) -> Size

/// The data shape a data source would give: items per section, and an optional sizing callback.
public struct LayoutData: Sendable {
    /// The number of items in each section.
    public var itemCounts: [Int]
    /// Sizes for estimated dimensions; without it the estimate is used.
    public var sizing: SizingCallback? {
        get { sizer?.call }
        set { sizer = newValue.map(Sizer.init) }
    }
    /// The callback as the solver calls it: held in a struct field rather than directly in an `Optional`,
    /// so a callback given to an initializer without an `Optional` is called without the two
    /// reabstraction thunks an optional function value costs (about 3 ns per item, measured).
    var sizer: Sizer?

    /// Sizes for the estimated dimensions of headers, footers, other boundary supplementaries and attached
    /// supplementaries (items' badges, groups' own; spec E4); without it their estimates are used.
    public var supplementarySizing: SupplementarySizingCallback?

    /// A sizing callback at its natural calling convention.
    struct Sizer: Sendable {
        let call: SizingCallback
    }

    /// Creates a data shape.
    public init(itemCounts: [Int], sizing: SizingCallback? = nil) {
        self.itemCounts = itemCounts
        self.sizing = sizing
    }

    /// Creates a data shape whose items size themselves through `sizing`.
    public init(itemCounts: [Int], sizing: @escaping SizingCallback) {
        self.itemCounts = itemCounts
        sizer = Sizer(call: sizing)
    }

    /// `sections` sections of `items` items each.
    public init(sections: Int, items: Int, sizing: SizingCallback? = nil) {
        self.init(itemCounts: Array(repeating: items, count: max(0, sections)), sizing: sizing)
    }

    /// `sections` sections of `items` items each, sized through `sizing`.
    public init(sections: Int, items: Int, sizing: @escaping SizingCallback) {
        self.init(itemCounts: Array(repeating: items, count: max(0, sections)), sizing: sizing)
    }

    /// The most items the solver accepts in one solve (`LayoutLimits.maximumTotalItems`).
    @available(*, deprecated, renamed: "LayoutLimits.maximumTotalItems")
    public static var maximumTotalItems: Int { LayoutLimits.maximumTotalItems }
}
