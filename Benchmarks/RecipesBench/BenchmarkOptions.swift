/// The command line of `recipes-bench`.
struct BenchmarkOptions: Equatable {
    /// Small sizes, seconds in all.
    var quick = false
    /// Only workloads whose title contains this (case-insensitive).
    var filter: String?
    /// Where the report goes.
    var output = "Reports/benchmarks.md"
    /// Exactly this many timed iterations per measurement.
    var iterations: Int?
    /// Run even in a debug build (the report then says so at the top).
    var allowDebug = false
    /// Print the usage and stop.
    var help = false

    /// The usage text.
    static let usage = """
        OVERVIEW: Measures the layout solver and writes a Markdown report.

        USAGE: recipes-bench [--quick] [--filter <substring>] [--output <path>] [--iterations <n>] [--allow-debug]

        OPTIONS:
          --quick                 Small sizes; finishes in seconds.
          --filter <substring>    Only workloads whose title contains the substring (case-insensitive).
          --output <path>         Where to write the report (default: Reports/benchmarks.md).
          --iterations <n>        Exactly n timed iterations per measurement (n >= 1).
          --allow-debug           Run in a debug build anyway; the report says the numbers are meaningless.
          -h, --help              Show help information.
        """

    /// A bad command line, as one sentence.
    struct UsageError: Error, CustomStringConvertible {
        /// The sentence.
        var description: String
    }

    /// Parses `arguments` (without the program name).
    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ option: String) throws -> String {
            guard let v = rest.popFirst(), !v.hasPrefix("--") else { throw UsageError(description: "Missing value for '\(option)'.") }
            return v
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--filter": filter = try value(argument)
            case "--output": output = try value(argument)
            case "--iterations":
                let text = try value(argument)
                guard let n = Int(text), n >= 1 else {
                    throw UsageError(description: "The value '\(text)' is invalid for '--iterations'; give a whole number of at least 1.")
                }
                iterations = n
            case "--allow-debug": allowDebug = true
            case "-h", "--help": help = true
            default: throw UsageError(description: "Unknown option '\(argument)'.")
            }
        }
    }
}
