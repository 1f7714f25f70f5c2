import CompositionalLayout
import LayoutSnapshots
import Testing

/// An element of `category` (and `kind`) at index path (`section`, `item`), at x = `x`.
private func element(
    _ category: ElementCategory, _ kind: String?, _ section: Int, _ item: Int, x: Double
) -> SnapshotElement {
    SnapshotElement(
        category: category, elementKind: kind, indexPath: IndexPath(section: section, item: item),
        frame: Rect(x: x, y: Double(item) * 10, width: 10, height: 10))
}

/// `elements` out of output order: odd items first, each index path's elements still in their order.
private func unordered(_ elements: [SnapshotElement]) -> [SnapshotElement] {
    elements.filter { $0.indexPath.item % 2 == 1 } + elements.filter { $0.indexPath.item % 2 == 0 }
}

/// The changes a comparison replays.
private func changes(_ comparison: some RunChanges) -> [ElementChange] {
    var out: [ElementChange] = []
    comparison.forEachChange { out.append($0) }
    return out
}

/// The elements read from two recorded sequences, in the order they were read: the largest lead one side
/// ever had over the other is how many elements a comparison held beyond one index path.
private final class ReadLog: @unchecked Sendable {
    var old = 0
    var new = 0
    var largestLead = 0

    func read(old isOld: Bool) {
        if isOld { old += 1 } else { new += 1 }
        largestLead = max(largestLead, abs(old - new))
    }
}

/// `elements`, recording in `log` every element read from it.
private struct Recorded: Sequence {
    let elements: [SnapshotElement]
    let isOld: Bool
    let log: ReadLog

    struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[SnapshotElement]>
        let isOld: Bool
        let log: ReadLog

        mutating func next() -> SnapshotElement? {
            guard let element = base.next() else { return nil }
            log.read(old: isOld)
            return element
        }
    }

    func makeIterator() -> Iterator { Iterator(base: elements.makeIterator(), isOld: isOld, log: log) }
}

@Suite("Run comparison (streamed diff)")
struct RunComparisonTests {
    /// A container 320 wide of content height `height`.
    static func container(_ height: Double = 200) -> RunDiff.Container {
        RunDiff.Container(height: 844, sizeClass: .compact, contentSize: Size(width: 320, height: height))
    }

    @Test("runs in output order are matched one index path at a time, with the keyed matching's changes")
    func streamed() {
        // Old: cells 0.0 to 0.3, cell 0.1 with two badges, a header at 0.0 and a decoration at 1.0.
        let old = [
            element(.cell, nil, 0, 0, x: 0), element(.supplementary, "header", 0, 0, x: 0),
            element(.cell, nil, 0, 1, x: 0), element(.supplementary, "badge", 0, 1, x: 0),
            element(.supplementary, "badge", 0, 1, x: 20), element(.cell, nil, 0, 2, x: 0),
            element(.cell, nil, 0, 3, x: 0), element(.decoration, "background", 1, 0, x: 0),
        ]
        // New: the second badge of 0.1 moved 5 right, cell 0.2 gone, a cell 0.4 added, the decoration moved 1.
        let new = [
            element(.cell, nil, 0, 0, x: 0), element(.supplementary, "header", 0, 0, x: 0),
            element(.cell, nil, 0, 1, x: 0), element(.supplementary, "badge", 0, 1, x: 0),
            element(.supplementary, "badge", 0, 1, x: 20 + 5), element(.cell, nil, 0, 3, x: 0),
            element(.cell, nil, 0, 4, x: 0), element(.decoration, "background", 1, 0, x: 1),
        ]
        let streamed = RunComparison(
            width: 320, old: Self.container(), oldElements: old, new: Self.container(), newElements: new, tolerance: 0)
        #expect(
            changes(streamed).map(\.description) == [
                "supplementary badge 0.1 #2: moved by (+5, 0) to (25, 10)",
                "cell 0.2: removed (was at (0, 20), 10 x 10)",
                "cell 0.4: added at (0, 40), 10 x 10",
                "decoration background 1.0: moved by (+1, 0) to (1, 0)",
            ])
        #expect(streamed.count(of: .added) == 1 && streamed.count(of: .removed) == 1)
        #expect(streamed.count(of: .changed) == 2 && streamed.changeCount == 4)
        #expect(streamed.summary == "width 320 (compact): 1 element added; 1 element removed; 2 elements changed")
        // The same lists out of order take the keyed matching over the whole run: the same changes.
        let shuffled = RunComparison(
            width: 320, old: Self.container(), oldElements: unordered(old), new: Self.container(),
            newElements: unordered(new), tolerance: 0)
        #expect(changes(shuffled) == changes(streamed))
        #expect(RunDiff(streamed).json() == RunDiff(shuffled).json())
    }

    @Test("two runs in output order are read in step: neither is read ahead by more than one index path")
    func readInStep() {
        // 1 000 index paths, each a cell and a badge; in the new run every badge moved 1 point right.
        let old = (0..<1_000).flatMap {
            [element(.cell, nil, 0, $0, x: 0), element(.supplementary, "badge", 0, $0, x: 0)]
        }
        let new = (0..<1_000).flatMap {
            [element(.cell, nil, 0, $0, x: 0), element(.supplementary, "badge", 0, $0, x: 1)]
        }
        let log = ReadLog()
        let comparison = RunComparison(
            width: 320, old: Self.container(), oldElements: Recorded(elements: old, isOld: true, log: log),
            new: Self.container(), newElements: Recorded(elements: new, isOld: false, log: log), tolerance: 0)
        var written = 0
        comparison.forEachChange { _ in written += 1 }
        #expect(comparison.count(of: .changed) == 1_000 && written == 1_000)
        // Every element of both was read twice (the count with the order check, then the replay), and at
        // any time one side was at most one index path (2 elements) plus the one looked at ahead of the
        // other: a comparison that read (or listed) one whole run before the other would lead by 2 000.
        #expect(log.old == 2 * 2_000 && log.new == 2 * 2_000)
        #expect(log.largestLead <= 2 + 1, "one side read \(log.largestLead) elements ahead of the other")
    }

    @Test("seeded random runs: the streamed changes equal those of the same elements out of order", arguments: 0..<20)
    func randomRuns(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func run() -> [SnapshotElement] {
            var out: [SnapshotElement] = []
            for item in 0..<(5 + next(10)) where next(5) > 0 {
                out.append(element(.cell, nil, 0, item, x: Double(next(3))))
                for _ in 0..<next(3) { out.append(element(.supplementary, "badge", 0, item, x: Double(next(3)))) }
                if next(4) == 0 { out.append(element(.decoration, "pill", 0, item, x: Double(next(2)))) }
            }
            return out
        }
        let old = run()
        let new = run()
        let streamed = RunComparison(
            width: 320, old: Self.container(), oldElements: old, new: Self.container(), newElements: new,
            tolerance: 1)
        let keyed = RunComparison(
            width: 320, old: Self.container(), oldElements: unordered(old), new: Self.container(),
            newElements: unordered(new), tolerance: 1)
        #expect(changes(streamed) == changes(keyed), "seed \(seed)")
        #expect(streamed.summary == keyed.summary, "seed \(seed)")
    }
}
