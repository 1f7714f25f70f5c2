// The README's "Check your app's UIKit layouts on Linux" example, and the UIKit facade's "Getting started" and
// "Checking your UIKit layouts on Linux" articles: app code that builds a two-column grid, word for word
// from the import on (the doc tests check it: Tests/DocExamplesTests).
#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutUIKit
#endif

func makeTwoColumnLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
    )
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    return UICollectionViewCompositionalLayout(section: section)
}
