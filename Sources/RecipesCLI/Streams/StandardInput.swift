import Foundation

/// Standard input as the file `-` names (`recipes validate -`, `run --file -`): read once, on first use,
/// and kept, so that naming `-` twice reads the same bytes.
///
/// Reads at most one byte more than the caller's limit, so a endless pipe cannot exhaust memory.
public final class StandardInput: @unchecked Sendable {
    /// How messages name it.
    public static let displayName = "<stdin>"

    private let lock = NSLock()
    private let handle: FileHandle?
    private var bytes: [UInt8]
    private var ended: Bool

    /// The input read from `handle`.
    public init(_ handle: FileHandle) {
        self.handle = handle
        bytes = []
        ended = false
    }

    /// An input holding `bytes` (for tests).
    public init(bytes: [UInt8]) {
        handle = nil
        self.bytes = bytes
        ended = true
    }

    /// The process's standard input.
    public static let process = StandardInput(.standardInput)

    /// The first `limit + 1` bytes at most (more than `limit` means the input is too large).
    ///
    /// Throws `CommandError.unreadableInput` when reading fails.
    public func read(upTo limit: Int) throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        while !ended, bytes.count <= limit, let handle {
            let data: Data?
            do {
                data = try handle.read(upToCount: min(1 << 20, limit + 1 - bytes.count))
            } catch {
                throw CommandError.unreadableInput(path: StandardInput.displayName, reason: "it cannot be read")
            }
            guard let data, !data.isEmpty else {
                ended = true
                break
            }
            bytes += data
        }
        return Array(bytes.prefix(limit + 1))
    }
}
