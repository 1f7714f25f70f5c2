import CompositionalLayout

/// One width of two runs compared without keeping the changes: the counts a summary needs, and the changes
/// replayed in `ElementKey` order from the two element lists whenever `forEachChange` is called.
///
/// Runs in output order (index paths ascending, as the engine lists elements and `recipes run` writes
/// them) are matched one index path at a time: the comparison holds the elements of one index path beyond
/// the two lists, so `recipes diff` of two runs of millions of elements needs no more than the lists. Runs
/// in another order (a hand-edited snapshot) are compared once by `RunDiff.changes`, and their changes kept.
public struct RunComparison<Old: RandomAccessCollection, New: RandomAccessCollection>: RunChanges
where Old.Element == SnapshotElement, New.Element == SnapshotElement {
    /// The width compared.
    public let width: Double
    /// The old run's container.
    public let old: RunDiff.Container?
    /// The new run's container.
    public let new: RunDiff.Container?
    /// True when the content size changed by more than the tolerance.
    public let contentSizeChanged: Bool
    private let oldElements: Old
    private let newElements: New
    private let tolerance: Double
    /// The changes, kept only when a list is not in output order.
    private let kept: [ElementChange]?
    private var counts: [Int] = [0, 0, 0]

    /// Compares the elements of two runs of `width`, with their containers; positions and sizes may differ
    /// by `tolerance` points (a non-negative number) and still count as equal.
    /// - Complexity: O(n) for lists in output order (one pass to count), else O(n log n).
    public init(
        width: Double, old: RunDiff.Container, oldElements: Old, new: RunDiff.Container, newElements: New,
        tolerance: Double
    ) {
        self.width = width
        self.old = old
        self.new = new
        let a = old.contentSize
        let b = new.contentSize
        contentSizeChanged = !(abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance)
        self.oldElements = oldElements
        self.newElements = newElements
        self.tolerance = tolerance
        if RunComparison.isInOutputOrder(oldElements) && RunComparison.isInOutputOrder(newElements) {
            kept = nil
        } else {
            kept = RunDiff.changes(Array(oldElements), Array(newElements), tolerance: tolerance)
        }
        var counts = [0, 0, 0]
        forEachChange { counts[RunComparison.slot($0.kind)] += 1 }
        self.counts = counts
    }

    /// How many elements were added, removed or changed.
    public func count(of kind: ElementChange.Kind) -> Int { counts[RunComparison.slot(kind)] }

    /// Calls `body` with every change, ordered by `ElementKey`.
    /// - Complexity: O(n) for lists in output order; the changes of one index path are sorted.
    public func forEachChange(_ body: (ElementChange) throws -> Void) rethrows {
        if let kept { return try kept.forEach(body) }
        var i = oldElements.startIndex
        var j = newElements.startIndex
        var oldGroup: [SnapshotElement] = []
        var newGroup: [SnapshotElement] = []
        while true {
            let next: IndexPath
            switch (i == oldElements.endIndex, j == newElements.endIndex) {
            case (true, true): return
            case (false, true): next = oldElements[i].indexPath
            case (true, false): next = newElements[j].indexPath
            case (false, false): next = min(oldElements[i].indexPath, newElements[j].indexPath)
            }
            oldGroup.removeAll(keepingCapacity: true)
            newGroup.removeAll(keepingCapacity: true)
            while i != oldElements.endIndex, case let e = oldElements[i], e.indexPath == next {
                oldGroup.append(e)
                oldElements.formIndex(after: &i)
            }
            while j != newElements.endIndex, case let e = newElements[j], e.indexPath == next {
                newGroup.append(e)
                newElements.formIndex(after: &j)
            }
            try RunComparison.groupChanges(oldGroup, newGroup, tolerance: tolerance).forEach(body)
        }
    }

    /// The changes among the elements of one index path, ordered by `ElementKey`.
    ///
    /// When both lists hold the same kinds in the same order (the common case: nothing was added or
    /// removed at this index path), the n-th element of one matches the n-th of the other, as
    /// `RunDiff.changes` would match them; otherwise that function matches them.
    static func groupChanges(_ old: [SnapshotElement], _ new: [SnapshotElement], tolerance: Double)
        -> [ElementChange]
    {
        let sameKinds =
            old.count == new.count
            && zip(old, new).allSatisfy { $0.category == $1.category && $0.elementKind == $1.elementKind }
        guard sameKinds else { return RunDiff.changes(old, new, tolerance: tolerance) }
        var changes: [ElementChange] = []
        for (n, (a, b)) in zip(old, new).enumerated() {
            // Its occurrence: how many before it share its category and element kind (the index path is shared).
            let occurrence = old[..<n].count { $0.category == a.category && $0.elementKind == a.elementKind }
            let key = ElementKey(a, occurrence: occurrence)
            if let change = ElementChange.compare(a, b, key: key, tolerance: tolerance) { changes.append(change) }
        }
        return changes.count > 1 ? changes.sorted { $0.key < $1.key } : changes
    }

    /// True when the index paths of `elements` never decrease.
    static func isInOutputOrder<C: RandomAccessCollection>(_ elements: C) -> Bool where C.Element == SnapshotElement {
        var previous: IndexPath?
        for e in elements {
            if let previous, e.indexPath < previous { return false }
            previous = e.indexPath
        }
        return true
    }

    private static func slot(_ kind: ElementChange.Kind) -> Int {
        switch kind {
        case .added: 0
        case .removed: 1
        case .changed: 2
        }
    }
}

extension RunComparison where Old == [SnapshotElement], New == [SnapshotElement] {
    /// Compares two runs of a snapshot, matched by width (the new run's width is the one reported).
    public init(old: SnapshotRun, new: SnapshotRun, tolerance: Double) {
        self.init(
            width: new.width, old: RunDiff.Container(old), oldElements: old.elements, new: RunDiff.Container(new),
            newElements: new.elements, tolerance: tolerance)
    }
}
