import CompositionalLayout
import LayoutTestSupport
import Testing

/// Incremental re-solves against full solves on seeded random layouts, bit for bit: rows added to one
/// section (every later section moves), sections emptied and refilled, several sections at once, and the
/// same section edited again and again, each re-solve handed the previous one.
@Suite("Differential: incremental re-solve vs full solve")
struct IncrementalDifferentialTests {
    /// One kind of edit to a section's item count.
    enum Edit: CaseIterable {
        /// One to four more items: usually a row more, so every later section moves.
        case addRows
        /// No items left.
        case empty
        /// Emptied sections come back with a few items; others lose one.
        case refillOrShrink
    }

    /// `counts` after `edit` of the sections `rng` picks (one to three); returns the sections changed.
    static func apply(_ edit: Edit, to counts: inout [Int], rng: inout SplitMix64) -> [Int] {
        var changed: [Int] = []
        for _ in 0..<(1 + Int(rng.next() % 3)) where !counts.isEmpty {
            let s = Int(rng.next() % UInt64(counts.count))
            switch edit {
            case .addRows: counts[s] += 1 + Int(rng.next() % 4)
            case .empty: counts[s] = 0
            case .refillOrShrink: counts[s] = counts[s] == 0 ? 1 + Int(rng.next() % 6) : counts[s] - 1
            }
            changed.append(s)
        }
        return changed
    }

    @Test(
        "incremental equals full bit for bit after rows are added and sections emptied, edit after edit",
        arguments: 0..<PropertyTestSettings.batches)
    func incrementalEqualsFull(batch: Int) throws {
        var compared = 0
        for index in 0..<10 {
            let seed = RandomLayoutGenerator.seed(base: 0x24_1AC3, index: batch * 100 + index)
            let c = RandomLayoutGenerator.makeCase(seed: seed)
            guard var previous = try? solve(c.layout, in: c.environment, data: c.data) else { continue }
            var rng = SplitMix64(seed: seed ^ 0x5EC7)
            var counts = c.itemCounts
            for edit in [Edit.addRows, .empty, .addRows, .refillOrShrink, .empty, .refillOrShrink] {
                let changed = Self.apply(edit, to: &counts, rng: &rng)
                let data = LayoutData(itemCounts: counts, sizing: c.sizing?.callback)
                guard let full = try? solve(c.layout, in: c.environment, data: data) else { break }
                let incremental = try solve(
                    c.layout, in: c.environment, data: data, reusing: previous, changedSections: changed)
                let found = solvedLayoutDifferences(incremental, full)
                #expect(found.isEmpty, "seed \(seed), \(edit) of sections \(changed): \(found)\n\(c)")
                if !found.isEmpty { return }
                previous = incremental
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    @Test("a section edited again and again, with its count listed or not, stays equal to a full solve")
    func repeatedEdits() throws {
        let header = BoundarySupplementaryItem(elementKind: "header").height(.absolute(30)).pinToVisibleBounds()
        let list = Section { HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() } }
            .boundarySupplementaryItems { header }
            .decorationItems { DecorationItem.background(elementKind: "background") }
        let grid = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                Item().width(.fractionalWidth(1.0 / 3))
                    .supplementaryItems {
                        SupplementaryItem(elementKind: "badge", offset: .absolute(Point(x: 5, y: -5)))
                    }
            }
        }
        let layout = Layout(sections: [list, grid], configuration: LayoutConfiguration(interSectionSpacing: 10))
        let env = LayoutEnvironment(width: 390, height: 844)
        var counts = Array(repeating: 7, count: 40)
        var previous = try solve(layout, in: env, data: LayoutData(itemCounts: counts))
        // Row added, same row, emptied, refilled, the badge section (the one that pokes out) emptied.
        let edits: [(section: Int, count: Int, listed: Bool)] = [
            (20, 8, true), (20, 9, false), (20, 0, true), (20, 3, true), (1, 0, true), (1, 7, false), (0, 1, true),
            (39, 0, true), (39, 12, false),
        ]
        for (step, edit) in edits.enumerated() {
            counts[edit.section] = edit.count
            let data = LayoutData(itemCounts: counts)
            let full = try solve(layout, in: env, data: data)
            previous = try solve(
                layout, in: env, data: data, reusing: previous, changedSections: edit.listed ? [edit.section] : [])
            let found = solvedLayoutDifferences(previous, full)
            #expect(found.isEmpty, "step \(step): \(found)")
        }
    }
}
