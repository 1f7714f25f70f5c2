/// Which edges of a host an item-attached supplementary sticks to (spec A2).
public struct Edges: OptionSet, Sendable, Hashable {
    /// The raw bit set.
    public let rawValue: Int
    /// Creates an edge set from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edges(rawValue: 1)
    /// The leading edge.
    public static let leading = Edges(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Edges(rawValue: 8)
    /// No edge: the centre.
    public static let center: Edges = []
}

/// An offset from an anchor point: absolute points, or a fraction of the supplementary's own size.
public enum AnchorOffset: Sendable, Hashable {
    /// Points.
    case absolute(Point)
    /// A fraction of the supplementary's own width and height.
    case fractional(Point)

    /// No offset.
    public static let zero = AnchorOffset.absolute(.zero)
}

/// Where an item-attached supplementary sits on its host: a set of edges and an offset (spec A2).
public struct Anchor: Sendable, Hashable {
    /// The edges the anchor point is on; empty means the centre.
    public var edges: Edges
    /// The offset added after anchoring.
    public var offset: AnchorOffset

    /// Creates an anchor.
    public init(edges: Edges, offset: AnchorOffset = .zero) {
        self.edges = edges
        self.offset = offset
    }

    /// The anchor point as fractions of the host, per axis: 0 if only the min edge, 1 if only the max
    /// edge, 0.5 if neither or both.
    public var unitPoint: Point {
        func unit(_ minEdge: Edges, _ maxEdge: Edges) -> Double {
            let hasMin = edges.contains(minEdge)
            let hasMax = edges.contains(maxEdge)
            if hasMin && !hasMax { return 0 }
            if hasMax && !hasMin { return 1 }
            return 0.5
        }
        return Point(x: unit(.leading, .trailing), y: unit(.top, .bottom))
    }
}
