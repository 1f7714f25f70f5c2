import CompositionalLayout

/// The limits of layout files, as the engine's `LayoutLimits` states them; inputs beyond them are refused
/// with a problem naming the path, never a crash.
public enum LayoutFileLimits {
    /// The largest file accepted (`LayoutLimits.maximumFileByteCount`); larger inputs are refused before parsing.
    public static let maximumByteCount = LayoutLimits.maximumFileByteCount
    /// The deepest nesting of JSON arrays and objects (`LayoutLimits.maximumFileDepth`).
    public static let maximumDepth = LayoutLimits.maximumFileDepth
    /// The deepest nesting of groups, the root group being level 1 (`LayoutLimits.maximumNestingDepth`).
    public static let maximumGroupDepth = LayoutLimits.maximumNestingDepth
    /// The largest `count`, `repeatingCount` or number of custom frames (`LayoutLimits.maximumChildren`).
    public static let maximumChildren = LayoutLimits.maximumChildren
    /// The most sections `data` may list (`LayoutLimits.maximumSections`).
    public static let maximumSections = LayoutLimits.maximumSections
    /// The most width ranges one `widths` choice may list (before its `otherwise`).
    public static let maximumWidthRanges = 16
    /// The most cells or supplementary kinds a sizes file (`recipes run --sizes`) may list.
    public static let maximumSizeEntries = LayoutLimits.maximumChildren
    /// The deepest nesting of choices (`sizeClasses` and `widths` inside one another), the outermost being 1.
    public static let maximumChoiceDepth = 4
    /// The most sections one `itemsBySection` visibility may list, and the most items per section it lists.
    public static let maximumVisibilityItems = LayoutLimits.maximumChildren
    /// The most problems listed for one file; a last line says when more were found.
    public static let maximumProblems = 500
}
