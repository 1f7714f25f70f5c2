internal import CompositionalLayout

/// Where a supplementary item sits on the item or group it is attached to: edges and an offset (spec A2).
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges the anchor point is on; none means the centre.
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary item's own size.
    public let offset: CGPoint
    /// True when `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// True when `offset` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsoluteOffset: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsoluteOffset
    }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsoluteOffset: true)
    }

    /// An anchor on `edges` moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true)
    }

    /// An anchor on `edges` moved by `fractionalOffset` times the supplementary item's own size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsoluteOffset: false)
    }

    /// A new anchor with the same values (`NSCollectionLayoutAnchor` is `NSCopying` in UIKit); `copy()` calls it with no zone.
    public func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutAnchor(edges: edges, offset: offset, isAbsoluteOffset: isAbsoluteOffset)
    }

    /// The engine's value.
    var engineValue: Anchor {
        var engineEdges: Edges = []
        if edges.contains(.top) { engineEdges.insert(.top) }
        if edges.contains(.leading) { engineEdges.insert(.leading) }
        if edges.contains(.bottom) { engineEdges.insert(.bottom) }
        if edges.contains(.trailing) { engineEdges.insert(.trailing) }
        let point = Point(x: Double(offset.x), y: Double(offset.y))
        return Anchor(edges: engineEdges, offset: isAbsoluteOffset ? .absolute(point) : .fractional(point))
    }
}
