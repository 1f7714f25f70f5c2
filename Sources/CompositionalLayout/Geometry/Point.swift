/// A point in layout coordinates (points, y grows downwards).
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

extension Point {
    /// The coordinate along `axis`.
    @inline(__always) func along(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
}
