/// What a timed subject is, which decides how the report names and compares it.
enum SubjectRole: String, Sendable, Codable, CaseIterable {
    /// The engine (`CompositionalLayout.solve`, a query, a re-solve).
    case engine
    /// One object per cell in a simple loop, as an app's custom layout `prepare()` would do.
    case straightforward
    /// `Sources/ReferenceSolver`: re-solves every group instance, sorts, converts to 96-byte attributes.
    case naive
    /// Work outside the engine that an app pays too (a section provider building its sections).
    case provider
    /// The UIKit facade (`CompositionalLayoutUIKit`) doing the same work through UIKit's API.
    case facade
    /// The engine's answer, then one attributes object per element through the facade's public initializer:
    /// what converting the answer to UIKit's objects costs at the least, done outside the facade.
    case objectFloor
    /// A loop calling the sizing closure once per item and writing one frame per item: what self-sizing
    /// cannot go below.
    case closureFloor
    /// `memset` of the frames' byte size into a preallocated buffer.
    case memsetCeiling
    /// A scalar loop writing four doubles per frame into a preallocated buffer.
    case scalarCeiling
    /// A new `[Rect]` of the frames' count allocated and written on every call.
    case allocateCeiling

    /// True for the three ceilings.
    var isCeiling: Bool { self == .memsetCeiling || self == .scalarCeiling || self == .allocateCeiling }
}

/// One timed subject of a comparison: a body and what one call produces.
struct Subject {
    /// A stable key, unique in its comparison, used by targets and the JSON ("grid-100k").
    var id: String
    /// "subject operation (size)" (style G19), like "grid solve (100 k items)".
    var title: String
    /// What it is.
    var role: SubjectRole
    /// Frames one call outputs (cells, supplementaries, decorations); 0 when per-element time means nothing.
    var elements: Int
    /// For a baseline: the id of the engine subject it is a baseline of (the engine's speed-up is shown).
    var baselineOf: String?
    /// The series this subject belongs to in the scaling plot, if any.
    var series: String?
    /// One call; its result goes through `blackHole`.
    var run: () throws -> Void

    /// A subject; `elements` 0 means "report per call only".
    init(
        id: String, title: String, role: SubjectRole = .engine, elements: Int, baselineOf: String? = nil,
        series: String? = nil, run: @escaping () throws -> Void
    ) {
        self.id = id
        self.title = title
        self.role = role
        self.elements = elements
        self.baselineOf = baselineOf
        self.series = series
        self.run = run
    }
}
