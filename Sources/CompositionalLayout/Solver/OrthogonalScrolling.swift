/// Where an orthogonal section may come to rest (spec S7).
enum OrthogonalScrolling {
    /// The scrolling facts of a behaviour over `contentLength`, seen through `visible` points.
    static func info(
        _ behavior: OrthogonalScrollingBehavior, contentLength: Double, stride: Double, groups: Int, visible: Double
    ) -> OrthogonalScrollInfo {
        OrthogonalScrollInfo(
            behavior: behavior, contentLength: contentLength, maximumOffset: max(0, contentLength - visible),
            groupStride: stride, groupCount: groups, visibleLength: visible)
    }

    /// The offsets a behaviour comes to rest at, from 0 to `maximumOffset`.
    static func restingOffsets(
        _ behavior: OrthogonalScrollingBehavior, maximumOffset maxOffset: Double, stride: Double, groups: Int,
        visible: Double
    ) -> RestingOffsets {
        switch behavior {
        case .none, .continuous:
            return .anywhere(0...maxOffset)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            return .discrete(groupOffsets(behavior, stride: stride, groups: groups, maxOffset: maxOffset))
        case .paging:
            var offsets: [Double] = [0]
            if visible > 0 {
                var o = visible
                while o < maxOffset && offsets.count < LayoutLimits.maximumRestingOffsets {
                    offsets.append(o)
                    o += visible
                }
            }
            if offsets.last != maxOffset { offsets.append(maxOffset) }
            return .discrete(offsets)
        }
    }

    /// Group-aligned resting offsets: each group's start, clamped to the largest offset, which is also a
    /// resting offset except for centred paging.
    private static func groupOffsets(
        _ behavior: OrthogonalScrollingBehavior, stride: Double, groups: Int, maxOffset: Double
    ) -> [Double] {
        var offsets: [Double] = []
        if stride > 0 {
            for g in 0..<max(1, groups) {
                let o = min(Double(g) * stride, maxOffset)
                if offsets.last != o { offsets.append(o) }
            }
        } else {
            offsets = [0]
        }
        if behavior != .groupPagingCentered, offsets.last != maxOffset { offsets.append(maxOffset) }
        return offsets
    }
}
