import CompositionalLayout
import LayoutTestSupport
import Testing

@testable import CompositionalLayoutUIKit

/// The facade makes attributes lazily, from the engine's `ScrolledLayout`; these tests hold every answer
/// equal to a full materialisation (`fullyMaterializedAttributes()`: every element at the offset, made the
/// way the facade made them before, then filtered) on random layouts at several offsets, with pinning,
/// handlers that move items, orthogonal offsets, right to left and an attributes subclass.
@Suite("Lazy attributes equal a full materialisation")
struct LazyAttributesDifferentialTests {
    static let caseCount = 160
    static let baseSeed: UInt64 = 0x1A2B_FACE

    @Test("random layouts: rect, item, supplementary and decoration queries at five offsets")
    func randomLayouts() throws {
        var compared = 0
        var elements = 0
        for index in 0..<Self.caseCount {
            let seed = RandomLayoutGenerator.seed(base: Self.baseSeed, index: index)
            let c = RandomLayoutGenerator.makeCase(seed: seed)
            guard c.fault == nil else { continue }
            // One case in three moves, scales and re-stacks what its sections' handlers see; one in four
            // runs right to left.
            let moving = index % 3 == 0
            let sections = c.sections.map { moving ? Self.withMovingHandler($0) : $0 }
            let layout = FacadeDifferentialTests().facadeLayout(
                sections: sections, form: c.form, configuration: c.configuration)
            let view = FacadeBuilder.host(layout, for: c)
            if index % 4 == 1 { view.semanticContentAttribute = .forceRightToLeft }
            view.layoutIfNeeded()
            guard view.layoutError == nil else { continue }
            for offset in Self.offsets(view) {
                view.contentOffset = offset
                for (s, section) in sections.enumerated()
                where section.orthogonalScrollingBehavior != .none && s < c.itemCounts.count {
                    // Past the start, and past the end on some: the host clamps as UIKit does.
                    let along = CGFloat(37 * (s + 1) + Int(offset.y + offset.x) % 400)
                    view.setOrthogonalContentOffset(
                        c.configuration.scrollDirection == .vertical
                            ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along), forSection: s)
                }
                elements += try Self.compare(view, layout, "seed \(seed) offset \(offset)")
            }
            compared += 1
        }
        #expect(compared > Self.caseCount / 2, "compared \(compared) cases")
        #expect(elements > 10_000, "compared \(elements) elements")
    }

    @Test("an attributes subclass and a pinned-header list at every offset of a scroll")
    func subclassAndScroll() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items where item.representedElementCategory == .cell {
                item.alpha = 0.5
                item.transform = CGAffineTransform(translationX: 0, y: offset.y.truncatingRemainder(dividingBy: 7))
            }
        }
        let layout = TaggedLayout(section: section)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.itemCounts = Array(repeating: 20, count: 30)
        view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // Each section is 30 + 20 x 44 = 910 points long; the scroll steps cross several headers' hand-offs.
        var compared = 0
        for step in 0..<60 {
            view.contentOffset = CGPoint(x: 0, y: -47 + Double(step) * 97.5)
            compared += try Self.compare(view, layout, "step \(step)")
            let returned = view.layoutAttributesForElements(in: view.bounds)
            #expect(returned.allSatisfy { $0 is TaggedAttributes }, "step \(step): every object is the subclass")
        }
        #expect(compared > 1_000)
    }

    /// A layout whose attributes are `TaggedAttributes`.
    final class TaggedLayout: UICollectionViewCompositionalLayout {
        override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
    }

    /// An attributes subclass with a property of its own.
    final class TaggedAttributes: UICollectionViewLayoutAttributes {
        var tag = 7
    }

    /// Compares every query of `layout` in `view` with the full materialisation; returns the elements compared.
    static func compare(_ view: HeadlessCollectionView, _ layout: UICollectionViewLayout, _ context: String) throws
        -> Int
    {
        view.layoutIfNeeded()
        let full = layout.fullyMaterializedAttributes()
        let content = layout.collectionViewContentSize
        let bounds = view.bounds
        let rects = [
            CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), bounds,
            CGRect(x: content.width / 3, y: content.height / 4, width: bounds.width / 2, height: bounds.height / 3),
            CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0),
            CGRect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 200),
        ]
        for rect in rects {
            let expected = full.filter { $0.frame.engineValue.intersects(rect.engineValue) }
            let actual = layout.layoutAttributesForElements(in: rect) ?? []
            guard actual.count == expected.count else {
                Issue.record("\(context) rect \(rect): \(actual.count) elements, full gives \(expected.count)")
                return 0
            }
            for (a, e) in zip(actual, expected) where !same(a, e) {
                Issue.record("\(context) rect \(rect): \(describe(a)) is not \(describe(e))")
                return 0
            }
        }
        var firstByKey: [String: UICollectionViewLayoutAttributes] = [:]
        for e in full {
            let key = "\(e.representedElementCategory) \(e.representedElementKind ?? "") \(e.indexPath)"
            if firstByKey[key] == nil { firstByKey[key] = e }
        }
        for e in firstByKey.values {
            let actual: UICollectionViewLayoutAttributes? =
                switch e.representedElementCategory {
                case .cell: layout.layoutAttributesForItem(at: e.indexPath)
                case .supplementaryView:
                    layout.layoutAttributesForSupplementaryView(ofKind: e.representedElementKind!, at: e.indexPath)
                case .decorationView:
                    layout.layoutAttributesForDecorationView(ofKind: e.representedElementKind!, at: e.indexPath)
                }
            guard let actual, same(actual, e) else {
                Issue.record("\(context) by key: \(actual.map(describe) ?? "nil") is not \(describe(e))")
                return 0
            }
        }
        return full.count
    }

    /// Every attribute the facade carries, compared exactly, and the class.
    static func same(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        type(of: a) == type(of: b) && a.representedElementCategory == b.representedElementCategory
            && a.representedElementKind == b.representedElementKind && a.indexPath == b.indexPath
            && a.frame == b.frame && a.center == b.center && a.size == b.size && a.transform3D == b.transform3D
            && a.alpha == b.alpha && a.zIndex == b.zIndex && a.isHidden == b.isHidden
    }

    static func describe(_ a: UICollectionViewLayoutAttributes) -> String {
        "\(a.representedElementCategory) \(a.representedElementKind ?? "") \(a.indexPath) \(a.frame) alpha \(a.alpha)"
    }

    /// `section` with a handler that moves each item it sees by an amount that depends on the offset and the
    /// item, scales every third one, and raises its z-index.
    static func withMovingHandler(_ section: Section) -> Section {
        var copy = section
        copy.visibleItemsHandler = VisibleItemsHandler(name: "move") { items, offset, _ in
            items.map { item in
                var moved = item
                let k = Double(item.indexPath.item % 5)
                moved.center = Point(x: item.center.x + k * 3, y: item.center.y - offset.y / 10 + k * 40)
                if item.indexPath.item % 3 == 0 { moved.transform = .scale(x: 0.5, y: 1.5) }
                moved.zIndex = item.zIndex + 1
                moved.alpha = 0.75
                return moved
            }
        }
        return copy
    }

    /// The resting offset, three offsets inside the content and one past its end.
    static func offsets(_ view: HeadlessCollectionView) -> [CGPoint] {
        let rest = view.contentOffset
        let size = view.contentSize
        let vertical = view.collectionViewLayout.scrollAxis == .vertical
        let length = vertical ? size.height : size.width
        return [0, 0.25, 0.5, 0.9, 1.2].map { f in
            let along = (vertical ? rest.y : rest.x) + length * f
            return vertical ? CGPoint(x: rest.x, y: along) : CGPoint(x: along, y: rest.y)
        }
    }
}
