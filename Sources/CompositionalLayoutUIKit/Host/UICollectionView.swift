/// UIKit's collection view: off-device it is `HeadlessCollectionView`, so `layout.collectionView` is a
/// `UICollectionView?` as in UIKit, and `UICollectionView(frame:collectionViewLayout:)` makes a host.
public typealias UICollectionView = HeadlessCollectionView

extension HeadlessCollectionView {
    /// The element kind UIKit gives section headers.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind UIKit gives section footers.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

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
