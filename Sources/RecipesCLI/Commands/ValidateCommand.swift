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
        arguments: [ArgumentSpec(name: "path", help: "The layout files to check.", isRepeating: true)],
        options: LayoutOptions.specs(defaultWidths: defaultWidths) + [
            .flag("--strict", help: "Exit with 1 when there is any warning.")
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

    /// Reads the command line.
    init(_ parsed: ParsedArguments) throws {
        paths = parsed.positionals
        layout = try LayoutOptions(parsed, defaultWidths: ValidateCommand.defaultWidths)
        strict = parsed.flag("--strict")
    }

    /// One line per problem, warning or valid file; exit 1 when any file has a problem (or, with
    /// `--strict`, a warning).
    func execute(_ context: CommandContext) throws -> Outcome {
        var out = ""
        var invalid = 0
        var warned = 0
        for path in paths {
            let (problems, warnings) = check(path, context: context)
            for problem in problems { out += "\(path): \(problem)\n" }
            for warning in warnings { out += "\(path): warning: \(warning)\n" }
            if problems.isEmpty && warnings.isEmpty { out += "\(path): valid\n" }
            if !problems.isEmpty { invalid += 1 }
            if !warnings.isEmpty { warned += 1 }
        }
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
    func check(_ path: String, context: CommandContext) -> (problems: [String], warnings: [String]) {
        let selected: SelectedRecipe
        do {
            selected = try selectRecipe(.file(path), in: context)
        } catch CommandError.invalidLayoutFile(_, let problems) {
            return (problems, [])
        } catch {
            return (["\(error)"], [])
        }
        var problems: [String] = []
        var collector = LayoutFileCheck.Collector()
        for width in layout.widths.values {
            do {
                collector.add(try RecipeRun.check(selected, width: width, options: layout), width: width)
            } catch CommandError.invalidLayoutFile(_, let fileProblems) {
                return (fileProblems, [])  // The same at every width (its data is over a limit).
            } catch CommandError.solveFailed(_, let width, let reason) {
                problems.append("at width \(formatNumber(width)): \(reason)")
            } catch {
                problems.append("at width \(formatNumber(width)): \(error)")
            }
        }
        return (problems, collector.lines)
    }
}
