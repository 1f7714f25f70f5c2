/// Space outside an item's slot on each edge (spec I3), used when its group arranges it.
public struct EdgeSpacing: Sendable, Hashable {
    /// Space before the leading edge.
    public var leading: Spacing?
    /// Space above the top edge.
    public var top: Spacing?
    /// Space after the trailing edge.
    public var trailing: Spacing?
    /// Space below the bottom edge.
    public var bottom: Spacing?

    /// Creates edge spacing; a nil edge has no space.
    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No edge spacing.
    public static let none = EdgeSpacing()

    /// The spacing before the item on `axis` (leading or top).
    @inlinable public func before(_ axis: Axis) -> Spacing? { axis == .horizontal ? leading : top }
    /// The spacing after the item on `axis` (trailing or bottom).
    @inlinable public func after(_ axis: Axis) -> Spacing? { axis == .horizontal ? trailing : bottom }

    /// True when no edge has spacing.
    public var isEmpty: Bool { leading == nil && top == nil && trailing == nil && bottom == nil }
}
