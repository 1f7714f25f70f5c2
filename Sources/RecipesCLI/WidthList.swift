import Foundation

/// Container widths parsed from `--widths`: a comma list of numbers and ranges `LO...HI` or
/// `LO...HI:STEP` (step 1 when omitted), in the order given, each width kept once.
///
/// `320,768,1024`, `320...1366:2`, `320...400`, `200,320...330:5`. Every width lies in
/// `allowedRange`; at most `maximumCount` widths.
public struct WidthList: Sendable, Equatable {
    /// The widths a container may have, in points (`CLILimits.widths`).
    public static let allowedRange = CLILimits.widths
    /// The most widths one list may name (`CLILimits.maximumWidthCount`).
    public static let maximumCount = CLILimits.maximumWidthCount
    /// The default of `recipes run --widths`: a phone, a tablet in portrait and one in landscape.
    public static let defaultText = "320,768,1024"

    /// The widths, in the order given, without duplicates.
    public var values: [Double]

    /// Parses `text`; throws a `CommandError` naming the first bad entry.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { throw CommandError.emptyWidths }
        var values: [Double] = []
        var seen = Set<Double>()
        func add(_ width: Double) throws {
            if seen.insert(width).inserted {
                values.append(width)
                if values.count > WidthList.maximumCount {
                    throw CommandError.tooManyWidths(count: Double(values.count))
                }
            }
        }
        for rawEntry in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let entry = String(rawEntry).trimmingSpaces
            guard !entry.isEmpty else { throw CommandError.emptyWidthEntry(list: text) }
            if entry.contains("...") {
                let range = try WidthList.parseRange(entry)
                for k in 0..<range.count { try add(min(range.start + Double(k) * range.step, range.end)) }
            } else {
                try add(try WidthList.parseWidth(entry, entry: entry))
            }
        }
        self.values = values
    }

    /// Creates a list from widths already checked.
    public init(_ values: [Double]) { self.values = values }

    /// A range entry: its start, step and number of widths (checked against `maximumCount` before any
    /// width is made, so `1...100000:0.0001` fails fast).
    static func parseRange(_ entry: String) throws -> (start: Double, end: Double, step: Double, count: Int) {
        let parts = entry.components(separatedBy: "...")
        guard parts.count == 2 else { throw CommandError.malformedWidth(entry: entry) }
        let endAndStep = parts[1].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard endAndStep.count <= 2 else { throw CommandError.malformedWidth(entry: entry) }
        let start = try parseWidth(parts[0], entry: entry)
        let end = try parseWidth(endAndStep[0], entry: entry)
        var step = 1.0
        if endAndStep.count == 2 {
            guard let s = parseNumber(endAndStep[1]) else { throw CommandError.malformedWidth(entry: entry) }
            guard s > 0 else { throw CommandError.nonPositiveStep(entry: entry) }
            step = s
        }
        guard end >= start else { throw CommandError.reversedRange(entry: entry) }
        // A tiny tolerance so that 0.1-steps reach their end despite binary fractions.
        let count = ((end - start) / step * (1 + 1e-12)).rounded(.down) + 1
        guard count <= Double(maximumCount) else { throw CommandError.tooManyWidths(count: count) }
        return (start, end, step, Int(count))
    }

    /// One width: a plain decimal number inside `allowedRange`.
    static func parseWidth(_ text: String, entry: String) throws -> Double {
        guard let value = parseNumber(text) else { throw CommandError.malformedWidth(entry: entry) }
        guard allowedRange.contains(value) else { throw CommandError.widthOutOfRange(entry: text) }
        return value
    }

    /// A plain decimal number: optional minus, digits, optional fraction.
    ///
    /// Rejects "nan", "inf", "1e3", "0x10", "+5", " 5" and "5." so that typos are not read as numbers.
    static func parseNumber(_ text: String) -> Double? {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        let parts = String(scalars).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } })
        else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
