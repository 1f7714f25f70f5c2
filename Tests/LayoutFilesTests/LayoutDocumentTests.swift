import CompositionalLayout
import LayoutFiles
import LayoutRecipes
import LayoutTestSupport
import Testing

/// A decoded document as a catalog recipe: name, size class, data shape, features, overlap.
@Suite("Layout documents as recipes")
struct LayoutDocumentTests {
    static let row =
        #"{"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "#
        + #""subitems": [{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}]}}"#

    @Test("name, summary, size class and data become the recipe's; a missing name uses the default")
    func recipeFields() throws {
        let named = try LayoutFile.decode(
            #"{"name": "two-up", "summary": "Two per row.", "sizeClass": "regular", "sections": [{"group": \#(Self.row)}], "data": [5, 23, 2]}"#,
            sourceName: "two-up.json")
        let recipe = named.recipe(defaultName: "ignored")
        #expect(recipe.name == "two-up")
        #expect(recipe.summary == "Two per row.")
        #expect(recipe.sizeClass == .regular)
        #expect(recipe.source == "two-up.json")
        // Recipes hold a uniform shape: 3 sections of the largest count; layoutData keeps the exact one.
        #expect(recipe.defaultSections == 3)
        #expect(recipe.defaultItems == 23)
        #expect(named.layoutData?.itemCounts == [5, 23, 2])

        let anonymous = try LayoutFile.decode(
            #"{"sections": [{"group": \#(Self.row)}]}"#, sourceName: "/tmp/my-file.json")
        let fallback = anonymous.recipe(defaultName: LayoutFile.defaultName(forPath: anonymous.sourceName))
        #expect(fallback.name == "my-file")
        #expect(fallback.sizeClass == .any)
        #expect(fallback.defaultSections == 1 && fallback.defaultItems == 30)
        #expect(anonymous.layoutData == nil)
    }

    @Test("a compact and a regular file of one name register side by side and are chosen by size class")
    func sizeClassKeys() throws {
        func file(_ sizeClass: String, _ width: Double) throws -> Recipe {
            let row = Self.row.replacingOccurrences(of: "0.5", with: "\(width)")
            return try LayoutFile.decode(
                #"{"name": "adaptive", "sizeClass": "\#(sizeClass)", "sections": [{"group": \#(row)}]}"#,
                sourceName: sizeClass
            ).recipe(defaultName: "x")
        }
        let catalog = try RecipeCatalog().registering(contentsOf: [file("compact", 0.5), file("regular", 0.25)])
        // Compact: two per row of 390 -> 195 wide; regular: four per row of 1024 -> 256 wide.
        let compact = try catalog.recipe(named: "adaptive", sizeClass: .compact).solve(in: container(390))
        expectFrame(compact.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(195, 0, 195, 50))
        let regular = try catalog.recipe(named: "adaptive", sizeClass: .regular).solve(in: container(1024))
        expectFrame(regular.frame(ofCellAt: IndexPath(section: 0, item: 3)), equals: R(768, 0, 256, 50))
        // The same (name, size class) twice is refused by the catalog.
        #expect(throws: RecipeError.self) { try catalog.registering(try file("compact", 0.5)) }
    }

    @Test("features are read from the layout; overlapping custom frames allow overlap")
    func features() throws {
        let shelves = try ShippedFiles.document("shelves").recipe(defaultName: "x")
        #expect(shelves.features == [.orthogonal, .headers, .spacing])
        #expect(!shelves.allowsOverlap)

        let overlapping = try LayoutFile.decode(
            #"{"sections": [{"group": {"customGroup": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "frames": [{"x": 0, "y": 0, "width": 60, "height": 60}, {"x": 50, "y": 50, "width": 50, "height": 50, "zIndex": 1}]}}}]}"#,
            sourceName: "overlap"
        ).recipe(defaultName: "overlap")
        #expect(overlapping.features == [.customGroup])
        #expect(overlapping.allowsOverlap)
        let solved = try overlapping.solve(in: container(390), data: LayoutData(itemCounts: [2]))
        // spec G10: fixed frames in the group's coordinates.
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 1)), equals: R(50, 50, 50, 50))
        #expect(solved.attributes(ofCellAt: IndexPath(section: 0, item: 1))?.zIndex == 1)
    }
}
