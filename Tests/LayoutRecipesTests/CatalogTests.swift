import CompositionalLayout
import Foundation
import LayoutRecipes
import LayoutTestSupport
import Testing

@Suite("Recipe catalog")
struct CatalogTests {
    /// A small recipe for registry tests: full-width rows `rowHeight` tall.
    static func rows(_ name: String, _ sizeClass: SizeClassKey = .any, rowHeight: Double = 44) -> Recipe {
        Recipe(name: name, summary: "Rows.", source: "tests", sizeClass: sizeClass) { _ in
            Layout(
                section: Section {
                    HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight))) { Item() }
                })
        }
    }

    // MARK: The built-in list

    @Test("the built-in list has no duplicate (name, size class) and every name is kebab-case")
    func builtInIsValid() throws {
        let catalog = try RecipeCatalog(RecipeCatalog.builtInRecipes)
        #expect(catalog.recipes.count == RecipeCatalog.builtInRecipes.count)
        #expect(RecipeCatalog.builtIn.recipes.count == RecipeCatalog.builtInRecipes.count)
        for recipe in RecipeCatalog.builtInRecipes {
            #expect(RecipeCatalog.isKebabCase(recipe.name), "\(recipe.name)")
            #expect(!recipe.summary.isEmpty && !recipe.source.isEmpty, "\(recipe.name)")
            #expect(recipe.defaultSections > 0 && recipe.defaultItems > 0, "\(recipe.name)")
        }
    }

    @Test("the built-in catalog holds every required recipe, at least six from Apple's sample")
    func requiredRecipes() {
        let names = Set(RecipeCatalog.builtIn.names)
        let required = [
            "grid", "nested-groups", "tri-section", "tree", "square-family", "carousel", "badge-banner",
            "section-backgrounds", "list", "pinned-list", "leading-trailing", "orthogonal-gallery", "tiled",
            "growing-columns", "scaling-carousel",
        ]
        #expect(Set(required).isSubset(of: names))
        let apple = RecipeCatalog.builtInRecipes.filter { $0.source.hasPrefix("Apple sample") }
        #expect(Set(apple.map(\.name)).count >= 6)
        // names lists each name once, in registration order.
        #expect(RecipeCatalog.builtIn.names.count == names.count)
        #expect(RecipeCatalog.builtIn.names.prefix(2) == ["grid", "nested-groups"])
    }

    @Test("the recipes whose layout differs by size class register compact and regular; the rest both")
    func sizeClassesOfBuiltIns() {
        let twoClass: Set = [
            "grid", "badge-banner", "section-backgrounds", "app-store", "photo-library", "quilted-grid", "dashboard",
            "profile", "news-feed", "calendar-month", "waterfall", "waterfall-mixed",
        ]
        for name in RecipeCatalog.builtIn.names {
            let keys = Set(RecipeCatalog.builtIn.providers(named: name).map(\.sizeClass))
            #expect(keys == (twoClass.contains(name) ? [.compact, .regular] : [.any]), "\(name)")
        }
    }

    @Test("no built-in recipe that forbids overlap warns of an overflow at 320, 768 or 1024")
    func noWarnings() throws {
        for recipe in RecipeCatalog.builtInRecipes where !recipe.allowsOverlap {
            for width in [320.0, 768, 1024] {
                let sizeClass: SizeClass? =
                    switch recipe.sizeClass {
                    case .compact: .compact
                    case .regular: .regular
                    case .any: nil
                    }
                let environment = LayoutEnvironment(width: width, height: 844, sizeClass: sizeClass, displayScale: 3)
                let solved = try recipe.solve(in: environment)
                // A list's negative inter-section spacing is UIKit's own (spec LS4), not an overflow.
                let overflows = solved.warnings.filter { $0.path != "layout.interSectionSpacing" }
                #expect(overflows.isEmpty, "\(recipe.name) at \(width): \(solved.warnings)")
            }
        }
    }

    @Test("every recipe has a source file, a test file and a README row sharing its stem (style G3)")
    func stems() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("Recipes/README.md"), encoding: .utf8)
        for name in RecipeCatalog.builtIn.names {
            let stem = name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let source = root.appendingPathComponent("Recipes/BuiltIn/\(stem).swift").path
            let test = root.appendingPathComponent("Tests/LayoutRecipesTests/\(stem)Tests.swift").path
            #expect(FileManager.default.fileExists(atPath: source), "\(source)")
            #expect(FileManager.default.fileExists(atPath: test), "\(test)")
            #expect(readme.contains("| `\(name)` |"), "README row for \(name)")
        }
    }

    // MARK: Lookup and fallback

    @Test("lookup picks the provider of the size class")
    func lookupBySizeClass() throws {
        #expect(try RecipeCatalog.builtIn.recipe(named: "grid", sizeClass: .compact).sizeClass == .compact)
        #expect(try RecipeCatalog.builtIn.recipe(named: "grid", sizeClass: .regular).sizeClass == .regular)
        #expect(try RecipeCatalog.builtIn.recipe(named: "tree", sizeClass: .regular).sizeClass == .any)
    }

    @Test("a class with no provider of its own falls back to the provider for both")
    func fallback() throws {
        let catalog = try RecipeCatalog([
            Self.rows("rows", .compact, rowHeight: 30), Self.rows("rows", .any, rowHeight: 60),
        ])
        let compact = try catalog.recipe(named: "rows", sizeClass: .compact)
        let regular = try catalog.recipe(named: "rows", sizeClass: .regular)
        #expect(compact.sizeClass == .compact && regular.sizeClass == .any)
        // The providers differ: rows 30 tall in compact, 60 in regular.
        let data = LayoutData(sections: 1, items: 2)
        expectFrame(cell(try compact.solve(in: container(320), data: data), 1), equals: R(0, 30, 320, 30))
        expectFrame(cell(try regular.solve(in: container(800), data: data), 1), equals: R(0, 60, 800, 60))
    }

    @Test("a class with no provider and no fallback is a typed error")
    func noFallback() throws {
        let catalog = try RecipeCatalog([Self.rows("rows", .compact)])
        #expect(throws: RecipeError.noProviderForSizeClass(name: "rows", sizeClass: "regular")) {
            try catalog.recipe(named: "rows", sizeClass: .regular)
        }
    }

    // MARK: Duplicates and names

    @Test("registering the same (name, size class) twice throws; other classes of a name are fine")
    func duplicates() throws {
        var catalog = RecipeCatalog()
        try catalog.register(Self.rows("rows", .compact))
        try catalog.register(Self.rows("rows", .regular))
        try catalog.register(Self.rows("rows", .any))
        #expect(throws: RecipeError.duplicate(name: "rows", sizeClass: "compact")) {
            try catalog.register(Self.rows("rows", .compact))
        }
        #expect(throws: RecipeError.duplicate(name: "rows", sizeClass: "any")) {
            try RecipeCatalog([Self.rows("rows"), Self.rows("rows")])
        }
        #expect(throws: RecipeError.duplicate(name: "tree", sizeClass: "any")) {
            try RecipeCatalog.builtIn.registering(Self.rows("tree"))
        }
        #expect(catalog.providers(named: "rows").count == 3)
    }

    @Test(
        "names must be kebab-case",
        arguments: ["Grid", "grid_2", "-grid", "grid-", "gr--id", "", "grid 2", "gr\u{E9}d"])
    func invalidNames(name: String) {
        #expect(throws: RecipeError.invalidName(name)) { try RecipeCatalog().registering(Self.rows(name)) }
    }

    @Test("kebab-case names are accepted", arguments: ["grid", "grid-2", "a", "two-column-grid"])
    func validNames(name: String) throws {
        #expect(try RecipeCatalog().registering(Self.rows(name)).names == [name])
    }

    // MARK: Unknown names

    @Test("an unknown name throws with the nearest known names")
    func unknownName() throws {
        do {
            _ = try RecipeCatalog.builtIn.recipe(named: "tre", sizeClass: .compact)
            Issue.record("expected unknownRecipe")
        } catch let error as RecipeError {
            guard case .unknownRecipe(let name, let suggestions) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(name == "tre")
            #expect(suggestions.first == "tree")
            #expect(error.description == "unknown recipe 'tre'; did you mean 'tree'?")
        }
        #expect(throws: RecipeError.unknownRecipe(name: "zzzzzz", suggestions: [])) {
            try RecipeCatalog.builtIn.recipe(named: "zzzzzz", sizeClass: .regular)
        }
        #expect(
            RecipeError.unknownRecipe(name: "zzzzzz", suggestions: []).description
                == "unknown recipe 'zzzzzz'; 'recipes list' shows the known ones.")
        #expect(throws: RecipeError.unknownRecipe(name: "square-famly", suggestions: ["square-family"])) {
            try RecipeCatalog.builtIn.recipe(named: "square-famly", sizeClass: .regular)
        }
    }

    // MARK: Third parties

    @Test("a third party registers its own recipes into a copy of the built-in catalog")
    func thirdParty() throws {
        let mine = Self.rows("my-rows", rowHeight: 50)
        let catalog = try RecipeCatalog.builtIn.registering(mine)
        // The copy has it; the built-in catalog is a value and is unchanged.
        #expect(catalog.names.last == "my-rows")
        #expect(!RecipeCatalog.builtIn.names.contains("my-rows"))
        let solved = try catalog.recipe(named: "my-rows", sizeClass: .compact)
            .solve(in: container(320), data: LayoutData(sections: 1, items: 3))
        expectFrame(cell(solved, 2), equals: R(0, 100, 320, 50))
        // It may add a class-specific provider under a built-in name: it wins for that class only.
        let overridden = try RecipeCatalog.builtIn.registering(Self.rows("tree", .compact))
        #expect(try overridden.recipe(named: "tree", sizeClass: .compact).source == "tests")
        #expect(try overridden.recipe(named: "tree", sizeClass: .regular).source != "tests")
        // registering(contentsOf:) adds several at once.
        let more = try RecipeCatalog().registering(contentsOf: [Self.rows("a"), Self.rows("b")])
        #expect(more.names == ["a", "b"])
    }

    @Test("a recipe's default data is its sections x items")
    func defaultData() {
        for recipe in RecipeCatalog.builtInRecipes {
            #expect(
                recipe.defaultData.itemCounts == Array(repeating: recipe.defaultItems, count: recipe.defaultSections))
        }
    }
}
