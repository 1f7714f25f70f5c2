extension ReportWriter {
    /// The list's closure-call floor over the grid (medians, per element), from the first pass.
    static func floorToGrid(_ run: RunResult) -> Double? {
        for case .comparison(let c) in run.firstPass {
            if let floor = c.subject("list-floor"), let grid = c.subject("grid") { return c.ratio(floor, grid) }
        }
        return nil
    }

    /// What the facade's figures stand against, from the first pass: the engine's answer plus one object per
    /// element made through the public API (an app converting the answer itself), and the engine's own
    /// scroll step; then where the rest of the time goes.
    static func facadeFloors(_ run: RunResult) -> [String] {
        var floors: [String] = []
        for case .comparison(let c) in run.firstPass {
            for (engine, objects, facade) in [
                ("engine-all", "objects-all", "facade-all"), ("engine-window", "objects-window", "facade-window"),
            ] {
                guard let e = c.subject(engine), let o = c.subject(objects), let f = c.subject(facade) else { continue }
                floors.append(
                    "\(e.title): the engine's answer plus one object per element through the public API is "
                        + "\(Format.ratio(c.ratio(o, e))) ×, the facade \(Format.ratio(c.ratio(f, e))) ×")
            }
        }
        for case .latency(let l) in run.firstPass where l.id.hasPrefix("engine-scroll-step") {
            floors.append("\(l.title): median \(Format.time(l.individual.median))")
        }
        guard !floors.isEmpty else { return [] }
        return [
            "Floors measured in the same rounds: " + floors.joined(separator: "; ") + ". Where the facade's time "
                + "goes: [facade-profile.md](facade-profile.md), written by `Scripts/profile-facade` (callgrind's "
                + "instructions per element or query by function, and perf's top symbols).",
            "",
        ]
    }

    /// The target tables, one per `TargetTable` (titled by what they measure): one row per target (the worst
    /// figure and the verdict), then every figure.
    static func targetTables(_ context: ReportContext, run: RunResult) -> [String] {
        var lines: [String] = []
        for table in TargetTable.allCases {
            lines.append(table.heading)
            lines.append("")
            lines.append("| Target | Figures | Pass 1 (worst) | Pass 2 (worst) | Previous run (worst) | Verdict |")
            lines.append("|---|--:|---|---|---|---|")
            for row in TargetRow.allCases where row.table == table {
                let figures = context.figures.filter { $0.check.row == row }
                guard !figures.isEmpty else {
                    lines.append("| \(row.text) | 0 | not run | | | not measured |")
                    continue
                }
                lines.append(
                    "| \(row.text) | \(figures.count) | \(worst(figures, \.pass1)) | \(worst(figures, \.pass2)) | "
                        + "\(worstPrevious(figures)) | \(Verdict.combined(figures.map(\.verdict)).markdown) |")
            }
            lines.append("")
            if table == .perElement, let floor = floorToGrid(run) {
                lines.append(
                    "With a sizing callback, an estimated section cannot be cheaper than calling the callback once per "
                        + "item: the closure-call floor alone is \(Format.ratio(floor)) × the grid in this run, so the "
                        + "self-sizing rows of the first line are held to the floor (the table above), not to the "
                        + "grid.")
                lines.append("")
            }
            if table == .facade { lines += facadeFloors(run) }
            if table == .selfSizing {
                lines.append(
                    "Where a self-sizing solve's time goes, beyond the floor: [self-sizing-profile.md]"
                        + "(self-sizing-profile.md), written by `Scripts/profile-self-sizing` (callgrind's instructions "
                        + "per item by function, and perf's top symbols by time, for the list, the grid and their "
                        + "floors).")
                lines.append("")
            }
        }
        if context.figures.contains(where: { $0.check.row.table == .dataChanges && $0.pass1 != nil }) {
            lines.append(
                "The incremental results equal a full solve: checked before timing (the catalog-cycle flip: content "
                    + "size, element count, cell frames within 1e-6, `allElements()`; the mixed sections, bit for bit: "
                    + "section frames and cell ranges, `allElements()`, pinned ranges, rect queries and visible "
                    + "elements along the content), or the run would have stopped.")
            lines.append("")
        }
        lines.append("### Every target figure")
        lines.append("")
        lines.append(
            "| Target | Workload | Pass 1 | Pass 2 | Pass 2 vs 1 | Previous run | This run vs previous | Verdict |")
        lines.append("|---|---|---|---|--:|---|--:|---|")
        for f in context.figures {
            var change = "—"
            if let a = f.pass1?.value, let b = f.pass2?.value { change = Format.percent(b / a - 1) }
            var sincePrevious = "—"
            if let a = f.pass1?.value, let p = f.previous { sincePrevious = Format.percent(a / p - 1) }
            lines.append(
                "| \(f.check.row.rawValue) | \(f.check.label) | \(f.pass1?.text ?? "—") | \(f.pass2?.text ?? "—") | "
                    + "\(change) | \(f.previous.map { value($0, f) } ?? "—") | \(sincePrevious) | "
                    + "\(f.verdict.markdown) |"
            )
        }
        lines.append("")
        return lines
    }

    /// The worst figure of a pass: the largest ratio or time, the smallest speed-up or throughput.
    static func worst(_ figures: [TargetFigure], _ pass: KeyPath<TargetFigure, TargetOutcome?>) -> String {
        let measured = figures.compactMap { f in f[keyPath: pass].map { (f, $0) } }
        guard let first = measured.first else { return "—" }
        let higherIsBetter = first.0.higherIsBetter
        let pick = measured.min { a, b in higherIsBetter ? a.1.value < b.1.value : a.1.value > b.1.value }!
        return "\(pick.0.check.label): \(pick.1.text)"
    }

    /// The worst previous-run figure.
    static func worstPrevious(_ figures: [TargetFigure]) -> String {
        let measured = figures.compactMap { f in f.previous.map { (f, $0) } }
        guard let first = measured.first else { return "—" }
        let higherIsBetter = first.0.higherIsBetter
        let pick = measured.min { a, b in higherIsBetter ? a.1 < b.1 : a.1 > b.1 }!
        return "\(pick.0.check.label): \(value(pick.1, pick.0))"
    }

    /// A bare target value in the unit of its rule.
    static func value(_ v: Double, _ f: TargetFigure) -> String {
        switch f.check.rule {
        case .ratioAtMost: "\(Format.ratio(v)) ×"
        case .speedUpAtLeast: "\(Format.ratio(v)) × faster"
        case .throughputAtLeast: "\(Format.rate(v)) elements/s"
        case .durationBelow, .medianBelow, .p99Below: Format.time(v)
        }
    }
}
