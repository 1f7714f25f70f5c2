/// A width dimension and a height dimension.
public struct LayoutSize: Sendable, Hashable {
    /// The width dimension.
    public var width: Dimension
    /// The height dimension.
    public var height: Dimension

    /// Creates a layout size.
    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// Fills the container: fractionalWidth(1) x fractionalHeight(1).
    public static let fill = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> Dimension {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
