import CompositionalLayout

/// The closure-call floor of self-sizing: a loop that calls one sizing closure once per item and writes
/// one frame per item into a preallocated buffer, stacking the answers as a list does.
///
/// A self-sizing solve cannot be cheaper than asking every item its size and writing its frame; the
/// closure is made opaque (`opaqueSizing`), so each call is a real indirect call, as the engine's is, and
/// nothing generic touches it, so it is called without the reabstraction thunks a generic function or an
/// array element would wrap it in (they made the floor about twice as slow as the direct call the engine
/// makes).
struct ClosureCallFloor {
    /// The buffer written.
    let buffer: FrameBuffer
    /// The sizing closure, opaque to the optimiser.
    let sizing: SizingCallback
    /// The width every item is proposed.
    let width: Double

    /// A floor writing `buffer.frames` frames with `sizing`'s answers.
    init(buffer: FrameBuffer, sizing: @escaping SizingCallback, width: Double) {
        self.buffer = buffer
        self.sizing = opaqueSizing(sizing)
        self.width = width
    }

    /// One call: every item asked its size, its frame written below the previous one, then `blackHole`.
    func run() {
        var p = buffer.base
        var y = 0.0
        let proposed = Size(width: width, height: 44)
        for item in 0..<buffer.frames {
            let size = sizing(IndexPath(section: 0, item: item), proposed)
            p[0] = 0
            p[1] = y
            p[2] = size.width
            p[3] = size.height
            p += 4
            y += size.height
        }
        blackHole(buffer.base)
    }
}

/// `sizing`, unseen by the optimiser, so it cannot inline or specialise the closure.
///
/// Not generic: a generic function would hand the closure back wrapped in reabstraction thunks.
@inline(never) @_optimize(none)
func opaqueSizing(_ sizing: @escaping SizingCallback) -> SizingCallback { sizing }
