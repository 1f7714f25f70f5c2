/// Where one pinned boundary item may stand along the scroll axis (spec B5), as a range a viewer clamps to.
///
/// For a scroll offset, the item's start along `axis` is the pinning rect's start (edge `.start`) or its
/// end minus the item's length (edge `.end`), clamped to `range`; across the axis it keeps its resting
/// frame. `frame(in:)` does exactly that, and gives what `boundarySupplementaries(atScrollOffset:)` gives.
public struct PinnedRange: Sendable, Hashable {
    /// Which edge of the pinning rect a pinned item follows.
    public enum Edge: String, Sendable, Hashable {
        /// The start along the scroll axis (top-aligned headers of a vertical layout).
        case start
        /// The end along the scroll axis (bottom-aligned footers of a vertical layout).
        case end
    }

    /// The element kind ("header", "footer").
    public var elementKind: String
    /// The section it belongs to; nil for a layout-wide item.
    public var section: Int?
    /// Its index path as element lists report it (section 0 for a layout-wide item, item 0).
    public var indexPath: IndexPath
    /// Its frame at rest (scroll offset 0, before pinning).
    public var restingFrame: Rect
    /// The scroll axis the range is along.
    public var axis: Axis
    /// The pinning-rect edge it follows; `.start` for an item centred along the axis, whose range is one point.
    public var edge: Edge
    /// The positions its start along `axis` may take: from resting against its host's start to resting
    /// against its host's end (for a header: its resting place to the section's end minus its length).
    public var range: ClosedRange<Double>

    /// Its start along `axis` for a pinning rect: the followed edge clamped to `range`.
    public func position(in pinningRect: Rect) -> Double {
        let length = restingFrame.length(axis)
        let wanted = edge == .start ? pinningRect.min(axis) : pinningRect.max(axis) - length
        return Swift.min(Swift.max(wanted, range.lowerBound), range.upperBound)
    }

    /// The range mirrored left to right in `width` along a horizontal axis (spec L6): its resting frame and
    /// range mirrored, and the edge it follows swapped.
    func mirrored(inWidth width: Double) -> PinnedRange {
        let length = restingFrame.width
        var copy = self
        copy.restingFrame = restingFrame.mirrored(inWidth: width)
        copy.edge = edge == .start ? .end : .start
        copy.range = (width - range.upperBound - length)...(width - range.lowerBound - length)
        return copy
    }

    /// Its frame for a pinning rect (see `SolvedLayout.pinningRect(atScrollOffset:)`).
    public func frame(in pinningRect: Rect) -> Rect {
        let start = position(in: pinningRect)
        return axis == .vertical
            ? Rect(x: restingFrame.x, y: start, width: restingFrame.width, height: restingFrame.height)
            : Rect(x: start, y: restingFrame.y, width: restingFrame.width, height: restingFrame.height)
    }
}

extension SolvedLayout {
    /// Every pinned boundary item with the range it may occupy along the scroll axis (spec B5), section
    /// items in section order, then layout-wide items, each in solve order.
    ///
    /// The range restates `pinnedFrame(_:scrollOffset:)` as a clamp: a start-aligned item at `h` with
    /// length `l` in a host from `a` to `b` stands at `max(a, min(max(h, v), b - l))` for a pinning rect
    /// starting at `v`, which is `v` clamped to `max(a, min(h, b - l))...max(a, b - l)`; an end-aligned one
    /// stands at `w` = the rect's end minus `l` clamped to `min(a, b - l)...min(b - l, max(h, a))`.
    /// - Complexity: O(b), b = boundary items.
    /// Right to left along a horizontal scroll axis, ranges are worked out in the layout as placed, then
    /// mirrored: a leading item follows the pinning rect's right edge (`.end`, spec L6).
    public func pinnedRanges() -> [PinnedRange] {
        let m = scrollDirection
        let width = contentSize.width
        return allBoundaryRecords().filter(\.pinned).map { reported in
            var r = reported
            if mirrorsScrollAxis { r.mirror(inWidth: width) }
            let unit = m == .vertical ? r.alignment.unitPoint.y : r.alignment.unitPoint.x
            let rest = r.frame.min(m)
            let last = r.hostMax - r.frame.length(m)
            let edge: PinnedRange.Edge
            let range: ClosedRange<Double>
            if unit == 0 {
                edge = .start
                range = Swift.max(r.hostMin, Swift.min(rest, last))...Swift.max(r.hostMin, last)
            } else if unit == 1 {
                edge = .end
                range = Swift.min(r.hostMin, last)...Swift.min(last, Swift.max(rest, r.hostMin))
            } else {
                edge = .start
                range = rest...rest
            }
            let placed = PinnedRange(
                elementKind: elementKinds[r.kind], section: r.section < 0 ? nil : r.section,
                indexPath: IndexPath(section: Swift.max(0, r.section), item: 0), restingFrame: r.frame, axis: m,
                edge: edge, range: range)
            return mirrorsScrollAxis ? placed.mirrored(inWidth: width) : placed
        }
    }
}
