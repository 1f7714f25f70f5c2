/// UIKit's collection view name, as a namespace only: its nested types and element kinds.
///
/// There is no collection view off-device: host layouts in `HeadlessCollectionView` instead.
public enum UICollectionView {
    /// The element kind UIKit gives section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind UIKit gives section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The axis a layout scrolls along.
    public enum ScrollDirection: Int, Sendable, Hashable {
        /// Content scrolls up and down.
        case vertical = 0
        /// Content scrolls left and right.
        case horizontal = 1
    }

    /// What kind of view an element is: a cell, a supplementary view or a decoration view.
    public enum ElementCategory: UInt, Sendable, Hashable {
        /// A cell (one data item).
        case cell = 0
        /// A supplementary view: header, footer, badge.
        case supplementaryView = 1
        /// A decoration view: a section background.
        case decorationView = 2
    }
}
