import CompositionalLayout
import LayoutTestSupport
import Testing

/// The incremental re-solve (spec section 9): changed sections placed again, the others moved.
@Suite("Incremental re-solve")
struct IncrementalSolveTests {
    /// A list of 44-point rows with a 20-point header per section and 10 points between sections.
    static let list = Layout(
        section: Section(
            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(44))) { Item() },
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
                    alignment: .top)
            ]),
        configuration: LayoutConfiguration(interSectionSpacing: 10))

    @Test("one more item in section 0 moves section 1 down by one row; its cells are not re-solved")
    func growFirstSection() throws {
        let env = container(320)
        let before = try solve(Self.list, in: env, data: LayoutData(itemCounts: [2, 3]))
        let after = try solve(
            Self.list, in: env, data: LayoutData(itemCounts: [3, 3]), reusing: before, changedSections: [0])
        // Section 0: header 20 + 3 x 44 = 152; section 1 starts at 152 + 10 = 162, its header ends at 182.
        expectFrame(after.sections[1].frame, equals: R(0, 162, 320, 20 + 3 * 44))
        expectFrame(after.frame(ofCellAt: IndexPath(section: 0, item: 2)), equals: R(0, 20 + 2 * 44, 320, 44))
        expectFrame(after.frame(ofCellAt: IndexPath(section: 1, item: 0)), equals: R(0, 182, 320, 44))
        expectFrame(after.frame(ofCellAt: IndexPath(section: 1, item: 2)), equals: R(0, 182 + 88, 320, 44))
        let headers = after.supplementaries(ofKind: "header", at: IndexPath(section: 1, item: 0))
        expectFrame(headers.first?.frame, equals: R(0, 162, 320, 20))
        // 162 + 152 = 314 in all.
        #expect(after.contentSize == Size(width: 320, height: 314))
        #expect(after.cellFrames.count == 6)
        #expect(after.sections[1].cellRange == 3..<6)
    }

    @Test("an unlisted section whose count changed is re-solved anyway; a listed one out of range throws")
    func unlistedChange() throws {
        let env = container(320)
        let before = try solve(Self.list, in: env, data: LayoutData(itemCounts: [2, 3]))
        let after = try solve(
            Self.list, in: env, data: LayoutData(itemCounts: [2, 1]), reusing: before, changedSections: [])
        // Section 0: 20 + 2 x 44 = 108; section 1: 20 + 44 = 64; in all 108 + 10 + 64 = 182.
        #expect(after.contentSize.height == 182)
        #expect(throws: LayoutError.invalidChangedSection(index: 2, sections: 2)) {
            try solve(Self.list, in: env, data: LayoutData(itemCounts: [2, 1]), reusing: after, changedSections: [2])
        }
    }

    @Test("listed sections out of order and repeated, beside an unlisted change, are each placed once")
    func repeatedAndUnorderedListing() throws {
        let env = container(320)
        let before = try solve(Self.list, in: env, data: LayoutData(itemCounts: [2, 3, 1, 2]))
        // Section 2 is listed twice and before section 0; section 3 changed without being listed.
        let after = try solve(
            Self.list, in: env, data: LayoutData(itemCounts: [3, 3, 2, 1]), reusing: before,
            changedSections: [2, 0, 2])
        // Sections are 20 + n x 44 long, 10 apart: 152, 152, 108 and 64; they start at 0, 162, 324 and 442.
        expectFrame(after.sections[1].frame, equals: R(0, 152 + 10, 320, 152))
        expectFrame(after.sections[2].frame, equals: R(0, 152 + 10 + 152 + 10, 320, 108))
        expectFrame(after.sections[3].frame, equals: R(0, 152 + 10 + 152 + 10 + 108 + 10, 320, 64))
        expectFrame(after.frame(ofCellAt: IndexPath(section: 2, item: 1)), equals: R(0, 324 + 20 + 44, 320, 44))
        expectClose(after.contentSize.height, 442 + 64)
        #expect(after.sections.map(\.cellRange) == [0..<3, 3..<6, 6..<8, 8..<9])
        #expect(after.cellFrames.count == 9)
    }

    @Test("another environment falls back to a full solve")
    func fallback() throws {
        let before = try solve(Self.list, in: container(320), data: LayoutData(itemCounts: [2, 3]))
        let after = try solve(
            Self.list, in: container(500), data: LayoutData(itemCounts: [2, 3]), reusing: before, changedSections: [])
        expectFrame(after.frame(ofCellAt: IndexPath(section: 1, item: 0)), equals: R(0, 20 + 88 + 10 + 20, 500, 44))
    }

    @Test("random layouts and random edits: incremental equals full, edit after edit", arguments: 0..<6)
    func property(batch: Int) throws {
        var compared = 0
        for index in 0..<12 {
            let seed = RandomLayoutGenerator.seed(base: 0x1C2E_3A4D, index: batch * 100 + index)
            let c = RandomLayoutGenerator.makeCase(seed: seed)
            guard var previous = try? solve(c.layout, in: c.environment, data: c.data) else { continue }
            var rng = SplitMix64(seed: seed)
            var counts = c.itemCounts
            for _ in 0..<3 {
                var changed: [Int] = []
                for _ in 0..<(1 + Int(rng.next() % 3)) where !counts.isEmpty {
                    let s = Int(rng.next() % UInt64(counts.count))
                    counts[s] = Int(rng.next() % UInt64(2 * counts[s] + 4))
                    changed.append(s)
                }
                let data = LayoutData(itemCounts: counts, sizing: c.sizing?.callback)
                guard let full = try? solve(c.layout, in: c.environment, data: data) else { break }
                let incremental = try solve(
                    c.layout, in: c.environment, data: data, reusing: previous, changedSections: changed)
                let same = solvedLayoutDifferences(incremental, full)
                #expect(same.isEmpty, "seed \(seed): \(same)\n\(c)")
                if !same.isEmpty { return }
                previous = incremental
                compared += 1
            }
        }
        #expect(compared > 0)
    }
}
