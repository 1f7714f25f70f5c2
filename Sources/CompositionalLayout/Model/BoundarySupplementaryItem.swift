/// Where a boundary supplementary sits on its section (or on the whole layout): an edge or a corner.
public enum BoundaryAlignment: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing

    /// Per axis: 0 = at the min edge, 1 = at the max edge, 0.5 = centred.
    public var unitPoint: Point {
        switch self {
        case .top: Point(x: 0.5, y: 0)
        case .bottom: Point(x: 0.5, y: 1)
        case .leading: Point(x: 0, y: 0.5)
        case .trailing: Point(x: 1, y: 0.5)
        case .topLeading: Point(x: 0, y: 0)
        case .topTrailing: Point(x: 1, y: 0)
        case .bottomLeading: Point(x: 0, y: 1)
        case .bottomTrailing: Point(x: 1, y: 1)
        }
    }
}

/// A header, footer or other view anchored to a section's (or the layout's) boundary (spec section 5).
public struct BoundarySupplementaryItem: Sendable, Hashable {
    /// The element kind ("header", "footer").
    public var elementKind: String
    /// Its size: width against the section's width, height against the container's height (spec B2).
    public var size: LayoutSize
    /// The edge or corner it is anchored to.
    public var alignment: BoundaryAlignment
    /// Points added after anchoring.
    public var offset: Point
    /// When true (the default) and aligned to a scroll-axis edge, it sits outside the content and
    /// lengthens the section (spec B3, spec B4).
    public var extendsBoundary: Bool
    /// When true it stays in the visible rect while its section is on screen (spec B5).
    public var pinToVisibleBounds: Bool
    /// Stacking order; 1 by default.
    public var zIndex: Int
    /// Insets that shrink its frame after placement, as an item's do (spec B7); none by default.
    public var contentInsets: DirectionalInsets

    /// Creates a boundary supplementary with the model's defaults (spec B1).
    public init(
        elementKind: String, size: LayoutSize, alignment: BoundaryAlignment, offset: Point = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 1,
        contentInsets: DirectionalInsets = .zero
    ) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
