import CompositionalLayoutUIKit

/// A list of full-width rows `rowHeight` tall (estimated when `estimated`), with a header and a footer
/// `headerHeight` tall, pinned when `pinned`.
func listLayout(
    rowHeight: CGFloat = 44, estimated: Bool = false, headerHeight: CGFloat = 24, pinned: Bool = false
) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let height: NSCollectionLayoutDimension = estimated ? .estimated(rowHeight) : .absolute(rowHeight)
    if estimated { item.contentInsets = .zero }
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
        subitems: [
            estimated
                ? NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
                : item
        ])
    let section = NSCollectionLayoutSection(group: group)
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    header.pinToVisibleBounds = pinned
    footer.pinToVisibleBounds = pinned
    section.boundarySupplementaryItems = [header, footer]
    return UICollectionViewCompositionalLayout(section: section)
}

/// A square item filling its slot.
func fillingItem() -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
}
