/// How a list section draws its separators: visibility, insets and colours; stored; no effect on layout
/// (separators are drawn over the cells and take no space).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator is drawn.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides.
        case automatic = 0
        /// Drawn.
        case visible = 1
        /// Not drawn.
        case hidden = 2
    }

    /// Insets whose edges mean "the list decides".
    ///
    /// UIKit does not document the value; ours is the largest finite `CGFloat` on each edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The top separator's visibility; `.automatic` by default; stored; no effect on layout.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The bottom separator's visibility; `.automatic` by default; stored; no effect on layout.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's insets; `automaticInsets` by default; stored; no effect on layout.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The bottom separator's insets; `automaticInsets` by default; stored; no effect on layout.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The separators' colour; `.separator` by default; stored; no effect on layout.
    public var color: UIColor = .separator
    /// The colour in a multiple-selection group; `.separator` by default (UIKit's is not documented);
    /// stored; no effect on layout.
    public var multipleSelectionColor: UIColor = .separator

    /// A configuration with the defaults for a list of `listAppearance` (the same for every appearance here).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
