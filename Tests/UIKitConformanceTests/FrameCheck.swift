import CompositionalLayoutUIKit

/// One recorded frame next to the facade's frame for the same element.
struct FrameCheck {
    /// The recorded row.
    let recorded: RecordedFrame
    /// The facade's frame, or nil when it has no such element.
    let actual: CGRect?
    /// Digits after the point the source printed, or nil for full doubles.
    let printedDecimals: Int?
    /// Significant digits the source printed (`%g`), or nil.
    var printedSignificantDigits: Int? = nil
    /// The facade's zIndex for the element, when the source printed one to compare with.
    var actualZIndex: Int? = nil

    /// Whether the facade's zIndex is the printed one; true when the source printed none.
    var zIndexMatches: Bool { recorded.zIndex == nil || recorded.zIndex == actualZIndex }

    /// The recorded rectangle, for messages; a component the source did not print reads as 0.
    var expected: CGRect {
        let parts = (recorded.frame + [nil, nil, nil, nil]).prefix(4).map { $0 ?? 0 }
        return CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
    }

    /// Whether the facade's frame equals the recorded one at the precision the source printed, in every
    /// component the source printed.
    var matches: Bool {
        guard let actual else { return false }
        return zip(recorded.frame, Self.components(actual)).allSatisfy { printed, value in
            guard let printed else { return true }
            return Self.equal(
                recorded: printed, actual: value, printedDecimals: printedDecimals,
                significantDigits: printedSignificantDigits)
        }
    }

    /// A rectangle's x, y, width and height.
    static func components(_ rect: CGRect) -> [Double] {
        [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
    }

    /// Equal at the printed precision: rounded to the printed decimals or significant digits (as `%g` rounds),
    /// or within 1e-9 points for full doubles (a printed 82.666666666666671 is 248/3; the tolerance only
    /// absorbs decimal round trips).
    static func equal(
        recorded: Double, actual: Double, printedDecimals: Int?, significantDigits: Int? = nil
    ) -> Bool {
        if let significantDigits {
            return Double(String(format: "%.\(significantDigits)g", actual)) == recorded
        }
        guard let printedDecimals else { return abs(recorded - actual) <= 1e-9 }
        var factor = 1.0
        for _ in 0..<printedDecimals { factor *= 10 }
        return (actual * factor).rounded() == (recorded * factor).rounded()
    }
}
