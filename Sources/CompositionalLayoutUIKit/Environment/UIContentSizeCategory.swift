/// A Dynamic Type text size a user prefers, as a trait collection reports it (UIKit's names and raw values).
///
/// Off-device the preferred category is always `.large`, the default, the only one the facade has font sizes
/// for (`UIFont.preferredFont(forTextStyle:)`).
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable, Comparable {
    /// The category's name.
    public let rawValue: String

    /// Creates a category from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No preferred size.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest, `.unspecified` first.
    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// True for the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// True when `lhs` is a smaller text size than `rhs` (an unknown name sorts with `.unspecified`).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
