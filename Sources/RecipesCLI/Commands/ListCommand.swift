import LayoutRecipes

/// `recipes list`: one row per recipe (name, size classes, default data shape, features, summary), or
/// the same as a JSON array.
struct ListCommand: Sendable {
    /// The command's options and help.
    static let spec = CommandSpec(
        name: "list",
        abstract: "List the recipes in the catalog.",
        discussion: "Size classes are those the recipe registers a layout for ('any' serves both); data is "
            + "the default shape, sections x items per section.",
        options: [
            .option("--format", value: "format", help: "table or json.", default: "table", choices: ["table", "json"]),
            .recipesDir,
        ],
        examples: [
            ("recipes list", "The catalog as a table."),
            (
                "recipes list --recipes-dir Recipes/Files",
                "The built-in recipes and the layout files of Recipes/Files."
            ),
        ])

    /// True for `--format json`.
    var json: Bool

    /// Reads and validates the command line.
    init(_ parsed: ParsedArguments) throws {
        switch parsed.value("--format") ?? "table" {
        case "table": json = false
        case "json": json = true
        case let other: throw CommandError.invalidChoice(option: "--format", value: other, choices: ["table", "json"])
        }
    }

    /// One catalog entry as listed.
    struct Row {
        var name: String
        var sizeClasses: [String]
        var sections: Int
        var items: Int
        var features: [String]
        var summary: String
        var source: String
    }

    /// The rows of a catalog, in its order.
    static func rows(_ catalog: RecipeCatalog) -> [Row] {
        catalog.names.map { name in
            let providers = catalog.providers(named: name)
            let first = providers[0]
            let features = providers.reduce(into: Set<RecipeFeature>()) { $0.formUnion($1.features) }.sorted()
            return Row(
                name: name, sizeClasses: providers.map(\.sizeClass.rawValue), sections: first.defaultSections,
                items: first.defaultItems, features: features.map(\.rawValue), summary: first.summary,
                source: first.source)
        }
    }

    /// The listing.
    func execute(_ context: CommandContext) throws -> Outcome {
        let rows = ListCommand.rows(context.catalog)
        return .success(json ? ListCommand.renderJSON(rows) : ListCommand.renderTable(rows))
    }

    /// An aligned table with a header row.
    static func renderTable(_ rows: [Row]) -> String {
        let header = ["NAME", "SIZE CLASSES", "DATA", "FEATURES", "SUMMARY"]
        let cells = rows.map { row in
            [
                row.name, row.sizeClasses.joined(separator: ","), "\(row.sections) x \(row.items)",
                row.features.isEmpty ? "-" : row.features.joined(separator: ","), row.summary,
            ]
        }
        let widths = (0..<4).map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ values: [String]) -> String {
            (0..<4).map { padRight(values[$0], widths[$0]) }.joined(separator: "  ") + "  " + values[4]
        }
        return ([line(header)] + cells.map(line)).joined(separator: "\n") + "\n"
    }

    /// A JSON array of objects with keys name, sizeClasses, sections, items, features, summary, source.
    static func renderJSON(_ rows: [Row]) -> String {
        let s = JSONWriter.string
        let objects = rows.map { row in
            "  {\"name\": \(s(row.name)), \"sizeClasses\": [\(row.sizeClasses.map(s).joined(separator: ", "))], "
                + "\"sections\": \(row.sections), \"items\": \(row.items), "
                + "\"features\": [\(row.features.map(s).joined(separator: ", "))], "
                + "\"summary\": \(s(row.summary)), \"source\": \(s(row.source))}"
        }
        return rows.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
