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
/// Called with an environment whose container is the group's resolved size. Equal when the names are equal
/// (fractional providers: when their frames are).
public struct CustomGroupProvider: Sendable, Hashable {
    /// A stable name; equality compares names, so give distinct providers distinct names.
    public let name: String
    /// Returns the frames for the group's container.
    public let frames: @Sendable (LayoutEnvironment) -> [CustomGroupItem]
    /// The data form: frames as fractions of the group's size (`fractional(_:)`); nil for a closure or
    /// fixed frames.
    public let fractionalFrames: [FractionalCustomFrame]?

    /// Creates a named provider.
    public init(name: String, frames: @escaping @Sendable (LayoutEnvironment) -> [CustomGroupItem]) {
        self.name = name
        self.frames = frames
        self.fractionalFrames = nil
    }

    /// A provider as data: each frame computed from the group's size (the container of the environment a
    /// custom group's provider sees), so the frames follow the group without a closure.
    public static func fractional(_ frames: [FractionalCustomFrame], name: String = "fractional")
        -> CustomGroupProvider
    {
        CustomGroupProvider(name: name, fractionalFrames: frames)
    }

    private init(name: String, fractionalFrames: [FractionalCustomFrame]) {
        self.name = name
        self.fractionalFrames = fractionalFrames
        self.frames = { environment in
            fractionalFrames.map { $0.resolve(in: environment.container.contentSize) }
        }
    }

    /// A provider that returns the same frames whatever the environment (the layout-file form).
    public static func fixed(_ items: [CustomGroupItem]) -> CustomGroupProvider {
        CustomGroupProvider(name: "fixed:\(items.map { "\($0.frame)|\($0.zIndex)" }.joined(separator: ";"))") { _ in
            items
        }
    }

    /// Fractional providers are equal when their frames are (whatever their names); others when their
    /// names are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.fractionalFrames != nil || rhs.fractionalFrames != nil else { return lhs.name == rhs.name }
        return lhs.fractionalFrames == rhs.fractionalFrames
    }
    /// Hashes the fractional frames, else the name.
    public func hash(into hasher: inout Hasher) {
        if let fractionalFrames { hasher.combine(fractionalFrames) } else { hasher.combine(name) }
    }
}
