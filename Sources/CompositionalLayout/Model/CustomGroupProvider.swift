/// One frame a custom group's provider returns, in the group's own coordinates, with its zIndex.
public struct CustomGroupItem: Sendable, Hashable {
    /// The frame inside the group.
    public var frame: Rect
    /// Stacking order.
    public var zIndex: Int

    /// Creates a custom item frame.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// The item provider of a custom group (spec G10): one frame per data item.
///
/// Called with an environment whose container is the group's resolved size. Equal when the names are equal.
public struct CustomGroupProvider: Sendable, Hashable {
    /// A stable name; equality compares names, so give distinct providers distinct names.
    public let name: String
    /// Returns the frames for the group's container.
    public let frames: @Sendable (LayoutEnvironment) -> [CustomGroupItem]

    /// Creates a named provider.
    public init(name: String, frames: @escaping @Sendable (LayoutEnvironment) -> [CustomGroupItem]) {
        self.name = name
        self.frames = frames
    }

    /// A provider that returns the same frames whatever the environment (the layout-file form).
    public static func fixed(_ items: [CustomGroupItem]) -> CustomGroupProvider {
        CustomGroupProvider(name: "fixed:\(items.map { "\($0.frame)|\($0.zIndex)" }.joined(separator: ";"))") { _ in items }
    }

    /// Equal when the names are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
