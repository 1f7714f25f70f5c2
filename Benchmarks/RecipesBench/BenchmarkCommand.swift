import Foundation
import RecipesCLI

/// The `recipes-bench` command: parse options, refuse a debug build, run the families, write the report,
/// the JSON and the plot.
enum BenchmarkCommand {
    /// Runs the command and returns its exit status (64 for a usage error, 1 for a failure).
    static func main(arguments: [String], families: [WorkloadFamily]) -> Int32 {
        let options: BenchmarkOptions
        do {
            options = try BenchmarkOptions(arguments: arguments)
        } catch {
            printError("Error: \(error)\n\(BenchmarkOptions.usage)")
            return 64
        }
        if options.help {
            print(BenchmarkOptions.usage)
            return 0
        }
        if MachineInfo.isDebugBuild && !options.allowDebug {
            printError(
                "Error: this is a debug build; its timings would be meaningless. Run 'swift run -c release "
                    + "recipes-bench', or pass --allow-debug to run anyway (the report will say so).")
            return 1
        }
        // Before profiles and probes too: they must see the allocator the timed run sees (a 3.2 MB array was
        // fresh mmapped pages under glibc's defaults, recycled heap memory under these thresholds).
        let allocatorFixed = Allocator.fixThresholds()
        if let id = options.profile {
            return ProfileRun(subject: id, calls: options.calls, filter: options.filter, log: { printError($0) })
                .run(families, scale: options.scale)
        }
        if let ids = options.cacheProbe {
            return CacheProbe(
                subjects: ids, rounds: max(1, options.calls), filter: options.filter, log: { printError($0) },
                report: { print($0) }
            ).run(families, scale: options.scale)
        }
        let machine = MachineInfo.current()
        printError("Machine: \(machine.line)")
        var policy = TimingPolicy.standard(options.scale)
        if let n = options.rounds { policy = policy.exactly(rounds: n) }
        let runner = BenchmarkRunner(policy: policy, filter: options.filter, log: { printError($0) })
        let previous = PreviousRun.read(options.jsonPath, scale: options.scale)
        let loadBefore = MachineInfo.loadAverage()
        var run = RunResult(families: [], secondPass: [])
        let seconds: Double
        do {
            seconds = try Clock.time { run = try runner.run(families, scale: options.scale) } / 1e9
        } catch {
            printError("Error: \(error)")
            return 1
        }
        let context = ReportContext(
            machine: machine, scale: options.scale, filter: options.filter, policy: policy, seconds: seconds,
            loadAverage: [loadBefore, MachineInfo.loadAverage()].compactMap { $0 },
            figures: TargetFigure.all(run, previous: previous?.targets ?? [:]), previous: previous,
            svgLink: options.svgLink,
            allocator: allocatorFixed ? Allocator.description(trimmed: "before each benchmark") : nil)
        do {
            try write(ReportWriter.render(run, context: context), to: options.reportPath)
            let series = ScalingPlot.series(run.firstPass)
            if !series.isEmpty { try write(ScalingPlot.render(series, caption: machine.line), to: options.svgPath) }
            let json = try JSONReport(run, context: context).encoded()
            if options.jsonPath == "-" {
                FileHandle.standardOutput.write(json + Data("\n".utf8))
            } else {
                try write(String(decoding: json, as: UTF8.self) + "\n", to: options.jsonPath)
            }
        } catch {
            printError("Error: \(error)")
            return 1
        }
        for figure in context.figures where figure.verdict != .met {
            printError("target \(figure.verdict.rawValue): \(figure.check.key): \(figure.pass1?.text ?? "—")")
        }
        printError("Machine: \(machine.line)")
        printError("wrote \(options.reportPath)")
        return 0
    }

    /// Writes `text` to `path`, creating its folder.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw WriteError(description: "cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    /// A file that could not be written, as one sentence.
    struct WriteError: Error, CustomStringConvertible {
        /// The sentence.
        var description: String
    }

    /// A line on standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
