import CompositionalLayout
import LayoutRecipes
import ReferenceSolver
import Testing

/// The catalog's recipes and the hand-made feature layouts (`DifferentialLayouts`) solved by the engine and
/// by the reference solver at several widths, scales and item counts: every element's kind, index path,
/// zIndex, hidden flag and frame agree to 1e-9 (`DifferentialTests.differences`) wherever the engine accepts
/// the layout.
@Suite("Differential: catalog recipes and feature layouts")
struct CatalogDifferentialTests {
    static let widths: [Double] = [320, 375, 414, 768, 1024, 1366]
    static let scales: [Double] = [0, 2, 3]

    /// A sizing callback whose sizes vary by index path (spec E1).
    static let sizing: SizingCallback = { indexPath, proposed in
        Size(
            width: 40 + Double((indexPath.item * 5 + indexPath.section) % 4) * 9,
            height: 30 + Double((indexPath.item * 7 + indexPath.section * 3) % 5) * 11)
    }

    /// Solves with both solvers and records where they disagree; returns false when the engine refused.
    @discardableResult
    static func compare(_ layout: Layout, _ environment: LayoutEnvironment, _ data: LayoutData, _ label: String) -> Bool
    {
        let fast: SolvedLayout
        do {
            fast = try solve(layout, in: environment, data: data)
        } catch {
            return false  // only successful solves are compared
        }
        do {
            let reference = try referenceSolve(layout, in: environment, data: data)
            let found = DifferentialTests.differences(fast, reference)
            if !found.isEmpty { Issue.record("\(label): \(found.joined(separator: "\n  "))") }
        } catch {
            Issue.record("\(label): \(error)")
        }
        return true
    }

    /// 0, 1, k - 1, k + 1 and 100 items per section, k = items per group of section 0.
    static func itemCounts(_ layout: Layout, _ environment: LayoutEnvironment) -> [Int] {
        let k = (try? referenceItemsPerGroup(layout, section: 0, in: environment)) ?? 1
        return Array(Set([0, 1, max(0, k - 1), k + 1, 100])).sorted()
    }

    static func environment(_ width: Double, _ scale: Double, _ sizeClass: SizeClassKey) -> LayoutEnvironment {
        let cls: SizeClass? = sizeClass == .any ? nil : (sizeClass == .compact ? .compact : .regular)
        return LayoutEnvironment(width: width, height: 844, sizeClass: cls, displayScale: scale)
    }

    @Test(
        "every catalog recipe agrees at several widths, scales and item counts",
        arguments: RecipeCatalog.builtInRecipes.indices)
    func catalogRecipe(index: Int) {
        let recipe = RecipeCatalog.builtInRecipes[index]
        var solved = 0
        var tried = 0
        for width in Self.widths {
            for scale in Self.scales {
                let env = Self.environment(width, scale, recipe.sizeClass)
                let layout = recipe.layout(for: env)
                for count in Self.itemCounts(layout, env) {
                    for sizing in [nil, Self.sizing] {
                        let data = LayoutData(sections: recipe.defaultSections, items: count, sizing: sizing)
                        let label =
                            "\(recipe.name) [\(recipe.sizeClass)] w\(width) s\(scale) n\(count)\(sizing == nil ? "" : " sized")"
                        tried += 1
                        if Self.compare(layout, env, data, label) { solved += 1 }
                    }
                }
            }
        }
        // Catalog recipes solve at every width from 200 to 2000 points: the engine must accept every configuration.
        #expect(solved == tried, "\(recipe.name): the engine refused \(tried - solved) of \(tried) configurations")
    }

    @Test("hand-made feature layouts agree", arguments: DifferentialLayouts.all.indices)
    func featureLayout(index: Int) {
        let (name, layout) = DifferentialLayouts.all[index]
        var solved = 0
        var tried = 0
        for width in Self.widths {
            for scale in Self.scales {
                let env = Self.environment(width, scale, .any)
                for count in Self.itemCounts(layout, env) {
                    for sizing in [nil, Self.sizing] {
                        let data = LayoutData(itemCounts: [count, 1, 0, count], sizing: sizing)
                        tried += 1
                        if Self.compare(
                            layout, env, data, "\(name) w\(width) s\(scale) n\(count)\(sizing == nil ? "" : " sized")")
                        {
                            solved += 1
                        }
                    }
                }
            }
        }
        // These layouts are valid at every width tried: the engine must accept them all.
        #expect(solved == tried, "\(name): the engine refused \(tried - solved) of \(tried) configurations")
    }

    @Test(
        "a safe-area container narrows sections by its leading and trailing insets only (spec L2)",
        arguments: [0.0, 2, 3])
    func safeArea(scale: Double) {
        let env = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: Size(width: 844, height: 390),
                contentInsets: DirectionalInsets(top: 20, leading: 47, bottom: 21, trailing: 47)),
            traits: Traits(horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: scale))
        var solved = 0
        for (name, layout) in DifferentialLayouts.all {
            if Self.compare(layout, env, LayoutData(itemCounts: [7, 0, 3]), "\(name) safe area s\(scale)") {
                solved += 1
            }
        }
        #expect(solved == DifferentialLayouts.all.count)
    }
}
