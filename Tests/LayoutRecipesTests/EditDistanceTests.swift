import LayoutRecipes
import Testing

@Suite("Edit distance and nearest names")
struct EditDistanceTests {
    struct DistanceCase: Sendable, CustomTestStringConvertible {
        let a: String
        let b: String
        let expected: Int
        var testDescription: String { "'\(a)' -> '\(b)' = \(expected)" }
    }

    static let distances: [DistanceCase] = [
        DistanceCase(a: "", b: "", expected: 0),
        DistanceCase(a: "", b: "tree", expected: 4),
        DistanceCase(a: "tree", b: "", expected: 4),
        DistanceCase(a: "tree", b: "tree", expected: 0),
        DistanceCase(a: "tre", b: "tree", expected: 1),  // one insertion
        DistanceCase(a: "trees", b: "tree", expected: 1),  // one deletion
        DistanceCase(a: "grid", b: "grud", expected: 1),  // one substitution
        DistanceCase(a: "grid", b: "gird", expected: 2),  // a transposition costs two
        DistanceCase(a: "kitten", b: "sitting", expected: 3),
        DistanceCase(a: "flaw", b: "lawn", expected: 2),
        DistanceCase(a: "carousel", b: "scaling-carousel", expected: 8),
        DistanceCase(a: "Grid", b: "grid", expected: 1),  // case-sensitive
        DistanceCase(a: "caf\u{E9}", b: "cafe", expected: 1),  // compared by Unicode scalar
    ]

    @Test("Levenshtein distance with unit costs", arguments: distances)
    func distance(_ c: DistanceCase) {
        #expect(editDistance(c.a, c.b) == c.expected)
        #expect(editDistance(c.b, c.a) == c.expected, "symmetric")
    }

    struct NearestCase: Sendable, CustomTestStringConvertible {
        let name: String
        let candidates: [String]
        let limit: Int
        let expected: [String]
        var testDescription: String { "'\(name)' in \(candidates) -> \(expected)" }
    }

    static let nearest: [NearestCase] = [
        // Bound max(2, count / 3): "tre" keeps distance <= 2; "tiled" is 3 away.
        NearestCase(name: "tre", candidates: ["grid", "tree", "tiled", "list"], limit: 3, expected: ["tree"]),
        NearestCase(name: "grdi", candidates: ["grid", "list", "tree"], limit: 3, expected: ["grid"]),
        // Case-insensitive.
        NearestCase(name: "GRID", candidates: ["grid"], limit: 3, expected: ["grid"]),
        // A candidate containing the name counts at the bound, after closer ones.
        NearestCase(
            name: "carousel", candidates: ["scaling-carousel", "carousel", "list"], limit: 3,
            expected: ["carousel", "scaling-carousel"]),
        // Ties keep the candidates' order; the limit cuts the tail.
        NearestCase(name: "ab", candidates: ["aa", "ab", "ac", "ad"], limit: 2, expected: ["ab", "aa"]),
        NearestCase(name: "x", candidates: ["b", "a"], limit: 3, expected: ["b", "a"]),
        // Longer names allow more edits: "orthogonal-galery" (17 / 3 = 5).
        NearestCase(
            name: "orthogonal-galery", candidates: ["orthogonal-gallery", "orthogonal-behaviors"], limit: 3,
            expected: ["orthogonal-gallery"]),
        // Nothing near.
        NearestCase(name: "zzzzzz", candidates: ["grid", "tree"], limit: 3, expected: []),
        NearestCase(name: "tree", candidates: [], limit: 3, expected: []),
    ]

    @Test("nearest names: nearest first, within the bound, at most the limit", arguments: nearest)
    func nearestNames(_ c: NearestCase) {
        #expect(LayoutRecipes.nearestNames(to: c.name, in: c.candidates, limit: c.limit) == c.expected)
    }
}
