import LayoutRecipes

/// Why a command failed.
///
/// Cases carry the bad values; `description` gives one plain sentence naming the value and the limit;
/// `exitCode` maps usage errors to 64 and failures to 1 (style G9).
public enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first argument names no subcommand.
    case unknownSubcommand(name: String, suggestions: [String])
    /// The first argument is a recipe name, not a subcommand.
    case recipeNameAsSubcommand(name: String)
    /// An option the command does not have.
    case unknownOption(name: String, suggestions: [String])
    /// An option that needs a value was given none.
    case missingValue(option: String, valueName: String)
    /// A flag was given a value (`--all=yes`).
    case unexpectedValue(option: String, value: String)
    /// A required argument is missing.
    case missingArgument(name: String)
    /// An argument the command does not take.
    case unexpectedArgument(String)
    /// Two arguments that exclude each other were both given.
    case conflictingArguments(String, String)
    /// No recipe has this name; `suggestions` are the nearest names.
    case unknownRecipe(name: String, suggestions: [String])
    /// The `--widths` text is empty.
    case emptyWidths
    /// The `--widths` list has an empty entry (`320,,768`).
    case emptyWidthEntry(list: String)
    /// A `--widths` entry is neither a number nor a range.
    case malformedWidth(entry: String)
    /// A width lies outside `CLILimits.widths`.
    case widthOutOfRange(entry: String)
    /// A range's step is zero or negative.
    case nonPositiveStep(entry: String)
    /// A range ends below its start.
    case reversedRange(entry: String)
    /// The widths name more than `CLILimits.maximumWidthCount` widths.
    case tooManyWidths(count: Double)
    /// An option's value is not of the expected kind (a number, a whole number).
    case invalidValue(option: String, value: String, expected: String)
    /// An option's value is outside its documented limits.
    case valueOutOfRange(option: String, value: String, allowed: String)
    /// An option's value is not one of its choices.
    case invalidChoice(option: String, value: String, choices: [String])
    /// Sections x items exceeds the limit.
    case tooManyItems(sections: Int, items: Int, limit: Int)
    /// `--format svg` with several widths needs `--output`.
    case outputRequired(widthCount: Int)
    /// `--output` was given with a format that writes no files.
    case outputNotUsed(format: String)
    /// A file or folder could not be written.
    case unwritableOutput(path: String, reason: String)
    /// The recipe has no provider for this size class.
    case noProviderForSizeClass(recipe: String, sizeClass: String)
    /// The solver refused the layout.
    case solveFailed(recipe: String, width: Double, reason: String)
    /// A sweep would solve more elements than `CLILimits.sweepElementBudget` (estimated before solving).
    case sweepTooLarge(recipes: Int, widths: Int, elementSolves: Double, limit: Double)
    /// A sweep found violations.
    case sweepFoundViolations(count: Int, failedRuns: Int, runs: Int)
    /// A layout file cannot be read or has problems; `problems` are its `path: message` lines.
    case invalidLayoutFile(path: String, problems: [String])
    /// A sizes file (`--sizes`) is not valid JSON of the documented shape.
    case invalidSizesFile(path: String, problem: String)
    /// `recipes validate --strict` found warnings in some of the files.
    case layoutFilesWarned(warned: Int, total: Int)
    /// `recipes validate` found problems in some of the files.
    case invalidLayoutFiles(invalid: Int, total: Int)
    /// A recipes folder (`--recipes-dir` or an entry of `RECIPES_PATH`) cannot be read.
    case unreadableRecipesFolder(path: String, origin: String)
    /// A layout file of a recipes folder adds a name and size class the catalog already has.
    case duplicateFileRecipe(path: String, name: String, sizeClass: String)
    /// A recipe cannot be written as a layout file; `problems` are `path: message` lines.
    case notExportable(recipe: String, problems: [String])
    /// A recipe that cannot be written as UIKit code: every problem, with its path.
    case notExportableAsSwift(recipe: String, problems: [String])
    /// An option that only means something with another `--format`.
    case optionNeedsFormat(option: String, format: String)
    /// A value that must be a Swift identifier and is not.
    case invalidIdentifier(option: String, value: String)
    /// An interactive gallery would solve more elements than `CLILimits.galleryElementSolves`.
    case galleryTooLarge(recipes: Int, solves: Int, elementSolves: Double, limit: Double)
    /// An interactive gallery page grew past `CLILimits.galleryPageBytes` while it was written.
    case galleryPageTooLarge(limit: Int)
    /// A file (or standard input) cannot be read.
    case unreadableInput(path: String, reason: String)
    /// A file given as a snapshot is not one; `problem` is `path: message`.
    case invalidSnapshotFile(path: String, problem: String)
    /// `recipes diff` was given a snapshot file and a layout file.
    case mixedDiffInputs(old: String, oldKind: String, new: String, newKind: String)
    /// `recipes diff` was given a folder and a file.
    case folderAndFile(folder: String, file: String)
    /// An option that applies only when `recipes diff` compares two layout files.
    case optionNeedsLayoutFiles(option: String)
    /// Neither folder given to `recipes diff` holds a snapshot file.
    case noSnapshotFiles(old: String, new: String)

    /// One sentence naming the bad value and the limit, always on one line: values from the command line
    /// are quoted by `quoted(_:)`, so control characters are escaped and at most
    /// `CLILimits.quotedArgumentLength` characters of a value are shown.
    public var description: String { sentence.escapingControlCharacters }

    /// The sentence before control characters are escaped.
    private var sentence: String {
        switch self {
        case .unknownSubcommand(let name, let suggestions):
            return "unknown subcommand \(quoted(name))" + didYouMean(suggestions)
        case .recipeNameAsSubcommand(let name):
            return "\(quoted(name)) is a recipe, not a subcommand; did you mean 'recipes run \(name)'?"
        case .unknownOption(let name, let suggestions):
            return "unknown option \(quoted(name))" + didYouMean(suggestions)
        case .missingValue(let option, let valueName):
            return "missing value for '\(option) <\(valueName)>'."
        case .unexpectedValue(let option, let value):
            return "the flag '\(option)' takes no value, but was given \(quoted(value))."
        case .missingArgument(let name):
            return "missing expected argument '\(name)'."
        case .unexpectedArgument(let value):
            return "unexpected argument \(quoted(value))."
        case .conflictingArguments(let a, let b):
            return "\(quoted(a)) and \(quoted(b)) cannot be used together."
        case .unknownRecipe(let name, let suggestions):
            if let first = suggestions.first { return "unknown recipe \(quoted(name)); did you mean '\(first)'?" }
            return "unknown recipe \(quoted(name)); 'recipes list' shows the known ones."
        case .emptyWidths:
            return "the widths are empty; give numbers like 320,768,1024 or ranges like 320...1366:2."
        case .emptyWidthEntry(let list):
            return "the widths \(quoted(list)) have an empty entry between commas."
        case .malformedWidth(let entry):
            return "\(quoted(entry)) is not a width; give a number like 320 or a range like 320...1366:2."
        case .widthOutOfRange(let entry):
            return
                "the width \(quoted(entry)) is outside \(formatNumber(CLILimits.widths.lowerBound))...\(formatNumber(CLILimits.widths.upperBound))."
        case .nonPositiveStep(let entry):
            return "the step of the range \(quoted(entry)) must be greater than 0."
        case .reversedRange(let entry):
            return "the range \(quoted(entry)) ends below its start."
        case .tooManyWidths(let count):
            let limit = CLILimits.maximumWidthCount
            let shown =
                count <= Double(limit + 1) ? "more than \(limit)" : count < 1e15 ? formatNumber(count) : "over 10^15"
            return "the widths name \(shown) widths; at most \(limit) are allowed."
        case .invalidValue(let option, let value, let expected):
            return "\(quoted(value)) is not a valid value for '\(option)'; expected \(expected)."
        case .valueOutOfRange(let option, let value, let allowed):
            return "\(quoted(option + " " + value)) is out of range; it must be \(allowed)."
        case .invalidChoice(let option, let value, let choices):
            // A one- or two-character value is near everything short; suggest only for longer ones.
            let near = value.count >= 3 ? nearestNames(to: value, in: choices, limit: 1) : []
            let hint = near.first.map { " (did you mean '\($0)'?)" } ?? ""
            return
                "\(quoted(value)) is not a valid value for '\(option)'; choose one of \(choices.joined(separator: ", "))\(hint)."
        case .tooManyItems(let sections, let items, let limit):
            return "\(sections) sections x \(items) items is \(sections * items) items; at most \(limit) are allowed."
        case .outputRequired(let count):
            return "--format svg with \(count) widths writes one file per width; give --output DIR."
        case .outputNotUsed(let format):
            return "--output is only used with --format svg, not --format \(format)."
        case .unwritableOutput(let path, let reason):
            return "cannot write to \(quoted(path)): \(reason)."
        case .noProviderForSizeClass(let recipe, let sizeClass):
            return "recipe \(quoted(recipe)) has no layout for the \(sizeClass) size class."
        case .solveFailed(let recipe, let width, let reason):
            return "recipe \(quoted(recipe)) cannot be solved at width \(formatNumber(width)): \(reason)"
        case .sweepTooLarge(let recipes, let widths, let work, let limit):
            let perLayout = work / Double(max(1, recipes * widths))
            return "sweeping \(recipes) recipe\(recipes == 1 ? "" : "s") x \(widths) width\(widths == 1 ? "" : "s") x "
                + "about \(formatEstimate(perLayout)) elements is about \(formatEstimate(work)) element solves; the limit "
                + "is \(formatEstimate(limit)); narrow --widths (for example 200...2000:10) or lower --items."
        case .sweepFoundViolations(let count, let failedRuns, let runs):
            return "the sweep found \(count) violation\(count == 1 ? "" : "s") in \(failedRuns) of \(runs) solves."
        case .invalidLayoutFile(let path, let problems):
            let n = problems.count
            return "the layout file \(quoted(path)) has \(n) problem\(n == 1 ? "" : "s"): \(problems.first ?? "")"
                + more(n)
        case .invalidSizesFile(let path, let problem):
            return "the sizes file \(quoted(path)) is not usable: \(problem)."
        case .layoutFilesWarned(let warned, let total):
            return
                "\(warned) of \(total) layout file\(total == 1 ? "" : "s") \(warned == 1 ? "has" : "have") warnings, "
                + "and --strict fails on warnings."
        case .invalidLayoutFiles(let invalid, let total):
            return
                "\(invalid) of \(total) layout file\(total == 1 ? "" : "s") \(invalid == 1 ? "has" : "have") problems."
        case .unreadableRecipesFolder(let path, let origin):
            return "cannot read the recipes folder \(quoted(path)) (from \(origin))."
        case .duplicateFileRecipe(let path, let name, let sizeClass):
            return
                "the layout file \(quoted(path)) adds recipe \(quoted(name)) for size class '\(sizeClass)', which the catalog already has."
        case .notExportable(let recipe, let problems):
            return "recipe \(quoted(recipe)) cannot be written as a layout file: \(problems.first ?? "")"
                + more(problems.count)
        case .notExportableAsSwift(let recipe, let problems):
            return "recipe \(quoted(recipe)) cannot be written as UIKit code: \(problems.first ?? "")"
                + more(problems.count)
        case .optionNeedsFormat(let option, let format):
            return "\(option) applies only to --format \(format)."
        case .invalidIdentifier(let option, let value):
            return "\(option) must be a Swift identifier (letters, digits and '_', not starting with a digit, "
                + "not a keyword, at most \(CLILimits.maximumFunctionNameLength) characters), not \(quoted(value))."
        case .galleryTooLarge(let recipes, let solves, let work, let limit):
            return "the gallery of \(recipes) recipe\(recipes == 1 ? "" : "s") x \(solves) solves each is about "
                + "\(formatEstimate(work)) element solves; the limit is \(formatEstimate(limit)); lower --items, give "
                + "--recipe NAME or one --height, or give --widths for the static page."
        case .galleryPageTooLarge(let limit):
            return "the gallery page would pass \(limit / (1024 * 1024)) MiB; lower --items, give --recipe NAME or one "
                + "--height, or give --widths for the static page."
        case .unreadableInput(let path, let reason):
            return "cannot read \(quoted(path)): \(reason)."
        case .invalidSnapshotFile(let path, let problem):
            return "\(quoted(path)) is not a snapshot file as 'recipes snapshot' writes: \(problem)."
        case .mixedDiffInputs(let old, let oldKind, let new, let newKind):
            return "\(quoted(old)) is \(oldKind) and \(quoted(new)) is \(newKind); compare two snapshot files or two "
                + "layout files."
        case .folderAndFile(let folder, let file):
            return "\(quoted(folder)) is a folder and \(quoted(file)) is not; compare two folders or two files."
        case .optionNeedsLayoutFiles(let option):
            return "\(option) applies only to two layout files, which are solved for the diff; snapshot files "
                + "hold their frames."
        case .noSnapshotFiles(let old, let new):
            return "neither \(quoted(old)) nor \(quoted(new)) holds a snapshot file (*.json)."
        }
    }

    /// 64 (`EX_USAGE`) for anything wrong on the command line; 1 for failures of the work itself: solves,
    /// sweep violations, and files that cannot be read, are invalid or cannot be exported.
    public var exitCode: Int32 {
        switch self {
        case .noProviderForSizeClass, .solveFailed, .sweepFoundViolations, .invalidLayoutFile, .invalidLayoutFiles,
            .invalidSizesFile,
            .layoutFilesWarned,
            .unreadableRecipesFolder, .duplicateFileRecipe, .notExportable, .notExportableAsSwift, .unreadableInput,
            .invalidSnapshotFile, .noSnapshotFiles:
            ExitCode.failure
        default: ExitCode.usage
        }
    }

    /// Lines printed on stderr before the `Error:` sentence: every problem of a layout file
    /// (`FILE: path: message`) or of an export, when there is more than the one the sentence names.
    public var details: [String] {
        switch self {
        case .invalidLayoutFile(let path, let problems) where problems.count > 1: problems.map { "\(path): \($0)" }
        case .notExportable(let recipe, let problems) where problems.count > 1: problems.map { "\(recipe): \($0)" }
        case .notExportableAsSwift(let recipe, let problems) where problems.count > 1:
            problems.map { "\(recipe): \($0)" }
        default: []
        }
    }

    /// True for errors about the command line, which print the usage line and the help hint.
    public var isUsageError: Bool { exitCode == ExitCode.usage }
}

/// " (and N more, listed above)." after a first problem, or "." when it is the only one.
private func more(_ count: Int) -> String {
    count > 1 ? " (and \(count - 1) more, listed above)." : "."
}

/// "; did you mean 'x'?" for the nearest suggestion, or "." when there is none.
private func didYouMean(_ suggestions: [String]) -> String {
    suggestions.first.map { "; did you mean '\($0)'?" } ?? "."
}
