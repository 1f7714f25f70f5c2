/// The command line of `recipes-bench`.
struct BenchmarkOptions: Equatable {
    /// Small sizes, seconds in all.
    var quick = false
    /// Only benchmarks whose title contains this (case-insensitive).
    var filter: String?
    /// Where the Markdown report goes, when given.
    var output: String?
    /// Where the JSON goes when given; "-" for standard output.
    var json: String?
    /// Where the scaling plot goes, when given.
    var svg: String?
    /// Exactly this many interleaved rounds per comparison.
    var rounds: Int?
    /// Run even in a debug build (the report then says so at the top).
    var allowDebug = false
    /// Print the usage and stop.
    var help = false
    /// Profile mode: call the subject with this id `calls` times, untimed, for a profiler.
    var profile: String?
    /// How many calls `--profile` makes, or rounds `--cache-probe` runs.
    var calls = 100
    /// Cache-probe mode: time these subjects' calls cold, warm and flushed (`CacheProbe`).
    var cacheProbe: [String]?

    /// The fewest rounds `--rounds` accepts, and the default: every comparison runs at least 7 rounds.
    static let minimumRounds = 7

    /// The usage text.
    static let usage = """
        OVERVIEW: Measures the layout solver against baselines and ceilings, interleaved, and writes a report.

        USAGE: recipes-bench [--quick] [--filter <substring>] [--output <path>] [--json <path>] [--svg <path>]
                             [--rounds <n>] [--allow-debug]
               recipes-bench --profile <subject-id> [--calls <n>] [--quick] [--filter <substring>]
               recipes-bench --cache-probe <subject-id,...> [--calls <n>] [--quick] [--filter <substring>]

        OPTIONS:
          --quick                 Small sizes (up to 10^5 items); about 20 seconds in a release build. Writes to
                                  .build/recipes-bench/ unless a path is given.
          --filter <substring>    Only benchmarks whose title contains the substring (case-insensitive).
          --output <path>         The Markdown report (default: Reports/benchmarks.md).
          --json <path>           The results as JSON (default: benchmarks.json beside the report); '-' prints the
                                  JSON on standard output. The file's previous content, when it holds a run of the
                                  same sizes, gives the report's "previous run" column.
          --svg <path>            The scaling plot (default: benchmarks-scaling.svg beside the report).
          --rounds <n>            Exactly n interleaved rounds per comparison and latency probe (n >= 7).
          --allow-debug           Run in a debug build anyway; the report says the numbers are meaningless.
          --profile <subject-id>  Time nothing and write no report: set up the benchmarks the filter selects (their
                                  checks included) and call the subject with this id (e.g. 'row-adding',
                                  'list-callback') n times in `ProfileRun.profileCalls`, for a profiler:
                                  valgrind --tool=callgrind --toggle-collect='*profileCalls*' recipes-bench ...
          --cache-probe <ids>     Time nothing else and write no report: in the first selected comparison that has
                                  every subject named (comma-separated ids), run n rounds; each round runs, per
                                  subject, the comparison's other subjects, then times a call of it (cold), the
                                  call after (warm), and a call after a pass over 64 MiB (flushed), and prints min
                                  and median of each.
          --calls <n>             How many calls --profile makes, or rounds --cache-probe runs (default 100).
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
            guard let v = rest.popFirst(), v == "-" || !v.hasPrefix("-") else {
                throw UsageError(description: "Missing value for '\(option)'.")
            }
            return v
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--filter": filter = try value(argument)
            case "--output": output = try value(argument)
            case "--json": json = try value(argument)
            case "--svg": svg = try value(argument)
            case "--rounds":
                let text = try value(argument)
                guard let n = Int(text), n >= Self.minimumRounds else {
                    throw UsageError(
                        description: "The value '\(text)' is invalid for '--rounds'; give a whole number of at least "
                            + "\(Self.minimumRounds).")
                }
                rounds = n
            case "--allow-debug": allowDebug = true
            case "--profile": profile = try value(argument)
            case "--cache-probe":
                let ids = try value(argument).split(separator: ",").map(String.init)
                guard !ids.isEmpty else {
                    throw UsageError(description: "Give '--cache-probe' at least one subject id.")
                }
                cacheProbe = ids
            case "--calls":
                let text = try value(argument)
                guard let n = Int(text), n >= 0 else {
                    throw UsageError(
                        description: "The value '\(text)' is invalid for '--calls'; give a whole number of at least 0.")
                }
                calls = n
            case "-h", "--help": help = true
            default: throw UsageError(description: "Unknown option '\(argument)'.")
            }
        }
    }

    /// The sizes the options select.
    var scale: WorkloadScale { quick ? .quick : .full }

    /// The Markdown report's path.
    var reportPath: String { output ?? (quick ? ".build/recipes-bench/benchmarks.md" : "Reports/benchmarks.md") }

    /// The JSON's path ("-" for standard output).
    var jsonPath: String { json ?? sibling(suffix: ".json") }

    /// The scaling plot's path.
    var svgPath: String { svg ?? sibling(suffix: "-scaling.svg") }

    /// The report's path with its `.md` extension replaced by `suffix`.
    func sibling(suffix: String) -> String {
        let path = reportPath
        let stem = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
        return stem + suffix
    }

    /// How the report links the plot: by file name when both are in one folder, by its path otherwise.
    var svgLink: String {
        func folder(_ p: String) -> Substring { p.lastIndex(of: "/").map { p[..<$0] } ?? "" }
        guard folder(svgPath) == folder(reportPath) else { return svgPath }
        return String(svgPath.split(separator: "/").last ?? Substring(svgPath))
    }
}
