internal import CompositionalLayout

/// A configuration for list sections (iOS 14): UIKit's names and defaults; the geometry is the engine's
/// `ListConfiguration` (spec section 11: UIKit's recorded list geometry, each number naming its source).
///
/// Separators, colours and swipe actions draw nothing off-device and take no space: their members are
/// stored and returned, with no effect on layout.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list.
    public enum Appearance: Int, Sendable, Hashable {
        /// Full-width rows.
        case plain
        /// Full-width rows, sections apart.
        case grouped
        /// Rows inset from the sides in rounded groups, sections apart.
        case insetGrouped
        /// Rows inset from the sides, as in an iPad sidebar.
        case sidebar
        /// Full-width sidebar rows.
        case sidebarPlain
    }

    /// How a list shows section headers.
    public enum HeaderMode: Int, Sendable, Hashable {
        /// No headers are shown.
        case none
        /// Headers are supplementary views of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is styled as its header.
        case firstItemInSection
    }

    /// How a list shows section footers.
    public enum FooterMode: Int, Sendable, Hashable {
        /// No footers are shown.
        case none
        /// Footers are supplementary views of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Which elements of a list hug their content instead of filling the list's width (iOS 18): stored; no
    /// effect on layout.
    public struct ContentHuggingElements: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: Int

        /// A set of elements from option bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Supplementary headers hug their content.
        public static let supplementaryHeader = ContentHuggingElements(rawValue: 1 << 0)
    }

    /// A closure giving the swipe actions of the row at an index path, or nil for none.
    public typealias SwipeActionsConfigurationProvider = (Foundation.IndexPath) -> UISwipeActionsConfiguration?
    /// A closure giving the separator configuration of the row at an index path, from the section's.
    public typealias ItemSeparatorHandler = (Foundation.IndexPath, UIListSeparatorConfiguration) ->
        UIListSeparatorConfiguration

    /// The overall look, set when the configuration is created.
    public private(set) var appearance: Appearance
    /// Whether rows show separators (true by default); stored; no effect on layout.
    public var showsSeparators = true
    /// The section's separators; `UIListSeparatorConfiguration(listAppearance: appearance)` by default;
    /// stored; no effect on layout.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Per-row separators; nil by default; stored, never called; no effect on layout.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; nil (the appearance's) by default; stored; no effect on layout.
    public var backgroundColor: UIColor?
    /// The actions a row shows when swiped from the leading edge; nil by default; stored, never called; no
    /// effect on layout.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a row shows when swiped from the trailing edge; nil by default; stored, never called; no
    /// effect on layout.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The header mode; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// The footer mode; `.none` by default.
    public var footerMode: FooterMode = .none
    /// The padding above each section header; `nil` (the default) means automatic.
    public var headerTopPadding: CGFloat?
    /// Which elements hug their content (iOS 18); `[]` by default, as on iOS: stored; no effect on layout (a
    /// hugging header's width would be its content's, which there is no view to measure).
    public var contentHuggingElements: ContentHuggingElements = []

    /// Creates a list configuration with the given appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The engine's value, with UIKit's element kinds for headers and footers.
    var engineValue: ListConfiguration {
        var value = ListConfiguration(appearance: appearance.engineValue)
        value.headerMode = headerMode.engineValue
        value.footerMode = footerMode == .supplementary ? .supplementary : .none
        value.headerTopPadding = headerTopPadding.map { Double($0) }
        value.headerElementKind = UICollectionView.elementKindSectionHeader
        value.footerElementKind = UICollectionView.elementKindSectionFooter
        return value
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// The engine's appearance of the same name.
    var engineValue: ListConfiguration.Appearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }
}

extension UICollectionLayoutListConfiguration.HeaderMode {
    /// The engine's header mode of the same name.
    var engineValue: ListConfiguration.HeaderMode {
        switch self {
        case .none: .none
        case .supplementary: .supplementary
        case .firstItemInSection: .firstItemInSection
        }
    }
}
