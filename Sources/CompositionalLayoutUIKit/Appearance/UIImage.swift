/// An image, as a contextual action takes one; stored; no effect on layout.
///
/// Off-device there are no image files or symbols: an image keeps its name and is never nil. It has no size
/// (`size` is missing), so code cannot size cells from it.
public final class UIImage: Sendable, Hashable {
    /// The symbol or asset name the image was made from.
    private let name: String

    /// The SF Symbol `name`.
    public init?(systemName name: String) {
        self.name = "system:" + name
    }

    /// The asset catalog image `name`.
    public init?(named name: String) {
        self.name = name
    }

    /// Equal when made from the same name.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
