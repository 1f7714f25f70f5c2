/// A font's metrics, as layout code reads them to estimate heights: point size, line height, ascender and
/// descender.
///
/// Every font is the system font (San Francisco), whose vertical metrics public recordings of UIKit give:
/// ascender 1950/2048 and descender -494/2048 of the point size (15 points: line height 17.900391; 20 points:
/// ascender 19.04, descender -4.82), so `lineHeight` = ascender - descender = 2444/2048 of the point size.
/// The weight is stored; no effect on the metrics (the recordings are of the regular weight).
public final class UIFont: Sendable, Hashable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight, stored; no effect on the metrics.
    let weight: Weight

    init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The top of the tallest glyphs above the baseline: 1950/2048 of the point size.
    public var ascender: CGFloat { pointSize * 1950 / 2048 }
    /// The bottom of the lowest glyphs below the baseline, negative: -494/2048 of the point size.
    public var descender: CGFloat { -pointSize * 494 / 2048 }
    /// The height of one line of text: `ascender - descender`, 2444/2048 of the point size (20.287109375 at 17).
    ///
    /// It is not the "leading" of Apple's Dynamic Type table (22 for Body): UIKit's `lineHeight` is the font's
    /// own, recorded as above.
    public var lineHeight: CGFloat { ascender - descender }

    /// The font for `style` at the default content size category (Large): the point sizes of Apple's Dynamic
    /// Type table (Human Interface Guidelines, Typography), Body 17, Headline 17 semibold, Caption 2 11, ...
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.largeMetrics
        return UIFont(pointSize: size, weight: weight)
    }

    /// The system font of `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    /// The system font of `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The bold system font of `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// The italic system font of `fontSize` points (the slant is stored as nothing; the metrics are the same).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    /// The system font with fixed-width digits, of `fontSize` points and `weight` (the same vertical metrics).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// Equal when size and weight are equal.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    /// Hashes size and weight.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}
