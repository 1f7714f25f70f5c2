import CompositionalLayout
import LayoutFiles
import LayoutRecipes

/// `recipes export NAME`: prints a recipe as a layout file, so `recipes run --file` gives its frames.
struct ExportCommand: Sendable {
    /// Widths at which the provider is compared with the exported layout, to warn when it depends on
    /// the width.
    static let probeWidths: [Double] = [320, 390, 568, 768, 1024, 1366]

    /// The command's arguments, options and help.
    static let spec = CommandSpec(
        name: "export",
        abstract: "Print a recipe as a layout file.",
        discussion: "The file holds the recipe's layout for one size class (compact: built at 390 x 844 points; "
            + "regular: at 1024 x 768), its name, summary, size class and default data. A recipe that builds "
            + "its layout in code (a section provider, a custom group whose frames are computed, a visible-items "
            + "hook, a supplementary visibility predicate) cannot be exported: the error names each part. "
            + "A recipe whose layout depends on the width is exported as built at that width, with a warning "
            + "on stderr.",
        arguments: [ArgumentSpec(name: "name", help: "The recipe to export (see 'recipes list').")],
        options: [
            .option(
                "--size-class", value: "size-class",
                help: "compact or regular: the provider to export (default: compact, or regular for a recipe "
                    + "with a regular layout only)."),
            .recipesDir,
        ],
        examples: [
            ("recipes export grid > grid.json", "The compact 'grid' as a layout file."),
            (
                "recipes run --file <(recipes export grid) --size-class compact",
                "'grid' through its layout file: the frames of 'recipes run grid --size-class compact'."
            ),
        ])

    /// The recipe to export.
    var name: String
    /// The size class asked for, if any.
    var sizeClass: SizeClass?

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        name = parsed.positionals[0]
        if let text = parsed.value("--size-class") {
            switch text {
            case "compact": sizeClass = .compact
            case "regular": sizeClass = .regular
            default: throw CommandError.invalidChoice(option: "--size-class", value: text, choices: ["compact", "regular"])
            }
        }
    }

    /// Prints the layout file; warns on stderr when the provider builds other layouts at other widths.
    func execute(_ context: CommandContext) throws -> Outcome {
        let selected = try selectRecipe(.named(name), in: context)
        let providers = context.catalog.providers(named: name)
        let cls = sizeClass ?? (providers.contains { $0.sizeClass != .regular } ? .compact : .regular)
        let recipe = try selected.provider(for: cls)
        let environment = ExportCommand.environment(for: cls)
        let layout = recipe.layout(for: environment)
        // A recipe read from a layout file keeps its exact data; a built-in one writes sections x items.
        var data: [Int]? = Array(repeating: recipe.defaultItems, count: recipe.defaultSections)
        if let origin = selected.origin(of: recipe) { data = origin.data?.itemCounts }
        let text: String
        do {
            text = try LayoutFile.encode(
                layout, name: recipe.name, summary: recipe.summary, sizeClass: recipe.sizeClass, data: data)
        } catch {
            throw CommandError.notExportable(recipe: name, problems: error.problems.map(\.description))
        }
        let differing = ExportCommand.widthsWithOtherLayouts(recipe, exported: layout, environment: environment)
        guard !differing.isEmpty else { return .success(text) }
        let widths = differing.map(formatNumber).joined(separator: ", ")
        return Outcome(
            stdout: text.hasSuffix("\n") ? text : text + "\n",
            stderr: "Warning: recipe '\(name)' builds a different layout at width\(differing.count == 1 ? "" : "s") \(widths); this file holds its "
                + "layout at \(formatNumber(environment.container.contentSize.width)) points.\n")
    }

    /// The environment a recipe is exported in: 390 x 844 compact or 1024 x 768 regular.
    static func environment(for sizeClass: SizeClass) -> LayoutEnvironment {
        LayoutFile.exportEnvironment(for: SizeClassKey(sizeClass))
    }

    /// The probe widths at which `recipe` builds a layout other than `exported` (the size class being
    /// the provider's own, or by width for a provider serving both).
    static func widthsWithOtherLayouts(_ recipe: Recipe, exported: Layout, environment: LayoutEnvironment) -> [Double] {
        probeWidths.filter { width in
            let cls: SizeClass =
                switch recipe.sizeClass {
                case .compact: .compact
                case .regular: .regular
                case .any: width >= LayoutEnvironment.regularWidthThreshold ? .regular : .compact
                }
            let probe = LayoutEnvironment(
                width: width, height: environment.container.contentSize.height, sizeClass: cls)
            return recipe.layout(for: probe) != exported
        }
    }
}
