import CompositionalLayout

/// The allocate-and-write ceiling: a new `[Rect]` of `frames` frames allocated, written with a scalar
/// loop and released on every call, as `solve` pays for a fresh output array (large arrays come from
/// `mmap`, so every call also page-faults its memory in).
struct AllocateCeiling {
    /// Frames per array.
    let frames: Int

    /// One call: allocate, write every frame, hand the array to `blackHole`, release.
    func run() {
        let n = frames
        let array = [Rect](unsafeUninitializedCapacity: n) { buffer, count in
            var x = 0.0
            for i in 0..<n {
                buffer.initializeElement(at: i, to: Rect(x: x, y: x + 1, width: 100, height: 100))
                x += 1
            }
            count = n
        }
        blackHole(array)
    }
}
