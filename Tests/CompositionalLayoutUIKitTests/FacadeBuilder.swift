import CompositionalLayout
import CompositionalLayoutUIKit
import LayoutTestSupport

/// Builds the UIKit-API form of an engine layout description, object by object, the way app code would
/// write it: the differential test solves both forms and compares them.
enum FacadeBuilder {
    static func dimension(_ d: CompositionalLayout.Dimension) -> NSCollectionLayoutDimension {
        switch d {
        case .absolute(let v): .absolute(CGFloat(v))
        case .fractionalWidth(let v): .fractionalWidth(CGFloat(v))
        case .fractionalHeight(let v): .fractionalHeight(CGFloat(v))
        case .estimated(let v): .estimated(CGFloat(v))
        case .uniformAcrossSiblings(let v): .uniformAcrossSiblings(estimate: CGFloat(v))
        }
    }

    static func size(_ s: LayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(s.width), heightDimension: dimension(s.height))
    }

    static func spacing(_ s: Spacing?) -> NSCollectionLayoutSpacing? {
        switch s {
        case .fixed(let v): .fixed(CGFloat(v))
        case .flexible(let v): .flexible(CGFloat(v))
        case nil: nil
        }
    }

    static func insets(_ i: DirectionalInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: CGFloat(i.top), leading: CGFloat(i.leading), bottom: CGFloat(i.bottom), trailing: CGFloat(i.trailing))
    }

    static func edgeSpacing(_ e: EdgeSpacing) -> NSCollectionLayoutEdgeSpacing? {
        e.isEmpty
            ? nil
            : NSCollectionLayoutEdgeSpacing(
                leading: spacing(e.leading), top: spacing(e.top), trailing: spacing(e.trailing),
                bottom: spacing(e.bottom))
    }

    static func anchor(_ a: Anchor) -> NSCollectionLayoutAnchor {
        var edges: NSDirectionalRectEdge = []
        if a.edges.contains(.top) { edges.insert(.top) }
        if a.edges.contains(.leading) { edges.insert(.leading) }
        if a.edges.contains(.bottom) { edges.insert(.bottom) }
        if a.edges.contains(.trailing) { edges.insert(.trailing) }
        switch a.offset {
        case .absolute(let p): return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: p.x, y: p.y))
        case .fractional(let p):
            return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: p.x, y: p.y))
        }
    }

    static func supplementary(_ s: SupplementaryItem) -> NSCollectionLayoutSupplementaryItem {
        let item =
            if let itemAnchor = s.itemAnchor {
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: size(s.size), elementKind: s.elementKind, containerAnchor: anchor(s.containerAnchor),
                    itemAnchor: anchor(itemAnchor))
            } else {
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: size(s.size), elementKind: s.elementKind, containerAnchor: anchor(s.containerAnchor))
            }
        item.zIndex = s.zIndex
        item.contentInsets = insets(s.contentInsets)
        return item
    }

    static func node(_ n: LayoutNode) -> NSCollectionLayoutItem {
        switch n {
        case .item(let i):
            let item = NSCollectionLayoutItem(
                layoutSize: size(i.size), supplementaryItems: i.supplementaryItems.map(supplementary))
            item.contentInsets = insets(i.contentInsets)
            item.edgeSpacing = edgeSpacing(i.edgeSpacing)
            return item
        case .group(let g):
            return group(g)
        }
    }

    static func group(_ g: Group) -> NSCollectionLayoutGroup {
        let layoutSize = size(g.size)
        let children = g.subitems.map(node)
        let group: NSCollectionLayoutGroup
        switch (g.arrangement, g.repetition) {
        case (.custom(let provider), _):
            group = .custom(layoutSize: layoutSize) { environment in
                provider.frames(engineEnvironment(environment)).map {
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height),
                        zIndex: $0.zIndex)
                }
            }
        case (.horizontal, .fill): group = .horizontal(layoutSize: layoutSize, subitems: children)
        case (.vertical, .fill): group = .vertical(layoutSize: layoutSize, subitems: children)
        case (.horizontal, .count(let n)): group = .horizontal(layoutSize: layoutSize, subitem: children[0], count: n)
        case (.vertical, .count(let n)): group = .vertical(layoutSize: layoutSize, subitem: children[0], count: n)
        case (.horizontal, .repeating(let n)):
            group = .horizontal(layoutSize: layoutSize, repeatingSubitem: children[0], count: n)
        case (.vertical, .repeating(let n)):
            group = .vertical(layoutSize: layoutSize, repeatingSubitem: children[0], count: n)
        case (_, .adaptive):
            preconditionFailure("UIKit has no adaptive count (spec G12, ours); the differential layouts have none")
        case (.waterfall, _):
            preconditionFailure("UIKit has no waterfall group (spec G13, ours); the differential layouts have none")
        }
        group.interItemSpacing = spacing(g.interItemSpacing)
        group.contentInsets = insets(g.contentInsets)
        group.edgeSpacing = edgeSpacing(g.edgeSpacing)
        group.supplementaryItems = g.supplementaryItems.map(supplementary)
        return group
    }

    static func alignment(_ a: BoundaryAlignment) -> NSRectAlignment {
        switch a {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .topLeading: .topLeading
        case .topTrailing: .topTrailing
        case .bottomLeading: .bottomLeading
        case .bottomTrailing: .bottomTrailing
        }
    }

    static func boundary(_ b: BoundarySupplementaryItem) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(b.size), elementKind: b.elementKind, alignment: alignment(b.alignment),
            absoluteOffset: CGPoint(x: b.offset.x, y: b.offset.y))
        item.extendsBoundary = b.extendsBoundary
        item.pinToVisibleBounds = b.pinToVisibleBounds
        item.zIndex = b.zIndex
        return item
    }

    static func decoration(_ d: DecorationItem) -> NSCollectionLayoutDecorationItem {
        let item = NSCollectionLayoutDecorationItem.background(elementKind: d.elementKind)
        item.contentInsets = insets(d.contentInsets)
        item.zIndex = d.zIndex
        return item
    }

    static func behavior(_ b: OrthogonalScrollingBehavior) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        switch b {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }

    /// A host for random case `c`'s facade layout: its container's size and insets as the safe area, its scale,
    /// size classes and item counts, and its sizing callback as `preferredSize`.
    static func host(_ layout: UICollectionViewLayout, for c: RandomLayoutCase) -> HeadlessCollectionView {
        let env = c.environment
        let size = env.container.contentSize
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: size.width, height: size.height), collectionViewLayout: layout)
        let insets = env.container.contentInsets
        view.safeAreaInsets = UIEdgeInsets(
            top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        view.displayScale = CGFloat(env.traits.displayScale)
        view.horizontalSizeClass = env.traits.horizontalSizeClass == .regular ? .regular : .compact
        view.verticalSizeClass = env.traits.verticalSizeClass == .regular ? .regular : .compact
        view.itemCounts = c.itemCounts
        if let sizing = c.sizing {
            view.preferredSize = { indexPath, proposed in
                let s = sizing.callback(
                    CompositionalLayout.IndexPath(section: indexPath.section, item: indexPath.item),
                    Size(width: Double(proposed.width), height: Double(proposed.height)))
                return CGSize(width: s.width, height: s.height)
            }
        }
        return view
    }

    static func section(_ s: Section) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group(s.group))
        section.contentInsets = insets(s.contentInsets)
        section.interGroupSpacing = CGFloat(s.interGroupSpacing)
        section.orthogonalScrollingBehavior = behavior(s.orthogonalScrollingBehavior)
        section.boundarySupplementaryItems = s.boundarySupplementaryItems.map(boundary)
        section.decorationItems = s.decorationItems.map(decoration)
        section.supplementariesFollowContentInsets = s.supplementariesFollowContentInsets
        if let hook = s.visibleItemsHandler {
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                apply(hook, to: items, offset: offset, environment: environment)
            }
        }
        return section
    }

    static func configuration(_ c: LayoutConfiguration) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = c.scrollDirection == .vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = CGFloat(c.interSectionSpacing)
        configuration.boundarySupplementaryItems = c.boundarySupplementaryItems.map(boundary)
        return configuration
    }

    /// The engine environment an app closure's environment stands for.
    static func engineEnvironment(_ environment: any NSCollectionLayoutEnvironment) -> LayoutEnvironment {
        let c = environment.container
        let t = environment.traitCollection
        return LayoutEnvironment(
            container: LayoutContainer(
                contentSize: Size(width: Double(c.contentSize.width), height: Double(c.contentSize.height)),
                contentInsets: DirectionalInsets(
                    top: Double(c.contentInsets.top), leading: Double(c.contentInsets.leading),
                    bottom: Double(c.contentInsets.bottom), trailing: Double(c.contentInsets.trailing))),
            traits: Traits(
                horizontalSizeClass: t.horizontalSizeClass == .regular ? .regular : .compact,
                verticalSizeClass: t.verticalSizeClass == .compact ? .compact : .regular,
                displayScale: Double(t.displayScale)))
    }

    /// Runs an engine hook over UIKit visible items and writes its changes back, as an app handler would.
    static func apply(
        _ hook: VisibleItemsHandler, to items: [any NSCollectionLayoutVisibleItem], offset: CGPoint,
        environment: any NSCollectionLayoutEnvironment
    ) {
        let engineItems = items.map { item in
            var v = VisibleItem(
                category: item.representedElementCategory == .cell
                    ? .cell : item.representedElementCategory == .supplementaryView ? .supplementary : .decoration,
                elementKind: item.representedElementKind,
                indexPath: CompositionalLayout.IndexPath(section: item.indexPath.section, item: item.indexPath.item),
                frame: Rect(
                    x: Double(item.frame.origin.x), y: Double(item.frame.origin.y), width: Double(item.frame.width),
                    height: Double(item.frame.height)),
                zIndex: item.zIndex, isHidden: item.isHidden)
            v.alpha = Double(item.alpha)
            return v
        }
        let changed = hook.transform(
            engineItems, Point(x: Double(offset.x), y: Double(offset.y)), engineEnvironment(environment))
        for (item, v) in zip(items, changed) {
            item.alpha = CGFloat(v.alpha)
            item.zIndex = v.zIndex
            item.isHidden = v.isHidden
            item.center = CGPoint(x: v.center.x, y: v.center.y)
            item.transform = CGAffineTransform(
                a: CGFloat(v.transform.a), b: CGFloat(v.transform.b), c: CGFloat(v.transform.c),
                d: CGFloat(v.transform.d), tx: CGFloat(v.transform.tx), ty: CGFloat(v.transform.ty))
        }
    }
}
