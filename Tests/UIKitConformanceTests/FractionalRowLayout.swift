import CompositionalLayoutUIKit

/// The layout of the Stack Overflow question "interItemSpacing = .fixed(0) not always working", whose answer
/// printed the widths UIKit gave five cells.
///
/// Per the question: one full-width horizontal group per row holding items of the listed fractional widths
/// (they add up to 1), `interItemSpacing` fixed at 0; the answer lays them out in a 375-point collection view
/// without insets. The row's height is not stated and does not reach the widths: 44 here is ours.
enum FractionalRowLayout {
    /// The fractions of the row's five items, as the question lists them.
    static let fractions: [CGFloat] = [
        0.2244798445859886, 0.0999484835067196, 0.2255459136606516, 0.2244798445859886, 0.2255459136606516,
    ]

    /// One row of the five fractional items, no spacing between them.
    @MainActor
    static func make() -> UICollectionViewLayout {
        let items = fractions.map {
            NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth($0), heightDimension: .fractionalHeight(1)))
        }
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: items)
        group.interItemSpacing = .fixed(0)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
