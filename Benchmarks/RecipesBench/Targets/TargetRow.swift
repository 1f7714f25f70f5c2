/// The rows of the target tables, in report order; each belongs to the table of what it measures.
enum TargetRow: String, Sendable, Codable, CaseIterable {
    /// Estimated list and grid with a sizing callback, 100 k items: ≤ 1.5 × the closure-call floor.
    case selfSizing
    /// Estimated-size list and grid sections, 100 k items: ≤ 3 × the grid's ns/element.
    case estimated
    /// Badge-banner-like sections, 100 k items: ≤ 3 × the grid.
    case badges
    /// Pinned headers, orthogonal sections, a carousel, nested-group recipes: ≤ 2 × the grid.
    case features
    /// One item added to section 500 of 1 000 mixed sections adds a row: incremental ≥ 100 × a full solve.
    case rowAdding
    /// The catalog cycle's middle section flips between 100 and 101 items: incremental ≥ 50 × a full solve.
    case incremental
    /// The 10 M grid re-solved into the previous result's storage: ≤ 2 × the 1 M ns/element.
    case storageReuse
    /// Rect query at 1 M items, 812-point viewport: median < 1 µs.
    case rectQueryMedian
    /// ... and p99 < 5 µs.
    case rectQueryP99
    /// The uniform grid at 1 M items at ≥ 100 M elements/s.
    case gridThroughput
    /// ≥ 20 × the naive solver at 100 k items (grid) and 1 000 items (every recipe).
    case naiveSpeedUp
    /// The whole width sweep in under 1 second.
    case widthSweep
    /// A facade layout pass of the 100 k-item photo grid: ≤ 2 × the engine's solve.
    case facadePass
    /// Every attribute of it through the facade: ≤ 3 × `allElements()`.
    case facadeAllAttributes
    /// A visible-window query at 200 offsets through the facade: ≤ 2 × `elements(in:)`.
    case facadeWindow
    /// A facade scroll step of the pinned-header list: median ≤ 10 µs at 10 k, 100 k and 1 M items.
    case facadeScrollStep

    /// The table the row is reported in.
    var table: TargetTable {
        switch self {
        case .selfSizing: .selfSizing
        case .estimated, .badges, .features: .perElement
        case .rowAdding, .incremental: .dataChanges
        case .storageReuse, .rectQueryMedian, .rectQueryP99: .storageAndQueries
        case .gridThroughput, .naiveSpeedUp, .widthSweep: .throughput
        case .facadePass, .facadeAllAttributes, .facadeWindow, .facadeScrollStep: .facade
        }
    }

    /// The target in words, as the report states it.
    var text: String {
        switch self {
        case .selfSizing:
            "estimated list and grid with a sizing callback (100 k items) ≤ 1.5 × the closure-call floor's "
                + "ns/element (the same closure called once per item, one frame written per item)"
        case .estimated: "estimated-size list and grid sections (100 k items) ≤ 3 × the uniform grid's ns/element"
        case .badges: "badge-banner-like sections (100 k items, anchored badges) ≤ 3 × the grid's ns/element"
        case .features: "pinned headers, orthogonal sections, carousel, nested-group recipes ≤ 2 × the grid"
        case .rowAdding:
            "1 000 mixed sections × 100 items, one item added to section 500 adds a row and moves every later "
                + "section: incremental re-solve ≥ 100 × faster than a full solve, result identical"
        case .incremental:
            "1 000 catalog-cycle sections × 100 items, the middle section flips between 100 and 101 items: "
                + "incremental re-solve ≥ 50 × faster than a full solve, result identical"
        case .storageReuse: "10 M grid re-solved into the previous result's storage ≤ 2 × the 1 M ns/element"
        case .rectQueryMedian: "rect query at 1 M items (390 × 812 viewport): median < 1 µs"
        case .rectQueryP99: "rect query at 1 M items (390 × 812 viewport): p99 < 5 µs"
        case .gridThroughput: "uniform grid full solve at 1 M items: ≥ 100 M elements/s"
        case .naiveSpeedUp: "≥ 20 × the naive reference solver (grid at 100 k items, every recipe at 1 000)"
        case .widthSweep: "the whole width sweep (every provider × every width 320 ... 1366) in under 1 s"
        case .facadePass: "UIKit facade layout pass of the 100 k-item photo grid ≤ 2 × the engine's solve of it"
        case .facadeAllAttributes: "every attribute of it through the facade ≤ 3 × the engine's `allElements()`"
        case .facadeWindow:
            "a visible-window query at 200 offsets through the facade ≤ 2 × the engine's `elements(in:)`"
        case .facadeScrollStep:
            "a facade scroll step of the pinned-header list (new offset, layout pass, visible attributes): median "
                + "≤ 10 µs, flat from 10 k to 1 M items"
        }
    }
}

/// A target table of the report, titled by what its targets measure.
enum TargetTable: String, Sendable, Codable, CaseIterable {
    /// Self-sizing against the cost of calling the sizing closure.
    case selfSizing
    /// Solve cost per element against the uniform grid.
    case perElement
    /// Re-solving after a data change.
    case dataChanges
    /// Writing into previous storage, and rect queries.
    case storageAndQueries
    /// Throughput, the naive solver and the width sweep.
    case throughput
    /// The UIKit facade against the engine.
    case facade

    /// The table's heading.
    var heading: String {
        switch self {
        case .selfSizing: "## Targets: self-sizing against the closure-call floor"
        case .perElement: "## Targets: cost per element against the uniform grid"
        case .dataChanges: "## Targets: data changes (incremental re-solve against a full solve)"
        case .storageAndQueries: "## Targets: re-solving into previous storage, and rect queries"
        case .throughput: "## Targets: throughput, the naive reference solver and the width sweep"
        case .facade: "## Targets: the UIKit facade at the engine's speed"
        }
    }
}
