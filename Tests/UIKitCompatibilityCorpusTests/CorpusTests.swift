import CompositionalLayoutUIKit
import Testing

/// Every corpus layout laid out at a compact (390) and a regular (1024) width on an 844-point-tall view
/// with a phone's safe area, exercised as its app would, and checked by `checkSanity`.
@Suite("UIKit compatibility corpus")
struct CorpusTests {
    @Test("the corpus has at least 80 layouts, each named once")
    func corpusSize() {
        #expect(corpus.count >= 80)
        #expect(Set(corpus.map(\.name)).count == corpus.count)
    }

    @Test("each corpus layout lays out sanely at a compact and a regular width", arguments: corpus)
    func sane(_ entry: CorpusEntry) {
        for width: CGFloat in [390, 1024] {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: entry.make())
            view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            view.itemCounts = entry.itemCounts
            view.layoutIfNeeded()
            entry.exercise?(view)
            checkSanity(entry, view, width: width)
        }
    }
}
