import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

/// Every registered provider solves at every width from 200 to 2000 points.
@Suite("Catalog sweep")
struct CatalogSweepTests {
    /// One case per registered provider (name and size class), so the cases run in parallel.
    static let providers = RecipeCatalog.builtInRecipes.map { "\($0.name)/\($0.sizeClass.rawValue)" }

    @Test(
        "every provider solves at widths 200...2000 with valid, finite, non-overlapping frames",
        arguments: providers)
    func sweep(provider: String) throws {
        let recipe = try #require(
            RecipeCatalog.builtInRecipes.first { "\($0.name)/\($0.sizeClass.rawValue)" == provider })
        var failures: [String] = []
        for width in stride(from: 200.0, through: 2000, by: 1) {
            do {
                let solved = try recipe.solve(in: container(width, 844, scale: 0))
                let violations = solved.checkInvariants(limit: 3)
                if !violations.isEmpty { failures.append("width \(width): \(violations)") }
                if !recipe.allowsOverlap, let pair = solved.overlappingCells(limit: 1).first {
                    failures.append("width \(width): cells \(pair.0) and \(pair.1) overlap")
                }
                for frame in solved.cellFrames where !(frame.isFinite && frame.width >= 0 && frame.height >= 0) {
                    failures.append("width \(width): bad cell frame \(frame)")
                    break
                }
                if solved.cellCount != recipe.defaultSections * recipe.defaultItems {
                    failures.append("width \(width): \(solved.cellCount) cells")
                }
            } catch {
                failures.append("width \(width): \(error)")
            }
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "\(provider): \(failures.joined(separator: "; "))")
    }
}
