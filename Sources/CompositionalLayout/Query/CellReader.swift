/// One section's cell frames, read in a loop: what `SolvedLayout.cellFrame` gives, with the section's stores
/// and constants looked up once rather than for every cell.
///
/// Reads the layout's stores through pointers: valid while the layout it came from is neither mutated nor
/// released, as within one query.
struct CellReader {
    private let computed: Int
    private let stored: UnsafePointer<Rect>
    private let starts: UnsafePointer<Double>
    private let lengths: UnsafePointer<Double>
    private let shape: ComputedCells
    private let columns: [FlatStack.Column]
    private let across: Double

    /// The reader of `section`'s cells in `layout`.
    @inline(__always)
    init(_ layout: SolvedLayout, _ section: SolvedSection) {
        let s = section.index
        computed = section.computedCells
        stored = layout.cells.elements(ofSection: s)
        starts = layout.startsAndLengths.elements(ofSection: s)
        lengths = starts + section.groupCount
        shape = layout.definitions[section.definition].computedCells
        columns = computed > 0 ? layout.definitions[section.definition].computedColumns : []
        across = section.computedAcross
    }

    /// The frame of item `item` as stored: relative to its section, unrounded (`SolvedLayout.absolute`).
    @inline(__always)
    func frame(_ item: Int) -> Rect {
        guard item < computed else { return stored[item - computed] }
        return shape.frame(
            of: item, length: lengths[item], across: across, column: { columns[$0] }, start: { starts[$0] })
    }
}
