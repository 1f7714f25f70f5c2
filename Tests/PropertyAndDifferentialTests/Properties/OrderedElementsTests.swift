import CompositionalLayout
import LayoutTestSupport
import Testing

/// `SolvedLayout.orderedElements(atScrollOffset:)`, read one element at a time, against the list
/// `elements(atScrollOffset:)` makes at once, on seeded random layouts.
@Suite("Ordered elements, one at a time")
struct OrderedElementsTests {
    @Test(
        "every random layout's elements read one at a time equal its listed elements at three scroll offsets",
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
            for offset in [0, length / 3, -40] {
                let listed = solved.elements(atScrollOffset: offset)
                let streamed = Array(solved.orderedElements(atScrollOffset: offset))
                compared += 1
                if listed.contains(where: { $0.category != .cell }) { withSupplementaries += 1 }
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
