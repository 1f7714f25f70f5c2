/// Where an orthogonal section may come to rest (spec S7, spec S9).
enum OrthogonalScrolling {
    /// The scrolling facts of a behaviour over `contentLength`, seen through `visible` points; `page` is the
    /// section's width inside its insets and `centring` the lead-in of a `groupPagingCentered` section.
    static func info(
        _ behavior: OrthogonalScrollingBehavior, contentLength: Double, stride: Double, groups: Int, visible: Double,
        page: Double, centring: Double
    ) -> OrthogonalScrollInfo {
        // Spec D7: negative insets or spacing may sum below 0; a scroll view's content is never shorter than 0.
        OrthogonalScrollInfo(
            behavior: behavior, contentLength: max(0, contentLength), maximumOffset: max(0, contentLength - visible),
            groupStride: stride, groupCount: groups, visibleLength: visible, pageLength: page, centring: centring)
    }

    /// The offsets a behaviour comes to rest at: those `OrthogonalScrollInfo.effectiveOffset(_:)` keeps as
    /// set, ascending (spec S9).
    static func restingOffsets(_ info: OrthogonalScrollInfo) -> RestingOffsets {
        switch info.behavior {
        case .none, .continuous:
            return .anywhere(0...info.maximumOffset)
        case .continuousGroupLeadingBoundary, .groupPaging:
            return multiples(of: info.groupStride, info)
        case .paging:
            return multiples(of: info.pageLength, info)
        case .groupPagingCentered:
            let first = info.offsetAtRest
            guard info.groupStride > 0 else { return .discrete([first]) }
            let count = min(max(1, info.groupCount), LayoutLimits.maximumRestingOffsets)
            return .discrete((0..<count).map { first + Double($0) * info.groupStride })
        }
    }

    /// The multiples of `pitch` below the maximum offset, then the maximum offset itself, which the resolution
    /// keeps (an offset at the end stays there, spec S9); anywhere when `pitch` is not positive.
    private static func multiples(of pitch: Double, _ info: OrthogonalScrollInfo) -> RestingOffsets {
        let maxOffset = info.maximumOffset
        guard pitch > 0 else { return .anywhere(0...maxOffset) }
        var offsets: [Double] = []
        var o = 0.0
        while o < maxOffset && offsets.count < LayoutLimits.maximumRestingOffsets {
            offsets.append(o)
            o = Double(offsets.count) * pitch
        }
        offsets.append(maxOffset)
        return .discrete(offsets)
    }
}
