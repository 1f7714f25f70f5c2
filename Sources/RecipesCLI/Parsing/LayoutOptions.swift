import CompositionalLayout
import LayoutRecipes

/// Which size class a run uses: one fixed class, or `auto` (compact below
/// `LayoutEnvironment.regularWidthThreshold`, regular at or above it).
enum SizeClassChoice: String, Sendable, CaseIterable {
    /// Always compact.
    case compact
    /// Always regular.
    case regular
    /// By width: compact below 600 points, regular at or above.
    case auto

    /// The size class for a container width.
    func sizeClass(forWidth width: Double) -> SizeClass {
        switch self {
        case .compact: .compact
        case .regular: .regular
        case .auto: width >= LayoutEnvironment.regularWidthThreshold ? .regular : .compact
        }
    }
}

/// The documented limits of the data-shape and container options.
enum OptionLimits {
    /// `--sections`.
    static let sections = 0...10_000
    /// `--items` (per section).
    static let items = 0...1_000_000
    /// sections x items.
    static let totalItems = 2_000_000
    /// `--height`: greater than 0 and at most this.
    static let maximumHeight = 100_000.0
    /// `--height` default: an iPhone's portrait height in points.
    static let defaultHeight = 844.0
    /// `--scale` choices.
    static let scales: [Double] = [0, 1, 2, 3]
}

/// The options every solving command shares: widths, height, size class, data shape and display scale.
struct LayoutOptions: Sendable {
    /// The container widths.
    var widths: WidthList
    /// The container height.
    var height: Double
    /// The size class rule.
    var sizeClass: SizeClassChoice
    /// Sections, or nil for the recipe's default.
    var sections: Int?
    /// Items per section, or nil for the recipe's default.
    var items: Int?
    /// The display scale: 0 exact, else rounding to 1/scale.
    var scale: Double

    /// The option specs, with `defaultWidths` shown as the widths' default.
    static func specs(defaultWidths: String) -> [OptionSpec] {
        [
            .option(
                "--widths", value: "widths",
                help: "Container widths: a comma list of numbers and ranges LO...HI[:STEP] (step 1 by default), "
                    + "each in 1...100000, at most 100000 widths; duplicates are kept once.",
                default: defaultWidths),
            .option(
                "--height", value: "height", help: "Container height in points, greater than 0 and at most 100000.",
                default: "844"),
            .option(
                "--size-class", value: "size-class",
                help: "compact, regular or auto (auto: compact below 600 points wide, regular at or above).",
                default: "auto"),
            .option("--sections", value: "count", help: "Number of sections, 0...10000.", default: "the recipe's"),
            .option(
                "--items", value: "count",
                help: "Items per section, 0...1000000; sections x items at most 2000000.", default: "the recipe's"),
            .option(
                "--scale", value: "scale",
                help: "Display scale: 0 for exact arithmetic; 1, 2 or 3 to round frames to device pixels.", default: "0"
            ),
        ]
    }

    /// Reads and validates the options from `parsed`.
    init(_ parsed: ParsedArguments, defaultWidths: String) throws {
        widths = try WidthList(parsing: parsed.value("--widths") ?? defaultWidths)
        height = OptionLimits.defaultHeight
        if let text = parsed.value("--height") {
            let value = try parseDecimal(text, option: "--height")
            guard value > 0, value <= OptionLimits.maximumHeight else {
                throw CommandError.valueOutOfRange(
                    option: "--height", value: text, allowed: "greater than 0 and at most 100000")
            }
            height = value
        }
        sizeClass = .auto
        if let text = parsed.value("--size-class") {
            guard let choice = SizeClassChoice(rawValue: text) else {
                throw CommandError.invalidChoice(
                    option: "--size-class", value: text, choices: SizeClassChoice.allCases.map(\.rawValue))
            }
            sizeClass = choice
        }
        sections = try parsed.value("--sections").map {
            try parseCount($0, option: "--sections", in: OptionLimits.sections)
        }
        items = try parsed.value("--items").map { try parseCount($0, option: "--items", in: OptionLimits.items) }
        scale = 0
        if let text = parsed.value("--scale") {
            guard let value = WidthList.parseNumber(text), OptionLimits.scales.contains(value) else {
                throw CommandError.invalidChoice(option: "--scale", value: text, choices: ["0", "1", "2", "3"])
            }
            scale = value
        }
        if let sections, let items, sections * items > OptionLimits.totalItems {
            throw CommandError.tooManyItems(sections: sections, items: items, limit: OptionLimits.totalItems)
        }
    }

    /// The data shape for `recipe`: the options where given, else the recipe's defaults; throws when
    /// sections x items exceeds the limit.
    func data(for recipe: Recipe) throws -> LayoutData {
        let s = sections ?? recipe.defaultSections
        let i = items ?? recipe.defaultItems
        if s > 0, i > OptionLimits.totalItems / s {
            throw CommandError.tooManyItems(sections: s, items: i, limit: OptionLimits.totalItems)
        }
        return LayoutData(sections: s, items: i)
    }

    /// The environment for one width.
    func environment(width: Double) -> LayoutEnvironment {
        LayoutEnvironment(
            width: width, height: height, sizeClass: sizeClass.sizeClass(forWidth: width), displayScale: scale)
    }
}

/// A plain decimal number for `option` (see `WidthList.parseNumber`).
func parseDecimal(_ text: String, option: String) throws -> Double {
    guard let value = WidthList.parseNumber(text) else {
        throw CommandError.invalidValue(option: option, value: text, expected: "a number such as 844 or 12.5")
    }
    return value
}

/// A whole number for `option` inside `range`.
func parseCount(_ text: String, option: String, in range: ClosedRange<Int>) throws -> Int {
    guard !text.isEmpty, text.count <= 18, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "-" }),
        let value = Int(text)
    else {
        throw CommandError.invalidValue(option: option, value: text, expected: "a whole number")
    }
    guard range.contains(value) else {
        throw CommandError.valueOutOfRange(
            option: option, value: text, allowed: "in \(range.lowerBound)...\(range.upperBound)")
    }
    return value
}
