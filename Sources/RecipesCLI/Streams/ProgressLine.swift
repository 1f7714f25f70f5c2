/// One line that rewrites itself (`\r`) to show how far a long task has got, for a terminal.
///
/// Silent for the first `delay` seconds, so quick tasks print nothing; then redrawn at most ten times a
/// second; `finish()` blanks it. Without an output (stderr is not a terminal, tests) it does nothing.
final class ProgressLine {
    /// Where the line is drawn; nil for none.
    let output: TextOutput?
    /// What the line says first ("sweeping").
    let title: String
    /// What the line counts ("solves").
    let unit: String
    /// The count when the task is done.
    let total: Int
    /// Seconds before the line first shows.
    let delay: Double
    /// Seconds since some fixed start.
    let clock: () -> Double
    /// When the task started and when the line was last drawn, by `clock`.
    private let start: Double
    private var lastDrawn: Double?
    /// The longest line drawn, to blank it.
    private var drawnLength = 0

    /// A line "`title`: done of `total` `unit` (percent)", shown after `delay` seconds by `clock` (a
    /// monotonic clock by default).
    init(
        output: TextOutput?, title: String, unit: String, total: Int, delay: Double = 1.5,
        clock: @escaping () -> Double = ProgressLine.monotonicSeconds
    ) {
        self.output = output
        self.title = title
        self.unit = unit
        self.total = total
        self.delay = delay
        self.clock = clock
        start = clock()
    }

    /// Seconds from a monotonic clock.
    static func monotonicSeconds() -> Double {
        let elapsed = ContinuousClock().now - ProgressLine.origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The instant the monotonic clock counts from.
    private static let origin = ContinuousClock().now

    /// Records that `done` of `total` are done, redrawing the line when it is due.
    func advance(to done: Int) {
        guard let output else { return }
        let now = clock()
        guard now - start >= delay, lastDrawn.map({ now - $0 >= 0.1 }) ?? true else { return }
        lastDrawn = now
        let percent = total > 0 ? done * 100 / total : 100
        let text = "\(title): \(done) of \(total) \(unit) (\(percent)%)"
        drawnLength = max(drawnLength, text.count)
        try? output.write("\r" + text)
    }

    /// Blanks the line if it was drawn.
    func finish() {
        guard let output, drawnLength > 0 else { return }
        try? output.write("\r" + String(repeating: " ", count: drawnLength) + "\r")
        drawnLength = 0
    }
}
