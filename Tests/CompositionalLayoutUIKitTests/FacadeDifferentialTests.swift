import CompositionalLayout
import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// Random layouts from the seeded generator, built once as engine values and once through the UIKit API
/// (`FacadeBuilder`), give identical elements: the facade translates and adds no geometry.
@Suite("Facade equals the engine on random layouts")
struct FacadeDifferentialTests {
    static let caseCount = 300
    static let baseSeed: UInt64 = 0xFACADE

    @Test("random layouts through the facade and through the engine's model give identical elements")
    func randomLayouts() throws {
        var compared = 0
        var refusedByBoth = 0
        for index in 0..<Self.caseCount {
            let seed = RandomLayoutGenerator.seed(base: Self.baseSeed, index: index)
            let c = RandomLayoutGenerator.makeCase(seed: seed)
            if try compare(c) { compared += 1 } else { refusedByBoth += 1 }
        }
        // Most cases are valid; the generator injects a fault into some on purpose.
        #expect(compared > Self.caseCount / 2, "compared \(compared), refused by both \(refusedByBoth)")
    }

    /// Compares one case; returns false when both sides refuse it.
    func compare(_ c: RandomLayoutCase) throws -> Bool {
        // The facade has no per-index-path visibility predicate (apps hide views in their data source).
        func strip(_ section: Section) -> Section {
            var copy = section
            copy.group = stripGroup(copy.group)
            return copy
        }
        let engineLayout = c.layout(mapping: strip)
        let sections = c.sections.map(strip)
        let env = c.environment
        let vertical = c.configuration.scrollDirection == .vertical
        let restingOffset = vertical ? -env.container.contentInsets.top : -env.container.contentInsets.leading

        let engineResult = Result { try CompositionalLayout.solve(engineLayout, in: env, data: c.data) }

        let layout = facadeLayout(sections: sections, form: c.form, configuration: c.configuration)
        let view = FacadeBuilder.host(layout, for: c)
        view.layoutIfNeeded()

        guard case .success(let solved) = engineResult else {
            #expect(view.layoutError != nil, "engine refused, facade did not: \(c)")
            return false
        }
        #expect(view.layoutError == nil, "facade refused: \(String(describing: view.layoutError)) \(c)")
        #expect(
            Double(view.contentSize.width) == solved.contentSize.width
                && Double(view.contentSize.height) == solved.contentSize.height, "\(c)")
        let expected = solved.elements(atScrollOffset: restingOffset)
        let actual = layout.layoutAttributesForElements(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)) ?? []
        #expect(actual.count == expected.count, "element count: \(c)")
        for (a, e) in zip(actual, expected) {
            let same =
                Double(a.frame.origin.x) == e.frame.x && Double(a.frame.origin.y) == e.frame.y
                && Double(a.frame.width) == e.frame.width && Double(a.frame.height) == e.frame.height
                && a.indexPath == IndexPath(item: e.indexPath.item, section: e.indexPath.section)
                && a.representedElementKind == e.elementKind && a.zIndex == e.zIndex && a.isHidden == e.isHidden
                && Double(a.alpha) == e.alpha
            if !same {
                Issue.record("\(e.category) \(e.elementKind ?? "") \(e.indexPath): \(a.frame) is not \(e.frame)\n\(c)")
                break
            }
        }
        return true
    }

    func stripGroup(_ group: Group) -> Group {
        var copy = group
        copy.supplementaryItems = copy.supplementaryItems.map {
            var s = $0; s.visibility = nil; return s
        }
        copy.subitems = copy.subitems.map { node in
            switch node {
            case .item(var item):
                item.supplementaryItems = item.supplementaryItems.map {
                    var s = $0; s.visibility = nil; return s
                }
                return .item(item)
            case .group(let g): return .group(stripGroup(g))
            }
        }
        return copy
    }

    /// The UIKit-API layout for a case's sections, in the case's form (one section, a cycling list, or a
    /// provider that widens the insets by 8 in regular width).
    func facadeLayout(sections: [Section], form: RandomSectionForm, configuration: LayoutConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let config = FacadeBuilder.configuration(configuration)
        switch form {
        case .single:
            let section = sections.first ?? Section(group: HGroup { Item() })
            return UICollectionViewCompositionalLayout(section: FacadeBuilder.section(section), configuration: config)
        case .cycle, .provider:
            return UICollectionViewCompositionalLayout(
                sectionProvider: { index, environment in
                    guard !sections.isEmpty else { return nil }
                    var section = sections[index % sections.count]
                    if form == .provider && environment.traitCollection.horizontalSizeClass == .regular {
                        section.contentInsets.leading += 8
                        section.contentInsets.trailing += 8
                    }
                    return FacadeBuilder.section(section)
                }, configuration: config)
        }
    }
}
