/// The numbers of a list section that no public source states (spec section 11): documented defaults of
/// this package, not measurements of UIKit; set any of them to match a design or a device.
public struct ListMetrics: Sendable, Hashable {
    /// The estimated height of a row: 44 points, the minimum tappable height of Apple's Human Interface
    /// Guidelines; rows self-size from it through the sizing callback (spec E1).
    public var estimatedRowHeight = 44.0
    /// The estimated height of a supplementary header (our choice: a row's estimate).
    public var estimatedHeaderHeight = 44.0
    /// The estimated height of a supplementary footer (our choice: a row's estimate).
    public var estimatedFooterHeight = 44.0
    /// Leading and trailing inset of `.insetGrouped` rows in compact width (our choice: 16 points, the
    /// system layout margin of most iPhones).
    public var insetGroupedCompactMargin = 16.0
    /// Leading and trailing inset of `.insetGrouped` rows in regular width (our choice: 20 points, the
    /// system layout margin of iPads and wide iPhones).
    public var insetGroupedRegularMargin = 20.0
    /// Leading and trailing inset of `.sidebar` rows (our choice: 10 points).
    public var sidebarMargin = 10.0
    /// Space above and below the rows of each `.grouped` and `.insetGrouped` section (our choice: 17.5
    /// points each, so 35 points between two sections).
    public var groupedSectionInset = 17.5
    /// The automatic `headerTopPadding` of `.plain` lists (our choice: 22 points, the padding reported for
    /// plain table views since iOS 15; unverified for list sections).
    public var plainHeaderTopPadding = 22.0
    /// The automatic `headerTopPadding` of every other appearance (our choice: 0).
    public var headerTopPadding = 0.0
    /// Whether supplementary headers of `.plain` and `.sidebarPlain` lists pin to the top while their
    /// section scrolls by (our choice: true, as plain table views do; unverified for list sections).
    public var plainHeadersPin = true

    /// The defaults above.
    public init() {}
}
