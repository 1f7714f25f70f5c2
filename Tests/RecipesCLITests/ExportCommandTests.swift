import CompositionalLayout
import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

/// One provider of a built-in recipe: its name and size class.
struct BuiltInProvider: Sendable, CustomStringConvertible {
    var name: String
    var sizeClass: SizeClassKey
    var description: String { "\(name) (\(sizeClass.rawValue))" }

    /// Every provider of the built-in catalog.
    static let all: [BuiltInProvider] = RecipeCatalog.builtIn.recipes.map {
        BuiltInProvider(name: $0.name, sizeClass: $0.sizeClass)
    }
}

@Suite("recipes export")
struct ExportCommandTests {
    /// The built-in recipes that cannot be exported: none since layout files hold choices by width and
    /// size class, visibility rules, fractional custom frames and visible-items effects.
    static let inexpressible: Set<String> = []
    /// The built-in recipes whose export warns: `growing-columns` (a closure provider whose sections do not
    /// repeat after its four).
    static let widthDependent: Set<String> = ["growing-columns"]
    /// The built-in recipes whose closure reads the size class (`settings-list`: the list margin), so an
    /// export of one size class warns about the widths of the other.
    static let sizeClassDependent: Set<String> = ["settings-list"]

    /// `recipes` against the built-in catalog with the default file system.
    func builtIn(_ arguments: [String], in folder: URL) -> Outcome {
        recipes(arguments, environment: [:], catalog: .builtIn, in: folder)
    }

    /// A JSON document without its recipe name.
    func framesOnly(_ outcome: Outcome) throws -> NSDictionary {
        #expect(outcome.exitCode == 0, "\(outcome.stderr)")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        object["recipe"] = nil
        return object as NSDictionary
    }

    @Test(
        "every exportable built-in recipe round-trips: run --file of its export gives run NAME's frames",
        arguments: BuiltInProvider.all)
    func roundTrip(_ provider: BuiltInProvider) throws {
        let folder = try makeTemporaryFolder()
        // A provider serving both classes is exported compact and compared with the size class by width.
        let cls = provider.sizeClass == .regular ? "regular" : "compact"
        let export = builtIn(["export", provider.name, "--size-class", cls], in: folder)
        if ExportCommandTests.inexpressible.contains(provider.name) {
            #expect(export.exitCode == 1)
            #expect(export.stdout == "")
            #expect(export.stderr.hasPrefix("Error: recipe '\(provider.name)' cannot be written as a layout file: "))
            #expect(export.stderr.contains("code"))
            return
        }
        #expect(export.exitCode == 0, "\(export.stderr)")
        #expect(
            export.stderr.hasPrefix("Warning: ")
                == ExportCommandTests.widthDependent.union(ExportCommandTests.sizeClassDependent).contains(
                    provider.name)
        )
        try LayoutFileFixtures.write(export.stdout, "exported.json", in: folder)
        // Widths: 320, 768, 1024 where the provider builds the exported layout, and the export width.
        let recipe = try RecipeCatalog.builtIn.recipe(
            named: provider.name, sizeClass: cls == "regular" ? .regular : .compact)
        let environment = ExportCommand.environment(for: cls == "regular" ? .regular : .compact)
        let differing = ExportCommand.widthsWithOtherLayouts(
            recipe, exported: recipe.layout(for: environment), environment: environment,
            sections: recipe.defaultSections)
        let widths = ([320, 768, 1024].filter { !differing.contains($0) } + [environment.container.contentSize.width])
            .map(formatNumber).joined(separator: ",")
        let sizeClassOption = provider.sizeClass == .any ? "auto" : cls
        let common = ["--widths", widths, "--format", "json", "--size-class", sizeClassOption]
        let named = builtIn(["run", provider.name] + common, in: folder)
        let file = builtIn(["run", "--file", "exported.json"] + common, in: folder)
        #expect(try framesOnly(file) == framesOnly(named))
    }

    @Test("exactly the recipes whose layout is code cannot be exported, and the width-dependent ones warn")
    func exportableSet() throws {
        let folder = try makeTemporaryFolder()
        var refused: Set<String> = []
        var warned: Set<String> = []
        for name in RecipeCatalog.builtIn.names {
            let outcome = builtIn(["export", name], in: folder)
            if outcome.exitCode != 0 { refused.insert(name) }
            if outcome.exitCode == 0, !outcome.stderr.isEmpty { warned.insert(name) }
        }
        #expect(refused == ExportCommandTests.inexpressible)
        #expect(warned == ExportCommandTests.widthDependent)
    }

    @Test(
        "a section provider written in code is exported as its first sections, with a warning when they do not repeat")
    func sectionProvider() throws {
        let outcome = builtIn(["export", "growing-columns"], in: try makeTemporaryFolder())
        #expect(outcome.exitCode == 0)
        #expect(
            outcome.stderr
                == "Warning: recipe 'growing-columns' builds its sections in code; this export holds its first 4, "
                + "which repeat after that, but the recipe's section 4 differs from its section 0.\n")
        // Four sections of 3, 4, 5 and 6 columns: item widths 1/3, 1/4, 1/5, 1/6 of the group.
        for columns in 3...6 {
            #expect(outcome.stdout.contains("{\"fractionalWidth\": \(1 / Double(columns))}"), "\(columns)")
        }
    }

    @Test("export writes the compact provider by default and the regular one on request")
    func sizeClasses() {
        // Without --size-class: the whole recipe, both size classes under `sizeClasses`.
        let whole = recipes(["export", "grid"])
        #expect(whole.exitCode == 0)
        #expect(whole.stdout.contains("\"sizeClasses\": {"))
        #expect(!whole.stdout.contains("\"sizeClass\":"))
        #expect(whole.stdout.contains("{\"fractionalWidth\": 0.3333333333333333}"))
        #expect(whole.stdout.contains("{\"fractionalWidth\": 0.16666666666666666}"))
        let compact = recipes(["export", "grid", "--size-class", "compact"])
        #expect(compact.exitCode == 0)
        #expect(compact.stdout.contains("\"sizeClass\": \"compact\""))
        #expect(compact.stdout.contains("{\"fractionalWidth\": 0.3333333333333333}"))
        let regular = recipes(["export", "grid", "--size-class", "regular"])
        #expect(regular.stdout.contains("\"sizeClass\": \"regular\""))
        #expect(regular.stdout.contains("{\"fractionalWidth\": 0.16666666666666666}"))
        // A provider for both classes has no sizeClass key (the default, any).
        #expect(!recipes(["export", "tree"]).stdout.contains("sizeClass"))
    }

    @Test("a recipe without the asked size class exits 1; an unknown one gets the nearest name")
    func names() {
        #expect(
            recipes(["export", "compact-only", "--size-class", "regular"]).stderr
                == "Error: recipe 'compact-only' has no layout for the regular size class.\n")
        let unknown = recipes(["export", "tre"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.hasPrefix("Error: unknown recipe 'tre'; did you mean 'tree'?\n"))
    }
}
