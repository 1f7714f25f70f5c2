/// Where a command writes text piece by piece (standard output, a file, memory in tests), so that what
/// it prints is never held whole: memory grows with one width's output, not with the number of widths.
public protocol TextOutput: AnyObject {
    /// Appends `text`; throws `CommandError.unwritableOutput` when it cannot be written.
    func write(_ text: String) throws
    /// Writes whatever is held back; throws like `write(_:)`.
    func flush() throws
}

extension TextOutput {
    /// Nothing is held back.
    public func flush() throws {}
}
