import Foundation

/// The `recipes-bench` command: parse options, refuse a debug build, run the families, write the report.
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
                "Error: this is a debug build; its timings would be meaningless. Run 'swift run -c release recipes-bench', "
                    + "or pass --allow-debug to run anyway (the report will say so).")
            return 1
        }
        let machine = MachineInfo.current()
        var harness = Harness.standard(quick: options.quick)
        if let n = options.iterations { harness = harness.exactly(n) }
        let runner = BenchmarkRunner(
            harness: harness, exactIterations: options.iterations, filter: options.filter, log: { printError($0) })
        let clock = ContinuousClock()
        let start = clock.now
        let results: [FamilyResult]
        do {
            results = try runner.run(families, scale: options.quick ? .quick : .full)
        } catch {
            printError("Error: \(error)")
            return 1
        }
        let seconds = Harness.nanoseconds(clock.now - start) / 1e9
        let report = ReportWriter.render(results, machine: machine, options: options, harness: harness, seconds: seconds)
        do {
            let url = URL(fileURLWithPath: options.output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try report.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            printError("Error: cannot write '\(options.output)': \(error.localizedDescription)")
            return 1
        }
        print("wrote \(options.output)")
        return 0
    }

    /// A line on standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
