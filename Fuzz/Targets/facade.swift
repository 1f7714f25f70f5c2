// Fuzz target `facade`: sequences of UIKit-facade calls on `HeadlessCollectionView`, read from the bytes.
//
// Byte 0 picks one of a few layouts written against the facade's API (a grid, a list with headers, an
// estimated-height list, an orthogonal carousel); then each pair of bytes is one call: set the item counts,
// the frame, the content offset, a section's orthogonal offset, self-sizing answers, the display scale or
// the layout direction; invalidate; lay out; insert or delete items; query attributes by index path and by
// rect. Checks: no crash; after the sequence, every attribute in the content equals that of a fresh view
// given the same final state and laid out once.
import CompositionalLayoutUIKit

/// The layout numbered `choice`.
@MainActor func makeLayout(_ choice: UInt8) -> UICollectionViewLayout {
    func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }
    switch choice % 4 {
    case 0:
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        return UICollectionViewCompositionalLayout(section: section)
    case 1:
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    case 2:
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(60)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    default:
        return UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(index % 2 == 0 ? 0.8 : 0.45), .absolute(120)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = index % 3 == 0 ? .groupPaging : .continuous
            section.interGroupSpacing = 10
            return section
        }
    }
}

/// The state a sequence leaves, applied to a fresh view.
@MainActor struct HostState {
    var frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    var counts = [5, 0, 3]
    var offset = CGPoint.zero
    var scale: CGFloat = 3
    var rightToLeft = false
    var sizing: UInt8? = nil

    func apply(to view: HeadlessCollectionView) {
        view.frame = frame
        view.itemCounts = counts
        view.displayScale = scale
        view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
        if let sizing {
            view.preferredSize = { indexPath, proposed in
                CGSize(width: proposed.width, height: CGFloat(20 + (indexPath.item * Int(sizing)) % 90))
            }
        } else {
            view.preferredSize = nil
        }
        view.contentOffset = offset
    }
}

/// Every attribute of `view`'s content, as comparable text.
@MainActor func attributes(_ view: HeadlessCollectionView) -> [String] {
    let size = view.contentSize
    let rect = CGRect(x: -10_000, y: -10_000, width: size.width + 20_000, height: size.height + 20_000)
    return view.layoutAttributesForElements(in: rect).map {
        "\($0.representedElementCategory) \($0.representedElementKind ?? "-") \($0.indexPath) \($0.frame) z\($0.zIndex)"
    }.sorted()
}

/// libFuzzer's entry point: one input of `size` bytes at `data`; 0, or a crash when a check fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFacade(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // libFuzzer calls from the main thread.
    return MainActor.assumeIsolated { run(bytes) }
}

/// Runs the calls `bytes` describe, then compares with a fresh view.
@MainActor func run(_ bytes: [UInt8]) -> CInt {
    guard let choice = bytes.first else { return 0 }
    var state = HostState()
    let view = HeadlessCollectionView(frame: state.frame, collectionViewLayout: makeLayout(choice))
    state.apply(to: view)
    var i = 1
    while i + 1 < bytes.count, i < 200 {
        let op = bytes[i]
        let value = Int(bytes[i + 1])
        i += 2
        switch op % 12 {
        case 0:
            state.counts[value % 3] = value % 40
            view.itemCounts = state.counts
        case 1:
            state.frame = CGRect(x: 0, y: 0, width: CGFloat(100 + value * 5), height: CGFloat(300 + value * 3))
            view.frame = state.frame
        case 2:
            state.offset = CGPoint(x: 0, y: CGFloat(value * 13) - 100)
            view.contentOffset = state.offset
        case 3: view.collectionViewLayout.invalidateLayout()
        case 4: view.layoutIfNeeded()
        case 5:
            state.sizing = value % 2 == 0 ? nil : UInt8(value)
            state.apply(to: view)
        case 6:
            state.scale = CGFloat(value % 4)
            view.displayScale = state.scale
        case 7:
            state.rightToLeft.toggle()
            view.semanticContentAttribute = state.rightToLeft ? .forceRightToLeft : .unspecified
        case 8:
            let section = value % 3
            let item = min(value / 3 % 8, state.counts[section])
            view.insertItems(at: [IndexPath(item: item, section: section)])
            state.counts[section] += 1
        case 9:
            let section = value % 3
            guard state.counts[section] > 0 else { break }
            view.deleteItems(at: [IndexPath(item: value / 3 % state.counts[section], section: section)])
            state.counts[section] -= 1
        case 10:
            _ = view.layoutAttributesForItem(at: IndexPath(item: value % 50, section: value % 4))
            _ = view.layoutAttributesForSupplementaryElement(
                ofKind: "header", at: IndexPath(item: 0, section: value % 4))
        default:
            view.setOrthogonalContentOffset(CGPoint(x: CGFloat(value * 7), y: 0), forSection: value % 3)
            _ = view.layoutAttributesForElements(in: CGRect(x: 0, y: CGFloat(value * 10), width: 400, height: 400))
        }
    }
    // The same final state on a fresh view (orthogonal offsets back at rest on both).
    for section in 0..<3 { view.setOrthogonalContentOffset(.zero, forSection: section) }
    view.layoutIfNeeded()
    let fresh = HeadlessCollectionView(frame: state.frame, collectionViewLayout: makeLayout(choice))
    state.apply(to: fresh)
    fresh.layoutIfNeeded()
    guard view.layoutError == nil, fresh.layoutError == nil else { return 0 }
    if view.contentSize != fresh.contentSize || attributes(view) != attributes(fresh) {
        fatalError("after the calls the view differs from a fresh one: \(view.contentSize) vs \(fresh.contentSize)")
    }
    return 0
}
