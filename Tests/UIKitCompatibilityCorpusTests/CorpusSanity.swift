import CompositionalLayoutUIKit
import Testing

/// The check every corpus layout passes at every width: each item placed exactly once, finite frames,
/// cells inside the content size, and no overlap between cells of one section unless declared.
@MainActor
func checkSanity(_ entry: CorpusEntry, _ view: UICollectionView, width: CGFloat) {
    #expect(view.layoutError == nil, "\(entry.name) at \(width): \(String(describing: view.layoutError))")
    let everything = CGRect(x: -100_000, y: -100_000, width: 400_000, height: 400_000)
    let attributes = view.layoutAttributesForElements(in: everything)
    let content = view.contentSize
    #expect(content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0)
    var cells: [Int: [(item: Int, rect: CGRect)]] = [:]
    for element in attributes {
        let frame = element.frame
        #expect(
            frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite,
            "\(entry.name) at \(width): \(element.indexPath) has a frame that is not finite")
        guard element.representedElementCategory == .cell else { continue }
        // The untransformed frame about the reported frame's centre: handlers may scale cells about it.
        let rect = CGRect(
            x: frame.midX - element.size.width / 2, y: frame.midY - element.size.height / 2,
            width: element.size.width, height: element.size.height)
        cells[element.indexPath.section, default: []].append((element.indexPath.item, rect))
        let sideways = entry.orthogonalSections.contains(element.indexPath.section)
        let vertical = view.collectionViewLayout.scrollsVerticallyForCorpus
        let tolerance: CGFloat = 0.5
        let alongInside =
            vertical
            ? rect.minY >= -tolerance && rect.maxY <= content.height + tolerance
            : rect.minX >= -tolerance && rect.maxX <= content.width + tolerance
        let acrossInside =
            vertical
            ? rect.minX >= -tolerance && rect.maxX <= content.width + tolerance
            : rect.minY >= -tolerance && rect.maxY <= content.height + tolerance
        #expect(
            alongInside && (sideways || acrossInside),
            "\(entry.name) at \(width): cell \(element.indexPath) at \(rect) is outside the content \(content)")
    }
    #expect(cells.keys.sorted() == Array(entry.itemCounts.indices.filter { entry.itemCounts[$0] > 0 }))
    for (section, placed) in cells {
        #expect(
            placed.map(\.item).sorted() == Array(0..<entry.itemCounts[section]),
            "\(entry.name) at \(width): section \(section) places \(placed.map(\.item).sorted())")
        guard !entry.overlapping else { continue }
        for (index, first) in placed.enumerated() {
            for second in placed[(index + 1)...] {
                let overlap = first.rect.intersection(second.rect)
                #expect(
                    overlap.isNull || overlap.width * overlap.height < 0.01,
                    "\(entry.name) at \(width): cells \(first.item) \(first.rect) and \(second.item) \(second.rect) of section \(section) overlap"
                )
            }
        }
    }
}

extension UICollectionViewLayout {
    /// Whether the corpus layout scrolls vertically (compositional layouts by their configuration).
    var scrollsVerticallyForCorpus: Bool {
        (self as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection != .horizontal
    }
}
