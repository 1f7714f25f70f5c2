import CompositionalLayout

// The reference solver's own arithmetic for the small rules it would otherwise borrow from the engine's
// model helpers (`Anchor.unitPoint`, `BoundaryAlignment.unitPoint`, `Rect.inset(by:)`,
// `DirectionalInsets.leadingEdge(_:)`, `EdgeSpacing.before(_:)`, `LayoutContainer.effectiveContentSize`).
//
// Every formula here is written from the text of the geometry spec (`docs/geometry.md`). It must NEVER be
// copied from the engine: the differential tests compare the two solvers, and a formula written once and
// used by both would carry the same mistake into both, where no test could see it (spec A2 records such a
// case: an item-anchor offset that both subtracted).

/// The reference's rule arithmetic, written from the spec text (see the file comment).
enum ReferenceRules {
    /// spec A2: per axis, 0 if only the min edge (leading / top) is set, 1 if only the max edge
    /// (trailing / bottom), 0.5 if neither or both.
    static func anchorUnit(hasMinEdge: Bool, hasMaxEdge: Bool) -> Double {
        switch (hasMinEdge, hasMaxEdge) {
        case (true, false): 0
        case (false, true): 1
        default: 0.5
        }
    }

    /// spec A2: the anchor point of a set of edges as fractions of the host's width and height.
    static func anchorPoint(_ edges: Edges) -> (x: Double, y: Double) {
        (
            anchorUnit(hasMinEdge: edges.contains(.leading), hasMaxEdge: edges.contains(.trailing)),
            anchorUnit(hasMinEdge: edges.contains(.top), hasMaxEdge: edges.contains(.bottom))
        )
    }

    /// spec A2: an anchor offset in points: absolute as given, fractional times the supplementary's size.
    static func anchorOffset(_ offset: AnchorOffset, supplementarySize size: Size) -> (x: Double, y: Double) {
        switch offset {
        case .absolute(let p): (p.x, p.y)
        case .fractional(let f): (f.x * size.width, f.y * size.height)
        }
    }

    /// spec A2: where an attached supplementary's origin lies on its host.
    ///
    /// origin = P - size x item-anchor point + container-anchor offset + item-anchor offset, with
    /// P = host origin + host size x container-anchor point. The item anchor defaults to the container
    /// anchor's edges with no offset.
    static func attachedOrigin(
        host: Rect, size: Size, containerAnchor: Anchor, itemAnchor: Anchor?
    ) -> (x: Double, y: Double) {
        let container = anchorPoint(containerAnchor.edges)
        let item = anchorPoint(itemAnchor?.edges ?? containerAnchor.edges)
        let containerOffset = anchorOffset(containerAnchor.offset, supplementarySize: size)
        let itemOffset = itemAnchor.map { anchorOffset($0.offset, supplementarySize: size) } ?? (x: 0, y: 0)
        let px = host.x + host.width * container.x
        let py = host.y + host.height * container.y
        return (
            px - size.width * item.x + containerOffset.x + itemOffset.x,
            py - size.height * item.y + containerOffset.y + itemOffset.y
        )
    }

    /// spec B3: where a boundary alignment sits on each axis (0 at the min edge, 1 at the max edge, 0.5
    /// in the middle), read from the alignment's name.
    static func alignmentPoint(_ alignment: BoundaryAlignment) -> (x: Double, y: Double) {
        let name = alignment.rawValue.lowercased()
        let y: Double = name.hasPrefix("top") ? 0 : name.hasPrefix("bottom") ? 1 : 0.5
        let x: Double = name.hasSuffix("leading") ? 0 : name.hasSuffix("trailing") ? 1 : 0.5
        return (x, y)
    }

    /// spec I1: a frame moved by (leading, top) and shrunk by (leading + trailing, top + bottom).
    ///
    /// Insets larger than the frame (docs/geometry.md, decision): the frame is empty on that axis and sits
    /// at the leading (top) inset, but never past the frame's own trailing (bottom) edge.
    static func inset(_ r: Rect, by insets: DirectionalInsets) -> Rect {
        // One axis: the new start and length.
        func shrink(start: Double, length: Double, before: Double, after: Double) -> (Double, Double) {
            let remaining = length - (before + after)
            if remaining >= 0 { return (start + before, remaining) }
            return (before <= length ? start + before : start + length, 0)
        }
        let horizontal = shrink(start: r.x, length: r.width, before: insets.leading, after: insets.trailing)
        let vertical = shrink(start: r.y, length: r.height, before: insets.top, after: insets.bottom)
        return Rect(x: horizontal.0, y: vertical.0, width: horizontal.1, height: vertical.1)
    }

    /// The inset at the start of an axis: leading for x, top for y.
    static func insetBefore(_ insets: DirectionalInsets, on axis: Axis) -> Double {
        axis == .horizontal ? insets.leading : insets.top
    }

    /// The inset at the end of an axis: trailing for x, bottom for y.
    static func insetAfter(_ insets: DirectionalInsets, on axis: Axis) -> Double {
        axis == .horizontal ? insets.trailing : insets.bottom
    }

    /// Both insets of an axis added up.
    static func insetSum(_ insets: DirectionalInsets, on axis: Axis) -> Double {
        insetBefore(insets, on: axis) + insetAfter(insets, on: axis)
    }

    /// spec I3: the edge spacing before a child on an axis (leading for x, top for y).
    static func edgeBefore(_ spacing: EdgeSpacing, on axis: Axis) -> Spacing? {
        axis == .horizontal ? spacing.leading : spacing.top
    }

    /// spec I3: the edge spacing after a child on an axis (trailing for x, bottom for y).
    static func edgeAfter(_ spacing: EdgeSpacing, on axis: Axis) -> Spacing? {
        axis == .horizontal ? spacing.trailing : spacing.bottom
    }

    /// spec D2: the container's effective size, size minus the insets on each axis.
    static func effectiveSize(_ container: LayoutContainer) -> Size {
        Size(
            width: container.contentSize.width - insetSum(container.contentInsets, on: .horizontal),
            height: container.contentSize.height - insetSum(container.contentInsets, on: .vertical))
    }
}
