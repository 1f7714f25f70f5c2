import CompositionalLayout
import LayoutRecipes

extension WorkloadFamily {
    /// Estimated sizes and badges at 100 k items beside the uniform grid, each with its straightforward
    /// baseline: the "≤ 3 × grid" targets (`TargetRow.estimated`, `.badges`).
    static var featureCost: WorkloadFamily {
        WorkloadFamily(
            number: 1, name: "Estimated sizes and badges against the grid",
            summary: "The uniform grid (the reference), the estimated list and the estimated 3-column grid (with the "
                + "sizing callback, and with the estimates alone), the `badge-banner` recipe (compact) and the "
                + "`item-badges` recipe, all at the same item count, each with a straightforward baseline where one "
                + "is written (one object per element in a single loop, checked equal to the engine's frames). "
                + "Estimated list rows: 44 + (37 x item mod 97) points; estimated grid cells: 60 + (53 x item mod 97). "
                + "The *closure-call floors* call the same sizing closure (opaque to the optimiser) once per item and "
                + "write one frame per item into a preallocated buffer: what a self-sizing solve cannot go below."
        ) { scale in
            let n =
                switch scale {
                case .full: 100_000
                case .quick: 10_000
                case .tiny: 50
                }
            let size = Format.count(n)
            func ratio(_ row: TargetRow, _ label: String, _ subject: String) -> TargetCheck {
                TargetCheck(row: row, label: label, rule: .ratioAtMost(subject: subject, reference: "grid", limit: 3))
            }
            func floor(_ label: String, _ subject: String, _ floor: String) -> TargetCheck {
                TargetCheck(
                    row: .selfSizing, label: label, rule: .ratioAtMost(subject: subject, reference: floor, limit: 1.5))
            }
            return [
                .comparison(
                    Comparison(
                        id: "feature-cost", title: "estimated and badge solve vs grid (\(size) items)",
                        summary: "Every subject at \(size) items.", reference: "grid", isKey: true,
                        targets: [
                            floor("estimated list vs its closure-call floor", "list-callback", "list-floor"),
                            floor("estimated grid vs its closure-call floor", "grid-callback", "grid-floor"),
                            floor(
                                "app-shaped self-sizing (inset list rows, 2-column inset grid) vs its closure-call floor",
                                "app-callback", "app-floor"),
                            ratio(.estimated, "estimated list, sizing callback", "list-callback"),
                            ratio(.estimated, "estimated list, estimates only", "list-estimates"),
                            ratio(.estimated, "estimated grid, sizing callback", "grid-callback"),
                            ratio(.estimated, "estimated grid, estimates only", "grid-estimates"),
                            ratio(.badges, "badge-banner [compact]", "badge-banner"),
                            ratio(.badges, "item-badges", "item-badges"),
                        ],
                        setUp: { try featureSubjects(n) })),
                .comparison(selfSizingReadBack(n)),
                .comparison(selfSizingSideways(n)),
            ]
        }
    }

    /// The subjects of the feature-cost comparison, checked.
    static func featureSubjects(_ n: Int) throws -> [Subject] {
        let size = Format.count(n)
        var subjects: [Subject] = []
        let (grid, gridSolved) = try SolveWorkloads.engine(
            id: "grid", title: "grid solve (\(size) items)", layout: BenchLayouts.uniformGrid,
            environment: BenchLayouts.gridEnvironment, data: LayoutData(sections: 1, items: n))
        subjects += [grid, try Baselines.grid(of: grid, itemCount: n, solved: gridSolved)]
        subjects += try closureFloors(n)
        let variants: [(String, String, SizingCallback?)] = [
            ("callback", "sizing callback", BenchLayouts.listHeights), ("estimates", "estimates only", nil),
        ]
        // The engine gets its callback as an app passing a closure does: not out of an Optional or an array,
        // which would hand it a closure wrapped in two reabstraction thunks that the floor does not call.
        func data(_ sizing: SizingCallback?, _ callback: @escaping SizingCallback) -> LayoutData {
            sizing == nil ? LayoutData(sections: 1, items: n) : LayoutData(sections: 1, items: n, sizing: callback)
        }
        for (key, words, sizing) in variants {
            let title = "estimated list solve (\(size) items, \(words))"
            let (engine, solved) = try SolveWorkloads.engine(
                id: "list-\(key)", title: title, layout: BenchLayouts.estimatedList, environment: BenchLayouts.phone,
                data: data(sizing, BenchLayouts.listHeights))
            subjects.append(engine)
            subjects.append(
                try Baselines.estimatedList(
                    of: engine, itemCount: n, sizing: sizing, solved: solved,
                    title: "straightforward estimated list prepare (\(size) items, \(words))"))
        }
        for (key, words, listSizing) in variants {
            let sizing = listSizing == nil ? nil : BenchLayouts.gridHeights
            let title = "estimated grid solve (\(size) items, \(words))"
            let (engine, solved) = try SolveWorkloads.engine(
                id: "grid-\(key)", title: title, layout: BenchLayouts.estimatedGrid, environment: BenchLayouts.phone,
                data: data(sizing, BenchLayouts.gridHeights))
            subjects.append(engine)
            subjects.append(
                try Baselines.estimatedGrid(
                    of: engine, itemCount: n, sizing: sizing, solved: solved,
                    title: "straightforward estimated grid prepare (\(size) items, \(words))"))
        }
        subjects += try appSelfSizingSubjects(n)
        subjects.append(try badgedListSubject(n))
        subjects.append(try wrappedListSubject(n))
        subjects.append(try cardsSubject(n))
        subjects.append(try appSmallSubject())
        let banner = Recipe.badgeBannerCompact
        let bannerEnvironment = SolveWorkloads.environment(for: banner)
        let (badges, badgesSolved) = try SolveWorkloads.engine(
            id: "badge-banner", title: "badge-banner [compact] solve (\(size) items)",
            layout: banner.layout(for: bannerEnvironment), environment: bannerEnvironment,
            data: SolveWorkloads.data(for: banner, total: n))
        subjects += [badges, try Baselines.badges(of: badges, itemCount: n, solved: badgesSolved)]
        let itemBadges = Recipe.itemBadges
        let itemEnvironment = SolveWorkloads.environment(for: itemBadges)
        subjects.append(
            try SolveWorkloads.engine(
                id: "item-badges", title: "item-badges solve (\(size) items)",
                layout: itemBadges.layout(for: itemEnvironment), environment: itemEnvironment,
                data: SolveWorkloads.data(for: itemBadges, total: n)
            ).0)
        return subjects
    }

    /// The app-shaped self-sizing layout (`BenchLayouts.appSelfSizing`) and its closure-call floor.
    ///
    /// 20 sections of n / 20 items: a shape the estimated list and grid rows do not have, so the fast paths are
    /// timed on it too. Checked by hand arithmetic: the first list row is inset 20 a side and 4 from the top.
    static func appSelfSizingSubjects(_ n: Int) throws -> [Subject] {
        let size = Format.count(n)
        let data = LayoutData(itemCounts: Array(repeating: n / 20, count: 20), sizing: BenchLayouts.appHeights)
        let (engine, solved) = try SolveWorkloads.engine(
            id: "app-callback", title: "app-shaped self-sizing solve (\(size) items, sizing callback)",
            layout: BenchLayouts.appSelfSizing, environment: BenchLayouts.phone, data: data)
        // 390 - 20 - 20 = 350 wide, 60 + (29 x 0 mod 83) = 60 tall; the second cell of the first grid row starts
        // at 12 + (390 - 24 - 4) / 2 + 4 + 6 = 203.
        let first = solved.frame(ofCellAt: IndexPath(section: 0, item: 0))
        let gridSecond = solved.frame(ofCellAt: IndexPath(section: 1, item: 1))
        guard first == Rect(x: 20, y: 4, width: 350, height: 60), gridSecond?.x == 203 else {
            throw Disagreement(
                description: "app-shaped self-sizing: first row \(String(describing: first)), "
                    + "second grid cell \(String(describing: gridSecond))")
        }
        let floor = try closureFloor(
            n, key: "app", words: "app heights", sizing: BenchLayouts.appHeights,
            expected: { BenchLayouts.appHeight(section: 0, item: $0) })
        return [engine, floor]
    }

    /// The app-shaped layout at an app's size: 20 sections of 10 items, where the work each solve does once
    /// per section description (planning, checking, allocating) weighs as much as the items.
    ///
    /// No target. Checked by hand arithmetic, as the large one: the first row is inset 20 a side and 4 from
    /// the top, 390 - 20 - 20 = 350 wide and 60 tall.
    static func appSmallSubject() throws -> Subject {
        try checkedSubject(
            id: "app-small-callback", title: "app-shaped self-sizing solve (200 items in 20 sections, sizing callback)",
            layout: BenchLayouts.appSelfSizing,
            data: LayoutData(itemCounts: Array(repeating: 10, count: 20), sizing: BenchLayouts.appHeights)
        ) { solved in
            let first = solved.frame(ofCellAt: IndexPath(section: 0, item: 0))
            return first == Rect(x: 20, y: 4, width: 350, height: 60)
                ? nil : "app-shaped, 200 items: first row \(String(describing: first))"
        }
    }

    /// The estimated list with a badge on every row (`BenchLayouts.badgedList`), with the list's sizing callback.
    ///
    /// No target: a row beside the list's to show what a badge costs. Checked by hand arithmetic: the first
    /// row's item is 390 - 2 x 16 - 2 x 12 = 334 wide from x = 28, so its badge starts at 28 + 334 - 4 - 20 =
    /// 338, and 16 + 4 = 20 down.
    static func badgedListSubject(_ n: Int) throws -> Subject {
        try checkedSubject(
            id: "badged-list-callback",
            title: "estimated list, a badge per row, solve (\(Format.count(n)) items, sizing callback)",
            layout: BenchLayouts.badgedList, data: LayoutData(sections: 1, items: n, sizing: BenchLayouts.listHeights)
        ) { solved in
            let badge = solved.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: 0)).first?.frame
            return badge == Rect(x: 338, y: 20, width: 20, height: 20)
                ? nil : "badged list: the first badge is at \(String(describing: badge))"
        }
    }

    /// The estimated list with each row's group wrapped in a vertical estimated group (`BenchLayouts.wrappedList`),
    /// with the list's sizing callback.
    ///
    /// No target: a row beside the list's to show what the wrapper costs. Checked by hand arithmetic: the first
    /// row's item is 390 - 2 x 16 - 2 x 12 = 334 wide from x = 28 and 16 + 4 = 20 down, 44 + (37 x 0 mod 97) =
    /// 44 tall; the second starts 20 + 44 + 4 + 8 + 4 = 80 down.
    static func wrappedListSubject(_ n: Int) throws -> Subject {
        try checkedSubject(
            id: "wrapped-list-callback",
            title: "estimated list, rows in a wrapper group, solve (\(Format.count(n)) items, sizing callback)",
            layout: BenchLayouts.wrappedList, data: LayoutData(sections: 1, items: n, sizing: BenchLayouts.listHeights)
        ) { solved in
            let first = solved.frame(ofCellAt: IndexPath(section: 0, item: 0))
            let second = solved.frame(ofCellAt: IndexPath(section: 0, item: 1))
            return first == Rect(x: 28, y: 20, width: 334, height: 44) && second?.y == 80
                ? nil : "wrapped list: first row \(String(describing: first)), second \(String(describing: second))"
        }
    }

    /// Self-sizing cards (`BenchLayouts.cards`), a title over two cells, with the list's sizing callback.
    ///
    /// No target: a row to show what the general evaluator costs, since the shortcuts do not take the shape.
    /// Checked by hand arithmetic: the first card's title is 44 + (37 x 0 mod 97) = 44 tall at 16 + 4 = 20
    /// down; its second cell starts at x = 16 + 358 / 2 + 4 = 199 (358 = 390 - 2 x 16) and y = 20 + 44 = 64 (a
    /// cell's insets on its estimated axis are dropped, spec I2), 358 / 2 - 8 = 171 wide.
    static func cardsSubject(_ n: Int) throws -> Subject {
        try checkedSubject(
            id: "cards-callback",
            title: "estimated cards, a title over two cells, solve (\(Format.count(n)) items, sizing callback)",
            layout: BenchLayouts.cards, data: LayoutData(sections: 1, items: n, sizing: BenchLayouts.listHeights)
        ) { solved in
            let title = solved.frame(ofCellAt: IndexPath(section: 0, item: 0))
            let cell = solved.frame(ofCellAt: IndexPath(section: 0, item: 2))
            let expected =
                title == Rect(x: 16, y: 20, width: 358, height: 44) && cell?.x == 199 && cell?.y == 64
                && cell?.width == 171
            return expected ? nil : "cards: title \(String(describing: title)), second cell \(String(describing: cell))"
        }
    }

    /// An engine subject on the phone, checked by `check` (the hand arithmetic of the subject's doc comment),
    /// which returns what it found when a frame is not the expected one, and nil when all are.
    static func checkedSubject(
        id: String, title: String, layout: Layout, data: LayoutData, check: (SolvedLayout) -> String?
    ) throws -> Subject {
        let (engine, solved) = try SolveWorkloads.engine(
            id: id, title: title, layout: layout, environment: BenchLayouts.phone, data: data)
        if let found = check(solved) { throw Disagreement(description: found) }
        return engine
    }

    /// The closure-call floors of the estimated list and grid: their sizing closures called once per item, one
    /// frame written per item; checked to answer the heights the engine's rows use.
    static func closureFloors(_ n: Int) throws -> [Subject] {
        // Each closure is handed straight to the floor, never through an array or a generic function, which
        // would wrap it in reabstraction thunks that the engine's call does not go through.
        [
            try closureFloor(
                n, key: "list", words: "list heights", sizing: BenchLayouts.listHeights,
                expected: BenchLayouts.listHeight),
            try closureFloor(
                n, key: "grid", words: "grid heights", sizing: BenchLayouts.gridHeights,
                expected: BenchLayouts.gridHeight),
        ]
    }

    /// One closure-call floor of `n` items with `sizing`, checked to answer `expected(item)` tall rows.
    static func closureFloor(
        _ n: Int, key: String, words: String, sizing: @escaping SizingCallback, expected: (Int) -> Double
    ) throws -> Subject {
        let floor = ClosureCallFloor(buffer: FrameBuffer(frames: n), sizing: sizing, width: 100)
        floor.run()
        for item in [0, n / 2, n - 1] where floor.buffer.base[4 * item + 3] != expected(item) {
            throw Disagreement(
                description: "closure-call floor (\(words)): item \(item) is \(floor.buffer.base[4 * item + 3]) "
                    + "tall, expected \(expected(item))")
        }
        return Subject(
            id: "\(key)-floor", title: "closure-call floor (\(Format.count(n)) items, \(words))", role: .closureFloor,
            elements: n, run: floor.run)
    }
}
