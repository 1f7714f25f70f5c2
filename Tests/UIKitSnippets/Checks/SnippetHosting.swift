import CompositionalLayout
import CompositionalLayoutUIKit
import LayoutRecipes
import LayoutTestSupport
import Testing

/// The widths every seed snippet is compared with its recipe at (compact 320, regular 768 and 1024).
let snippetWidths: [Double] = [320, 768, 1024]

/// A rectangle that meets every element of any layout here (orthogonal sections run far to the right).
let everywhere = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)

/// Hosts `layout` in a `width` x `height` headless view at display scale 3 and runs a layout pass.
@MainActor
func host(_ layout: UICollectionViewLayout, width: Double, height: Double = 844, itemCounts: [Int])
    -> HeadlessCollectionView
{
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.itemCounts = itemCounts
    view.layoutIfNeeded()
    return view
}

/// Every element the hosted layout reports, in the layout's order.
@MainActor
func allAttributes(_ view: HeadlessCollectionView) -> [UICollectionViewLayoutAttributes] {
    view.collectionViewLayout.layoutAttributesForElements(in: everywhere) ?? []
}

/// The engine's frame for a facade frame.
func rect(_ frame: CGRect) -> Rect {
    Rect(x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.width), height: Double(frame.height))
}

/// The frame of cell `item` of `section` in the hosted layout.
@MainActor
func cellFrame(_ view: HeadlessCollectionView, _ item: Int, section: Int = 0) -> Rect? {
    view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section)).map {
        rect($0.frame)
    }
}

/// The built-in recipe `name` solved by the engine for a `width` x 844 container at display scale 3, with
/// the provider of the width's size class, as it stands at scroll offset 0 (pinned, hooks applied).
func recipeElements(_ name: String, width: Double) throws -> (elements: [ElementAttributes], itemCounts: [Int]) {
    let environment = LayoutEnvironment(width: width, height: 844, displayScale: 3)
    let recipe = try RecipeCatalog.builtIn.recipe(named: name, sizeClass: environment.traits.horizontalSizeClass)
    let data = recipe.defaultData
    let solved = try recipe.solve(in: environment, data: data)
    return (solved.elements(atScrollOffset: 0), data.itemCounts)
}

/// Records an issue unless the facade-hosted snippet and the engine-solved recipe give the same elements.
///
/// Same frames, zIndex and index paths, at every snippet width (display scale 3 on both sides).
/// `kinds` maps the recipe's element kinds to the snippet's; `compareHidden` is false where the recipe
/// hides elements the app would hide in its data source.
@MainActor
func expectSnippet(
    _ makeLayout: () -> UICollectionViewLayout, matchesRecipe name: String, widths: [Double] = snippetWidths,
    kinds: [String: String] = [:], compareHidden: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for width in widths {
        let (expected, itemCounts) = try recipeElements(name, width: width)
        let view = host(makeLayout(), width: width, itemCounts: itemCounts)
        #expect(
            view.layoutError == nil, "\(name) at \(width): \(String(describing: view.layoutError))",
            sourceLocation: sourceLocation)
        let actual = allAttributes(view)
        #expect(actual.count == expected.count, "\(name) at \(width): element count", sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            let label = "\(name) at \(width), \(e.category) \(e.elementKind ?? "") \(e.indexPath)"
            #expect(
                a.indexPath == IndexPath(item: e.indexPath.item, section: e.indexPath.section), "\(label)",
                sourceLocation: sourceLocation)
            #expect(
                a.representedElementKind == e.elementKind.map { kinds[$0] ?? $0 }, "\(label)",
                sourceLocation: sourceLocation)
            #expect(a.zIndex == e.zIndex, "\(label): zIndex", sourceLocation: sourceLocation)
            // Exact but for the app's own arithmetic in handlers (a few ulps; one named tolerance, G16).
            expectFrame(rect(a.frame), equals: e.frame, label, sourceLocation: sourceLocation)
            if compareHidden {
                #expect(a.isHidden == e.isHidden, "\(label): hidden", sourceLocation: sourceLocation)
            }
        }
    }
}
