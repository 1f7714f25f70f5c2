/// How two snapshots of a layout differ, width by width: the diff `recipes diff` prints and
/// `assertLayoutSnapshot` fails with.
public struct SnapshotDiff: Sendable, Equatable {
    /// The points by which positions and sizes may differ and still count as equal.
    public var tolerance: Double
    /// One entry per width, in the old snapshot's order, then widths only the new one has.
    public var runs: [RunDiff]

    /// Compares `old` and `new`, matching their runs by width; `tolerance` in points (0: exact).
    public init(old: LayoutSnapshot, new: LayoutSnapshot, tolerance: Double = 0) {
        self.tolerance = tolerance
        var runs: [RunDiff] = []
        // The new runs of each width, first to last, so that repeated widths pair up in order.
        var unmatched: [Double: [Int]] = [:]
        for (j, run) in new.runs.enumerated().reversed() { unmatched[run.width, default: []].append(j) }
        var matched = Set<Int>()
        for run in old.runs {
            if let j = unmatched[run.width]?.popLast() {
                matched.insert(j)
                runs.append(RunDiff(old: run, new: new.runs[j], tolerance: tolerance))
            } else {
                runs.append(RunDiff(onlyOld: run, onlyNew: nil))
            }
        }
        for (j, run) in new.runs.enumerated() where !matched.contains(j) {
            runs.append(RunDiff(onlyOld: nil, onlyNew: run))
        }
        self.runs = runs
    }

    /// True when every width is in both and nothing differs beyond the tolerance.
    public var isIdentical: Bool { runs.allSatisfy(\.isIdentical) }

    /// The element changes over all widths.
    public var changeCount: Int { runs.reduce(0) { $0 + $1.changes.count } }

    /// The diff as lines for people; nothing when identical.
    ///
    /// Per differing width its summary, then one indented line per change (at most `limit` per width, then
    /// "... and N more changes").
    public func lines(limit: Int? = nil) -> [String] {
        var out: [String] = []
        for run in runs where !run.isIdentical {
            out.append(run.summary)
            let shown = limit.map { Array(run.changes.prefix($0)) } ?? run.changes
            out += shown.map { "  " + $0.description }
            let rest = run.changes.count - shown.count
            if rest > 0 { out.append("  ... and \(rest) more change\(rest == 1 ? "" : "s")") }
        }
        return out
    }
}
