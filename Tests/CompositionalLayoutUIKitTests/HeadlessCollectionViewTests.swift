import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// The host: safe area and content offset as UIKit's automatic adjustment gives them, pinning inside the
/// safe area (spec B5), self-sizing cells (spec E1), section providers, custom groups and failed passes.
@Suite("HeadlessCollectionView")
struct HeadlessCollectionViewTests {
    /// An 812-point-tall phone with a 54-point top and 34-point bottom safe area.
    func phone(_ layout: UICollectionViewLayout, itemCounts: [Int]) -> HeadlessCollectionView {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
        view.safeAreaInsets = UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0)
        view.itemCounts = itemCounts
        return view
    }

    @Test("until set, the content offset rests at minus the adjusted content inset")
    func restingOffset() {
        let view = phone(listLayout(), itemCounts: [3])
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        #expect(view.contentOffset == CGPoint(x: 0, y: -54))
        #expect(view.bounds == CGRect(x: 0, y: -54, width: 375, height: 812))
        view.contentOffset = CGPoint(x: 0, y: 10)
        #expect(view.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test("a horizontal layout rests at minus its left safe-area inset")
    func horizontalRestingOffset() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
                subitems: [fillingItem()]))
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 812, height: 375), collectionViewLayout: layout)
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        view.itemCounts = [10]
        #expect(view.contentOffset == CGPoint(x: -44, y: 0))
        // Cells stack along x, 100 apart (spec S1, horizontal layout).
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.origin.x == 200)
    }

    @Test("pinned headers and footers pin inside the safe area (spec B5)")
    func pinnedInsideSafeArea() {
        let layout = listLayout(pinned: true)
        let view = phone(layout, itemCounts: [40])
        let header = {
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        }
        let footer = {
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
        }
        // At rest (offset -54) the pinning rect is y 0 to 812 - 54 - 34 = 724: the header rests at 0 and the
        // 24-point footer at 724 - 24 = 700 (spec B5's example).
        #expect(header() == CGRect(x: 0, y: 0, width: 375, height: 24))
        #expect(footer() == CGRect(x: 0, y: 700, width: 375, height: 24))
        // Scrolled to y 100 the header pins at 100 + 54 and the footer at 100 + 54 + 724 - 24 - 54.
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header() == CGRect(x: 0, y: 154, width: 375, height: 24))
        #expect(footer() == CGRect(x: 0, y: 100 + 812 - 34 - 24, width: 375, height: 24))
    }

    @Test("preferredSize answers for estimated cells (spec E1)")
    func preferredSize() {
        let layout = listLayout(rowHeight: 50, estimated: true)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        view.itemCounts = [3]
        var asked: [IndexPath] = []
        view.preferredSize = { indexPath, fitting in
            asked.append(indexPath)
            return CGSize(width: fitting.width, height: 60 + 10 * CGFloat(indexPath.item))
        }
        view.layoutIfNeeded()
        // Rows of 60, 70 and 80 after the 24-point header (spec E1, spec B4).
        let frames = (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 24, width: 320, height: 60), CGRect(x: 0, y: 24 + 60, width: 320, height: 70),
                CGRect(x: 0, y: 24 + 60 + 70, width: 320, height: 80),
            ])
        #expect(
            Set(asked) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0),
            ])
    }

    @Test("the section provider sees the container, the safe area and the traits; invalidation calls it again")
    func sectionProviderEnvironment() {
        var seen: [(Int, CGSize, CGSize, UIUserInterfaceSizeClass, CGFloat)] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            seen.append(
                (
                    index, environment.container.contentSize, environment.container.effectiveContentSize,
                    environment.traitCollection.horizontalSizeClass, environment.traitCollection.displayScale
                ))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [fillingItem()]))
        }
        let view = phone(layout, itemCounts: [1, 1])
        view.layoutIfNeeded()
        #expect(seen.map(\.0) == [0, 1])
        #expect(seen[0].1 == CGSize(width: 375, height: 812))
        #expect(seen[0].2 == CGSize(width: 375, height: 812 - 54 - 34))
        #expect(seen[0].3 == .compact && seen[0].4 == 3)
        view.layoutIfNeeded()
        #expect(seen.count == 2)
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(seen.count == 4)
    }

    @Test("a custom group places its items where the item provider says, in the group's coordinates (spec G10)")
    func customGroup() {
        var containers: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        ) { environment in
            containers.append(environment.container.contentSize)
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 50, height: 50)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 70, y: 0, width: 30, height: 100), zIndex: 5),
            ]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        view.itemCounts = [4]
        let third = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        // Item 3 is the second frame of the second group, 100 points down (spec S1).
        #expect(third?.frame == CGRect(x: 70, y: 100, width: 30, height: 100))
        #expect(third?.zIndex == 5)
        #expect(containers.first == CGSize(width: 320, height: 100))
    }

    @Test("a failed pass leaves no layout and says why")
    func failures() {
        let nilProvider = UICollectionViewCompositionalLayout { _, _ in nil }
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: nilProvider)
        view.itemCounts = [1]
        view.layoutIfNeeded()
        #expect(view.layoutError == .sectionProviderReturnedNil(section: 0))
        #expect(nilProvider.layoutAttributesForElements(in: view.bounds)?.isEmpty == true)
        #expect(nilProvider.collectionViewContentSize == .zero)

        let bad = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(-1)),
            subitems: [fillingItem()])
        view.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: bad))
        view.layoutIfNeeded()
        guard case .invalidLayout(let sentence) = view.layoutError else {
            Issue.record("expected an invalid layout, got \(String(describing: view.layoutError))")
            return
        }
        #expect(sentence.contains("-1"))

        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [fillingItem()]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: "nowhere", alignment: .none)
        ]
        view.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
        view.layoutIfNeeded()
        #expect(view.layoutError == .boundaryItemWithoutAlignment(elementKind: "nowhere"))
    }

    @Test("the rect query returns only the elements overlapping the rect; touching an edge is not enough (recorded)")
    func rectQuery() {
        let layout = listLayout()
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 800), collectionViewLayout: layout)
        view.itemCounts = [10]
        // Header 0..24, rows 24 + 44 i. The rect 100..150 meets rows 1 (68..112), 2 (112..156).
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 320, height: 50)) ?? []
        #expect(found.map(\.indexPath) == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(found.allSatisfy { $0.representedElementCategory == .cell && $0.representedElementKind == nil })
        // Row 1 ends at 112: a rect starting there only touches it, and UIKit leaves such an element out
        // (CGRectIntersectsRect; kern0x1b/charon's recorded rect queries, docs/uikit-fidelity.md). Row 2 starts at
        // 112 and overlaps 112..113.
        let touching = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 112, width: 320, height: 1)) ?? []
        #expect(touching.map(\.indexPath.item) == [2])
        // A point inside row 3 (156..200) finds it alone.
        let point = layout.layoutAttributesForElements(in: CGRect(x: 10, y: 170, width: 0, height: 0)) ?? []
        #expect(point.map(\.indexPath.item) == [3])
    }

    @Test("preferredSupplementarySize answers estimated headers: rows start below the 64-point answer (spec E4)")
    func preferredSupplementarySize() {
        let section = NSCollectionLayoutSection(
            group: .vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [fillingItem()]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(24)),
                elementKind: "header", alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = phone(layout, itemCounts: [2])
        var asked: [String] = []
        view.preferredSupplementarySize = { kind, indexPath, fitting in
            asked.append("\(kind) \(indexPath.section).\(indexPath.item) \(fitting.width)x\(fitting.height)")
            return CGSize(width: fitting.width, height: 64)
        }
        view.layoutIfNeeded()
        // Asked once, with the 375-point width and the 24-point estimate; rows start at 64 and 64 + 44.
        #expect(asked == ["header 0.0 375.0x24.0"])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.origin.y == 108)
    }

    @Test(
        "preferredSupplementarySize answers a group's estimated supplementary, asked with its group's number (spec E4)")
    func preferredGroupSupplementarySize() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        group.supplementaryItems = [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(20), heightDimension: .estimated(20)),
                elementKind: "tag", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        ]
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = phone(layout, itemCounts: [3])
        var asked: [String] = []
        view.preferredSupplementarySize = { kind, indexPath, _ in
            asked.append("\(kind) \(indexPath.section).\(indexPath.item)")
            return CGSize(width: 30, height: 10 + CGFloat(indexPath.item))
        }
        view.layoutIfNeeded()
        // Two items per row: rows 0 and 1 (items 0-1 and 2) each have a tag, numbered 0 and 1 (spec A5), at the
        // row's top leading corner: (0, 0) 30 x 10 and (0, 100) 30 x 11.
        #expect(asked == ["tag 0.0", "tag 0.1"])
        let tags = (0..<2).map {
            layout.layoutAttributesForSupplementaryView(ofKind: "tag", at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(tags == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 0, y: 100, width: 30, height: 11)])
    }
}
