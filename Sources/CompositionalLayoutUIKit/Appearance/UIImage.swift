/// An image, as a contextual action takes one; stored; no effect on layout.
///
/// Off-device there are no image files or symbols: an image keeps its name and is never nil. It has no size
/// (`size` is missing), so code cannot size cells from it.
public final class UIImage: Sendable, Hashable {
    /// How an image is drawn: in its own colours, or as a template in the tint colour.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// As the context decides (UIKit's default).
        case automatic = 0
        /// In the image's own colours.
        case alwaysOriginal = 1
        /// As a template: the image's shape in the tint colour.
        case alwaysTemplate = 2
    }

    /// The symbol or asset name the image was made from.
    private let name: String
    /// How the image is drawn; stored; no effect on layout.
    public let renderingMode: RenderingMode
    /// The tint colour given by `withTintColor(_:)`, or nil (UIKit keeps it inside the image, unpublished).
    let tintColor: UIColor?
    /// The configuration the image was made or configured with; stored; no effect on layout.
    public let configuration: Configuration?

    /// An image of `name` drawn as `renderingMode`, tinted `tintColor`, configured by `configuration`.
    private init(name: String, renderingMode: RenderingMode, tintColor: UIColor?, configuration: Configuration?) {
        self.name = name
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.configuration = configuration
    }

    /// The SF Symbol `name`.
    public convenience init?(systemName name: String) {
        self.init(name: "system:" + name, renderingMode: .automatic, tintColor: nil, configuration: nil)
    }

    /// The SF Symbol `name` with `configuration` (a symbol configuration sets its size and weight).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(name: "system:" + name, renderingMode: .automatic, tintColor: nil, configuration: configuration)
    }

    /// The asset catalog image `name`.
    public convenience init?(named name: String) {
        self.init(name: name, renderingMode: .automatic, tintColor: nil, configuration: nil)
    }

    /// The symbol configuration, when the image's configuration is one.
    public var symbolConfiguration: SymbolConfiguration? { configuration as? SymbolConfiguration }

    /// The same image drawn as `renderingMode`; stored; no effect on layout.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, renderingMode: renderingMode, tintColor: tintColor, configuration: configuration)
    }

    /// The same image tinted `color`, keeping its rendering mode as UIKit's does; stored; no effect on layout.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(name: name, renderingMode: renderingMode, tintColor: color, configuration: configuration)
    }

    /// The same image tinted `color` and drawn as `renderingMode`; stored; no effect on layout.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, renderingMode: renderingMode, tintColor: color, configuration: configuration)
    }

    /// The same image with `configuration`; stored; no effect on layout.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(name: name, renderingMode: renderingMode, tintColor: tintColor, configuration: configuration)
    }

    /// The same image with `configuration`'s attributes replacing those of its own symbol configuration;
    /// never nil here; stored; no effect on layout.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        let merged: Configuration = symbolConfiguration?.applying(configuration) ?? configuration
        return UIImage(name: name, renderingMode: renderingMode, tintColor: tintColor, configuration: merged)
    }

    /// Equal when made from the same name, drawn the same way with the same tint and configuration.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
            && lhs.configuration == rhs.configuration
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
