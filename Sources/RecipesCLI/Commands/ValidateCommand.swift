import CompositionalLayout
import LayoutFiles
import LayoutRecipes

/// `recipes validate PATH...`: checks layout files, solves them at a few widths, and prints every problem
/// and every overflow warning with its JSON path.
struct ValidateCommand: Sendable {
    /// The widths a file is solved at by default.
    static let defaultWidths = "320,768,1024"

    /// The command's arguments and help.
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check layout files and print every problem with its JSON path.",
        discussion: "Prints one line per problem, 'FILE: PATH: MESSAGE' (such as 'cards.json: "
            + "sections[0].group.subitems[2].size.width: fraction must be > 0'), one line per warning, 'FILE: "
            + "warning: PATH: MESSAGE (at WIDTHS)', or 'FILE: valid'. A file is decoded, then solved at each of "
            + "--widths (with the size class of that width, and its 'data'): a width it cannot be solved at is a "
            + "problem, as 'recipes run --file' would fail there. Warnings name legal geometry that overflows, so "
            + "cells overlap or leave their group (an item taller than its group, repeating copies longer than "
            + "it). Exits with 1 when any file has a problem, or a warning with --strict. Files are plain JSON in "
            + "the format of 'recipes export'; unknown keys are errors; files may be at most 4 MiB.",
        arguments: [
            ArgumentSpec(name: "path", help: "The layout files to check ('-': standard input).", isRepeating: true)
        ],
        options: LayoutOptions.specs(defaultWidths: defaultWidths) + [
            .flag("--strict", help: "Exit with 1 when there is any warning."),
            .option(
                "--format", value: "format",
                help: "text, or json: {\"files\": [{\"path\", \"valid\", \"problems\", \"warnings\"}], \"invalid\", "
                    + "\"warned\"}, each problem and warning {\"path\", \"message\", \"widths\"}.",
                default: "text", choices: ["text", "json"]),
            .quiet("Do not list the files found valid."),
        ],
        examples: [
            ("recipes validate Recipes/Files/*.json", "Check the shipped example files."),
            ("recipes validate --strict --widths 320...1366:2 cards.json", "Fail on any overflow at 524 widths."),
        ])

    /// The files to check, as given.
    var paths: [String]
    /// The widths (and height, size class, data shape, scale) each file is solved at, as `run --file` would.
    var layout: LayoutOptions
    /// True when warnings fail the check.
    var strict: Bool
    /// True for `--format json`.
    var json: Bool
    /// True when files found valid are not listed.
    var quiet: Bool

    /// Reads the command line.
    init(_ parsed: ParsedArguments) throws {
        paths = parsed.positionals
        layout = try LayoutOptions(parsed, defaultWidths: ValidateCommand.defaultWidths)
        strict = parsed.flag("--strict")
        quiet = parsed.flag("--quiet")
        switch parsed.value("--format") ?? "text" {
        case "text": json = false
        case "json": json = true
        case let other: throw CommandError.invalidChoice(option: "--format", value: other, choices: ["text", "json"])
        }
    }

    /// One problem or warning of a file: where (a JSON path, when known), what, and at which widths (none
    /// for a problem of the file itself).
    struct Finding: Sendable, Equatable {
        var path: String?
        var message: String
        var widths: [Double]

        /// A `PATH: MESSAGE` line split at its first ": " (a path has no spaces).
        init(line: String, widths: [Double] = []) {
            if let colon = line.range(of: ": "), !line[..<colon.lowerBound].contains(" ") {
                path = String(line[..<colon.lowerBound])
                message = String(line[colon.upperBound...])
            } else {
                path = nil
                message = line
            }
            self.widths = widths
        }

        /// A problem without a path at one width (the solver's sentence).
        init(message: String, width: Double) {
            path = nil
            self.message = message
            widths = [width]
        }

        /// `PATH: MESSAGE`, or `at width W: MESSAGE` for a solve failure.
        var problemText: String {
            if let path { return "\(path): \(message)" }
            return widths.isEmpty ? message : "at width \(widths.map(formatNumber).joined(separator: ", ")): \(message)"
        }

        /// `PATH: MESSAGE (at W, W)`.
        var warningText: String {
            (path.map { "\($0): " } ?? "") + message + " (at \(widths.map(formatNumber).joined(separator: ", ")))"
        }

        /// `{"path": PATH|null, "message", "widths": [W]}`.
        var json: String {
            "{\"path\": \(path.map(JSONWriter.string) ?? "null"), \"message\": \(JSONWriter.string(message)), "
                + "\"widths\": [\(widths.map(formatNumber).joined(separator: ", "))]}"
        }
    }

    /// One line per problem, warning or valid file (or the JSON report); exit 1 when any file has a
    /// problem (or, with `--strict`, a warning).
    ///
    /// JSON: `{"files": [{"path", "valid", "problems": [FINDING], "warnings": [FINDING]}], "invalid",
    /// "warned"}` with FINDING `{"path": JSON path or null, "message", "widths": [...]}`; `valid` is true
    /// when the file has no problem (warnings do not make it invalid).
    func execute(_ context: CommandContext) throws -> Outcome {
        var out = json ? "{\"files\": [" : ""
        var invalid = 0
        var warned = 0
        for (i, path) in paths.enumerated() {
            let (problems, warnings) = check(path, context: context)
            let shown = FileSystem.displayName(path)
            if json {
                out += (i == 0 ? "\n  " : ",\n  ") + "{\"path\": \(JSONWriter.string(shown)), "
                out +=
                    "\"valid\": \(problems.isEmpty), \"problems\": [\(problems.map(\.json).joined(separator: ", "))], "
                out += "\"warnings\": [\(warnings.map(\.json).joined(separator: ", "))]}"
            } else {
                for problem in problems { out += "\(shown): \(problem.problemText)\n" }
                for warning in warnings { out += "\(shown): warning: \(warning.warningText)\n" }
                if problems.isEmpty && warnings.isEmpty && !quiet { out += "\(shown): valid\n" }
            }
            if !problems.isEmpty { invalid += 1 }
            if !warnings.isEmpty { warned += 1 }
        }
        if json { out += (paths.isEmpty ? "" : "\n") + "], \"invalid\": \(invalid), \"warned\": \(warned)}\n" }
        if invalid > 0 {
            return RecipesCLI.failure(
                .invalidLayoutFiles(invalid: invalid, total: paths.count), spec: ValidateCommand.spec, stdout: out)
        }
        if strict && warned > 0 {
            return RecipesCLI.failure(
                .layoutFilesWarned(warned: warned, total: paths.count), spec: ValidateCommand.spec, stdout: out)
        }
        return .success(out)
    }

    /// The problems and warnings of one file: decoding problems, else the solve failures and overflow
    /// warnings at every width (each warning once, with the widths it was seen at).
    func check(_ path: String, context: CommandContext) -> (problems: [Finding], warnings: [Finding]) {
        let selected: SelectedRecipe
        do {
            selected = try selectRecipe(.file(path), in: context)
        } catch CommandError.invalidLayoutFile(_, let problems) {
            return (problems.map { Finding(line: $0) }, [])
        } catch {
            return ([Finding(line: "\(error)")], [])
        }
        var problems: [Finding] = []
        var collector = LayoutFileCheck.Collector()
        for width in layout.widths.values {
            do {
                collector.add(try RecipeRun.check(selected, width: width, options: layout), width: width)
            } catch CommandError.invalidLayoutFile(_, let fileProblems) {
                // The same at every width (its data is over a limit).
                return (fileProblems.map { Finding(line: $0) }, [])
            } catch CommandError.solveFailed(_, let width, let reason) {
                problems.append(Finding(message: reason, width: width))
            } catch {
                problems.append(Finding(message: "\(error)", width: width))
            }
        }
        return (problems, collector.entries.map { Finding(line: $0.text, widths: $0.widths) })
    }
}
