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
    /// True for `--rtl`: the layout runs right to left, mirrored (spec L6).
    var rightToLeft = false
    /// The container's layout margins (`--layout-margins`) and readable content width (`--readable-width`),
    /// which sections measured from those references use (spec S10); nil: none given.
    var layoutMargins: DirectionalInsets?
    var readableWidth: Double?

    /// `--height` default: an iPhone's portrait height in points.
    static let defaultHeight = 844.0
    /// `--scale` choices.
    static let scales: [Double] = [0, 1, 2, 3]

    /// The option specs, with `defaultWidths` shown as the widths' default.
    static func specs(defaultWidths: String) -> [OptionSpec] {
        let widths = CLILimits.widths
        let sections = CLILimits.sections
        let items = CLILimits.itemsPerSection
        return [
            .option(
                "--widths", value: "widths",
                help: "Container widths: a comma list of numbers and ranges LO...HI[:STEP] (step 1 by default), "
                    + "each in \(formatNumber(widths.lowerBound))...\(formatNumber(widths.upperBound)), "
                    + "at most \(CLILimits.maximumWidthCount) widths; duplicates are kept once.",
                default: defaultWidths),
            .option(
                "--height", value: "height",
                help:
                    "Container height in points, greater than 0 and at most \(formatNumber(CLILimits.maximumHeight)).",
                default: formatNumber(defaultHeight)),
            .option(
                "--size-class", value: "size-class",
                help: "compact, regular or auto (auto: compact below 600 points wide, regular at or above).",
                default: "auto", choices: SizeClassChoice.allCases.map(\.rawValue)),
            .option(
                "--sections", value: "count",
                help: "Number of sections, \(sections.lowerBound)...\(sections.upperBound).",
                default: "the recipe's"),
            .option(
                "--items", value: "count",
                help: "Items per section, \(items.lowerBound)...\(items.upperBound); sections x items at most "
                    + "\(CLILimits.totalItems).", default: "the recipe's"),
            .option(
                "--scale", value: "scale",
                help: "Display scale: 0 for exact arithmetic; 1, 2 or 3 to round frames to device pixels.",
                default: "0",
                choices: scales.map(formatNumber)),
            .option(
                "--layout-margins", value: "top,leading,bottom,trailing",
                help: "The container's layout margins in points, for sections whose content insets are measured "
                    + "from the layout margins (spec S10).", default: "the safe area"),
            .option(
                "--readable-width", value: "points",
                help: "The container's readable content width, for sections measured from the readable content "
                    + "guide (spec S10).", default: "no limit"),
            .flag(
                "--rtl",
                help: "Lay out right to left: every frame mirrored in the content width, as UIKit does for Arabic "
                    + "and Hebrew, in vertically and horizontally scrolling layouts alike (spec L6)."),
        ]
    }

    /// Reads and validates the options from `parsed`.
    init(_ parsed: ParsedArguments, defaultWidths: String) throws {
        widths = try WidthList(parsing: parsed.value("--widths") ?? defaultWidths)
        height = LayoutOptions.defaultHeight
        if let text = parsed.value("--height") {
            let value = try parseDecimal(text, option: "--height")
            guard value > 0, value <= CLILimits.maximumHeight else {
                throw CommandError.valueOutOfRange(
                    option: "--height", value: text,
                    allowed: "greater than 0 and at most \(formatNumber(CLILimits.maximumHeight))")
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
            try parseCount($0, option: "--sections", in: CLILimits.sections)
        }
        items = try parsed.value("--items").map { try parseCount($0, option: "--items", in: CLILimits.itemsPerSection) }
        scale = 0
        if let text = parsed.value("--scale") {
            guard let value = WidthList.parseNumber(text), LayoutOptions.scales.contains(value) else {
                throw CommandError.invalidChoice(
                    option: "--scale", value: text, choices: LayoutOptions.scales.map(formatNumber))
            }
            scale = value
        }
        rightToLeft = parsed.flag("--rtl")
        if let text = parsed.value("--layout-margins") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                WidthList.parseNumber(String($0))
            }
            guard parts.count == 4, parts.allSatisfy({ $0 != nil && $0! >= 0 && $0! <= CLILimits.maximumHeight })
            else {
                throw CommandError.invalidValue(
                    option: "--layout-margins", value: text,
                    expected: "four numbers >= 0 separated by commas: top,leading,bottom,trailing")
            }
            layoutMargins = DirectionalInsets(
                top: parts[0]!, leading: parts[1]!, bottom: parts[2]!, trailing: parts[3]!)
        }
        if let text = parsed.value("--readable-width") {
            let value = try parseDecimal(text, option: "--readable-width")
            guard value > 0, value <= CLILimits.widths.upperBound else {
                throw CommandError.valueOutOfRange(
                    option: "--readable-width", value: text,
                    allowed: "greater than 0 and at most \(formatNumber(CLILimits.widths.upperBound))")
            }
            readableWidth = value
        }
        if let sections, let items, sections * items > CLILimits.totalItems {
            throw CommandError.tooManyItems(sections: sections, items: items, limit: CLILimits.totalItems)
        }
    }

    /// The data shape for `recipe`: the options where given, else the recipe's defaults; throws when
    /// sections x items exceeds the limit.
    func data(for recipe: Recipe) throws -> LayoutData {
        let s = sections ?? recipe.defaultSections
        let i = items ?? recipe.defaultItems
        if s > 0, i > CLILimits.totalItems / s {
            throw CommandError.tooManyItems(sections: s, items: i, limit: CLILimits.totalItems)
        }
        return LayoutData(sections: s, items: i)
    }

    /// The environment for one width.
    func environment(width: Double) -> LayoutEnvironment {
        var environment = LayoutEnvironment(
            width: width, height: height, sizeClass: sizeClass.sizeClass(forWidth: width), displayScale: scale,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        environment.container.layoutMargins = layoutMargins
        environment.container.readableContentWidth = readableWidth
        return environment
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
