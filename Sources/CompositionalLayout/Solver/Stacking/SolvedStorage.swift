/// The element stores of a solved layout, taken out so that a re-solve can write into them.
struct SolvedStorage: Sendable {
    var cells: SectionStore<Rect>
    var attached: SectionStore<AttachedRecord>
    var boundary: SectionStore<BoundaryRecord>
    var decorations: SectionStore<DecorationRecord>
    var startsAndLengths: SectionStore<Double>
}

extension SolvedLayout {
    /// Moves the element stores out (leaving empty ones), so that they are uniquely referenced.
    mutating func takeStorage() -> SolvedStorage {
        var taken = SolvedStorage(
            cells: SectionStore(capacity: 0), attached: SectionStore(capacity: 0), boundary: SectionStore(capacity: 0),
            decorations: SectionStore(capacity: 0), startsAndLengths: SectionStore(capacity: 0))
        swap(&taken.cells, &cells)
        swap(&taken.attached, &attached)
        swap(&taken.boundary, &boundary)
        swap(&taken.decorations, &decorations)
        swap(&taken.startsAndLengths, &startsAndLengths)
        return taken
    }
}
