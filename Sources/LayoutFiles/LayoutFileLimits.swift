/// The documented limits of layout files; inputs beyond them are refused with a problem, never a crash.
public enum LayoutFileLimits {
    /// The largest file accepted, 4 MiB; larger inputs are refused before parsing.
    public static let maximumByteCount = 4 * 1024 * 1024
    /// The deepest nesting of JSON arrays and objects: 128, room for the engine's 32 nested groups
    /// (three JSON levels each) with their items and supplementaries, and far below stack limits.
    public static let maximumDepth = 128
    /// The deepest nesting of groups, the root group being level 1 (the engine's limit).
    public static let maximumGroupDepth = 32
    /// The largest `count`, `repeatingCount` or number of custom frames (the engine's child limit).
    public static let maximumChildren = 100_000
    /// The most sections `data` may list (the engine's section limit).
    public static let maximumSections = 1_000_000
}
