import CompositionalLayout

/// How one width of a layout differs between two snapshots: the container and content size, and every
/// element added, removed or changed, in output order.
public struct RunDiff: Sendable, Equatable {
    /// What a run says about its container, without its elements.
    public struct Container: Sendable, Equatable {
        /// The container height.
        public var height: Double
        /// The size class the layout was solved in.
        public var sizeClass: SizeClass
        /// The size of all content.
        public var contentSize: Size

        /// The container of `run`.
        public init(_ run: SnapshotRun) {
            height = run.height
            sizeClass = run.sizeClass
            contentSize = run.contentSize
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
    /// - Complexity: O(n log n) in the number of elements (the changes are sorted).
    public init(old: SnapshotRun, new: SnapshotRun, tolerance: Double) {
        width = new.width
        self.old = Container(old)
        self.new = Container(new)
        let a = old.contentSize
        let b = new.contentSize
        contentSizeChanged = !(abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance)
        changes = RunDiff.changes(old.elements, new.elements, tolerance: tolerance)
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

    /// True when nothing differs beyond the tolerance.
    public var isIdentical: Bool {
        old != nil && new != nil && changes.isEmpty && !contentSizeChanged && old?.height == new?.height
            && old?.sizeClass == new?.sizeClass
    }

    /// The element changes between two element lists.
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

    /// "width 320 (compact): 2 elements changed; content size 320 x 1155 -> 320 x 1200", or "width 1366: only
    /// in the new snapshot".
    public var summary: String {
        let n = SnapshotJSON.number
        guard let old, let new else {
            return "width \(n(width)): only in the \(old == nil ? "new" : "old") snapshot"
        }
        var parts: [String] = []
        if old.sizeClass != new.sizeClass { parts.append("size class \(old.sizeClass) -> \(new.sizeClass)") }
        if old.height != new.height { parts.append("height \(n(old.height)) -> \(n(new.height))") }
        if contentSizeChanged {
            parts.append(
                "content size \(n(old.contentSize.width)) x \(n(old.contentSize.height)) -> "
                    + "\(n(new.contentSize.width)) x \(n(new.contentSize.height))")
        }
        let counts = ElementChange.Kind.allCases.compactMap { kind -> String? in
            let count = changes.count { $0.kind == kind }
            return count == 0 ? nil : "\(count) \(count == 1 ? "element" : "elements") \(kind.rawValue)"
        }
        parts.insert(contentsOf: counts, at: 0)
        let head = "width \(n(width)) (\(new.sizeClass.rawValue))"
        return parts.isEmpty ? head + ": identical" : head + ": " + parts.joined(separator: "; ")
    }
}
