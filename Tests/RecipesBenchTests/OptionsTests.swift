import Testing

@testable import RecipesBench

/// The command line of `recipes-bench`, including hostile inputs (style G14: inputs in tables).
@Suite("recipes-bench options")
struct OptionsTests {
    @Test("the options parse")
    func parse() throws {
        let o = try BenchmarkOptions(arguments: [
            "--quick", "--filter", "grid", "--output", "/tmp/x.md", "--rounds", "9", "--json", "/tmp/x.json",
            "--svg", "/tmp/p.svg",
        ])
        #expect(o.quick && o.filter == "grid" && o.reportPath == "/tmp/x.md" && o.rounds == 9)
        #expect(o.jsonPath == "/tmp/x.json" && o.svgPath == "/tmp/p.svg")
    }

    @Test("--json - means standard output")
    func jsonToStandardOutput() throws {
        #expect(try BenchmarkOptions(arguments: ["--json", "-"]).jsonPath == "-")
    }

    @Test("defaults: the report in Reports/, JSON and plot beside it; --quick writes under .build")
    func defaults() throws {
        let full = try BenchmarkOptions(arguments: [])
        #expect(full.reportPath == "Reports/benchmarks.md")
        #expect(full.jsonPath == "Reports/benchmarks.json")
        #expect(full.svgPath == "Reports/benchmarks-scaling.svg")
        #expect(full.svgLink == "benchmarks-scaling.svg")
        #expect(full.scale == .full)
        let quick = try BenchmarkOptions(arguments: ["--quick"])
        #expect(quick.reportPath == ".build/recipes-bench/benchmarks.md")
        #expect(quick.jsonPath == ".build/recipes-bench/benchmarks.json")
        #expect(quick.scale == .quick)
        let elsewhere = try BenchmarkOptions(arguments: ["--output", "r.md", "--svg", "plots/p.svg"])
        #expect(elsewhere.jsonPath == "r.json")
        #expect(elsewhere.svgLink == "plots/p.svg")
    }

    /// A command line the parser must refuse.
    struct BadLine: Sendable, CustomStringConvertible {
        var arguments: [String]
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let bad: [BadLine] = [
        BadLine(arguments: ["--rounds", "6"], message: "at least 7"),
        BadLine(arguments: ["--rounds", "x"], message: "'x' is invalid for '--rounds'"),
        BadLine(arguments: ["--json"], message: "Missing value for '--json'"),
        BadLine(arguments: ["--json", "--quick"], message: "Missing value for '--json'"),
        BadLine(arguments: ["--filter"], message: "Missing value for '--filter'"),
        BadLine(arguments: ["--iterations", "5"], message: "Unknown option '--iterations'"),
        BadLine(arguments: ["--calls", "-1"], message: "Missing value for '--calls'"),
        BadLine(arguments: ["--calls", "x"], message: "'x' is invalid for '--calls'"),
        BadLine(arguments: ["--profile"], message: "Missing value for '--profile'"),
        BadLine(arguments: ["--cache-probe"], message: "Missing value for '--cache-probe'"),
        BadLine(arguments: ["--cache-probe", ","], message: "at least one subject id"),
    ]

    @Test("bad command lines are refused with one sentence", arguments: bad)
    func refused(line: BadLine) {
        #expect {
            try BenchmarkOptions(arguments: line.arguments)
        } throws: { error in
            "\(error)".contains(line.message)
        }
    }

    @Test("the usage names every option")
    func usage() {
        for option in [
            "--quick", "--filter", "--output", "--json", "--svg", "--rounds", "--allow-debug", "--help", "--profile",
            "--calls", "--cache-probe",
        ] {
            #expect(BenchmarkOptions.usage.contains(option))
        }
    }

    @Test("--profile calls the named subject of the selected comparisons, and fails when none has it")
    func profile() throws {
        let o = try BenchmarkOptions(arguments: ["--profile", "row-adding", "--calls", "3", "--filter", "mixed"])
        #expect(o.profile == "row-adding" && o.calls == 3 && o.filter == "mixed")
        var lines: [String] = []
        let found = ProfileRun(subject: "row-adding", calls: 3, filter: "mixed", log: { lines.append($0) })
        #expect(found.run([.incrementalResolve], scale: .tiny) == 0)
        #expect(lines.count == 1 && lines[0].contains("3 times"), "\(lines)")
        let missing = ProfileRun(subject: "no-such-subject", calls: 1, filter: "mixed", log: { _ in })
        #expect(missing.run([.incrementalResolve], scale: .tiny) == 1)
    }

    @Test("--cache-probe times each named subject cold and warm, and fails when no comparison has them all")
    func cacheProbe() throws {
        let o = try BenchmarkOptions(arguments: ["--cache-probe", "row-adding,full", "--calls", "2"])
        #expect(o.cacheProbe == ["row-adding", "full"] && o.calls == 2)
        var lines: [String] = []
        let probe = CacheProbe(
            subjects: ["row-adding", "full"], rounds: 2, filter: "mixed", log: { _ in }, report: { lines.append($0) })
        #expect(probe.run([.incrementalResolve], scale: .tiny) == 0)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("row-adding: cold (after the others) min ") == true, "\(lines)")
        #expect(
            lines.allSatisfy {
                $0.contains("warm (after itself)") && $0.contains("flushed (after a pass over 64 MiB)")
                    && $0.contains("x at the median")
            })
        var errors: [String] = []
        let missing = CacheProbe(
            subjects: ["row-adding", "no-such-subject"], rounds: 1, filter: "mixed", log: { errors.append($0) },
            report: { _ in })
        #expect(missing.run([.incrementalResolve], scale: .tiny) == 1)
        #expect(errors.last?.contains("no selected comparison has every subject") == true, "\(errors)")
    }

    @Test("a cache-probe line gives both minimums and medians, and their ratio")
    func cacheProbeLine() {
        // Cold 3, 5 and 4 µs (median 4); warm 2, 2 and 3 µs (median 2): 4 / 2 = 2; flushed 6, 7 and 5 µs
        // (median 6): 6 / 2 = 3.
        let t = CacheProbe.Timings(cold: [3000, 5000, 4000], warm: [2000, 2000, 3000], flushed: [6000, 7000, 5000])
        let line = CacheProbe.line("x", t)
        #expect(line.contains("cold (after the others) min 3.00 µs, median 4.00 µs"), "\(line)")
        #expect(line.contains("warm (after itself) min 2.00 µs, median 2.00 µs"), "\(line)")
        #expect(line.contains("flushed (after a pass over 64 MiB) min 5.00 µs, median 6.00 µs"), "\(line)")
        #expect(line.hasSuffix("flushed / warm 3.00 x, cold / warm 2.00 x at the median"), "\(line)")
    }
}
