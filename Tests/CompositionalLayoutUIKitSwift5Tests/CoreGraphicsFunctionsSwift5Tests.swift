import CompositionalLayoutUIKit
import Testing

/// A custom group written with the C spellings of Core Graphics, as app code calling today's SDK writes it,
/// in a plain function in the Swift 5 language mode: the facade's declarations are the ones it calls.
func makeStaggeredLayout() -> UICollectionViewCompositionalLayout {
    let group = NSCollectionLayoutGroup.custom(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
    ) { environment in
        let width = CGRectGetWidth(CGRectMake(0, 0, environment.container.contentSize.width, 0))
        return [
            NSCollectionLayoutGroupCustomItem(frame: CGRectMake(0, 0, width / 2, 120)),
            NSCollectionLayoutGroupCustomItem(frame: CGRectOffset(CGRectMake(0, 0, width / 2, 60), width / 2, 60)),
        ]
    }
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor
@Suite("Core Graphics C spellings (Swift 5)")
struct CoreGraphicsFunctionsSwift5Tests {
    @Test("CGRectMake and its siblings compile and answer in the Swift 5 mode")
    func cSpellings() {
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2) && CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectGetMaxY(CGRectMake(0, 10, 5, 20)) == 30)  // 10 + 20
        #expect(CGRectZero == CGRect.zero)
    }

    @Test("a custom group built with CGRectMake lays out its cells where the rects say")
    func staggeredLayout() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: makeStaggeredLayout())
        view.itemCounts = [2]
        let frame = { (item: Int) in
            view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        // Half of 390 is 195: the first cell fills the left half, the second the lower right quarter.
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 195, height: 120))
        #expect(frame(1) == CGRect(x: 195, y: 60, width: 195, height: 60))
    }
}
