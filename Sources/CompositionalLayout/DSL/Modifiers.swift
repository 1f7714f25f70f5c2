/// A value with a layout size; gains `.width(_:)`, `.height(_:)` and `.size(_:)` in the DSL.
public protocol HasLayoutSize {
    /// The size being modified.
    var size: LayoutSize { get set }
}

/// A value with content insets; gains `.contentInsets(...)` in the DSL.
public protocol HasContentInsets {
    /// The insets being modified.
    var contentInsets: DirectionalInsets { get set }
}

/// A value with edge spacing; gains `.edgeSpacing(...)` in the DSL.
public protocol HasEdgeSpacing {
    /// The edge spacing being modified.
    var edgeSpacing: EdgeSpacing { get set }
}

/// A value with a zIndex; gains `.zIndex(_:)` in the DSL.
public protocol HasZIndex {
    /// The stacking order being modified.
    var zIndex: Int { get set }
}

extension Item: HasLayoutSize, HasContentInsets, HasEdgeSpacing {}
extension Group: HasLayoutSize, HasContentInsets, HasEdgeSpacing {}
extension SupplementaryItem: HasLayoutSize, HasContentInsets, HasZIndex {}
extension BoundarySupplementaryItem: HasLayoutSize, HasContentInsets, HasZIndex {}
extension DecorationItem: HasContentInsets, HasZIndex {}
extension Section: HasContentInsets {}

extension HasLayoutSize {
    /// A copy with another width dimension.
    public func width(_ dimension: Dimension) -> Self {
        var copy = self
        copy.size.width = dimension
        return copy
    }

    /// A copy with another height dimension.
    public func height(_ dimension: Dimension) -> Self {
        var copy = self
        copy.size.height = dimension
        return copy
    }

    /// A copy with another size.
    public func size(_ size: LayoutSize) -> Self {
        var copy = self
        copy.size = size
        return copy
    }
}

extension HasContentInsets {
    /// A copy with the same inset on all four edges.
    public func contentInsets(_ all: Double) -> Self {
        contentInsets(DirectionalInsets(all: all))
    }

    /// A copy with these insets.
    public func contentInsets(_ insets: DirectionalInsets) -> Self {
        var copy = self
        copy.contentInsets = insets
        return copy
    }

    /// A copy with these insets, edge by edge.
    public func contentInsets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Self {
        contentInsets(DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }
}

extension HasEdgeSpacing {
    /// A copy with this edge spacing.
    public func edgeSpacing(
        leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil
    ) -> Self {
        var copy = self
        copy.edgeSpacing = EdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
        return copy
    }
}

extension HasZIndex {
    /// A copy with another zIndex.
    public func zIndex(_ z: Int) -> Self {
        var copy = self
        copy.zIndex = z
        return copy
    }
}

extension BoundarySupplementaryItem {
    /// A boundary item of `elementKind`, full width and an estimated 44 points tall, at the top (DSL).
    public init(elementKind: String) {
        self.init(
            elementKind: elementKind, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            alignment: .top)
    }

    /// A copy with another alignment.
    public func alignment(_ alignment: BoundaryAlignment) -> Self {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    /// A copy that pins (or not) to the visible bounds.
    public func pinToVisibleBounds(_ pinned: Bool = true) -> Self {
        var copy = self
        copy.pinToVisibleBounds = pinned
        return copy
    }

    /// A copy that extends (or not) the section's boundary.
    public func extendsBoundary(_ extends: Bool) -> Self {
        var copy = self
        copy.extendsBoundary = extends
        return copy
    }

    /// A copy with an absolute offset.
    public func offset(x: Double = 0, y: Double = 0) -> Self {
        var copy = self
        copy.offset = Point(x: x, y: y)
        return copy
    }
}

extension SupplementaryItem {
    /// A supplementary of `elementKind`, 20 x 20, at the top trailing corner of its host (DSL).
    public init(elementKind: String, edges: Edges = [.top, .trailing], offset: AnchorOffset = .zero) {
        self.init(
            elementKind: elementKind, size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: edges, offset: offset))
    }

    /// A copy hidden wherever `visibility` says.
    public func visibility(_ visibility: SupplementaryVisibility) -> Self {
        var copy = self
        copy.visibility = visibility
        return copy
    }
}

extension Section {
    /// A section around the group the closure returns (DSL): `Section { HGroup { Item() } }`.
    public init(_ group: () -> Group) {
        self.init(group: group())
    }

    /// A copy with another spacing between groups.
    public func interGroupSpacing(_ spacing: Double) -> Section {
        var copy = self
        copy.interGroupSpacing = spacing
        return copy
    }

    /// A copy that scrolls across the layout with `behavior`.
    public func orthogonalScrolling(_ behavior: OrthogonalScrollingBehavior) -> Section {
        var copy = self
        copy.orthogonalScrollingBehavior = behavior
        return copy
    }

    /// A copy with more boundary items (headers, footers).
    public func boundarySupplementaryItems(@BoundaryBuilder _ content: () -> [BoundarySupplementaryItem]) -> Section {
        var copy = self
        copy.boundarySupplementaryItems += content()
        return copy
    }

    /// A copy with more decorations (backgrounds).
    public func decorationItems(@DecorationBuilder _ content: () -> [DecorationItem]) -> Section {
        var copy = self
        copy.decorationItems += content()
        return copy
    }

    /// A copy whose boundary items do (or do not) follow the content insets.
    public func supplementariesFollowContentInsets(_ follow: Bool) -> Section {
        var copy = self
        copy.supplementariesFollowContentInsets = follow
        return copy
    }

    /// A copy whose content insets are measured from `reference` (spec S10).
    public func contentInsetsReference(_ reference: ContentInsetsReference) -> Section {
        var copy = self
        copy.contentInsetsReference = reference
        return copy
    }

    /// A copy whose boundary items, when they do not follow the content insets, stand in `reference` (spec S10).
    public func supplementaryContentInsetsReference(_ reference: ContentInsetsReference) -> Section {
        var copy = self
        copy.supplementaryContentInsetsReference = reference
        return copy
    }

    /// A copy with a named visible-items hook.
    public func visibleItemsHandler(
        name: String, _ transform: @escaping @Sendable ([VisibleItem], Point, LayoutEnvironment) -> [VisibleItem]
    ) -> Section {
        var copy = self
        copy.visibleItemsHandler = VisibleItemsHandler(name: name, transform: transform)
        return copy
    }

    /// A copy whose visible-items hook is a named effect (data, so a layout file can hold it).
    public func visibleItemsEffect(_ effect: VisibleItemsEffect) -> Section {
        var copy = self
        copy.visibleItemsHandler = VisibleItemsHandler(effect: effect)
        return copy
    }
}

extension Layout {
    /// A copy that scrolls along `axis`.
    public func scrollDirection(_ axis: Axis) -> Layout {
        var copy = self
        copy.configuration.scrollDirection = axis
        return copy
    }

    /// A copy with space between sections.
    public func interSectionSpacing(_ spacing: Double) -> Layout {
        var copy = self
        copy.configuration.interSectionSpacing = spacing
        return copy
    }

    /// A copy whose sections measure their content insets from `reference` unless they choose (spec S10).
    public func contentInsetsReference(_ reference: ContentInsetsReference) -> Layout {
        var copy = self
        copy.configuration.contentInsetsReference = reference
        return copy
    }

    /// A copy whose content, when shorter than the visible area, stands at `alignment` (spec L7, ours).
    public func shortContentAlignment(_ alignment: ShortContentAlignment) -> Layout {
        var copy = self
        copy.configuration.shortContentAlignment = alignment
        return copy
    }

    /// A copy with layout-wide boundary items.
    public func boundarySupplementaryItems(@BoundaryBuilder _ content: () -> [BoundarySupplementaryItem]) -> Layout {
        var copy = self
        copy.configuration.boundarySupplementaryItems += content()
        return copy
    }

    /// A layout whose sections come from a named provider closure (DSL).
    public init(name: String, _ provider: @escaping @Sendable (Int, LayoutEnvironment) throws -> Section) {
        self.init(provider: SectionProvider(name: name, section: provider))
    }

    /// Solves the layout for a container and data shape (see `solve(_:in:data:)`).
    public func solve(in environment: LayoutEnvironment, data: LayoutData) throws -> SolvedLayout {
        try CompositionalLayout.solve(self, in: environment, data: data)
    }
}
