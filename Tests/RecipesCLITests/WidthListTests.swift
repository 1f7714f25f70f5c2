import Testing

@testable import RecipesCLI

/// A widths text and the widths it names.
struct WidthCase: Sendable, CustomStringConvertible {
    var text: String
    var expected: [Double]
    var description: String { text }
}

@Suite("Widths parser")
struct WidthListTests {
    static let cases: [WidthCase] = [
        WidthCase(text: "320,768,1024", expected: [320, 768, 1024]),
        WidthCase(text: "1024,320,768", expected: [1024, 320, 768]),  // order as given
        WidthCase(text: "320", expected: [320]),
        WidthCase(text: "320...330:5", expected: [320, 325, 330]),
        WidthCase(text: "320...331:5", expected: [320, 325, 330]),  // the end need not be on a step
        WidthCase(text: "320...323", expected: [320, 321, 322, 323]),  // step 1 when omitted
        WidthCase(text: "320...320", expected: [320]),
        WidthCase(text: "200,320...330:5", expected: [200, 320, 325, 330]),
        WidthCase(text: "320...330:5,200", expected: [320, 325, 330, 200]),
        WidthCase(text: "320,320,768,320", expected: [320, 768]),  // duplicates kept once, first place
        WidthCase(text: "325,320...330:5", expected: [325, 320, 330]),
        WidthCase(text: " 320 , 768 ", expected: [320, 768]),  // spaces around entries are ignored
        WidthCase(text: "375.5", expected: [375.5]),
        WidthCase(text: "1...2:0.5", expected: [1, 1.5, 2]),
        WidthCase(text: "1,100000", expected: [1, 100_000]),  // both ends of 1...100000
    ]

    @Test("every form of widths parses to the widths in order, once each", arguments: cases)
    func parses(_ c: WidthCase) throws {
        #expect(try WidthList(parsing: c.text).values == c.expected)
    }

    @Test("320...1366:2 names every other width, 524 of them")
    func longRange() throws {
        let widths = try WidthList(parsing: "320...1366:2").values
        // (1366 - 320) / 2 + 1 = 524 widths: 320, 322, ..., 1366.
        #expect(widths.count == 524)
        #expect(widths.first == 320 && widths.last == 1366)
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $1 - $0 == 2 })
    }

    @Test("exactly 100000 widths are allowed")
    func maximumCount() throws {
        #expect(try WidthList(parsing: "1...100000").values.count == 100_000)
    }
}
