/// Where an orthogonal section may come to rest (spec S7, spec S9).
public enum RestingOffsets: Sendable, Hashable {
    /// Anywhere in the range (`continuous`).
    case anywhere(ClosedRange<Double>)
    /// Only at these offsets, ascending: the offsets `OrthogonalScrollInfo.effectiveOffset(_:)` keeps as set.
    case discrete([Double])
}

/// The scrolling facts of an orthogonal section (spec S6, spec S7).
public struct OrthogonalScrollInfo: Sendable, Hashable {
    /// The behaviour.
    public var behavior: OrthogonalScrollingBehavior
    /// The scrollable content length along the orthogonal axis (insets included).
    public var contentLength: Double
    /// The largest scroll offset: content length minus the container's length, at least 0.
    ///
    /// `continuous` clamps to it (spec S9). For `groupPagingCentered` both count its centring lead-in and
    /// tail: UIKit's offsets are these plus `offsetAtRest`.
    public var maximumOffset: Double
    /// The offsets the behaviour snaps to, in UIKit's terms (spec S9), worked out when read (a paging section
    /// of many groups has many), so that a solve does not build them for every orthogonal section.
    public var restingOffsets: RestingOffsets {
        OrthogonalScrolling.restingOffsets(self)
    }
    /// The offset the section's reported frames stand at when no offset is set: 0, or for
    /// `groupPagingCentered` minus its centring lead-in, where its first group is centred (spec S9).
    public var offsetAtRest: Double { behavior == .groupPagingCentered ? -centring : 0 }
    /// What the resting offsets follow from: the stride between groups, how many, the visible length, the
    /// page length (the section's width inside its insets) and the centring lead-in of `groupPagingCentered`.
    var groupStride: Double
    var groupCount: Int
    var visibleLength: Double
    var pageLength: Double
    var centring: Double
}

/// One solved section: its frame, where its cells are, and how its groups repeat (for queries).
public struct SolvedSection: Sendable {
    /// The section index.
    public let index: Int
    /// The section's frame: content insets and extending boundary items included, the whole container
    /// across the scroll axis (spec S4).
    public internal(set) var frame: Rect
    /// The number of items (cells).
    public internal(set) var itemCount: Int
    /// Where its cells are in `SolvedLayout.cellFrames`.
    public internal(set) var cellRange: Range<Int>
    /// Orthogonal scrolling facts; nil for a section that is not orthogonal.
    public internal(set) var orthogonal: OrthogonalScrollInfo?

    /// Its entry in `SolvedLayout.definitions`.
    var definition: Int
    /// Group instances, and where they start along the group axis relative to the section's start when
    /// that axis is the scroll axis: `firstGroupStart + g * groupStride`, or stored per instance in
    /// `startsAndLengths` when `storesInstanceStarts` (`Stamping.storesInstanceStarts`: self-sizing instances and
    /// waterfall items, whose starts are not a stride apart).
    var groupCount: Int
    var firstGroupStart: Double
    var groupStride: Double
    var storesInstanceStarts: Bool
    /// The extent of a group instance's cells and attached supplementaries relative to its origin.
    var instanceMin: Double
    var instanceMax: Double
    /// How far its elements poke out of its frame along the scroll axis.
    var overhang: Double
    /// How far its extending leading and trailing boundary items take it along the scroll axis, from its
    /// start and from its end as placed: a pinned item stops where the other edge's items begin (spec B5).
    var pinLength: (lead: Double, trail: Double) = (0, 0)
    /// Where the section starts along the scroll axis as placed, left to right.
    ///
    /// `frame`'s start, except right to left in a horizontal layout, where `frame` is mirrored (spec L6).
    /// Kept, not recomputed from `frame`, so that mirroring twice never moves an element by an ulp.
    var placedStart = 0.0
    /// False when a self-sizing section's group starts decrease somewhere (spec D7: a negative inter-group
    /// spacing longer than an instance); the rect query then visits every instance instead of searching.
    var startsAscend = true
    /// How many of its first cells are computed when asked rather than stored (`SolvedLayout.computedCellFrame`).
    ///
    /// The whole instances of a flat stack placed column by column (`Stamping.flatColumns`), or every row of a
    /// one-item stack measured on one axis (`Stamping.flatOneItem`); 0 for any other section
    /// (`ComputedCells`). Their measured lengths follow the instances' starts in `startsAndLengths`; the other
    /// cells are stored, from index 0 of the section's `cells`.
    var computedCells = 0
    /// Where the computed cells' instances sit across the group axis (`ContentOrigin.acrossPosition`).
    var computedAcross = 0.0

    /// The section's description.
    @available(*, unavailable, message: "use SolvedLayout.definition(ofSection:)")
    public var description: Section { fatalError("unavailable") }
}
