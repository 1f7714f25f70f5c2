/// How a section scrolls across the layout's scroll axis (spec S6, spec S7).
public enum OrthogonalScrollingBehavior: String, Sendable, Hashable, CaseIterable {
    /// Not orthogonal: groups stack along the layout's scroll axis.
    case none
    /// Scrolls freely; rests anywhere.
    case continuous
    /// Scrolls freely; rests on a group's leading boundary.
    case continuousGroupLeadingBoundary
    /// Rests on multiples of the container's width.
    case paging
    /// Rests on each group's leading boundary.
    case groupPaging
    /// Rests with each group centred.
    case groupPagingCentered

    /// True for every behaviour but `none`.
    public var isOrthogonal: Bool { self != .none }
}
