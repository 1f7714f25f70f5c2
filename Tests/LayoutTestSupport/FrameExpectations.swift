import CompositionalLayout
import Testing

/// The one tolerance frame comparisons use: hand arithmetic in Double differs from the solver's order
/// of operations by a few ulps (for example 315 x (1/3) = 104.99999999999999).
public let frameTolerance = 1e-9

/// True when every value of the two frames is within `tolerance`.
public func framesMatch(_ a: Rect, _ b: Rect, tolerance: Double = frameTolerance) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

/// Records an issue naming both frames when `actual` is not `expected` within `tolerance`.
public func expectFrame(
    _ actual: Rect?, equals expected: Rect, tolerance: Double = frameTolerance, _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(comment) no frame; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    if !framesMatch(actual, expected, tolerance: tolerance) {
        Issue.record("\(comment) frame \(actual) is not \(expected)", sourceLocation: sourceLocation)
    }
}

/// Shorthand for a frame in expectations.
public func R(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Records an issue when two numbers differ by more than `tolerance`.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = frameTolerance, _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if abs(actual - expected) > tolerance {
        Issue.record("\(comment) \(actual) is not \(expected)", sourceLocation: sourceLocation)
    }
}

/// A vertical container W x H with no insets at scale `scale` (compact below 600 points).
public func container(_ width: Double, _ height: Double = 844, scale: Double = 0, sizeClass: SizeClass? = nil)
    -> LayoutEnvironment
{
    LayoutEnvironment(width: width, height: height, sizeClass: sizeClass, displayScale: scale)
}
