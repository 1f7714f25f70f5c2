import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

@Suite("recipes list")
struct ListCommandTests {
    @Test("the table has one row per recipe: name, size classes, data shape, features, summary")
    func table() {
        let outcome = recipes(["list"])
        #expect(outcome.exitCode == 0)
        let printed = lines(outcome.stdout)
        #expect(printed.count == 1 + TestRecipes.catalog.names.count)
        #expect(printed[0].split(separator: " ").prefix(4) == ["NAME", "SIZE", "CLASSES", "DATA"])
        let grid = printed[1].split(separator: " ", maxSplits: 5).map(String.init)
        #expect(grid.prefix(5) == ["grid", "compact,regular", "1", "x", "30"])
        #expect(grid[5].trimmingCharacters(in: .whitespaces).hasPrefix("headers "))
        #expect(printed[1].hasSuffix("  Square cells, 3 per row (6 in regular width), under a header."))
    }

    @Test("--format json gives the same rows as a JSON array")
    func json() throws {
        let outcome = recipes(["list", "--format", "json"])
        #expect(outcome.exitCode == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == TestRecipes.catalog.names.count)
        #expect(rows.map { $0["name"] as? String } == TestRecipes.catalog.names)
        let grid = rows[0]
        #expect(grid["sizeClasses"] as? [String] == ["compact", "regular"])
        #expect(grid["sections"] as? Int == 1)
        #expect(grid["items"] as? Int == 30)
        #expect(grid["features"] as? [String] == ["headers"])
        let shelf = try #require(rows.first { $0["name"] as? String == "shelf" })
        #expect(shelf["features"] as? [String] == ["badges", "decorations", "orthogonal"])
        #expect(shelf["sizeClasses"] as? [String] == ["any"])
    }
}
