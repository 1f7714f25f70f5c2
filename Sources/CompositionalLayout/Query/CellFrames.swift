/// Every cell's frame of a solved layout, section by section, item by item, read from its sections'
/// storage (a section stores its frames relative to its start, so moving it moves no frame).
public struct CellFrames: RandomAccessCollection, Sendable {
    private let layout: SolvedLayout

    init(_ layout: SolvedLayout) { self.layout = layout }

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// The number of cells.
    public var endIndex: Int { layout.cellCount }

    /// The frame of the `position`-th cell of the layout.
    /// - Complexity: O(log s), s = sections.
    public subscript(position: Int) -> Rect {
        precondition(position >= 0 && position < endIndex, "cell index out of range")
        let sections = layout.sections
        let s = layout.lowerBound(sections.count) { sections[$0].cellRange.upperBound <= position }
        return layout.cellFrame(sections[s], position - sections[s].cellRange.lowerBound)
    }
}
