import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

/// The widths every recipe test checks (compact 320, regular 768 and 1024; container height 844).
let recipeTestWidths: [Double] = [320, 768, 1024]

/// Solves the built-in recipe `name` for a W x 844 container at scale 0, with the provider of the
/// width's size class (compact below 600) and the recipe's default data unless `data` is given.
func solveBuiltIn(_ name: String, width: Double, data: LayoutData? = nil) throws -> SolvedLayout {
    let environment = container(width)
    let recipe = try RecipeCatalog.builtIn.recipe(named: name, sizeClass: environment.traits.horizontalSizeClass)
    return try recipe.solve(in: environment, data: data)
}

/// The frame of cell `item` of `section`.
func cell(_ solved: SolvedLayout, _ item: Int, section: Int = 0) -> Rect? {
    solved.frame(ofCellAt: IndexPath(section: section, item: item))
}

/// Every element of `kind` at rest, in output order.
func elements(_ solved: SolvedLayout, kind: String) -> [ElementAttributes] {
    solved.allElements().filter { $0.elementKind == kind }
}

/// Records an issue unless the cells `first...` of `section` have the `expected` frames, in order.
func expectCells(
    _ solved: SolvedLayout, section: Int = 0, from first: Int = 0, _ expected: [Rect], _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (offset, frame) in expected.enumerated() {
        expectFrame(
            cell(solved, first + offset, section: section), equals: frame,
            "\(comment) cell \(section).\(first + offset)",
            sourceLocation: sourceLocation)
    }
}
