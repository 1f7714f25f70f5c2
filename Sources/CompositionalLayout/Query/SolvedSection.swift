/// Where an orthogonal section may come to rest (spec S7).
public enum RestingOffsets: Sendable, Hashable {
    /// Anywhere in the range (`continuous`).
    case anywhere(ClosedRange<Double>)
    /// Only at these offsets, ascending.
    case discrete([Double])
}

/// The scrolling facts of an orthogonal section (spec S6, S7).
public struct OrthogonalScrollInfo: Sendable, Hashable {
    /// The behaviour.
    public var behavior: OrthogonalScrollingBehavior
    /// The scrollable content length along the orthogonal axis (insets included).
    public var contentLength: Double
    /// The largest scroll offset: content length minus the container's length, at least 0.
    public var maximumOffset: Double
    /// The offsets the behaviour snaps to.
    public var restingOffsets: RestingOffsets
}

/// One solved section: its frame, where its cells are stored, and how its groups repeat (for queries).
public struct SolvedSection: Sendable {
    /// The section index.
    public let index: Int
    /// The section's frame: content insets and extending boundary items included, the whole container
    /// across the scroll axis (spec S4).
    public let frame: Rect
    /// The number of items (cells).
    public let itemCount: Int
    /// Where its cells are in `SolvedLayout.cellFrames`.
    public let cellRange: Range<Int>
    /// Orthogonal scrolling facts; nil for a section that is not orthogonal.
    public let orthogonal: OrthogonalScrollInfo?
    /// Its description, as solved.
    public let description: Section

    // Group repetition, for queries that do not scan: groups advance along `groupAxis`.
    let groupAxis: Axis
    let itemsPerGroup: Int
    let groupCount: Int
    /// Main-axis origin of group 0 and the stride between groups (uniform sections).
    let firstGroupStart: Double
    let groupStride: Double
    /// Main-axis origin of each group (sections solved per instance); empty when uniform.
    let groupStarts: [Double]
    /// The extent of a group instance's cells and attached supplementaries relative to its origin.
    let instanceMin: Double
    let instanceMax: Double
    /// zIndex of each template leaf, including the background bump (spec C2).
    let leafZIndex: [Int]
    /// Where its attached supplementaries are, and how many one full group instance has.
    let attachedRange: Range<Int>
    let attachedPerGroup: Int
    /// Group occurrences carrying supplementaries in one instance (their index-path stride, spec A5).
    let groupOrdinals: Int
    /// Where its boundary supplementaries and decorations are.
    let boundaryRange: Range<Int>
    let decorationRange: Range<Int>

    /// The main-axis origin of group `g`.
    @inline(__always)
    func groupStart(_ g: Int) -> Double {
        groupStarts.isEmpty ? firstGroupStart + Double(g) * groupStride : groupStarts[g]
    }
}
