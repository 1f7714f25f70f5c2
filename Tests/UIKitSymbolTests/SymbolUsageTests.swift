import CompositionalLayoutUIKit
import Testing

/// Every documented member of the compositional-layout model the facade provides, used as Apple documents it.
///
/// Each use carries the `// symbol:` marker of its row in Symbols.tsv (SymbolListTests keeps the two in step).
/// Expected values are worked out by hand in the comments, never read from a solve.
@Suite("UIKit symbols: the model's members, used")
struct SymbolUsageTests {
    @Test("dimensions and sizes read back what they were made with")
    func dimensionsAndSizes() {
        // symbol: NSCollectionLayoutDimension.fractionalWidth(_:)
        let half: NSCollectionLayoutDimension = .fractionalWidth(0.5)
        // symbol: NSCollectionLayoutDimension.fractionalHeight(_:)
        let quarter: NSCollectionLayoutDimension = .fractionalHeight(0.25)
        // symbol: NSCollectionLayoutDimension.absolute(_:)
        let fixed: NSCollectionLayoutDimension = .absolute(44)
        // symbol: NSCollectionLayoutDimension.estimated(_:)
        let guess: NSCollectionLayoutDimension = .estimated(60)
        // symbol: NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)
        let uniform: NSCollectionLayoutDimension = .uniformAcrossSiblings(estimate: 80)
        // symbol: NSCollectionLayoutDimension.isFractionalWidth
        let isWidth: Bool = half.isFractionalWidth
        // symbol: NSCollectionLayoutDimension.isFractionalHeight
        let isHeight: Bool = quarter.isFractionalHeight
        // symbol: NSCollectionLayoutDimension.isAbsolute
        let isAbsolute: Bool = fixed.isAbsolute
        // symbol: NSCollectionLayoutDimension.isEstimated
        let isEstimated: Bool = guess.isEstimated
        // symbol: NSCollectionLayoutDimension.isUniformAcrossSiblings
        let isUniform: Bool = uniform.isUniformAcrossSiblings
        // symbol: NSCollectionLayoutDimension.dimension
        let points: CGFloat = fixed.dimension
        #expect(isWidth && isHeight && isAbsolute && isEstimated && isUniform)
        #expect(!half.isFractionalHeight && !fixed.isEstimated && !guess.isUniformAcrossSiblings)
        #expect(points == 44 && half.dimension == 0.5 && uniform.dimension == 80)

        // symbol: NSCollectionLayoutSize.init(widthDimension:heightDimension:)
        let size = NSCollectionLayoutSize(widthDimension: half, heightDimension: fixed)
        // symbol: NSCollectionLayoutSize.widthDimension
        let width: NSCollectionLayoutDimension = size.widthDimension
        // symbol: NSCollectionLayoutSize.heightDimension
        let height: NSCollectionLayoutDimension = size.heightDimension
        #expect(width.dimension == 0.5 && height.dimension == 44)
        // symbol: NSCollectionLayoutSize.copy(with:)
        let sizeCopy = size.copy(with: nil) as? NSCollectionLayoutSize
        // symbol: NSCollectionLayoutDimension.copy(with:)
        let dimensionCopy = guess.copy() as? NSCollectionLayoutDimension
        #expect(
            sizeCopy !== size && sizeCopy?.widthDimension.dimension == 0.5
                && sizeCopy?.heightDimension.isAbsolute == true)
        #expect(dimensionCopy !== guess && dimensionCopy?.isEstimated == true && dimensionCopy?.dimension == 60)
    }

    @Test("spacing, edge spacing and anchors read back what they were made with")
    func spacingAndAnchors() {
        // symbol: NSCollectionLayoutSpacing.fixed(_:)
        let exact: NSCollectionLayoutSpacing = .fixed(8)
        // symbol: NSCollectionLayoutSpacing.flexible(_:)
        let loose: NSCollectionLayoutSpacing = .flexible(4)
        // symbol: NSCollectionLayoutSpacing.spacing
        let points: CGFloat = exact.spacing
        // symbol: NSCollectionLayoutSpacing.isFixed
        let isFixed: Bool = exact.isFixed
        // symbol: NSCollectionLayoutSpacing.isFlexible
        let isFlexible: Bool = loose.isFlexible
        #expect(points == 8 && isFixed && isFlexible && !loose.isFixed && loose.spacing == 4)
        // symbol: NSCollectionLayoutSpacing.copy(with:)
        let spacingCopy = loose.copy(with: nil) as? NSCollectionLayoutSpacing
        #expect(spacingCopy !== loose && spacingCopy?.isFlexible == true && spacingCopy?.spacing == 4)

        // symbol: NSCollectionLayoutEdgeSpacing.init(leading:top:trailing:bottom:)
        let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(2), top: nil, trailing: loose, bottom: .fixed(5))
        // symbol: NSCollectionLayoutEdgeSpacing.leading
        let leading: NSCollectionLayoutSpacing? = edges.leading
        // symbol: NSCollectionLayoutEdgeSpacing.top
        let top: NSCollectionLayoutSpacing? = edges.top
        // symbol: NSCollectionLayoutEdgeSpacing.trailing
        let trailing: NSCollectionLayoutSpacing? = edges.trailing
        // symbol: NSCollectionLayoutEdgeSpacing.bottom
        let bottom: NSCollectionLayoutSpacing? = edges.bottom
        #expect(leading?.spacing == 2 && top == nil && trailing?.isFlexible == true && bottom?.spacing == 5)
        // symbol: NSCollectionLayoutEdgeSpacing.copy(with:)
        let edgesCopy = edges.copy(with: nil) as? NSCollectionLayoutEdgeSpacing
        #expect(edgesCopy !== edges && edgesCopy?.leading?.spacing == 2 && edgesCopy?.bottom?.spacing == 5)

        // symbol: NSCollectionLayoutAnchor.init(edges:)
        let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing])
        // symbol: NSCollectionLayoutAnchor.init(edges:absoluteOffset:)
        let nudged = NSCollectionLayoutAnchor(edges: [.top], absoluteOffset: CGPoint(x: 4, y: -4))
        // symbol: NSCollectionLayoutAnchor.init(edges:fractionalOffset:)
        let overhang = NSCollectionLayoutAnchor(edges: [.bottom], fractionalOffset: CGPoint(x: 0, y: 0.5))
        // symbol: NSCollectionLayoutAnchor.edges
        let anchorEdges: NSDirectionalRectEdge = corner.edges
        // symbol: NSCollectionLayoutAnchor.offset
        let offset: CGPoint = nudged.offset
        // symbol: NSCollectionLayoutAnchor.isAbsoluteOffset
        let isAbsolute: Bool = nudged.isAbsoluteOffset
        // symbol: NSCollectionLayoutAnchor.isFractionalOffset
        let isFractional: Bool = overhang.isFractionalOffset
        #expect(anchorEdges == [.top, .trailing] && offset == CGPoint(x: 4, y: -4))
        #expect(isAbsolute && isFractional && !overhang.isAbsoluteOffset && overhang.offset.y == 0.5)
        // symbol: NSCollectionLayoutAnchor.copy(with:)
        let anchorCopy = overhang.copy(with: nil) as? NSCollectionLayoutAnchor
        #expect(anchorCopy !== overhang && anchorCopy?.edges == [.bottom] && anchorCopy?.isFractionalOffset == true)
    }

    @Test("an item's insets and edge spacing move its cell as worked out by hand")
    func items() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50))
        // symbol: NSCollectionLayoutItem.init(layoutSize:)
        let plain = NSCollectionLayoutItem(layoutSize: size)
        // symbol: NSCollectionLayoutItem.init(layoutSize:supplementaryItems:)
        let badged = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
        // symbol: NSCollectionLayoutItem.layoutSize
        let itemSize: NSCollectionLayoutSize = plain.layoutSize
        // symbol: NSCollectionLayoutItem.supplementaryItems
        let attached: [NSCollectionLayoutSupplementaryItem] = badged.supplementaryItems
        // symbol: NSCollectionLayoutItem.edgeSpacing
        plain.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
        let spacing: NSCollectionLayoutEdgeSpacing? = plain.edgeSpacing
        // symbol: NSCollectionLayoutItem.contentInsets
        plain.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let insets: NSDirectionalEdgeInsets = plain.contentInsets
        #expect(itemSize.widthDimension.dimension == 100 && attached.count == 1 && spacing?.leading?.spacing == 10)
        #expect(insets.top == 5)

        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [plain])
        let view = symbolHost(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2])
        // Slot 0 starts 10 in (edge spacing) and is 100 wide; the 5-point insets leave 90 x 40 at (15, 5).
        #expect(cellFrame(view, 0) == CGRect(x: 15, y: 5, width: 90, height: 40))
        // Slot 1: 10 + 100 + 10 = 120, inset by 5.
        #expect(cellFrame(view, 1) == CGRect(x: 125, y: 5, width: 90, height: 40))
    }
}
