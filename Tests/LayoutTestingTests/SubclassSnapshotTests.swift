import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import LayoutSnapshots
import LayoutTesting
import Testing

/// The two-column layout with every cell moved 5 points right by an override, as a subclass rewriting
/// frames in `layoutAttributesForElements(in:)` does.
final class ShiftedTwoColumnLayout: UICollectionViewCompositionalLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for cell in attributes ?? [] where cell.representedElementCategory == .cell { cell.frame.origin.x += 5 }
        return attributes
    }
}

/// A snapshot of a layout subclass records the frames its overrides return.
@Suite("Subclass snapshots")
struct SubclassSnapshotTests {
    @Test("a snapshot of a subclass records the frames its layoutAttributesForElements(in:) override returns")
    @MainActor
    func overrideFramesAreRecorded() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        let layout = ShiftedTwoColumnLayout(section: section)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.itemCounts = [2]
        let snapshot = try LayoutSnapshot(name: "shifted", collectionView: view, widths: [390])
        let xs = snapshot.runs[0].elements.filter { $0.category == .cell }.map(\.frame.x)
        // Columns of (390 - 24) / 2 = 183 from 12; each cell inset by 4, then moved 5.
        let expected: [Double] = [12 + 4 + 5, 12 + 183 + 4 + 5]
        #expect(xs == expected)
    }
}
