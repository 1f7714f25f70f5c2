/// When `assertLayoutSnapshot` writes snapshot files instead of comparing with them.
///
/// Chosen by the `record:` argument, else by the environment variable `RECORD_LAYOUT_SNAPSHOTS`: unset,
/// empty, `0` or `missing` give `.missing`; `1` or `all` give `.all`; `never` gives `.never`.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record the widths that have no file yet; compare the others (the default).
    case missing
    /// Rewrite every file whose frames differ; the assertion still fails for those, so that a
    /// re-recording is never silent.
    case all
    /// Never write: a missing file fails (for CI, where a snapshot must be checked in).
    case never

    /// The environment variable that sets the mode when `record:` is nil.
    public static let environmentVariable = "RECORD_LAYOUT_SNAPSHOTS"

    /// The mode `environment` asks for, or the error naming a value it does not know.
    public static func fromEnvironment(_ environment: [String: String]) -> Result<SnapshotRecordMode, RecordModeError> {
        let value = environment[environmentVariable] ?? ""
        switch value.lowercased() {
        case "", "0", "missing", "false", "no": return .success(.missing)
        case "1", "all", "true", "yes": return .success(.all)
        case "never": return .success(.never)
        default: return .failure(RecordModeError(value: value))
        }
    }
}
