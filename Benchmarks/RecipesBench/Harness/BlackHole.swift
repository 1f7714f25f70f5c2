/// Where `blackHole` drops what it is given; never read, it only makes the stores observable.
nonisolated(unsafe) var blackHoleSink = 0

/// Keeps `value` alive and opaque to the optimiser, so the work that produced it cannot be deleted.
///
/// Not inlined and not optimised: the compiler cannot see that it does nothing with the value.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) { blackHoleSink &+= 1 }
}
