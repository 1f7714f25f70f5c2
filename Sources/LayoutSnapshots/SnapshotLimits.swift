/// The limits of snapshot files and their diffs, stated once; inputs beyond them are refused with one
/// sentence, never a crash.
public enum SnapshotLimits {
    /// The largest snapshot file read (about 100 000 elements), checked before parsing: a file is parsed
    /// whole, and its parsed form takes about three times its size in memory.
    public static let maximumFileBytes = 16 * 1024 * 1024
    /// The deepest nesting of JSON arrays and objects in a snapshot file (the shape itself uses 4).
    public static let maximumDepth = 16
    /// The most element changes an assertion's failure message lists per width; the rest are counted.
    public static let listedChangesPerRun = 20
}
