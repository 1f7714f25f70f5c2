/// The memory ceiling baseline: writing `frames` frames of four doubles into a preallocated buffer with a
/// plain loop, the least any solver must do to output that many frames.
final class MemoryCeiling {
    let frames: Int
    private let buffer: UnsafeMutablePointer<Double>

    /// Allocates (and touches) the buffer once, outside the timed loop.
    init(frames: Int) {
        self.frames = frames
        buffer = .allocate(capacity: max(1, frames) * 4)
        buffer.initialize(repeating: 0, count: max(1, frames) * 4)
    }

    deinit { buffer.deallocate() }

    /// One timed iteration: every frame written (x, y, width, height), values that depend on the index
    /// so the stores cannot be merged, then the buffer handed to `blackHole`.
    func run() {
        var p = buffer
        var x = 0.0
        for _ in 0..<frames {
            p[0] = x
            p[1] = x + 1
            p[2] = 100
            p[3] = 100
            p += 4
            x += 1
        }
        blackHole(buffer)
    }
}
