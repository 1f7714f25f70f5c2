/// The rows of the target tables: the current targets (solver v2) and the earlier ones still measured.
enum TargetRow: String, Sendable, Codable, CaseIterable {
    /// Estimated-size list and grid sections, 100 k items: ≤ 3 × the grid's ns/element.
    case estimated
    /// Badge-banner-like sections, 100 k items: ≤ 3 × the grid.
    case badges
    /// Pinned headers, orthogonal sections, a carousel, nested-group recipes: ≤ 2 × the grid.
    case features
    /// One section's item count changes in 1 000 x 100: incremental ≥ 50 × faster than a full solve.
    case incremental
    /// The 10 M grid re-solved into the previous result's storage: ≤ 2 × the 1 M ns/element.
    case storageReuse
    /// Rect query at 1 M items, 812-point viewport: median < 1 µs.
    case rectQueryMedian
    /// ... and p99 < 5 µs.
    case rectQueryP99
    /// Earlier target: the uniform grid at 1 M items at ≥ 100 M elements/s.
    case gridThroughput
    /// Earlier target: ≥ 20 × the naive solver at 100 k items (grid) and 1 000 items (every recipe).
    case naiveSpeedUp
    /// Earlier target: the whole width sweep in under 1 second.
    case widthSweep

    /// The number of the issue that set the target, which the report's table headings and the JSON cite:
    /// 13 for the current targets, 6 for the earlier ones.
    var issue: Int {
        switch self {
        case .gridThroughput, .naiveSpeedUp, .widthSweep: 6
        default: 13
        }
    }

    /// The target in words, as the report states it.
    var text: String {
        switch self {
        case .estimated: "estimated-size list and grid sections (100 k items) ≤ 3 × the uniform grid's ns/element"
        case .badges: "badge-banner-like sections (100 k items, anchored badges) ≤ 3 × the grid's ns/element"
        case .features: "pinned headers, orthogonal sections, carousel, nested-group recipes ≤ 2 × the grid"
        case .incremental:
            "1 000 sections × 100 items, one section's count changes: incremental re-solve ≥ 50 × faster "
                + "than a full solve, result identical"
        case .storageReuse: "10 M grid re-solved into the previous result's storage ≤ 2 × the 1 M ns/element"
        case .rectQueryMedian: "rect query at 1 M items (390 × 812 viewport): median < 1 µs"
        case .rectQueryP99: "rect query at 1 M items (390 × 812 viewport): p99 < 5 µs"
        case .gridThroughput: "uniform grid full solve at 1 M items: ≥ 100 M elements/s"
        case .naiveSpeedUp: "≥ 20 × the naive reference solver (grid at 100 k items, every recipe at 1 000)"
        case .widthSweep: "the whole width sweep (every provider × every width 320 ... 1366) in under 1 s"
        }
    }
}
