import Glibc

/// The memset ceiling: `memset` over a preallocated buffer of the frames' byte size.
///
/// Writes bytes without computing anything, with the widest stores the C library has: the fastest any
/// solver could write that much output into memory it already owns.
struct MemsetCeiling {
    /// The buffer written.
    let buffer: FrameBuffer

    /// One call: every byte of the buffer set (to a value that changes per call), then `blackHole`.
    func run(_ call: inout Int) {
        call &+= 1
        memset(buffer.base, Int32(truncatingIfNeeded: call & 0x7f), buffer.byteCount)
        blackHole(buffer.base)
    }
}
