/// How a section scrolls across the layout's scroll axis.
///
/// Orthogonal sections are solved at rest; `HeadlessCollectionView.setOrthogonalContentOffset(_:forSection:)`
/// scrolls one, clamped and snapped per behaviour as UIKit does (spec S6, spec S7, spec S9).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    /// Not orthogonal: groups stack along the layout's scroll axis.
    case none = 0
    /// Scrolls continuously.
    case continuous
    /// Scrolls continuously and rests on a group's leading boundary.
    case continuousGroupLeadingBoundary
    /// Pages by the container's width.
    case paging
    /// Pages group by group.
    case groupPaging
    /// Pages group by group, each group centred.
    case groupPagingCentered
}
