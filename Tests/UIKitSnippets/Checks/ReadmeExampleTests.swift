import CompositionalLayoutUIKit
import Testing

// The test half of the README's "Check your app's UIKit layouts on Linux" example and of the UIKit facade's
// "Getting started" article, word for word (the doc tests check it: Tests/DocExamplesTests).

/// The README example's test: the two-column layout puts the second cell beside the first.
@MainActor
@Test("the two-column layout puts the second cell beside the first")
func twoColumnLayout() {
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: makeTwoColumnLayout())
    view.itemCounts = [4]
    view.layoutIfNeeded()
    let cell = view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(cell?.frame == CGRect(x: 12 + 183 + 4, y: 4, width: 175, height: 112))  // (390 - 24) / 2 = 183
}
