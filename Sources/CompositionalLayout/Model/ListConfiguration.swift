/// A list section's description, as UIKit's `UICollectionLayoutListConfiguration` (iOS 14) gives it: an
/// appearance, header and footer modes and the padding above headers; `section(in:)` turns it into an
/// ordinary `Section` (rows with estimated heights, boundary headers and footers, insets) as UIKit was
/// recorded building it (spec section 11).
public struct ListConfiguration: Sendable, Hashable {
    /// The overall look of the list, which sets its insets (spec section 11).
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        /// Full-width rows, headers and footers pinned (UIKit's `.plain`).
        case plain
        /// Full-width rows, sections apart (UIKit's `.grouped`).
        case grouped
        /// Rows inset from the sides in rounded groups, sections apart (UIKit's `.insetGrouped`).
        case insetGrouped
        /// Rows inset from the sides, as in an iPad sidebar (UIKit's `.sidebar`).
        case sidebar
        /// Full-width sidebar rows (UIKit's `.sidebarPlain`).
        case sidebarPlain
    }

    /// How a section's header is shown (UIKit's `HeaderMode`).
    public enum HeaderMode: String, Sendable, Hashable, CaseIterable {
        /// No header; UIKit's default.
        case none
        /// A boundary supplementary header above the rows.
        case supplementary
        /// The first item is styled as the header: geometrically an ordinary row.
        case firstItemInSection
    }

    /// How a section's footer is shown (UIKit's `FooterMode`).
    public enum FooterMode: String, Sendable, Hashable, CaseIterable {
        /// No footer; UIKit's default.
        case none
        /// A boundary supplementary footer below the rows.
        case supplementary
    }

    /// The overall look.
    public var appearance: Appearance
    /// The header; `.none` by default, as in UIKit.
    public var headerMode: HeaderMode = .none
    /// The footer; `.none` by default, as in UIKit.
    public var footerMode: FooterMode = .none
    /// Points above each section header; `nil` (UIKit's default) means automatic: `metrics`' value for the
    /// appearance (22 for plain first-item headers, otherwise 0; spec LS2).
    public var headerTopPadding: Double?
    /// The element kind of supplementary headers.
    public var headerElementKind = "header"
    /// The element kind of supplementary footers.
    public var footerElementKind = "footer"
    /// The list's numbers, each naming its source (UIKit recordings, Apple's docs or ours); each may be set.
    public var metrics = ListMetrics()

    /// A list of the given appearance with UIKit's defaults: no header, no footer, automatic padding.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
