import CompositionalLayout
import LayoutFiles
import LayoutRecipes
import LayoutTestSupport
import Testing

/// Every built-in recipe, exported whole (both size classes, its choices and data forms), decoded and
/// solved, gives the recipe's own frames: at phone, large-phone and tablet widths, with the size class
/// chosen by width as `recipes run` does, and with each size class forced.
@Suite("Catalog round trip")
struct CatalogRoundTripTests {
    /// Phone widths (320, 375, 414) and tablet widths in portrait and landscape.
    static let widths: [Double] = [320, 375, 414, 768, 834, 1024, 1366]
    /// nil: by width (compact below 600 points); else that size class at every width.
    static let sizeClasses: [SizeClass?] = [nil, .compact, .regular]
    /// The elements of `layout` at rest (visible-items effects applied), or the solver's refusal.
    static func elements(_ layout: Layout, _ environment: LayoutEnvironment, _ data: LayoutData) throws
        -> (elements: [ElementAttributes], content: Size)
    {
        let solved = try CompositionalLayout.solve(layout, in: environment, data: data)
        return (solved.elements(atScrollOffset: 0), solved.contentSize)
    }

    /// A message naming the first difference between two element lists, or nil when they match within
    /// `frameTolerance`.
    static func firstDifference(_ a: [ElementAttributes], _ b: [ElementAttributes]) -> String? {
        guard a.count == b.count else { return "\(a.count) elements in the recipe, \(b.count) from the file" }
        for (x, y) in zip(a, b) {
            guard x.category == y.category, x.elementKind == y.elementKind, x.indexPath == y.indexPath,
                x.zIndex == y.zIndex, x.isHidden == y.isHidden, abs(x.alpha - y.alpha) <= frameTolerance,
                framesMatch(x.frame, y.frame)
            else { return "recipe \(x), file \(y)" }
        }
        return nil
    }

    @Test("every built-in recipe exports whole, and its file gives its frames", arguments: RecipeCatalog.builtIn.names)
    func roundTrip(name: String) throws {
        let catalog = RecipeCatalog.builtIn
        let document = LayoutFile.document(ofRecipe: catalog.providers(named: name))
        let text = try LayoutFile.encode(document)
        let decoded = try LayoutFile.decode(text, sourceName: name)
        #expect(decoded.layouts == document.layouts, "\(name): the decoded choice equals the exported one")
        #expect(try LayoutFile.encode(decoded) == text, "\(name): writing the decoded file again is canonical")
        let data = try #require(decoded.layoutData)
        var differences: [String] = []
        for width in Self.widths {
            for sizeClass in Self.sizeClasses {
                let environment = LayoutEnvironment(width: width, height: 844, sizeClass: sizeClass)
                let recipe = try catalog.recipe(named: name, sizeClass: environment.traits.horizontalSizeClass)
                #expect(decoded.data == Array(repeating: recipe.defaultItems, count: recipe.defaultSections))
                let direct = try Self.elements(recipe.layout(for: environment), environment, data)
                let file = try Self.elements(decoded.layout(for: environment), environment, data)
                let label = "\(name) at \(width) (\(sizeClass.map(\.rawValue) ?? "by width"))"
                if let difference = Self.firstDifference(direct.elements, file.elements) {
                    differences.append("\(label): \(difference)")
                } else if !framesMatch(
                    Rect(origin: .zero, size: direct.content), Rect(origin: .zero, size: file.content))
                {
                    differences.append("\(label): content size \(direct.content) vs \(file.content)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(3).joined(separator: "\n"))")
    }

    @Test("the round trip covers the whole catalog: at least 23 recipes")
    func catalogSize() {
        #expect(RecipeCatalog.builtIn.names.count >= 23)
    }
}
