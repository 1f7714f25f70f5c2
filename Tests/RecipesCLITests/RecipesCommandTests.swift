import CompositionalLayout
import LayoutRecipes
import RecipesCLI
import RecipesCommand
import Testing

/// Rows of full-width cells `height` tall, registered as `name` for `sizeClass`.
private func rows(_ name: String, height: Double, sizeClass: SizeClassKey = .any) -> Recipe {
    Recipe(name: name, summary: "Rows \(Int(height)) tall.", source: "test", defaultItems: 2, sizeClass: sizeClass) {
        _ in
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(height))) { Item() }
            })
    }
}

/// The names column of `recipes list`'s table (the first word of each line after the header).
private func listedNames(_ outcome: Outcome) -> [String] {
    outcome.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
}

@Suite("RecipesCommand: the command over a catalog the caller builds")
struct RecipesCommandTests {
    @Test("a recipe registered on the built-in catalog is listed beside the built-in ones and runs")
    func registeredOnBuiltIn() {
        let catalog = { try RecipeCatalog.builtIn.registering(rows("team-rows", height: 50)) }
        let list = RecipesCommand.run(arguments: ["list"], catalog: try catalog())
        #expect(list.exitCode == 0)
        let names = listedNames(list)
        #expect(names.contains("grid"))
        #expect(names.last == "team-rows")
        let run = RecipesCommand.run(arguments: ["run", "team-rows", "--widths", "320"], catalog: try catalog())
        // Two rows 50 tall: content 2 x 50.
        #expect(run.stdout.hasPrefix("team-rows at width 320, height 844, compact, content size 320 x 100\n"))
    }

    @Test("on an empty catalog only the registered recipes exist")
    func emptyCatalog() {
        let outcome = RecipesCommand.run(
            arguments: ["list"], catalog: try RecipeCatalog([rows("team-rows", height: 50)]))
        #expect(listedNames(outcome) == ["team-rows"])
        let unknown = RecipesCommand.run(
            arguments: ["run", "grid"], catalog: try RecipeCatalog([rows("team-rows", height: 50)]))
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.hasPrefix("Error: unknown recipe 'grid'; "))
    }

    @Test("a name the built-in catalog already has for that size class is refused in one sentence, exit 1")
    func duplicateName() {
        let outcome = RecipesCommand.run(
            arguments: ["list"], catalog: try .builtIn.registering(rows("grid", height: 50, sizeClass: .compact)))
        #expect(
            outcome
                == Outcome(
                    stderr: "Error: recipe 'grid' is already registered for size class 'compact'.\n", exitCode: 1))
    }

    @Test("the same name for another size class is no clash; twice for one class is")
    func sameNameOtherClass() {
        let pair = RecipesCommand.run(
            arguments: ["list"],
            catalog: try RecipeCatalog([
                rows("team-rows", height: 50, sizeClass: .compact), rows("team-rows", height: 100, sizeClass: .regular),
            ]))
        #expect(listedNames(pair) == ["team-rows"])
        let twice = RecipesCommand.run(
            arguments: ["list"],
            catalog: try RecipeCatalog([rows("team-rows", height: 50), rows("team-rows", height: 9)]))
        #expect(twice.stderr == "Error: recipe 'team-rows' is already registered for size class 'any'.\n")
        #expect(twice.exitCode == 1)
    }

    @Test(
        "a name that is not kebab-case is refused in one sentence, exit 1", arguments: ["Team_Rows", "team--rows", ""])
    func badName(name: String) {
        let outcome = RecipesCommand.run(arguments: ["list"], catalog: try RecipeCatalog([rows(name, height: 50)]))
        #expect(
            outcome
                == Outcome(
                    stderr: "Error: '\(name)' is not a kebab-case recipe name (lowercase letters, digits and single "
                        + "hyphens).\n", exitCode: 1))
    }

    @Test("a class without its own provider falls back to the one for both; without that it is refused")
    func sizeClassFallback() {
        let catalog = {
            try RecipeCatalog([
                rows("team-rows", height: 50), rows("team-rows", height: 100, sizeClass: .regular),
                rows("team-compact", height: 40, sizeClass: .compact),
            ])
        }
        // 320 is compact: no compact provider, so the one for both (rows 50 tall, 2 items: 100).
        let compact = RecipesCommand.run(arguments: ["run", "team-rows", "--widths", "320"], catalog: try catalog())
        #expect(compact.stdout.hasPrefix("team-rows at width 320, height 844, compact, content size 320 x 100\n"))
        // 768 is regular (>= 600): its own provider, rows 100 tall: 200.
        let regular = RecipesCommand.run(arguments: ["run", "team-rows", "--widths", "768"], catalog: try catalog())
        #expect(regular.stdout.hasPrefix("team-rows at width 768, height 844, regular, content size 768 x 200\n"))
        let missing = RecipesCommand.run(arguments: ["run", "team-compact", "--widths", "768"], catalog: try catalog())
        #expect(missing.stderr == "Error: recipe 'team-compact' has no layout for the regular size class.\n")
        #expect(missing.exitCode == 1)
    }
}
