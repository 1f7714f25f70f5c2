/// The engine's limits on counts and sizes, stated once: the solver, the validator, the reference solver,
/// the layout-file decoder, the command line and docs/limits.md all read them from here.
///
/// Every limit is enforced before the work or memory it guards is spent; going over one is a
/// `LayoutError` naming the limit, never a crash.
public enum LayoutLimits {
    /// Groups may nest at most this deep; the root group is level 1.
    public static let maximumNestingDepth = 32

    /// The most leaves one root-group instance may hold, and the most children one group may place.
    ///
    /// `count:` and `repeatingSubitem:count:` forms multiply down a nesting chain; a tree whose product
    /// exceeds this is refused before solving, from arithmetic on the counts (`tooManyChildren`).
    public static let maximumChildren = 100_000

    /// The most sections one solve accepts.
    public static let maximumSections = 1_000_000

    /// The most items one solve accepts, summed over all sections.
    public static let maximumTotalItems = 20_000_000

    /// The most supplementaries and decorations one solve produces.
    public static let maximumElements = 50_000_000

    /// The most resting offsets a `paging` orthogonal section lists (spec S7): one page per visible length,
    /// then the maximum offset; a section longer than this many pages lists its first pages only.
    public static let maximumRestingOffsets = 1_000_000

    /// The largest layout file accepted, in bytes (4 MiB); larger inputs are refused before parsing.
    public static let maximumFileByteCount = 4 * 1024 * 1024

    /// The deepest nesting of JSON arrays and objects in a layout file: room for 32 nested groups (three
    /// JSON levels each) with their items and supplementaries, far below stack limits.
    public static let maximumFileDepth = 128
}
