import CompositionalLayout

/// One width of a snapshot: the container, the size class used, the content size and every element, in
/// the order `recipes run` prints them (section, item, cells before supplementaries before decorations).
public struct SnapshotRun: Sendable, Equatable {
    /// The container width.
    public var width: Double
    /// The container height.
    public var height: Double
    /// The horizontal size class the layout was solved in.
    public var sizeClass: SizeClass
    /// The size of all content.
    public var contentSize: Size
    /// Every element.
    public var elements: [SnapshotElement]

    /// Creates a run from its parts.
    public init(width: Double, height: Double, sizeClass: SizeClass, contentSize: Size, elements: [SnapshotElement]) {
        self.width = width
        self.height = height
        self.sizeClass = sizeClass
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The run of a solved layout, with its elements as they stand at `scrollOffset` (pinned items pinned,
    /// visible-items hooks applied), as `recipes run --scroll-offset` gives them.
    public init(_ solved: SolvedLayout, scrollOffset: Double = 0) {
        let container = solved.environment.container.contentSize
        self.init(
            width: container.width, height: container.height,
            sizeClass: solved.environment.traits.horizontalSizeClass, contentSize: solved.contentSize,
            elements: solved.elements(atScrollOffset: scrollOffset).map(SnapshotElement.init))
    }
}
