/// A length inside a custom group as data: fractions of the group's width and height plus points
/// (`0.5 x width + 2`), so a custom group's frames can follow its size without a closure.
public struct GroupLength: Sendable, Hashable {
    /// The fraction of the group's width.
    public var widthFraction: Double
    /// The fraction of the group's height.
    public var heightFraction: Double
    /// Points added.
    public var points: Double

    /// Creates a length `widthFraction x width + heightFraction x height + points`.
    public init(widthFraction: Double = 0, heightFraction: Double = 0, points: Double = 0) {
        self.widthFraction = widthFraction
        self.heightFraction = heightFraction
        self.points = points
    }

    /// A fixed number of points.
    public static func points(_ value: Double) -> GroupLength { GroupLength(points: value) }

    /// The length in a group of `size`, computed as `widthFraction * width + heightFraction * height + points`.
    public func resolve(in size: Size) -> Double {
        widthFraction * size.width + heightFraction * size.height + points
    }
}

/// One frame of a custom group as data: each edge a `GroupLength` of the group's size, and a zIndex.
public struct FractionalCustomFrame: Sendable, Hashable {
    /// The frame's x inside the group.
    public var x: GroupLength
    /// The frame's y inside the group.
    public var y: GroupLength
    /// The frame's width.
    public var width: GroupLength
    /// The frame's height.
    public var height: GroupLength
    /// Stacking order.
    public var zIndex: Int

    /// Creates a frame.
    public init(x: GroupLength, y: GroupLength, width: GroupLength, height: GroupLength, zIndex: Int = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.zIndex = zIndex
    }

    /// The frame in a group of `size` (a negative width or height becomes 0, as `Rect.inset(by:)` does).
    public func resolve(in size: Size) -> CustomGroupItem {
        CustomGroupItem(
            frame: Rect(
                x: x.resolve(in: size), y: y.resolve(in: size), width: Swift.max(0, width.resolve(in: size)),
                height: Swift.max(0, height.resolve(in: size))),
            zIndex: zIndex)
    }
}
