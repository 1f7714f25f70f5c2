import LayoutFiles

/// `recipes validate PATH...`: checks layout files and prints every problem with its JSON path.
struct ValidateCommand: Sendable {
    /// The command's arguments and help.
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check layout files and print every problem with its JSON path.",
        discussion: "Prints one line per problem, 'FILE: PATH: MESSAGE' (such as 'cards.json: "
            + "sections[0].group.subitems[2].size.width: fraction must be > 0'), or 'FILE: valid'. Exits with 1 "
            + "when any file has a problem. Files are plain JSON in the format of 'recipes export'; unknown keys "
            + "are errors; files may be at most 4 MiB. Checks need no width: a layout that only fails at some "
            + "widths (insets wider than the container) is found by 'recipes run --file'.",
        arguments: [ArgumentSpec(name: "path", help: "The layout files to check.", isRepeating: true)],
        examples: [
            ("recipes validate Recipes/Files/*.json", "Check the shipped example files."),
            ("recipes validate <(recipes export grid)", "Check what 'recipes export' writes."),
        ])

    /// The files to check, as given.
    var paths: [String]

    /// Reads the command line.
    init(_ parsed: ParsedArguments) throws {
        paths = parsed.positionals
    }

    /// One line per problem or valid file; exit 1 when any file has a problem.
    func execute(_ context: CommandContext) throws -> Outcome {
        var out = ""
        var invalid = 0
        for path in paths {
            do {
                _ = try LayoutFileOrigin.load(path, fileSystem: context.fileSystem)
                out += "\(path): valid\n"
            } catch CommandError.invalidLayoutFile(_, let problems) {
                invalid += 1
                for problem in problems { out += "\(path): \(problem)\n" }
            }
        }
        guard invalid > 0 else { return .success(out) }
        return RecipesCLI.failure(
            .invalidLayoutFiles(invalid: invalid, total: paths.count), spec: ValidateCommand.spec, stdout: out)
    }
}
