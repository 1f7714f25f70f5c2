/// Input validation: every value a caller or a layout file can reach is checked here, before solving,
/// and reported as a `LayoutError` naming its path (style G11).
enum Validation {
    static func checkFinite(_ value: Double, _ path: @autoclosure () -> String) throws {
        guard value.isFinite else { throw LayoutError.nonFiniteValue(path: path(), value: value) }
    }

    static func checkNonNegative(_ value: Double, _ path: @autoclosure () -> String) throws {
        try checkFinite(value, path())
        guard value >= 0 else { throw LayoutError.negativeValue(path: path(), value: value) }
    }

    static func check(_ dimension: Dimension, _ path: @autoclosure () -> String) throws {
        switch dimension {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v):
            try checkNonNegative(v, path())
        case .fractionalWidth(let f), .fractionalHeight(let f):
            try checkFinite(f, path())
            guard f > 0 else { throw LayoutError.nonPositiveFraction(path: path(), value: f) }
        }
    }

    static func check(_ size: LayoutSize, _ path: @autoclosure () -> String) throws {
        try check(size.width, path() + ".width")
        try check(size.height, path() + ".height")
    }

    /// Content insets (of items, groups, sections, boundary items, decorations, badges): any finite value.
    ///
    /// Spec D7: negative insets are accepted, as UIKit accepts them; the element then grows past its slot.
    static func check(_ insets: DirectionalInsets, _ path: @autoclosure () -> String) throws {
        try checkFinite(insets.top, path() + ".top")
        try checkFinite(insets.leading, path() + ".leading")
        try checkFinite(insets.bottom, path() + ".bottom")
        try checkFinite(insets.trailing, path() + ".trailing")
    }

    /// The container's safe area and layout margins: finite and not negative (they are not content insets).
    static func checkNonNegative(_ insets: DirectionalInsets, _ path: @autoclosure () -> String) throws {
        try checkNonNegative(insets.top, path() + ".top")
        try checkNonNegative(insets.leading, path() + ".leading")
        try checkNonNegative(insets.bottom, path() + ".bottom")
        try checkNonNegative(insets.trailing, path() + ".trailing")
    }

    /// Inter-item and edge spacing: any finite value (spec D7: negative spacing overlaps its neighbours).
    static func check(_ spacing: Spacing?, _ path: @autoclosure () -> String) throws {
        if let spacing { try checkFinite(spacing.value, path()) }
    }

    static func check(_ edges: EdgeSpacing, _ path: @autoclosure () -> String) throws {
        try check(edges.leading, path() + ".leading")
        try check(edges.top, path() + ".top")
        try check(edges.trailing, path() + ".trailing")
        try check(edges.bottom, path() + ".bottom")
    }

    static func check(_ offset: AnchorOffset, _ path: @autoclosure () -> String) throws {
        switch offset {
        case .absolute(let p), .fractional(let p): try check(p, path())
        }
    }

    static func check(_ point: Point, _ path: @autoclosure () -> String) throws {
        try checkFinite(point.x, path() + ".x")
        try checkFinite(point.y, path() + ".y")
    }

    static func check(_ item: SupplementaryItem, _ path: @autoclosure () -> String) throws {
        try check(item.size, path() + ".size")
        try check(item.contentInsets, path() + ".contentInsets")
        try check(item.containerAnchor.offset, path() + ".containerAnchor.offset")
        if let itemAnchor = item.itemAnchor { try check(itemAnchor.offset, path() + ".itemAnchor.offset") }
    }

    static func check(_ node: LayoutNode, _ path: @autoclosure () -> String, depth: Int) throws {
        switch node {
        case .item(let item):
            try check(item.size, path() + ".size")
            try check(item.contentInsets, path() + ".contentInsets")
            try check(item.edgeSpacing, path() + ".edgeSpacing")
            for (i, s) in item.supplementaryItems.enumerated() { try check(s, "\(path()).supplementaryItems[\(i)]") }
        case .group(let group):
            try check(group, path(), depth: depth + 1)
        }
    }

    static func check(_ group: Group, _ path: @autoclosure () -> String, depth: Int) throws {
        guard depth <= LayoutLimits.maximumNestingDepth else {
            throw LayoutError.nestingTooDeep(path: path(), limit: LayoutLimits.maximumNestingDepth)
        }
        try check(group.size, path() + ".size")
        try check(group.contentInsets, path() + ".contentInsets")
        try check(group.edgeSpacing, path() + ".edgeSpacing")
        try check(group.interItemSpacing, path() + ".interItemSpacing")
        for (i, s) in group.supplementaryItems.enumerated() { try check(s, "\(path()).supplementaryItems[\(i)]") }
        switch group.repetition {
        case .fill: break
        case .count(let n), .repeating(let n):
            guard n >= 1 else { throw LayoutError.invalidCount(path: path(), count: n) }
        case .adaptive(let minimum):
            // spec G12: a positive, finite minimum, so the count is finite and at least 1.
            try checkFinite(minimum, path() + ".adaptiveMinimumLength")
            guard minimum > 0 else {
                throw LayoutError.invalidMinimumLength(path: path() + ".adaptiveMinimumLength", value: minimum)
            }
        }
        if case .custom = group.arrangement { return }
        if case .waterfall(let waterfall) = group.arrangement {
            try check(waterfall, group: group, path(), depth: depth)
        }
        guard !group.subitems.isEmpty else { throw LayoutError.emptyGroup(path: path()) }
        for (i, child) in group.subitems.enumerated() {
            try check(child, "\(path()).subitems[\(i)]", depth: depth)
        }
    }

    static func check(_ boundary: BoundarySupplementaryItem, _ path: @autoclosure () -> String) throws {
        try check(boundary.size, path() + ".size")
        try check(boundary.offset, path() + ".offset")
        try check(boundary.contentInsets, path() + ".contentInsets")
    }

    static func check(_ section: Section, _ path: @autoclosure () -> String) throws {
        try check(section.contentInsets, path() + ".contentInsets")
        try checkFinite(section.interGroupSpacing, path() + ".interGroupSpacing")
        for (i, b) in section.boundarySupplementaryItems.enumerated() {
            try check(b, "\(path()).boundarySupplementaryItems[\(i)]")
        }
        for (i, d) in section.decorationItems.enumerated() {
            try check(d.contentInsets, "\(path()).decorationItems[\(i)].contentInsets")
        }
        if case .waterfall = section.group.arrangement, section.orthogonalScrollingBehavior.isOrthogonal {
            throw LayoutError.waterfallNotRoot(path: path() + ".group")
        }
        try check(section.group, path() + ".group", depth: 1)
        _ = try minimumLeaves(section.group, path() + ".group")
    }

    /// The fewest leaves one instance of `group` can hold, from arithmetic on its counts alone: an item is
    /// 1, a custom group at least 1, a `count:` or `repeatingSubitem:count:` form `count` times its child,
    /// an adaptive form (spec G12) at least its child once, a `subitems:` form at least its listed children once.
    ///
    /// Throws `tooManyChildren` at the innermost group where the product passes
    /// `LayoutLimits.maximumChildren`, so that 32 levels of `count: 100000` are refused before a single
    /// child is made (the template builder would otherwise allocate each level's children first).
    /// - Complexity: O(nodes in the tree).
    static func minimumLeaves(_ group: Group, _ path: @autoclosure () -> String) throws -> Double {
        if case .custom = group.arrangement { return 1 }
        if case .waterfall = group.arrangement { return 1 }
        func childLeaves(_ index: Int) throws -> Double {
            switch group.subitems[index] {
            case .item: 1
            case .group(let nested): try minimumLeaves(nested, "\(path()).subitems[\(index)]")
            }
        }
        let leaves: Double
        switch group.repetition {
        case .fill: leaves = try group.subitems.indices.reduce(0) { try $0 + childLeaves($1) }
        case .count(let n), .repeating(let n): leaves = group.subitems.isEmpty ? 0 : Double(n) * (try childLeaves(0))
        case .adaptive: leaves = group.subitems.isEmpty ? 0 : try childLeaves(0)
        }
        guard leaves <= Double(LayoutLimits.maximumChildren) else {
            throw LayoutError.tooManyChildren(path: path(), limit: LayoutLimits.maximumChildren)
        }
        return leaves
    }

    static func check(_ configuration: LayoutConfiguration) throws {
        try checkFinite(configuration.interSectionSpacing, "layout.interSectionSpacing")
        for (i, b) in configuration.boundarySupplementaryItems.enumerated() {
            try check(b, "layout.boundarySupplementaryItems[\(i)]")
        }
    }

    static func check(_ environment: LayoutEnvironment, scrollAxis: Axis) throws {
        let size = environment.container.contentSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw LayoutError.invalidContainer(width: size.width, height: size.height)
        }
        try checkNonNegative(environment.container.contentInsets, "container.contentInsets")
        if let margins = environment.container.layoutMargins {
            try checkNonNegative(margins, "container.layoutMargins")
            let cross = scrollAxis.cross
            guard margins.total(cross) <= size[cross] else {
                let name = cross == .horizontal ? "leading + trailing" : "top + bottom"
                throw LayoutError.insetsExceedLength(
                    path: "container.layoutMargins (\(name))", insets: margins.total(cross), length: size[cross])
            }
        }
        if let readable = environment.container.readableContentWidth {
            try checkNonNegative(readable, "container.readableContentWidth")
        }
        let effective = environment.container.effectiveContentSize
        guard effective.width > 0, effective.height > 0 else {
            throw LayoutError.invalidContainer(width: effective.width, height: effective.height)
        }
        let scale = environment.traits.displayScale
        guard scale.isFinite, scale >= 0 else { throw LayoutError.invalidDisplayScale(scale) }
    }

    /// Checks the data's item counts (spec L3) and returns their total.
    ///
    /// At most `LayoutLimits.maximumSections` sections, none negative, at most
    /// `LayoutLimits.maximumTotalItems` items in all.
    static func checkItemCounts(_ itemCounts: [Int]) throws -> Int {
        guard itemCounts.count <= LayoutLimits.maximumSections else {
            throw LayoutError.tooManySections(count: itemCounts.count, limit: LayoutLimits.maximumSections)
        }
        // One branch-free pass for the common case (every count in range, the total too); the loop below
        // finds which rule a count breaks.
        let limit = LayoutLimits.maximumTotalItems
        let (sum, bits) = itemCounts.withUnsafeBufferPointer { counts in
            var sum = 0
            var bits = 0
            // The bitwise or of the counts is negative when one is, is at least each of them otherwise, and
            // is at most their sum: so it is in range exactly when every count is (and the sum cannot have
            // wrapped). One or and one add per count, which the compiler vectorises.
            for n in counts {
                sum &+= n
                bits |= n
            }
            return (sum, bits)
        }
        if bits >= 0 && bits <= limit && sum <= limit { return sum }
        var total = 0
        for (s, n) in itemCounts.enumerated() {
            guard n >= 0 else { throw LayoutError.negativeItemCount(section: s, count: n) }
            guard n <= LayoutLimits.maximumTotalItems else {
                throw LayoutError.tooManyItems(total: n, limit: LayoutLimits.maximumTotalItems)
            }
            total += n
            guard total <= LayoutLimits.maximumTotalItems else {
                throw LayoutError.tooManyItems(total: total, limit: LayoutLimits.maximumTotalItems)
            }
        }
        return total
    }

    /// spec G13: a waterfall is a root group of items, with at least one column and finite, non-negative
    /// spacings; the group's own repetition, inter-item spacing and supplementaries are not used, so they
    /// must be left at their defaults.
    static func check(_ waterfall: Waterfall, group: Group, _ path: @autoclosure () -> String, depth: Int) throws {
        guard depth == 1 else { throw LayoutError.waterfallNotRoot(path: path()) }
        switch waterfall.columns {
        case .count(let n):
            guard n >= 1 else { throw LayoutError.invalidCount(path: path() + ".columns", count: n) }
            guard n <= LayoutLimits.maximumChildren else {
                throw LayoutError.tooManyChildren(path: path() + ".columns", limit: LayoutLimits.maximumChildren)
            }
        case .adaptive(let minimum):
            try checkFinite(minimum, path() + ".minimumColumnWidth")
            guard minimum > 0 else {
                throw LayoutError.invalidMinimumLength(path: path() + ".minimumColumnWidth", value: minimum)
            }
        }
        try checkNonNegative(waterfall.columnSpacing, path() + ".columnSpacing")
        try checkNonNegative(waterfall.itemSpacing, path() + ".itemSpacing")
        if group.repetition != .fill {
            throw LayoutError.unsupportedInWaterfall(path: path(), feature: "a repetition (count or adaptive)")
        }
        if group.interItemSpacing != nil {
            throw LayoutError.unsupportedInWaterfall(
                path: path() + ".interItemSpacing", feature: "an inter-item spacing (use itemSpacing)")
        }
        if !group.supplementaryItems.isEmpty {
            throw LayoutError.unsupportedInWaterfall(
                path: path() + ".supplementaryItems", feature: "group supplementary items (attach them to its items)")
        }
        for (i, child) in group.subitems.enumerated() {
            if case .group = child {
                throw LayoutError.unsupportedInWaterfall(path: "\(path()).subitems[\(i)]", feature: "a nested group")
            }
            if case .item(let item) = child,
                item.size.width.isUniformAcrossSiblings || item.size.height.isUniformAcrossSiblings
            {
                throw LayoutError.unsupportedInWaterfall(
                    path: "\(path()).subitems[\(i)].size", feature: "a size uniform across siblings (spec E3)")
            }
        }
    }
}
