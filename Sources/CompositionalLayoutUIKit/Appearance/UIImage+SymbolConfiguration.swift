extension UIImage {
    /// The weight of a symbol image's strokes; stored; no effect on layout.
    public enum SymbolWeight: Int, Sendable, Hashable {
        /// No weight given.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// The size of a symbol image relative to text of the same point size; stored; no effect on layout.
    public enum SymbolScale: Int, Sendable, Hashable {
        /// The system's default scale.
        case `default` = -1
        /// No scale given.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }

    /// How an image is configured (traits, symbol attributes); stored; no effect on layout.
    ///
    /// Immutable, as UIKit's: `applying(_:)` returns a new configuration.
    public class Configuration: @unchecked Sendable, Hashable {
        /// The attributes given, by name; later ones replace earlier ones in `applying(_:)`.
        let attributes: [String: String]

        /// This configuration with `other`'s attributes replacing its own.
        public func applying(_ other: Configuration?) -> Self {
            guard let other else { return self }
            return Self(copying: attributes.merging(other.attributes) { $1 })
        }

        /// Equal when they set the same attributes.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.attributes == rhs.attributes }

        /// Hashes the attributes.
        public func hash(into hasher: inout Hasher) { hasher.combine(attributes) }

        /// A configuration with `attributes`, as the dynamic type.
        required init(copying attributes: [String: String]) {
            self.attributes = attributes
        }
    }

    /// The point size, weight, scale or text style of a symbol image; stored; no effect on layout (the
    /// facade has no images to size).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration(copying: [:])

        /// Symbols at `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(copying: ["pointSize": "\(pointSize)"])
        }

        /// Symbols at `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(copying: ["pointSize": "\(pointSize)", "weight": "\(weight.rawValue)"])
        }

        /// Symbols at `pointSize` points, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(
                copying: ["pointSize": "\(pointSize)", "weight": "\(weight.rawValue)", "scale": "\(scale.rawValue)"])
        }

        /// Symbols of `weight`.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(copying: ["weight": "\(weight.rawValue)"])
        }

        /// Symbols at `scale`.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(copying: ["scale": "\(scale.rawValue)"])
        }

        /// Symbols sized for text of `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(copying: ["textStyle": textStyle.rawValue])
        }

        /// Symbols sized for text of `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(copying: ["textStyle": textStyle.rawValue, "scale": "\(scale.rawValue)"])
        }
    }
}
