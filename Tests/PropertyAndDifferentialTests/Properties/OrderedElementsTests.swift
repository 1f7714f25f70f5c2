import CompositionalLayout
import LayoutTestSupport
import Testing

/// `SolvedLayout.orderedElements(atScrollOffset:orthogonalOffsets:)`, read one element at a time, against the list
/// `elements(atScrollOffset:orthogonalOffsets:)` makes from the same sequence at once (copying runs of cells in a
/// loop of their own), on seeded random layouts; the order itself is pinned by hand in `ElementOrderTests`.
@Suite("Ordered elements, one at a time")
struct OrderedElementsTests {
    @Test(
        "every random layout's elements read one at a time equal its listed elements, which come in output order",
        arguments: 0..<4)
    func equalsTheList(batch: Int) {
        var compared = 0
        var withSupplementaries = 0
        var failures = 0
        for seed in PropertyTestSettings.seeds(
            batch: batch, of: 4, total: 800, base: PropertyTestSettings.baseSeed &+ 7)
        {
            let c = RandomLayoutGenerator.makeCase(seed: seed)
            guard let solved = try? solve(c.layout, in: c.environment, data: c.data) else { continue }
            let length =
                solved.scrollDirection == .vertical ? solved.contentSize.height : solved.contentSize.width
            // Orthogonal sections scrolled to an offset that depends on the section (spec S9).
            var scrolled: [Int: Double] = [:]
            for section in solved.sections where section.orthogonal != nil {
                scrolled[section.index] = Double(section.index % 5) * 40 - 20
            }
            for offset in [0, length / 3, -40] {
                let orthogonalOffsets = offset == 0 ? [:] : scrolled
                let listed = solved.elements(atScrollOffset: offset, orthogonalOffsets: orthogonalOffsets)
                let streamed = Array(
                    solved.orderedElements(atScrollOffset: offset, orthogonalOffsets: orthogonalOffsets))
                compared += 1
                if listed.contains(where: { $0.category != .cell }) { withSupplementaries += 1 }
                if zip(listed, listed.dropFirst()).contains(where: { ElementAttributes.outputOrder($1, $0) }) {
                    Issue.record("seed \(seed), offset \(offset): the listed elements are not in output order\n\(c)")
                    failures += 1
                }
                if streamed != listed {
                    let i =
                        zip(streamed, listed).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                        ?? min(streamed.count, listed.count)
                    let message =
                        "seed \(seed), offset \(offset): element \(i) of \(listed.count) differs "
                        + "(\(streamed.count) read one at a time)\n\(c)"
                    Issue.record(Comment(rawValue: message))
                    failures += 1
                }
            }
            if failures >= 3 { break }
        }
        // The cases exercise more than cells: supplementaries and decorations are merged into the cells.
        #expect(compared > 100 && withSupplementaries > compared / 4, "\(compared) compared, \(withSupplementaries)")
    }
}
