/// A decoration view behind a section, like a background (spec section 7).
public struct DecorationItem: Sendable, Hashable {
    /// The element kind ("background").
    public var elementKind: String
    /// Insets from the section's frame.
    public var contentInsets: DirectionalInsets
    /// Stacking order; 0 by default.
    public var zIndex: Int

    /// Creates a section background decoration.
    public init(elementKind: String, contentInsets: DirectionalInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    /// A section background of `elementKind` (spec C1).
    public static func background(elementKind: String) -> DecorationItem {
        DecorationItem(elementKind: elementKind)
    }
}
