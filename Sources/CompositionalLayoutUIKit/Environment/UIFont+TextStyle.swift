extension UIFont {
    /// A Dynamic Type text style (UIKit's names and raw values).
    public struct TextStyle: RawRepresentable, Sendable, Hashable {
        /// The style's name.
        public let rawValue: String

        /// Creates a style from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large title: 34 points at Large.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1: 28 points at Large.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2: 22 points at Large.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3: 20 points at Large.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline: 17 points, semibold, at Large.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline: 15 points at Large.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body: 17 points at Large.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout: 16 points at Large.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote: 13 points at Large.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1: 12 points at Large.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2: 11 points at Large.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the Large category (Apple's Dynamic Type table); an unknown style is Body's.
        var largeMetrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
