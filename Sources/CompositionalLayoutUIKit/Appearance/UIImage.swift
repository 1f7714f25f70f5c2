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

    /// An image of `name` drawn as `renderingMode`, tinted `tintColor`.
    private init(name: String, renderingMode: RenderingMode, tintColor: UIColor?) {
        self.name = name
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// The SF Symbol `name`.
    public convenience init?(systemName name: String) {
        self.init(name: "system:" + name, renderingMode: .automatic, tintColor: nil)
    }

    /// The asset catalog image `name`.
    public convenience init?(named name: String) {
        self.init(name: name, renderingMode: .automatic, tintColor: nil)
    }

    /// The same image drawn as `renderingMode`; stored; no effect on layout.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, renderingMode: renderingMode, tintColor: tintColor)
    }

    /// The same image tinted `color`, keeping its rendering mode as UIKit's does; stored; no effect on layout.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(name: name, renderingMode: renderingMode, tintColor: color)
    }

    /// The same image tinted `color` and drawn as `renderingMode`; stored; no effect on layout.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, renderingMode: renderingMode, tintColor: color)
    }

    /// Equal when made from the same name, drawn the same way with the same tint.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
