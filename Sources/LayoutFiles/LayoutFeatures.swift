import CompositionalLayout
import LayoutRecipes

/// Which catalog features a layout value uses (for `recipes list` of a layout file).
public enum LayoutFeatures {
    /// The features of `layout`'s sections and configuration; a section provider only adds `.sectionProvider`.
    public static func features(of layout: Layout) -> Set<RecipeFeature> {
        var result = Set<RecipeFeature>()
        let sections: [Section]
        switch layout.sections {
        case .single(let s): sections = [s]
        case .cycle(let list): sections = list
        case .provider(let provider):
            // A provider as data lists every section it can choose; a closure shows none.
            sections = provider.choices?.flatMap(\.values) ?? []
            result.insert(.sectionProvider)
        }
        let boundaries =
            layout.configuration.boundarySupplementaryItems + sections.flatMap(\.boundarySupplementaryItems)
        if !boundaries.isEmpty { result.insert(.headers) }
        if boundaries.contains(where: \.pinToVisibleBounds) { result.insert(.pinned) }
        if boundaries.contains(where: { $0.size.width.isEstimated || $0.size.height.isEstimated }) {
            result.insert(.estimated)
        }
        if layout.configuration.interSectionSpacing > 0 { result.insert(.spacing) }
        for section in sections {
            if section.orthogonalScrollingBehavior.isOrthogonal { result.insert(.orthogonal) }
            if !section.decorationItems.isEmpty { result.insert(.decorations) }
            if section.visibleItemsHandler != nil { result.insert(.visibleItemsHook) }
            if section.interGroupSpacing > 0 { result.insert(.spacing) }
            collect(.group(section.group), depth: 0, into: &result)
        }
        return result
    }

    /// True when two frames of one custom group overlap (cells may then overlap by design).
    public static func customFramesOverlap(in layout: Layout) -> Bool {
        let sections: [Section]
        switch layout.sections {
        case .single(let s): sections = [s]
        case .cycle(let list): sections = list
        case .provider(let provider): sections = provider.choices?.flatMap(\.values) ?? []
        }
        return sections.contains { overlaps(.group($0.group)) }
    }

    /// The most frames of one custom group compared pair by pair; a group with more is taken to overlap
    /// rather than compared in quadratic time.
    private static let maximumComparedFrames = 1_000

    private static func overlaps(_ node: LayoutNode) -> Bool {
        guard case .group(let group) = node else { return false }
        if case .custom(let provider) = group.arrangement {
            // Fractional frames are compared in a square group of 1000 points (fixed ones are the same anywhere).
            let frames = provider.frames(LayoutEnvironment(width: 1000, height: 1000)).map(\.frame)
            guard frames.count <= maximumComparedFrames else { return true }
            for i in frames.indices {
                for j in frames.indices where j > i {
                    let a = frames[i], b = frames[j]
                    if a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY { return true }
                }
            }
            return false
        }
        return group.subitems.contains(where: overlaps)
    }

    private static func collect(_ node: LayoutNode, depth: Int, into result: inout Set<RecipeFeature>) {
        func sizes(_ size: LayoutSize) {
            if size.width.isEstimated || size.height.isEstimated { result.insert(.estimated) }
        }
        sizes(node.size)
        if !node.edgeSpacing.isEmpty { result.insert(.spacing) }
        switch node {
        case .item(let item):
            if !item.supplementaryItems.isEmpty { result.insert(.badges) }
        case .group(let group):
            if depth >= 1 { result.insert(.nestedGroups) }
            if !group.supplementaryItems.isEmpty { result.insert(.badges) }
            if let s = group.interItemSpacing, s.value > 0 { result.insert(.spacing) }
            if case .custom = group.arrangement { result.insert(.customGroup) }
            for child in group.subitems { collect(child, depth: depth + 1, into: &result) }
        }
    }
}
