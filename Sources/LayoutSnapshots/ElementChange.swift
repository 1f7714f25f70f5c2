/// How one element differs between two snapshots of the same width: added, removed, or changed (moved,
/// resized, restacked, hidden or shown).
public struct ElementChange: Sendable, Equatable, CustomStringConvertible {
    /// What happened to the element.
    public enum Kind: String, Sendable, CaseIterable {
        /// Only the new snapshot has it.
        case added
        /// Only the old snapshot has it.
        case removed
        /// Both have it, and they differ.
        case changed
    }

    /// What happened.
    public var kind: Kind
    /// Which element.
    public var key: ElementKey
    /// The element in the old snapshot; nil when added.
    public var old: SnapshotElement?
    /// The element in the new snapshot; nil when removed.
    public var new: SnapshotElement?
    /// True when its origin moved by more than the tolerance on either axis.
    public var moved: Bool
    /// True when its width or height changed by more than the tolerance.
    public var resized: Bool

    /// Creates a change.
    public init(
        kind: Kind, key: ElementKey, old: SnapshotElement?, new: SnapshotElement?, moved: Bool = false,
        resized: Bool = false
    ) {
        self.kind = kind
        self.key = key
        self.old = old
        self.new = new
        self.moved = moved
        self.resized = resized
    }

    /// The comparison of one element in both snapshots: nil when nothing differs beyond `tolerance` points
    /// (positions and sizes; the z-index and the hidden flag compare exactly).
    public static func compare(
        _ old: SnapshotElement, _ new: SnapshotElement, key: ElementKey, tolerance: Double
    ) -> ElementChange? {
        let moved = abs(new.frame.x - old.frame.x) > tolerance || abs(new.frame.y - old.frame.y) > tolerance
        let resized =
            abs(new.frame.width - old.frame.width) > tolerance || abs(new.frame.height - old.frame.height) > tolerance
        // NaN never appears in a snapshot (JSON has none), but a NaN frame must not compare as unchanged.
        let unordered = !(old.frame.isFinite && new.frame.isFinite) && old.frame != new.frame
        guard moved || resized || unordered || old.zIndex != new.zIndex || old.isHidden != new.isHidden else {
            return nil
        }
        return ElementChange(
            kind: .changed, key: key, old: old, new: new, moved: moved || unordered, resized: resized || unordered)
    }

    /// One line for people: "cell 0.3: moved by (0, +20) to (10, 200); resized by (0, +10) to 100 x 110",
    /// "cell 0.31: added at (10, 1100), 100 x 100", "cell 0.31: removed (was at (10, 1100), 100 x 100)".
    public var description: String {
        let n = SnapshotJSON.number
        func place(_ e: SnapshotElement) -> String {
            "(\(n(e.frame.x)), \(n(e.frame.y))), \(n(e.frame.width)) x \(n(e.frame.height))"
                + (e.isHidden ? ", hidden" : "")
        }
        switch kind {
        case .added:
            return "\(key): added at " + (new.map(place) ?? "?")
        case .removed:
            return "\(key): removed (was at " + (old.map(place) ?? "?") + ")"
        case .changed:
            guard let old, let new else { return "\(key): changed" }
            var parts: [String] = []
            if moved {
                parts.append(
                    "moved by (\(signed(new.frame.x - old.frame.x)), \(signed(new.frame.y - old.frame.y))) "
                        + "to (\(n(new.frame.x)), \(n(new.frame.y)))")
            }
            if resized {
                parts.append(
                    "resized by (\(signed(new.frame.width - old.frame.width)), "
                        + "\(signed(new.frame.height - old.frame.height))) "
                        + "to \(n(new.frame.width)) x \(n(new.frame.height))")
            }
            if old.zIndex != new.zIndex { parts.append("z-index \(old.zIndex) -> \(new.zIndex)") }
            if old.isHidden != new.isHidden { parts.append(new.isHidden ? "hidden" : "shown") }
            return "\(key): " + parts.joined(separator: "; ")
        }
    }
}

/// A difference with its sign: "+20", "-2.5", "0".
func signed(_ value: Double) -> String {
    value > 0 ? "+" + SnapshotJSON.number(value) : SnapshotJSON.number(value == 0 ? 0 : value)
}
