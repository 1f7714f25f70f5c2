import CompositionalLayout
import LayoutTestSupport
import Testing

/// Expects a flat stack's solve and the same stack nested in a group (the general evaluator) to agree bit
/// for bit; returns whether both solved (both refusing is agreement too).
///
/// Compared: content size, warning count, section frames and orthogonal extents, every cell of `sections`
/// sections of `items` items, and the elements of thin and wide rects along the scroll axis (`vertical` or
/// not), which read the group starts and the instances' reach.
@discardableResult
func expectSameSolves(
    flat: SolvedLayout?, nested: SolvedLayout?, sections: Int, items: Int, vertical: Bool, label: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    // An item too long for its stack (with its edges) is refused either way (spec G4).
    #expect((flat == nil) == (nested == nil), "\(label)", sourceLocation: sourceLocation)
    guard let flat, let nested else { return false }
    #expect(flat.contentSize == nested.contentSize, "\(label)", sourceLocation: sourceLocation)
    // The warnings name the item by its path, which the nesting lengthens: the same number of them.
    #expect(flat.warnings.count == nested.warnings.count, "\(label)", sourceLocation: sourceLocation)
    #expect(flat.sections.map(\.frame) == nested.sections.map(\.frame), "\(label)", sourceLocation: sourceLocation)
    #expect(
        flat.sections.map(\.orthogonal) == nested.sections.map(\.orthogonal), "\(label)",
        sourceLocation: sourceLocation)
    for section in 0..<sections {
        let differing = (0..<items).first {
            let indexPath = IndexPath(section: section, item: $0)
            return flat.frame(ofCellAt: indexPath) != nested.frame(ofCellAt: indexPath)
        }
        #expect(
            differing == nil, "first differing cell of section \(section); \(label)", sourceLocation: sourceLocation)
    }
    let length = vertical ? flat.contentSize.height : flat.contentSize.width
    for f in stride(from: -0.1, through: 1.1, by: 0.05) {
        for thickness in [0.5, 37.0] {
            let at = f * length
            let rect = vertical ? R(-50, at, 1000, thickness) : R(at, -50, thickness, 1000)
            #expect(
                Set(flat.elements(in: rect)) == Set(nested.elements(in: rect)), "rect \(rect); \(label)",
                sourceLocation: sourceLocation)
        }
    }
    return true
}
