/// Scales values and fonts with the user's Dynamic Type size.
///
/// Off-device the preferred category is always Large, at which UIKit scales by 1: values and fonts come
/// back unchanged.
public final class UIFontMetrics: Sendable {
    /// The text style whose scaling this object follows.
    private let textStyle: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics for the Body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `value` scaled to the preferred category: unchanged at Large.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `font` scaled to the preferred category: unchanged at Large.
    public func scaledFont(for font: UIFont) -> UIFont { font }
}
