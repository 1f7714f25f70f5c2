import CompositionalLayout

/// A preallocated buffer of `frames` frames (32 bytes each, like `Rect`), allocated and touched once,
/// outside any timing; the memset and scalar ceilings write into it.
final class FrameBuffer {
    /// How many frames it holds.
    let frames: Int
    /// The first double (x of frame 0); four doubles per frame.
    let base: UnsafeMutablePointer<Double>

    /// Allocates and zero-fills the buffer, so its pages are resident before the first timed write.
    init(frames: Int) {
        self.frames = frames
        base = .allocate(capacity: max(1, frames) * 4)
        base.initialize(repeating: 0, count: max(1, frames) * 4)
    }

    deinit { base.deallocate() }

    /// The buffer's size in bytes: the same as `frames` `Rect` values.
    var byteCount: Int { frames * MemoryLayout<Rect>.stride }
}
