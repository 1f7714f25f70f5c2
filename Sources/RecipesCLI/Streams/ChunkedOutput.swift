import Foundation

/// A `TextOutput` that writes to a file handle in chunks of `CLILimits.outputChunkBytes`: at most one
/// chunk is held in memory, however much is written.
///
/// Call `flush()` when done; the last partial chunk is written then.
public final class ChunkedOutput: TextOutput {
    /// Where the bytes go.
    let handle: FileHandle
    /// The name errors give the destination ("standard output", a file path).
    let name: String
    /// The bytes held before they are written; 0 writes every piece at once (a progress line).
    let chunkBytes: Int
    /// Bytes written but not yet handed to `handle`.
    private var buffer: [UInt8] = []

    /// An output writing to `handle` in chunks of `chunkBytes`, named `name` in errors.
    public init(_ handle: FileHandle, name: String, chunkBytes: Int = CLILimits.outputChunkBytes) {
        self.handle = handle
        self.name = name
        self.chunkBytes = chunkBytes
        buffer.reserveCapacity(chunkBytes)
    }

    /// Standard output, in chunks.
    public static func standardOutput() -> ChunkedOutput { ChunkedOutput(.standardOutput, name: "standard output") }

    /// Standard error, every piece written at once (for a progress line).
    public static func standardError() -> ChunkedOutput {
        ChunkedOutput(.standardError, name: "standard error", chunkBytes: 0)
    }

    /// Appends `text`, writing a chunk whenever `chunkBytes` are held.
    public func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= chunkBytes { try flush() }
    }

    /// Writes the bytes held.
    public func flush() throws {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw CommandError.unwritableOutput(path: name, reason: "writing failed")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
