import CompositionalLayout

/// One width of two runs compared without keeping the changes: the counts a summary needs, and the changes
/// replayed in `ElementKey` order from the two element sequences whenever `forEachChange` is called.
///
/// Runs in output order (index paths ascending, as the engine lists elements and `recipes run` writes
/// them) are matched one index path at a time, both sequences read in step: the comparison holds the
/// elements of one index path, so two sequences that make their elements as they are read (a solve's
/// `orderedElements`) are compared without either run's list. Each pass (the count with the order check, each
/// `forEachChange`) reads both sequences again. Runs in another order (a hand-edited snapshot) are compared
/// once by `RunDiff.changes`, and their changes kept.
public struct RunComparison<Old: Sequence, New: Sequence>: RunChanges
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
    /// - Complexity: O(n) for sequences in output order (one pass to count and check the order), else O(n log n).
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
        // One pass counts the changes and checks the order; out of order, the keyed matching counts again.
        var counts = [0, 0, 0]
        let inOrder = RunComparison.merge(oldElements, newElements, tolerance: tolerance) {
            counts[RunComparison.slot($0.kind)] += 1
        }
        if inOrder {
            kept = nil
        } else {
            let changes = RunDiff.changes(Array(oldElements), Array(newElements), tolerance: tolerance)
            counts = [0, 0, 0]
            for change in changes { counts[RunComparison.slot(change.kind)] += 1 }
            kept = changes
        }
        self.counts = counts
    }

    /// How many elements were added, removed or changed.
    public func count(of kind: ElementChange.Kind) -> Int { counts[RunComparison.slot(kind)] }

    /// Calls `body` with every change, ordered by `ElementKey`.
    /// - Complexity: O(n) for sequences in output order; the changes of one index path are sorted.
    public func forEachChange(_ body: (ElementChange) throws -> Void) rethrows {
        if let kept { return try kept.forEach(body) }
        try RunComparison.merge(oldElements, newElements, tolerance: tolerance, body)
    }

    /// Reads both sequences once, in step, one index path at a time, and calls `body` with the changes of
    /// each; returns false when an index path decreased in either (the changes given are then not all).
    @discardableResult
    static func merge(
        _ oldElements: Old, _ newElements: New, tolerance: Double, _ body: (ElementChange) throws -> Void
    ) rethrows -> Bool {
        var inOrder = true
        var olds = oldElements.makeIterator()
        var news = newElements.makeIterator()
        var x = olds.next()
        var y = news.next()
        var oldGroup: [SnapshotElement] = []
        var newGroup: [SnapshotElement] = []
        while true {
            let next: IndexPath
            switch (x, y) {
            case (nil, nil): return inOrder
            case (let a?, nil): next = a.indexPath
            case (nil, let b?): next = b.indexPath
            case (let a?, let b?): next = min(a.indexPath, b.indexPath)
            }
            oldGroup.removeAll(keepingCapacity: true)
            newGroup.removeAll(keepingCapacity: true)
            while let e = x, e.indexPath == next {
                oldGroup.append(e)
                x = olds.next()
            }
            while let e = y, e.indexPath == next {
                newGroup.append(e)
                y = news.next()
            }
            if let a = x, a.indexPath < next { inOrder = false }
            if let b = y, b.indexPath < next { inOrder = false }
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
