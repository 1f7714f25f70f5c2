import CompositionalLayout

/// The straightforward baselines as timed subjects, each checked against the engine's output first.
enum Baselines {
    /// The uniform grid (`BenchLayouts.uniformGrid` at 1024 points) as a subject beside `engine`.
    static func grid(of engine: Subject, itemCount: Int, solved: SolvedLayout) throws -> Subject {
        let layout = StraightforwardGrid(
            width: BenchLayouts.gridEnvironment.container.contentSize.width, columns: 3, sectionInset: 2.5,
            itemInset: 2.5)
        layout.prepare(itemCount: itemCount)
        try checkBaseline(layout.cache, matches: solved, context: "straightforward grid")
        return subject(of: engine, "straightforward grid prepare (\(Format.count(itemCount)) items)") {
            layout.prepare(itemCount: itemCount)
            blackHole(layout.cache)
        }
    }

    /// The estimated list (`BenchLayouts.estimatedList` at 390 points), with or without `sizing`.
    static func estimatedList(
        of engine: Subject, itemCount: Int, sizing: SizingCallback?, solved: SolvedLayout, title: String
    ) throws -> Subject {
        let layout = StraightforwardEstimatedList(width: BenchLayouts.phone.container.contentSize.width)
        layout.prepare(itemCount: itemCount, sizing: sizing)
        try checkBaseline(layout.cache, matches: solved, context: title)
        return subject(of: engine, title) {
            layout.prepare(itemCount: itemCount, sizing: sizing)
            blackHole(layout.cache)
        }
    }

    /// The estimated grid (`BenchLayouts.estimatedGrid` at 390 points), with or without `sizing`.
    static func estimatedGrid(
        of engine: Subject, itemCount: Int, sizing: SizingCallback?, solved: SolvedLayout, title: String
    ) throws -> Subject {
        let layout = StraightforwardEstimatedGrid(width: BenchLayouts.phone.container.contentSize.width)
        layout.prepare(itemCount: itemCount, sizing: sizing)
        try checkBaseline(layout.cache, matches: solved, context: title)
        return subject(of: engine, title) {
            layout.prepare(itemCount: itemCount, sizing: sizing)
            blackHole(layout.cache)
        }
    }

    /// The `badge-banner` recipe (compact, 390 points): cells and banners, every element checked.
    static func badges(of engine: Subject, itemCount: Int, solved: SolvedLayout) throws -> Subject {
        let layout = StraightforwardBadges(width: BenchLayouts.phone.container.contentSize.width)
        layout.prepare(itemCount: itemCount)
        try checkBaseline(
            layout.cache, matches: solved, elements: itemCount <= 200_000, context: "straightforward badges")
        return subject(of: engine, "straightforward badge-banner prepare (\(Format.count(itemCount)) items)") {
            layout.prepare(itemCount: itemCount)
            blackHole(layout.cache)
        }
    }

    /// A straightforward subject beside `engine`, with the engine's element count.
    static func subject(of engine: Subject, _ title: String, run: @escaping () -> Void) -> Subject {
        Subject(
            id: engine.id + "-straightforward", title: title, role: .straightforward, elements: engine.elements,
            baselineOf: engine.id, run: run)
    }
}
