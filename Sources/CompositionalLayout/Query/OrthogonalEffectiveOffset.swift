extension OrthogonalScrollInfo {
    /// The offset the section shows when `offset` is set, resolved as UIKit resolves a programmatic offset
    /// (spec S9; recorded: UIKit, Mac Catalyst).
    ///
    /// `continuous` clamps to 0...maximumOffset; `continuousGroupLeadingBoundary` and `groupPaging` move to the
    /// nearest multiple of the group stride, `paging` to the nearest multiple of the page length (the section's
    /// width inside its insets), then clamp; `groupPagingCentered` moves to the nearest offset that centres a
    /// group, from the first group's to the last's. Ties at half a pitch go to the later one, and NaN resolves
    /// to `offsetAtRest` (both ours).
    /// - Complexity: O(1).
    public func effectiveOffset(_ offset: Double) -> Double {
        guard !offset.isNaN else { return offsetAtRest }
        switch behavior {
        case .none, .continuous:
            return clamped(offset)
        case .continuousGroupLeadingBoundary, .groupPaging:
            return clamped(Self.nearestMultiple(of: groupStride, to: offset))
        case .paging:
            return clamped(Self.nearestMultiple(of: pageLength, to: offset))
        case .groupPagingCentered:
            let first = offsetAtRest
            guard groupCount > 0, groupStride > 0 else { return first }
            let nearest = Self.nearestIndex((offset - first) / groupStride)
            return first + min(max(0, nearest), Double(groupCount - 1)) * groupStride
        }
    }

    /// `offset` kept inside 0...maximumOffset.
    private func clamped(_ offset: Double) -> Double {
        min(max(0, offset), maximumOffset)
    }

    /// The multiple of `pitch` nearest `offset`; `offset` itself when `pitch` is not positive or `offset` is
    /// infinite.
    private static func nearestMultiple(of pitch: Double, to offset: Double) -> Double {
        guard pitch > 0, offset.isFinite else { return offset }
        return nearestIndex(offset / pitch) * pitch
    }

    /// The whole number nearest `x`, halves rounded up (ours: towards the end of the content).
    private static func nearestIndex(_ x: Double) -> Double {
        (x + 0.5).rounded(.down)
    }
}
