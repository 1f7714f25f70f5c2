/// The numbers of a list section (spec section 11), each naming its source; set any to match a design.
///
/// Sources: the iPhone frames UIKit printed (spec LS1), the sections UIKit builds read back on Mac Catalyst
/// (spec LS2), Apple's documentation, or "ours" where none of them gives the value.
public struct ListMetrics: Sendable, Hashable {
    /// The estimated height of a row, 44 points; ours: no recording gives a list row's estimate (rows
    /// self-size from it through the sizing callback, spec E1), and 44 is the HIG's minimum tappable height.
    public var estimatedRowHeight = 44.0
    /// The estimated height of a supplementary header in `.grouped`, `.insetGrouped` and `.sidebar` lists:
    /// 17.5 points (spec LS2, Mac Catalyst read-back; at scale 3 it is LS1's half pixel, see section 11).
    public var estimatedHeaderHeight = 17.5
    /// The estimated height of a supplementary footer in `.grouped`, `.insetGrouped` and `.sidebar` lists:
    /// 17.5 points (spec LS2, Mac Catalyst read-back).
    public var estimatedFooterHeight = 17.5
    /// The estimated height of supplementary headers and footers in `.plain` and `.sidebarPlain` lists:
    /// 28 points (spec LS2, Mac Catalyst read-back).
    public var plainEstimatedSupplementaryHeight = 28.0
    /// Leading and trailing inset of `.insetGrouped` rows and headers in compact width: 16 points (spec LS1,
    /// iPhone 16 at 393 points; spec LS2 gives the same in a 320-point Mac Catalyst view).
    public var insetGroupedCompactMargin = 16.0
    /// Leading and trailing inset of `.insetGrouped` rows in regular width: 20 points (recorded: OpenUIKit's
    /// TableEditor list captured on an 820-point iPad, rows 20 in from each side).
    public var insetGroupedRegularMargin = 20.0
    /// Leading and trailing inset of `.sidebar` and `.sidebarPlain` rows: 12.987 points (spec LS2, Mac
    /// Catalyst read-back; no iPhone recording).
    public var sidebarMargin = 12.987
    /// Top inset of `.grouped` and `.insetGrouped` sections without headers (`headerMode` none): 35 points
    /// (spec LS1: the first row starts 35 points down; spec LS2 reads back the same).
    public var groupedTopInset = 35.0
    /// Bottom inset of `.grouped` and `.insetGrouped` sections without a footer: 20 points (spec LS2; spec
    /// LS1's 19.83 points from the last row to the content's end is 20 less the row's 1/6-point rounding).
    public var groupedBottomInset = 20.0
    /// Bottom inset of `.sidebar` sections without a footer: 10 points (spec LS2, Mac Catalyst read-back).
    public var sidebarBottomInset = 10.0
    /// The automatic `headerTopPadding` of `.plain` lists whose header is the first item: 22 points (spec
    /// LS2: the section's top inset reads back 22).
    public var plainHeaderTopPadding = 22.0
    /// The automatic `headerTopPadding` everywhere else: 0 (spec LS2: no other section reads back a top
    /// inset for its header).
    public var headerTopPadding = 0.0
    /// Whether supplementary headers and footers of `.plain` and `.sidebarPlain` lists pin to the visible
    /// bounds: true (spec LS2, and Apple's documentation of `HeaderMode.supplementary` and
    /// `FooterMode.supplementary`); the other appearances never pin (spec LS2).
    public var plainHeadersPin = true
    /// The zIndex of list headers and footers: 200 (spec LS2, Mac Catalyst read-back).
    public var supplementaryZIndex = 200
    /// In a whole-list layout (`Layout.list`), the distance from a grouped section's last row to the next
    /// section's start when the sections have headers and no footer: 17.5 points before rounding (spec LS4,
    /// recorded: the listheaderprobe's frames and content size; at scale 3 it prints as LS1's 17.67).
    public var groupedSectionGap = 17.5
    /// The same distance when the sections have no header: 0 points (spec LS1: sections are 35 points apart,
    /// the next section's top inset alone, so its start overlaps the previous bottom inset).
    public var groupedHeaderlessSectionGap = 0.0

    /// The defaults above.
    public init() {}
}
