extension OrthogonalScrollInfo {
    /// The offset the section shows when `offset` is set, resolved as UIKit resolves a programmatic offset
    /// (spec S9; recorded: UIKit, Mac Catalyst).
    ///
    /// `continuous` clamps to 0...maximumOffset; `continuousGroupLeadingBoundary` and `groupPaging` move an
    /// offset short of the end to the nearest multiple of the group stride, `paging` to the nearest multiple of
    /// the page length (the section's width inside its insets), then clamp, and an offset at or past the end to
    /// the end (recorded, kern0x1b/charon: a section that scrolls 6 points goes from 40 and from 130 to 6, one
    /// that scrolls 474 from 400 to the page at 310); `groupPagingCentered` moves to the nearest offset that
    /// centres a group, from the first group's to the last's. Ties at half a pitch go to the later one, and
    /// NaN resolves to `offsetAtRest` (both ours).
    /// - Complexity: O(1).
    public func effectiveOffset(_ offset: Double) -> Double {
        guard !offset.isNaN else { return offsetAtRest }
        switch behavior {
        case .none, .continuous:
            return clamped(offset)
        case .continuousGroupLeadingBoundary, .groupPaging:
            return nearestClampedMultiple(of: groupStride, to: offset)
        case .paging:
            return nearestClampedMultiple(of: pageLength, to: offset)
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

    /// The largest offset for `offset` at or past it, else the multiple of `pitch` nearest `offset` (a tie goes
    /// to the later one), clamped; `offset` clamped when `pitch` is not positive or `offset` is infinite.
    private func nearestClampedMultiple(of pitch: Double, to offset: Double) -> Double {
        guard offset < maximumOffset, pitch > 0, offset.isFinite else { return clamped(offset) }
        return clamped(Self.nearestIndex(offset / pitch) * pitch)
    }

    /// The whole number nearest `x`, halves rounded up (ours: towards the end of the content).
    private static func nearestIndex(_ x: Double) -> Double {
        (x + 0.5).rounded(.down)
    }
}
