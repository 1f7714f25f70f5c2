/// The scalar stamping ceiling: a plain loop writing every frame into a preallocated buffer.
///
/// x, y, width, height per frame, values depending on the index: what a solver that stamps one frame at
/// a time into storage it already owns pays for the stores alone (the old report's "memory ceiling").
struct ScalarCeiling {
    /// The buffer written.
    let buffer: FrameBuffer

    /// One call: every frame written, then `blackHole`.
    func run() {
        var p = buffer.base
        var x = 0.0
        for _ in 0..<buffer.frames {
            p[0] = x
            p[1] = x + 1
            p[2] = 100
            p[3] = 100
            p += 4
            x += 1
        }
        blackHole(buffer.base)
    }
}
