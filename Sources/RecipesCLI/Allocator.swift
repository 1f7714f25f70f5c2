#if canImport(Glibc)
    import Glibc
#endif

/// The C allocator's settings for a timed run, fixed so that "a fresh array" costs the same all run long:
/// `recipes bench` and `recipes-bench` call it before they time anything.
package enum Allocator {
    /// Blocks up to this many bytes come from the heap and are recycled; larger ones are fresh pages.
    ///
    /// 32 MiB: the highest value glibc's dynamic threshold reaches, so 1 M frames (32 MB) are recycled
    /// and 10 M frames (320 MB) are `mmap`ed and page-faulted on every solve.
    package static let mmapThreshold: Int32 = 32 * 1024 * 1024

    /// Free memory at the top of the heap is kept up to this many bytes (twice the mmap threshold, as
    /// glibc sets it when it raises the threshold itself).
    package static let trimThreshold: Int32 = 64 * 1024 * 1024

    /// `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` from `<malloc.h>`, which the Glibc module does not export.
    static let trimThresholdParameter: Int32 = -1
    static let mmapThresholdParameter: Int32 = -3

    /// Fixes glibc's mmap and trim thresholds; returns false when `mallopt` is missing or refuses.
    ///
    /// Left dynamic, glibc starts at 128 KiB and raises the threshold (up to 32 MiB) the first time a large
    /// block is freed, so the same 32 MB output array is page-faulted fresh early in a run and recycled
    /// later: a ratio would depend on what ran before it. Fixed at the value it converges to, every
    /// benchmark sees the allocator of a long-running process.
    @discardableResult
    package static func fixThresholds() -> Bool {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            return mallopt(trimThresholdParameter, trimThreshold) == 1
                && mallopt(mmapThresholdParameter, mmapThreshold) == 1
        #else
            return false
        #endif
    }

    /// Returns the heap's free memory to the system (`malloc_trim(0)`); false when it is missing.
    ///
    /// The runner calls it before each benchmark, so that none inherits the free, already-faulted heap
    /// blocks another left behind: a 320 MB request is served from such a block without a page fault,
    /// which made a 10 M re-solve look three times faster after the scaling family had run.
    @discardableResult
    package static func trim() -> Bool {
        #if canImport(Glibc)
            typealias MallocTrim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return false }
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
            return true
        #else
            return false
        #endif
    }

    /// How a report describes the setting, ending with when the caller trims the heap (`trimmed`, such as
    /// "before each benchmark").
    package static func description(trimmed: String) -> String {
        "glibc malloc, mmap threshold fixed at \(mmapThreshold / 1024 / 1024) MiB and trim threshold at "
            + "\(trimThreshold / 1024 / 1024) MiB (`mallopt`): arrays up to 32 MiB (1 M frames) are recycled "
            + "heap memory, larger ones (10 M frames) fresh pages on every allocation; `malloc_trim(0)` \(trimmed)"
    }
}
