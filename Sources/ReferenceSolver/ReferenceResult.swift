import CompositionalLayout

/// What the reference solver produces: the content size and every element at its resting place.
public struct ReferenceResult: Sendable {
    /// The size of all content, as `SolvedLayout.contentSize`.
    public var contentSize: Size
    /// Every element, ordered like `SolvedLayout.allElements()`: section, item, cells before
    /// supplementaries before decorations, then solve order.
    public var elements: [ElementAttributes]
}
