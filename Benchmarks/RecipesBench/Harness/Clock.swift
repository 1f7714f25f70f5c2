/// The monotonic clock every timing in the benchmark reads.
enum Clock {
    /// Nanoseconds elapsed on `ContinuousClock` while `body` runs.
    @inline(__always)
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return nanoseconds(clock.now - start)
    }

    /// A duration in nanoseconds.
    static func nanoseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
    }
}
