/// A `TextOutput` that passes text on to another and counts its UTF-8 bytes, refusing to go past a limit.
final class CountingOutput: TextOutput {
    /// Where the text goes.
    let base: TextOutput
    /// The most bytes it may pass on; nil for no limit.
    let limit: Int?
    /// The error thrown when a write would pass `limit`.
    let overLimit: CommandError
    /// Bytes passed on so far.
    private(set) var bytes = 0

    /// An output counting what it passes to `base`, throwing `overLimit` instead of passing `limit` bytes.
    init(_ base: TextOutput, limit: Int?, overLimit: CommandError) {
        self.base = base
        self.limit = limit
        self.overLimit = overLimit
    }

    /// Passes `text` on, or throws `overLimit` when it would take the count past `limit`.
    func write(_ text: String) throws {
        let count = text.utf8.count
        if let limit, bytes + count > limit { throw overLimit }
        bytes += count
        try base.write(text)
    }

    /// Flushes `base`.
    func flush() throws { try base.flush() }
}
