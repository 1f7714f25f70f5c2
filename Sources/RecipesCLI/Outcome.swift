/// What one invocation of the command produced: the text for stdout and stderr and the exit status.
public struct Outcome: Sendable, Equatable {
    /// Text for standard output (ends with a newline when not empty).
    public var stdout: String
    /// Text for standard error (ends with a newline when not empty).
    public var stderr: String
    /// The process exit status: 0 success, 1 failure, 64 usage error.
    public var exitCode: Int32

    /// Creates an outcome.
    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }

    /// The outcome without its standard output when `quiet` (errors stay on standard error).
    func quieted(_ quiet: Bool) -> Outcome {
        guard quiet else { return self }
        var copy = self
        copy.stdout = ""
        return copy
    }

    /// A success printing `text` (a newline is added when missing).
    static func success(_ text: String) -> Outcome {
        Outcome(stdout: text.isEmpty || text.hasSuffix("\n") ? text : text + "\n")
    }
}
