import CompositionalLayoutUIKit

/// One recorded frame next to the facade's frame for the same element.
struct FrameCheck {
    /// The recorded row.
    let recorded: RecordedFrame
    /// The facade's frame, or nil when it has no such element.
    let actual: CGRect?
    /// Digits after the point the source printed, or nil for full doubles.
    let printedDecimals: Int?

    /// The recorded rectangle.
    var expected: CGRect {
        CGRect(x: recorded.frame[0], y: recorded.frame[1], width: recorded.frame[2], height: recorded.frame[3])
    }

    /// Whether the facade's frame equals the recorded one at the precision the source printed.
    var matches: Bool {
        guard let actual else { return false }
        return zip(Self.components(expected), Self.components(actual)).allSatisfy {
            Self.equal(recorded: $0, actual: $1, printedDecimals: printedDecimals)
        }
    }

    /// A rectangle's x, y, width and height.
    static func components(_ rect: CGRect) -> [Double] {
        [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
    }

    /// Equal at the printed precision: rounded to the printed decimals, or within 1e-9 points for full
    /// doubles (a printed 82.666666666666671 is 248/3; the tolerance only absorbs decimal round trips).
    static func equal(recorded: Double, actual: Double, printedDecimals: Int?) -> Bool {
        guard let printedDecimals else { return abs(recorded - actual) <= 1e-9 }
        var factor = 1.0
        for _ in 0..<printedDecimals { factor *= 10 }
        return (actual * factor).rounded() == (recorded * factor).rounded()
    }
}
