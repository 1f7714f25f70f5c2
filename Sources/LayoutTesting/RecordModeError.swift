/// A value of `RECORD_LAYOUT_SNAPSHOTS` that names no mode.
public struct RecordModeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The value found.
    public var value: String

    /// The error for `value`.
    public init(value: String) {
        self.value = value
    }

    /// One sentence naming the value and the accepted ones.
    public var description: String {
        "\(SnapshotRecordMode.environmentVariable) is '\(value)'; use 1 (re-record), never (fail on a missing "
            + "snapshot) or leave it unset (record missing snapshots only)."
    }
}
