/// An item- or group-attached supplementary as stored: its frame relative to its section's start (spec S4)
/// and not yet on the pixel grid.
struct AttachedRecord: Sendable, Hashable {
    var frame: Rect
    var kind: Int32
    var zIndex: Int32
    var item: Int
    var isHidden: Bool
}

/// A boundary supplementary (section or layout-wide).
///
/// Stored, a section's frame is relative to its section's start; read back (`SolvedLayout.boundaryRecord`),
/// the frame is absolute and the host range filled in.
struct BoundaryRecord: Sendable, Hashable {
    var frame: Rect
    var kind: Int
    var zIndex: Int
    /// Section index, or -1 for a layout-wide item.
    var section: Int
    var alignment: BoundaryAlignment
    var pinned: Bool
    /// The host's range along the scroll axis (its section frame, or the whole content), for pinning.
    var hostMin = 0.0
    var hostMax = 0.0

    /// Mirrors the record left to right in `width` (spec L6): its frame, and its host's range, which runs
    /// along the scroll axis (call it only when that axis is horizontal).
    mutating func mirror(inWidth width: Double) {
        frame = frame.mirrored(inWidth: width)
        (hostMin, hostMax) = (width - hostMax, width - hostMin)
    }
}

/// A decoration as stored: its frame relative to its section's start.
struct DecorationRecord: Sendable, Hashable {
    var frame: Rect
    var kind: Int
    var zIndex: Int
    var section: Int
}
