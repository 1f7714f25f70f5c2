// Shortcut. Shape: the flat-stack shortcuts' measuring loops, compiled per measured axis.
// General twin: `GroupEvaluator.measure`.
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

/// The axes of an item the sizing callback measures (spec E1), at compile time.
protocol MeasuredAxes {
    /// True when the callback's width is used.
    static var width: Bool { get }
    /// True when the callback's height is used.
    static var height: Bool { get }
    /// True when the axes used are exactly the item's estimated ones, where it has no insets (spec I2; the
    /// group compiler clears them), so that a placement may take a measured length as it is.
    static var estimatedOnly: Bool { get }
}

/// The callback measures the width only.
enum MeasuresWidth: MeasuredAxes {
    static var width: Bool { true }
    static var height: Bool { false }
    static var estimatedOnly: Bool { true }
}

/// The callback measures the height only.
enum MeasuresHeight: MeasuredAxes {
    static var width: Bool { false }
    static var height: Bool { true }
    static var estimatedOnly: Bool { true }
}

/// The callback measures both axes, or the placement does not rely on which (an axis may then carry insets).
enum MeasuresBoth: MeasuredAxes {
    static var width: Bool { true }
    static var height: Bool { true }
    static var estimatedOnly: Bool { false }
}
