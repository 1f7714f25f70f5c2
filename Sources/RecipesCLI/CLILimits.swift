/// The limits only the command has, stated once: every option check, help text, error sentence and the
/// table in docs/limits.md reads them from here.
///
/// Each limit is checked before the work or the memory it bounds is spent. Limits on layouts themselves
/// (counts and sizes a layout may have) belong to the engine, not here.
public enum CLILimits {
    /// The widths a container may have, in points (`--widths`).
    public static let widths: ClosedRange<Double> = 1...100_000
    /// The most widths one `--widths` list may name, checked before any width is made.
    public static let maximumWidthCount = 100_000
    /// The container heights `--height` accepts: greater than 0 and at most this, in points.
    public static let maximumHeight = 100_000.0
    /// The longest name `export --function-name` accepts, in characters.
    public static let maximumFunctionNameLength = 100
    /// The values `--sections` accepts.
    public static let sections: ClosedRange<Int> = 0...10_000
    /// The values `--items` (items per section) accepts.
    public static let itemsPerSection: ClosedRange<Int> = 0...1_000_000
    /// The most items one solve may have: sections x items, or the sum of a layout file's `data`.
    public static let totalItems = 2_000_000
    /// The most element solves one `recipes sweep` may ask for (recipes x widths x elements per layout).
    ///
    /// Estimated from the data shapes before anything is solved. A sweep checks about 6 million elements
    /// a second in a release build on 2 cores, so this is about 3 minutes; above it the sweep is refused
    /// as a usage error (exit 64), since narrower options always fix it.
    public static let sweepElementBudget = 1e9
    /// The most elements `recipes gallery` draws in one picture (one recipe at one width): the first
    /// ones in output order; the caption still gives the full count.
    public static let galleryElementsPerPicture = 2_000
    /// The most element solves one interactive `recipes gallery` page may ask for (recipes x widths x
    /// heights x size classes x elements), estimated from the data shapes before anything is solved.
    public static let galleryElementSolves = 5e7
    /// The most bytes one interactive `recipes gallery` page may have; the whole catalog's is about 5 MB.
    public static let galleryPageBytes = 64 * 1024 * 1024
    /// The most characters of an argument an error sentence quotes; longer ones are cut with an ellipsis
    /// and their full length.
    public static let quotedArgumentLength = 80
    /// The most text rows `--format ascii` draws for one width; taller content is cut with a note.
    public static let asciiRows = 400
    /// The most bytes of output held in memory before they are written (standard output, SVG files,
    /// the gallery page).
    public static let outputChunkBytes = 64 * 1024
}
