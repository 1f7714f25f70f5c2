import CompositionalLayoutUIKit
import Testing

// `static var grid: Self { .init(section: ...) }` in an extension of the layout class compiles on iOS
// (an initializer imported from Objective-C may build `Self`) and not here, where it would need the
// initializer to be `required`. The two rewrites the facade's documentation gives, which compile in both
// places (Getting Started, "Where the facade differs from UIKit"):

/// A full-width row 44 points tall.
private func rowSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    return NSCollectionLayoutSection(
        group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item]))
}

extension UICollectionViewCompositionalLayout {
    /// Rewrite 1: name the class instead of `Self`.
    static var fullWidthRows: UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: rowSection())
    }
}

/// Rewrite 2: a `final` subclass, in whose extensions `Self` is the subclass itself.
final class RowsLayout: UICollectionViewCompositionalLayout {}

extension RowsLayout {
    /// `Self` is allowed here: the class is final, so no subclass needs the initializer.
    static var standard: Self { .init(section: rowSection()) }
}

@Suite("Static layout factories")
struct StaticFactoryRewritesTests {
    @Test("both rewrites of a `static var x: Self` factory compile and lay out 44-point rows")
    func rewrites() {
        let layouts: [UICollectionViewLayout] = [
            UICollectionViewCompositionalLayout.fullWidthRows, RowsLayout.standard,
        ]
        for layout in layouts {
            let view = HeadlessCollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            view.itemCounts = [3]
            // The third row starts 2 x 44 down.
            #expect(
                layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                    == CGRect(x: 0, y: 88, width: 390, height: 44))
        }
    }
}
