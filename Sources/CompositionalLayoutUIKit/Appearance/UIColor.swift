/// A colour, as list configurations, separators and contextual actions take one; stored; no effect on layout.
///
/// Explicit colours keep their components; system colours (`.systemBackground`, `.separator`, ...) keep their
/// name, as their values depend on the appearance and are never drawn off-device; dynamic colours keep their
/// provider (`resolvedColor(with:)` calls it). Equal when made the same way with the same values (dynamic
/// colours: the same object).
public final class UIColor: Sendable, Hashable {
    /// How the colour was made.
    enum Value: Hashable {
        /// Red, green, blue, alpha (sRGB, 0...1).
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        /// A grey level and alpha.
        case white(CGFloat, alpha: CGFloat)
        /// Hue, saturation, brightness, alpha.
        case hsb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)
        /// A system colour or an asset catalog colour by name, with an alpha if one was applied.
        case named(String, alpha: CGFloat?)
        /// A dynamic colour, with an alpha if one was applied.
        case dynamic(alpha: CGFloat?)
    }

    /// How the colour was made.
    let value: Value
    /// The provider of a dynamic colour.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    init(_ value: Value, provider: (@Sendable (UITraitCollection) -> UIColor)? = nil) {
        self.value = value
        self.provider = provider
    }

    /// A colour from sRGB components and opacity, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(.components(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A colour from Display P3 components and opacity; stored as given.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(.components(red: displayP3Red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey from its level (0 black, 1 white) and opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(.white(white, alpha: alpha))
    }

    /// A colour from hue, saturation, brightness and opacity, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(.hsb(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
    }

    /// A colour whose value the provider gives for a trait collection.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(.dynamic(alpha: nil), provider: dynamicProvider)
    }

    /// The asset catalog colour `name`.
    ///
    /// There is no asset catalog off-device: the colour keeps the name and is never nil.
    public convenience init?(named name: String) {
        self.init(.named(name, alpha: nil))
    }

    /// The same colour with opacity `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch value {
        case .components(let red, let green, let blue, _):
            UIColor(.components(red: red, green: green, blue: blue, alpha: alpha))
        case .white(let white, _): UIColor(.white(white, alpha: alpha))
        case .hsb(let hue, let saturation, let brightness, _):
            UIColor(.hsb(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
        case .named(let name, _): UIColor(.named(name, alpha: alpha))
        case .dynamic: UIColor(.dynamic(alpha: alpha), provider: provider)
        }
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer (with any alpha applied since),
    /// any other colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .dynamic(let alpha) = value, let provider else { return self }
        let resolved = provider(traitCollection)
        return alpha.map { resolved.withAlphaComponent($0) } ?? resolved
    }

    /// Equal when made the same way with the same values; dynamic colours only when the same object.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if case .dynamic = lhs.value { return lhs === rhs }
        return lhs.value == rhs.value
    }

    /// Hashes how the colour was made.
    public func hash(into hasher: inout Hasher) {
        if case .dynamic = value {
            hasher.combine(ObjectIdentifier(self))
        } else {
            hasher.combine(value)
        }
    }
}
