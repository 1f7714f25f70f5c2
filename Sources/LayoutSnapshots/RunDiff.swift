import CompositionalLayout

/// How one width of a layout differs between two snapshots: the container and content size, and every
/// element added, removed or changed, in output order.
public struct RunDiff: RunChanges, Sendable, Equatable {
    /// What a run says about its container, without its elements.
    public struct Container: Sendable, Equatable {
        /// The container height.
        public var height: Double
        /// The size class the layout was solved in.
        public var sizeClass: SizeClass
        /// The size of all content.
        public var contentSize: Size

        /// A container from its parts.
        public init(height: Double, sizeClass: SizeClass, contentSize: Size) {
            self.height = height
            self.sizeClass = sizeClass
            self.contentSize = contentSize
        }

        /// The container of `run`.
        public init(_ run: SnapshotRun) {
            self.init(height: run.height, sizeClass: run.sizeClass, contentSize: run.contentSize)
        }
    }

    /// The width compared.
    public var width: Double
    /// The old run's container; nil when only the new snapshot has this width.
    public var old: Container?
    /// The new run's container; nil when only the old snapshot has this width.
    public var new: Container?
    /// The elements that differ, ordered by `ElementKey`.
    public var changes: [ElementChange]
    /// True when the content size changed by more than the tolerance.
    public var contentSizeChanged: Bool

    /// Compares two runs of the same width: elements match by `ElementKey`; positions and sizes may
    /// differ by `tolerance` points (a non-negative number) and still count as equal.
    /// - Complexity: O(n) for runs in output order (see `RunComparison`), else O(n log n).
    public init(old: SnapshotRun, new: SnapshotRun, tolerance: Double) {
        self.init(RunComparison(old: old, new: new, tolerance: tolerance))
    }

    /// The changes of `comparison`, kept.
    public init(_ comparison: some RunChanges) {
        width = comparison.width
        old = comparison.old
        new = comparison.new
        contentSizeChanged = comparison.contentSizeChanged
        var changes: [ElementChange] = []
        comparison.forEachChange { changes.append($0) }
        self.changes = changes
    }

    /// A width only one snapshot has: its elements count as added (only `new`) or removed (only `old`).
    public init(onlyOld old: SnapshotRun?, onlyNew new: SnapshotRun?) {
        let run = new ?? old
        width = run?.width ?? 0
        self.old = old.map(Container.init)
        self.new = new.map(Container.init)
        contentSizeChanged = false
        changes = []
    }

    /// How many elements were added, removed or changed.
    public func count(of kind: ElementChange.Kind) -> Int { changes.count { $0.kind == kind } }

    /// Calls `body` with every change, in order.
    public func forEachChange(_ body: (ElementChange) throws -> Void) rethrows { try changes.forEach(body) }

    /// The element changes between two element lists in any order, ordered by `ElementKey`.
    static func changes(_ old: [SnapshotElement], _ new: [SnapshotElement], tolerance: Double) -> [ElementChange] {
        var oldIndex: [ElementKey: Int] = [:]
        oldIndex.reserveCapacity(old.count)
        var seen: [ElementKey: Int] = [:]
        func key(_ e: SnapshotElement, counting counts: inout [ElementKey: Int]) -> ElementKey {
            let base = ElementKey(e)
            let occurrence = counts[base, default: 0]
            counts[base] = occurrence + 1
            return ElementKey(e, occurrence: occurrence)
        }
        for (i, e) in old.enumerated() { oldIndex[key(e, counting: &seen)] = i }
        var counts: [ElementKey: Int] = [:]
        var matched = [Bool](repeating: false, count: old.count)
        var changes: [ElementChange] = []
        for e in new {
            let k = key(e, counting: &counts)
            guard let i = oldIndex[k] else {
                changes.append(ElementChange(kind: .added, key: k, old: nil, new: e))
                continue
            }
            matched[i] = true
            if let change = ElementChange.compare(old[i], e, key: k, tolerance: tolerance) { changes.append(change) }
        }
        var removedCounts: [ElementKey: Int] = [:]
        for (i, e) in old.enumerated() {
            let k = key(e, counting: &removedCounts)
            if !matched[i] { changes.append(ElementChange(kind: .removed, key: k, old: e, new: nil)) }
        }
        return changes.sorted { $0.key < $1.key }
    }
}
