// Shortcut. Shape: the flat-stack shortcuts' placing loops, compiled per axis.
// General twin: `GroupEvaluator`'s placement, which reads the axis at run time.
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests.

/// An axis fixed at compile time: generic code over it is specialised per axis, with no branch on it.
protocol StaticAxis {
    /// The axis.
    static var axis: Axis { get }
}

/// The horizontal axis, at compile time.
enum StaticHorizontal: StaticAxis {
    static var axis: Axis { .horizontal }
}

/// The vertical axis, at compile time.
enum StaticVertical: StaticAxis {
    static var axis: Axis { .vertical }
}
