/// A section: one root group repeated for the section's items, with insets, spacing, orthogonal
/// scrolling, headers and footers, and decorations (spec section 4).
public struct Section: Sendable, Hashable {
    /// The root group, repeated for every k items.
    public var group: Group
    /// Insets around the section's content (spec S4).
    public var contentInsets: DirectionalInsets
    /// Space between consecutive root groups.
    public var interGroupSpacing: Double
    /// Orthogonal scrolling; `.none` stacks groups along the scroll axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Headers, footers and other boundary items.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Backgrounds.
    public var decorationItems: [DecorationItem]
    /// When true (the default), boundary items are inset like the content across the scroll axis (spec B2).
    public var supplementariesFollowContentInsets: Bool
    /// The edges the content insets are measured from; `automatic` (the default) uses the layout
    /// configuration's (spec S10).
    public var contentInsetsReference: ContentInsetsReference
    /// The edges boundary items are placed in when they do not follow the content insets; `automatic` (the
    /// default) uses the layout configuration's reference (spec S10, spec B2).
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// Optional hook that changes the appearance of visible elements for a scroll offset (spec L5).
    public var visibleItemsHandler: VisibleItemsHandler?

    /// Creates a section around `group`.
    public init(
        group: Group, contentInsets: DirectionalInsets = .zero, interGroupSpacing: Double = 0,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [], decorationItems: [DecorationItem] = [],
        supplementariesFollowContentInsets: Bool = true, visibleItemsHandler: VisibleItemsHandler? = nil,
        contentInsetsReference: ContentInsetsReference = .automatic,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.visibleItemsHandler = visibleItemsHandler
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    }
}
