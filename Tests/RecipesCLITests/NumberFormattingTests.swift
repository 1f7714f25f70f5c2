import Foundation
import Testing

@testable import RecipesCLI

@Suite("Number and string formatting")
struct NumberFormattingTests {
    @Test(
        "JSON numbers parse back to the same Double",
        arguments: [
            0, -0.0, 1, 320, 0.1, 1.0 / 3, 763.0 / 6 - 5, 1e-7, 123_456_789.125, 1e21, -2.5, 9_007_199_254_740_993,
        ]
    )
    func roundTrip(_ value: Double) throws {
        let text = formatNumber(value)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [NSNumber])
        #expect(parsed.first?.doubleValue == value, "\(text)")
    }

    @Test("whole values print without a fraction")
    func whole() {
        #expect(formatNumber(320) == "320")
        #expect(formatNumber(-5) == "-5")
        #expect(formatNumber(2.5) == "2.5")
        #expect(formatNumber(.nan) == "null")
    }

    @Test("the table prints two decimals and never a negative zero")
    func twoDecimals() {
        #expect(formatTwoDecimals(104.99999999999999) == "105.00")
        #expect(formatTwoDecimals(-0.001) == "0.00")
        #expect(formatTwoDecimals(122.16666666666666) == "122.17")
    }

    @Test("JSON strings escape quotes, backslashes and control characters")
    func strings() {
        #expect(JSONWriter.string("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
    }

    @Test(
        "estimates print whole below a million, else with two significant digits",
        arguments: [
            (0.0, "0"), (2001, "2001"), (999_999, "999999"), (1e6, "1e6"), (2.6e12, "2.6e12"), (1e9, "1e9"),
            (4.6e9, "4.6e9"), (9.96e9, "1e10"),
        ])
    func estimates(_ value: Double, _ expected: String) {
        #expect(formatEstimate(value) == expected)
    }
}
