import CompositionalLayout
import LayoutFiles
import LayoutRecipes

/// `recipes export NAME|--file PATH`: prints a recipe as a layout file (so `recipes run --file` gives its
/// frames) or as UIKit Swift code (so an app gets the same frames).
struct ExportCommand: Sendable {
    /// The command's arguments, options and help.
    static let spec = CommandSpec(
        name: "export",
        abstract: "Print a recipe as a layout file or as UIKit Swift code.",
        discussion: "--format json (the default) writes the whole recipe as a layout file: its layout per size "
            + "class ('sizeClasses') when its compact and regular layouts differ, its width choices ('widths'), "
            + "visibility rules, fractional custom frames and visible-items effects, with its name, summary and "
            + "default data, so 'recipes run --file' gives its frames at every width; --size-class writes one "
            + "class only (compact: built at 390 x 844 points; regular: at 1024 x 768). "
            + "--format swift writes one self-contained Swift file defining '@MainActor func makeLayout() -> "
            + "UICollectionViewCompositionalLayout' in UIKit's API (iOS 16); without --size-class it covers every "
            + "size class the recipe registers, switching on the trait collection's horizontal size class. It "
            + "compiles against UIKit and, on Linux, against the CompositionalLayoutUIKit library. A section "
            + "provider written as a closure is exported as the sections it builds for the recipe's data. A "
            + "recipe that builds its layout in code a file cannot hold (a custom group whose frames are computed "
            + "in a closure, a visible-items closure, a supplementary visibility closure) cannot be exported: the "
            + "error names each part. A recipe whose closure depends on the width is exported as built at one "
            + "width, with a warning on stderr.",
        arguments: [
            ArgumentSpec(
                name: "name", help: "The recipe to export (see 'recipes list'); or give --file.", isRequired: false)
        ],
        options: [
            .option(
                "--file", value: "path",
                help: "A layout file to export instead of a named recipe ('-': standard input)."
            ),
            .option(
                "--format", value: "format", help: "json (a layout file) or swift (UIKit code).", default: "json",
                choices: Format.allCases.map(\.rawValue)),
            .option(
                "--size-class", value: "size-class",
                help: "compact or regular: the one provider to export (default: every size class the recipe "
                    + "registers).",
                choices: ["compact", "regular"]),
            .option(
                "--function-name", value: "name",
                help: "The name of the Swift function (--format swift), so that several exports live in one module.",
                default: "makeLayout"),
            .recipesDir,
        ],
        examples: [
            ("recipes export grid > grid.json", "The whole 'grid' (compact and regular) as a layout file."),
            ("recipes export grid --format swift > GridLayout.swift", "'grid' as UIKit code, compact and regular."),
        ])

    /// What `--format` selects.
    enum Format: String, CaseIterable, Sendable {
        /// A layout file.
        case json
        /// UIKit Swift code.
        case swift
    }

    /// The recipe or layout file to export.
    var source: RecipeSource
    /// The output format.
    var format: Format
    /// The size class asked for, if any.
    var sizeClass: SizeClass?
    /// The Swift function's name.
    var functionName: String

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        let name = parsed.positionals.first
        let file = parsed.value("--file")
        if let name, file != nil { throw CommandError.conflictingArguments(name, "--file") }
        if let file, file.isEmpty { throw CommandError.missingValue(option: "--file", valueName: "path") }
        guard let source = name.map(RecipeSource.named) ?? file.map(RecipeSource.file) else {
            throw CommandError.missingArgument(name: "<name> or --file <path>")
        }
        self.source = source
        format = .json
        if let text = parsed.value("--format") {
            guard let value = Format(rawValue: text) else {
                throw CommandError.invalidChoice(
                    option: "--format", value: text, choices: Format.allCases.map(\.rawValue))
            }
            format = value
        }
        if let text = parsed.value("--size-class") {
            switch text {
            case "compact": sizeClass = .compact
            case "regular": sizeClass = .regular
            default:
                throw CommandError.invalidChoice(option: "--size-class", value: text, choices: ["compact", "regular"])
            }
        }
        functionName = parsed.value("--function-name") ?? "makeLayout"
        if parsed.value("--function-name") != nil, format != .swift {
            throw CommandError.optionNeedsFormat(option: "--function-name", format: "swift")
        }
        guard ExportCommand.isIdentifier(functionName) else {
            throw CommandError.invalidIdentifier(option: "--function-name", value: functionName)
        }
    }

    /// True for a plain Swift identifier: an ASCII letter or `_`, then letters, digits or `_`, at most
    /// `CLILimits.maximumFunctionNameLength` characters, not a keyword.
    static func isIdentifier(_ text: String) -> Bool {
        func isLetter(_ c: Unicode.Scalar) -> Bool { c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = text.unicodeScalars.first, isLetter(first),
            text.unicodeScalars.count <= CLILimits.maximumFunctionNameLength
        else {
            return false
        }
        let keywords: Set = [
            "func", "let", "var", "return", "class", "struct", "enum", "if", "else", "switch", "case", "_",
        ]
        return !keywords.contains(text) && text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// The size classes to export: the one asked for; else every class the recipe registers (one for a
    /// recipe serving both, compact).
    func sizeClasses(_ providers: [Recipe]) -> [SizeClass] {
        if let sizeClass { return [sizeClass] }
        if !providers.contains(where: { $0.sizeClass == .any }) {
            return providers.map { $0.sizeClass == .regular ? .regular : .compact }
        }
        return [providers.contains { $0.sizeClass != .regular } ? .compact : .regular]
    }

    /// One size class's provider as exported: the recipe, the environment it is built in and its layout there.
    struct Export {
        /// The provider exported.
        var recipe: Recipe
        /// The export environment of its size class (`environment(for:)`).
        var environment: LayoutEnvironment
        /// The layout the provider builds in `environment`.
        var layout: Layout
    }

    /// Prints the export; warns on stderr when a provider builds other layouts at other widths.
    func execute(_ context: CommandContext) throws -> Outcome {
        let selected = try selectRecipe(source, in: context)
        var exports: [Export] = []
        for cls in sizeClasses(selected.catalog.providers(named: selected.name)) {
            let recipe = try selected.provider(for: cls)
            // A layout that is code (a UIKit function): nothing to export, said before it is built.
            if let refusal = recipe.exportRefusal {
                switch format {
                case .json: throw CommandError.notExportable(recipe: selected.name, problems: [refusal])
                case .swift: throw CommandError.notExportableAsSwift(recipe: selected.name, problems: [refusal])
                }
            }
            let environment = ExportCommand.environment(for: cls)
            exports.append(Export(recipe: recipe, environment: environment, layout: recipe.layout(for: environment)))
        }
        let sections = exports[0].recipe.defaultSections
        let text: String
        switch format {
        case .json: text = try layoutFileText(selected, first: exports[0])
        case .swift: text = try swiftText(selected, exports: exports, sections: sections)
        }
        let warnings = widthWarnings(selected, exports: exports, sections: sections)
        return Outcome(
            stdout: text.hasSuffix("\n") ? text : text + "\n",
            stderr: warnings.isEmpty ? "" : warnings.joined(separator: "\n") + "\n")
    }

    /// What the export writes for one provider: its layouts as data (choices by width, the sections a closure
    /// provider builds); without --size-class, the whole recipe for a provider serving both classes (per
    /// class when its closure reads the size class).
    func written(
        _ recipe: Recipe, _ environment: LayoutEnvironment, selected: SelectedRecipe, sections: Int
    ) -> EnvironmentChoice<Layout> {
        if sizeClass == nil, recipe.sizeClass == .any {
            let providers = selected.catalog.providers(named: selected.name)
            return LayoutFile.document(ofRecipe: providers, data: Array(repeating: 0, count: sections)).layouts
        }
        return LayoutFile.layouts(of: recipe, sizeClass: environment.traits.horizontalSizeClass, sections: sections)
    }

    /// The layout file `--format json` prints: the whole recipe, or with --size-class the one provider `first`.
    ///
    /// Throws `notExportable` naming every part a layout file cannot hold.
    func layoutFileText(_ selected: SelectedRecipe, first: Export) throws -> String {
        let recipe = first.recipe
        // A recipe read from a layout file keeps its exact data; a built-in one writes sections x items.
        var data: [Int]? = Array(repeating: recipe.defaultItems, count: recipe.defaultSections)
        if let origin = selected.origin(of: recipe) { data = origin.data?.itemCounts }
        var document: LayoutDocument
        if sizeClass == nil {
            // The whole recipe: every size class it registers, each provider's layouts as data.
            document = LayoutFile.document(ofRecipe: selected.catalog.providers(named: selected.name), data: data)
        } else {
            document = LayoutDocument(
                name: recipe.name, summary: recipe.summary, sizeClass: recipe.sizeClass,
                layouts: LayoutFile.layouts(
                    of: recipe, sizeClass: first.environment.traits.horizontalSizeClass, sections: data?.count ?? 1),
                data: data)
        }
        document.name = recipe.name
        // A layout file's measured sizes travel with it.
        document.sizes = selected.origin(of: recipe)?.sizes
        do {
            return try LayoutFile.encode(document)
        } catch {
            throw CommandError.notExportable(recipe: selected.name, problems: error.problems.map(\.description))
        }
    }

    /// The Swift file `--format swift` prints: one variant per exported provider.
    ///
    /// Throws `notExportableAsSwift` naming every part UIKit code cannot hold.
    func swiftText(_ selected: SelectedRecipe, exports: [Export], sections: Int) throws -> String {
        let variants = exports.map {
            UIKitSourceWriter.Variant(
                sizeClass: $0.recipe.sizeClass,
                layouts: written($0.recipe, $0.environment, selected: selected, sections: sections))
        }
        do {
            return try UIKitSourceWriter.source(
                name: selected.name, summary: exports[0].recipe.summary, variants: variants,
                functionName: functionName, command: commandLine)
        } catch {
            throw CommandError.notExportableAsSwift(recipe: selected.name, problems: error.problems.map(\.description))
        }
    }

    /// The command that reproduces this export, for the generated file's header comment.
    var commandLine: String {
        var words = ["recipes", "export"]
        switch source {
        case .named(let name): words.append(name)
        case .file(let path): words += ["--file", path]
        }
        words += ["--format", "swift"]
        if let sizeClass { words += ["--size-class", sizeClass.rawValue] }
        if functionName != "makeLayout" { words += ["--function-name", functionName] }
        return words.joined(separator: " ")
    }

    /// The environment a recipe is exported in: 390 x 844 compact or 1024 x 768 regular.
    static func environment(for sizeClass: SizeClass) -> LayoutEnvironment {
        LayoutFile.exportEnvironment(for: SizeClassKey(sizeClass))
    }
}
