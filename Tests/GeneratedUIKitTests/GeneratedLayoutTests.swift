import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import LayoutFiles
import LayoutRecipes
import LayoutTestSupport
import Testing

/// The checked-in `recipes export --format swift` files, compiled against `CompositionalLayoutUIKit`, hosted
/// in `HeadlessCollectionView` and compared with the recipes they came from, solved by the engine.
@Suite("Generated UIKit code")
@MainActor
struct GeneratedLayoutTests {
    /// The widths every generated layout is checked at.
    static let widths: [Double] = [320, 768, 1024]

    /// The generated folder, next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "GeneratedUIKit")

    @Test("the registry lists one function per generated file")
    func registryIsComplete() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "GeneratedLayouts.swift" }
        #expect(generatedLayouts.count == files.count)
        // Every provider of the built-in recipes (44) but adaptive-grid's and photo-library's two (no UIKit
        // API for an adaptive count) and chat-transcript's (none for short content at the end): 40; and the
        // nine exportable recipes with two size classes as one file each: 40 + 9.
        #expect(generatedLayouts.count == 49)
    }

    @Test("each generated layout gives the recipe's frames at 320, 768 and 1024 (display scale 3 on both sides)")
    func framesEqualTheRecipe() throws {
        var compared = 0
        for generated in generatedLayouts {
            for width in Self.widths {
                compared += try compare(generated, width: width) ? 1 : 0
            }
        }
        // 49 layouts x 3 widths: every recipe's export holds its layouts at every width.
        #expect(compared == 49 * 3)
    }

    /// Compares one generated layout with its recipe at `width`; false when the recipe builds another layout
    /// at that width than the one exported (a width-dependent provider, exported at 390 or 1024 points).
    func compare(_ generated: GeneratedLayout, width: Double) throws -> Bool {
        let fixed: SizeClass? =
            switch generated.sizeClass {
            case .compact: .compact
            case .regular: .regular
            case .any, nil: nil
            }
        let environment = LayoutEnvironment(width: width, height: 844, sizeClass: fixed, displayScale: 3)
        let sizeClass = environment.traits.horizontalSizeClass
        let recipe = try RecipeCatalog.builtIn.recipe(named: generated.recipe, sizeClass: sizeClass)
        // What the export holds: the whole recipe (both size classes), or one provider's layouts; a closure
        // as built at its export environment (a section provider as its sections for the recipe's data).
        let sections = recipe.defaultSections
        let written =
            generated.sizeClass == nil || generated.sizeClass == .any
            ? LayoutFile.document(ofRecipe: RecipeCatalog.builtIn.providers(named: generated.recipe)).layouts
            : LayoutFile.layouts(of: recipe, sizeClass: sizeClass, sections: sections)
        guard
            LayoutFile.sampled(recipe.layout(for: environment), in: environment, sections: sections)
                == LayoutFile.sampled(written.resolve(in: environment), in: environment, sections: sections)
        else { return false }
        let expected = try recipe.solve(in: environment).elements(atScrollOffset: 0)

        let layout = generated.make()
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout)
        view.itemCounts = recipe.defaultData.itemCounts
        view.displayScale = 3
        if let fixed { view.horizontalSizeClass = fixed == .regular ? .regular : .compact }
        view.layoutIfNeeded()
        let label = "\(generated.recipe) (\(generated.sizeClass?.rawValue ?? "all")) at \(width)"
        #expect(view.layoutError == nil, "\(label): \(String(describing: view.layoutError))")
        let everywhere = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let actual = layout.layoutAttributesForElements(in: everywhere) ?? []
        #expect(actual.count == expected.count, "\(label): element count")
        for (a, e) in zip(actual, expected) {
            let element = "\(label), \(e.category) \(e.elementKind ?? "") \(e.indexPath)"
            #expect(
                a.indexPath == Foundation.IndexPath(item: e.indexPath.item, section: e.indexPath.section), "\(element)")
            #expect(a.representedElementKind == e.elementKind, "\(element)")
            #expect(a.zIndex == e.zIndex, "\(element): zIndex")
            // Visibility rules and effects are a visible-items handler in UIKit code, which UIKit (and the
            // facade) runs for the elements in the visible bounds only: compare those (0 to 844 points down).
            if e.frame.y < 844, e.frame.maxY > 0 {
                #expect(a.isHidden == e.isHidden, "\(element): isHidden")
                #expect(abs(Double(a.alpha) - e.alpha) <= frameTolerance, "\(element): alpha")
            }
            let frame = Rect(
                x: Double(a.frame.minX), y: Double(a.frame.minY), width: Double(a.frame.width),
                height: Double(a.frame.height))
            expectFrame(frame, equals: e.frame, element)
        }
        return true
    }
}
