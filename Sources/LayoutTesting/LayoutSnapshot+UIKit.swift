import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import LayoutSnapshots

extension LayoutSnapshot {
    /// The frames a UIKit-facade layout gives in `collectionView` at each of `widths`: the view is made each
    /// width wide in turn (its height, item counts, safe area, scale and content offset as set), laid out,
    /// and asked for every element; its frame is restored afterwards.
    ///
    /// The facade adds no geometry: these are the frames the layout's `layoutAttributesForElements(in:)`
    /// reports (a subclass's override included), through the view. Throws `HeadlessLayoutError` when a width
    /// cannot be laid out.
    @MainActor
    public init(name: String, collectionView: HeadlessCollectionView, widths: [Double] = LayoutSnapshotDefaults.widths)
        throws
    {
        try self.init(name: name, collectionView: collectionView, widths: widths) { _, _ in }
    }

    /// As `init(name:collectionView:widths:)`, handing `warnings` each width's layout warnings.
    @MainActor
    init(
        name: String, collectionView: HeadlessCollectionView, widths: [Double],
        warnings: (Double, [String]) -> Void
    ) throws {
        let frame = collectionView.frame
        defer { collectionView.frame = frame }
        var runs: [SnapshotRun] = []
        for width in widths {
            collectionView.frame = CGRect(x: frame.minX, y: frame.minY, width: CGFloat(width), height: frame.height)
            collectionView.layoutIfNeeded()
            if let error = collectionView.layoutError { throw error }
            warnings(width, collectionView.layoutWarnings.map(\.description))
            let everything = CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
            let attributes = collectionView.layoutAttributesForElements(in: everything)
            runs.append(
                SnapshotRun(
                    width: width, height: Double(frame.height),
                    sizeClass: collectionView.horizontalSizeClass == .regular ? .regular : .compact,
                    contentSize: Size(
                        width: Double(collectionView.contentSize.width),
                        height: Double(collectionView.contentSize.height)),
                    elements: attributes.map(SnapshotElement.init)))
        }
        self.init(name: name, runs: runs)
    }
}

extension SnapshotElement {
    /// The element UIKit-facade attributes describe.
    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        let category: ElementCategory =
            switch attributes.representedElementCategory {
            case .cell: .cell
            case .supplementaryView: .supplementary
            case .decorationView: .decoration
            }
        let frame = attributes.frame
        self.init(
            category: category, elementKind: attributes.representedElementKind,
            indexPath: CompositionalLayout.IndexPath(
                section: attributes.indexPath.section, item: attributes.indexPath.item),
            frame: Rect(
                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                height: Double(frame.height)),
            zIndex: attributes.zIndex, isHidden: attributes.isHidden)
    }
}
