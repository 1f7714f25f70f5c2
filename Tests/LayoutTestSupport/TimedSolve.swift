import CompositionalLayout

/// The outcome of one timed solve: a layout, or the error it threw (typed or not), and how long it took.
public struct TimedSolve {
    /// The solved layout, when the solve succeeded.
    public var solved: SolvedLayout?
    /// The error, when the solve threw a `LayoutError`.
    public var layoutError: LayoutError?
    /// Set when the solve threw something that is not a `LayoutError`.
    public var otherError: String?
    /// How long the solve took.
    public var duration: Duration

    /// The longest a single solve may take before the properties call it a hang.
    public static let limit = Duration.seconds(2)

    /// Solves, measuring the time with `ContinuousClock`.
    public static func run(_ layout: Layout, in environment: LayoutEnvironment, data: LayoutData) -> TimedSolve {
        var result = TimedSolve(duration: .zero)
        result.duration = ContinuousClock().measure {
            do {
                result.solved = try solve(layout, in: environment, data: data)
            } catch let error as LayoutError {
                result.layoutError = error
            } catch {
                result.otherError = "\(type(of: error)): \(error)"
            }
        }
        return result
    }

    /// Problems with the outcome itself: an untyped error, an over-long solve, a badly formed message.
    public var problems: [String] {
        var found: [String] = []
        if let otherError { found.append("threw a non-LayoutError: \(otherError)") }
        if duration > Self.limit { found.append("solve took \(duration), over the \(Self.limit) limit") }
        if let layoutError {
            let text = layoutError.description
            if text.isEmpty || text.contains("\n") || !text.hasSuffix(".") {
                found.append("error message is not one sentence: \(text)")
            }
        }
        return found
    }
}
