/// The memory ceiling baseline: writing `frames` frames of four doubles into a preallocated buffer with a
/// plain loop, the least any solver must do to output that many frames.
final class MemoryCeiling {
    let frames: Int
    /// How many separate outputs the frames form (the width sweep: one per solve); each is written over
    /// the same buffer of `frames / chunks` frames.
    let chunks: Int
    /// Frames per chunk: the buffer's size.
    let perChunk: Int
    private let buffer: UnsafeMutablePointer<Double>

    /// Allocates (and touches) the buffer once, outside the timed loop.
    init(frames: Int, chunks: Int = 1) {
        self.frames = frames
        self.chunks = max(1, chunks)
        perChunk = (frames + self.chunks - 1) / self.chunks
        buffer = .allocate(capacity: max(1, perChunk) * 4)
        buffer.initialize(repeating: 0, count: max(1, perChunk) * 4)
    }

    deinit { buffer.deallocate() }

    /// One timed iteration: every frame written (x, y, width, height), values that depend on the index
    /// so the stores cannot be merged, then the buffer handed to `blackHole`.
    func run() {
        var x = 0.0
        var left = frames
        while left > 0 {
            let n = min(left, perChunk)
            var p = buffer
            for _ in 0..<n {
                p[0] = x
                p[1] = x + 1
                p[2] = 100
                p[3] = 100
                p += 4
                x += 1
            }
            left -= n
            blackHole(buffer)
        }
    }
}
