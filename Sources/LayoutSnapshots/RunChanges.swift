/// One width of two runs compared: the containers, the counts of each kind of change, and the changes in
/// output order; what `recipes diff` prints for a width.
///
/// `RunDiff` keeps its changes; `RunComparison` replays them from the two element sequences on demand, so
/// that comparing runs of millions of elements stores no change.
public protocol RunChanges {
    /// The width compared.
    var width: Double { get }
    /// The old run's container; nil when only the new snapshot has this width.
    var old: RunDiff.Container? { get }
    /// The new run's container; nil when only the old snapshot has this width.
    var new: RunDiff.Container? { get }
    /// True when the content size changed by more than the tolerance.
    var contentSizeChanged: Bool { get }
    /// How many elements were added, removed or changed.
    func count(of kind: ElementChange.Kind) -> Int
    /// Calls `body` with every change, ordered by `ElementKey`.
    func forEachChange(_ body: (ElementChange) throws -> Void) rethrows
}

extension RunChanges {
    /// The number of element changes of every kind.
    public var changeCount: Int { ElementChange.Kind.allCases.reduce(0) { $0 + count(of: $1) } }

    /// True when nothing differs beyond the tolerance.
    public var isIdentical: Bool {
        old != nil && new != nil && changeCount == 0 && !contentSizeChanged && old?.height == new?.height
            && old?.sizeClass == new?.sizeClass
    }

    /// "identical", "different", "added" (only the new snapshot has the width) or "removed".
    public var status: String {
        if old == nil { return "added" }
        if new == nil { return "removed" }
        return isIdentical ? "identical" : "different"
    }

    /// "width 320 (compact): 2 elements changed; content size 320 x 1155 -> 320 x 1200", or "width 1366: only
    /// in the new snapshot".
    public var summary: String {
        let n = SnapshotJSON.number
        guard let old, let new else {
            return "width \(n(width)): only in the \(old == nil ? "new" : "old") snapshot"
        }
        var parts: [String] = []
        for kind in ElementChange.Kind.allCases {
            let count = count(of: kind)
            if count > 0 { parts.append("\(count) \(count == 1 ? "element" : "elements") \(kind.rawValue)") }
        }
        if old.sizeClass != new.sizeClass { parts.append("size class \(old.sizeClass) -> \(new.sizeClass)") }
        if old.height != new.height { parts.append("height \(n(old.height)) -> \(n(new.height))") }
        if contentSizeChanged {
            parts.append(
                "content size \(n(old.contentSize.width)) x \(n(old.contentSize.height)) -> "
                    + "\(n(new.contentSize.width)) x \(n(new.contentSize.height))")
        }
        let head = "width \(n(width)) (\(new.sizeClass.rawValue))"
        return parts.isEmpty ? head + ": identical" : head + ": " + parts.joined(separator: "; ")
    }
}
