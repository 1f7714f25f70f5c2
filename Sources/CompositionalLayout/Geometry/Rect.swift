/// A rectangle: origin and size, in points.
///
/// Equality is exact; tests compare with a tolerance helper.
public struct Rect: Sendable, Hashable, Codable {
    /// The leading (x) coordinate.
    public var x: Double
    /// The top (y) coordinate.
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a rectangle.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The origin.
    @inlinable public var origin: Point { Point(x: x, y: y) }
    /// The size.
    @inlinable public var size: Size { Size(width: width, height: height) }
    /// The smallest x.
    @inlinable public var minX: Double { x }
    /// The smallest y.
    @inlinable public var minY: Double { y }
    /// The largest x.
    @inlinable public var maxX: Double { x + width }
    /// The largest y.
    @inlinable public var maxY: Double { y + height }
    /// The centre x.
    @inlinable public var midX: Double { x + width / 2 }
    /// The centre y.
    @inlinable public var midY: Double { y + height / 2 }

    /// The start coordinate along `axis`.
    @inlinable public func min(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    /// The end coordinate along `axis`.
    @inlinable public func max(_ axis: Axis) -> Double { axis == .horizontal ? x + width : y + height }
    /// The length along `axis`.
    @inlinable public func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// Builds a rectangle from main/cross coordinates relative to `axis`.
    @inlinable public init(
        mainOrigin: Double, crossOrigin: Double, mainLength: Double, crossLength: Double, axis: Axis
    ) {
        if axis == .horizontal {
            self.init(x: mainOrigin, y: crossOrigin, width: mainLength, height: crossLength)
        } else {
            self.init(x: crossOrigin, y: mainOrigin, width: crossLength, height: mainLength)
        }
    }

    /// The rectangle moved by (dx, dy).
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle moved by (leading, top) and shrunk by both insets of each axis (spec I1).
    ///
    /// Where an axis's insets add up to more than its length, that axis is empty and starts at the leading
    /// (top) inset, but never past the original's trailing (bottom) edge. Negative insets (spec D7) grow it.
    @inlinable public func inset(by insets: DirectionalInsets) -> Rect {
        let (x, width) = Rect.insetSpan(start: x, length: width, leading: insets.leading, trailing: insets.trailing)
        let (y, height) = Rect.insetSpan(start: y, length: height, leading: insets.top, trailing: insets.bottom)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// One axis of `inset(by:)`: the span from `start`, `length` long, shrunk by `leading` and `trailing`.
    ///
    /// Both its start and its end are non-decreasing in `length`, in floating point too.
    @inlinable static func insetSpan(start: Double, length: Double, leading: Double, trailing: Double) -> (
        start: Double, length: Double
    ) {
        let inner = length - leading - trailing
        return (
            inner >= 0 ? start + leading : Swift.min(start + leading, start + length), Swift.max(0, inner)
        )
    }

    /// The rectangle mirrored left to right inside a width of `width` starting at x = 0 (spec L6).
    @inlinable public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }

    /// True when the two rectangles share interior area (touching edges do not count).
    @inlinable public func intersects(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    /// True when the two rectangles overlap or touch, counting empty rectangles on the boundary (used by queries).
    @inlinable public func touches(_ other: Rect) -> Bool {
        x <= other.x + other.width && other.x <= x + width && y <= other.y + other.height && other.y <= y + height
    }

    /// The smallest rectangle containing both.
    @inlinable public func union(_ other: Rect) -> Rect {
        let nx = Swift.min(x, other.x)
        let ny = Swift.min(y, other.y)
        return Rect(
            x: nx, y: ny, width: Swift.max(maxX, other.maxX) - nx, height: Swift.max(maxY, other.maxY) - ny)
    }

    /// True when every coordinate is finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
