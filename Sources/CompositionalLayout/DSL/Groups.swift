/// A horizontal group (DSL): `HGroup { Item(); Item() }` repeats its children until the next no longer
/// fits; `HGroup(count: 3) { Item() }` makes exactly three equal slots.
public func HGroup(
    _ size: LayoutSize = .fill, count: Int? = nil, @GroupBuilder _ content: () -> [LayoutNode]
) -> Group {
    Group(arrangement: .horizontal, size: size, subitems: content(), repetition: count.map { .count($0) } ?? .fill)
}

/// A vertical group (DSL): `VGroup { Item() }` repeats its children until the next no longer fits;
/// `VGroup(count: 2) { Item() }` makes exactly two equal slots.
public func VGroup(
    _ size: LayoutSize = .fill, count: Int? = nil, @GroupBuilder _ content: () -> [LayoutNode]
) -> Group {
    Group(arrangement: .vertical, size: size, subitems: content(), repetition: count.map { .count($0) } ?? .fill)
}

/// A horizontal group of adaptive columns (DSL, ours): `HGroup(minimumWidth: 150) { Item() }` makes as many
/// equal columns as fit at 150 points or more each, with the spacing between them (spec G12).
public func HGroup(
    _ size: LayoutSize = .fill, minimumWidth: Double, @GroupBuilder _ content: () -> [LayoutNode]
) -> Group {
    Group(arrangement: .horizontal, size: size, subitems: content(), repetition: .adaptive(minimumLength: minimumWidth))
}

/// A vertical group of adaptive rows (DSL, ours): `VGroup(minimumHeight: 80) { Item() }` makes as many equal
/// rows as fit at 80 points or more each, with the spacing between them (spec G12).
public func VGroup(
    _ size: LayoutSize = .fill, minimumHeight: Double, @GroupBuilder _ content: () -> [LayoutNode]
) -> Group {
    Group(arrangement: .vertical, size: size, subitems: content(), repetition: .adaptive(minimumLength: minimumHeight))
}

/// A custom group (DSL) whose named provider returns its items' frames for the group's container.
public func CustomGroup(
    _ size: LayoutSize = .fill, name: String,
    frames: @escaping @Sendable (LayoutEnvironment) -> [CustomGroupItem]
) -> Group {
    Group.custom(size, provider: CustomGroupProvider(name: name, frames: frames))
}

extension Group {
    /// The group with a different inter-item spacing.
    public func interItemSpacing(_ spacing: Spacing) -> Group {
        var copy = self
        copy.interItemSpacing = spacing
        return copy
    }

    /// The group repeating its single child exactly `count` times at the child's own size.
    public func repeating(count: Int) -> Group {
        var copy = self
        copy.repetition = .repeating(count)
        return copy
    }

    /// The group with attached supplementaries (anchored to the group's frame, spec A5).
    public func supplementaryItems(@SupplementaryBuilder _ content: () -> [SupplementaryItem]) -> Group {
        var copy = self
        copy.supplementaryItems += content()
        return copy
    }
}

extension Item {
    /// The item with attached supplementaries (badges).
    public func supplementaryItems(@SupplementaryBuilder _ content: () -> [SupplementaryItem]) -> Item {
        var copy = self
        copy.supplementaryItems += content()
        return copy
    }
}
