/// How many columns a waterfall group has (spec G13): a fixed count, or as many as fit at a minimum width.
public enum WaterfallColumns: Sendable, Hashable {
    /// Exactly this many columns (at least 1).
    case count(Int)
    /// As many columns as fit at `minimumWidth` points each with the column spacing between them, at least
    /// one: the adaptive formula of spec G12 (`minimumWidth` is a length across the scroll axis).
    case adaptive(minimumWidth: Double)
}

/// A waterfall (masonry) arrangement (spec G13, ours: UIKit has no such API): items of varied lengths go,
/// in order, to the column whose next start is the smallest, the leading one on a tie.
public struct Waterfall: Sendable, Hashable {
    /// The columns: a fixed count or adaptive.
    public var columns: WaterfallColumns
    /// Space between neighbouring columns, across the scroll axis.
    public var columnSpacing: Double
    /// Space between consecutive items of one column, along the scroll axis.
    public var itemSpacing: Double

    /// Creates a waterfall arrangement.
    public init(columns: WaterfallColumns, columnSpacing: Double = 0, itemSpacing: Double = 0) {
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
    }

    /// The number of columns in `available` points across the scroll axis (spec G13 with spec G12's formula).
    public func columnCount(available: Double) -> Int {
        switch columns {
        case .count(let n): n
        case .adaptive(let minimum):
            GroupRepetition.adaptiveCount(available: available, spacing: columnSpacing, minimumLength: minimum)
        }
    }
}
