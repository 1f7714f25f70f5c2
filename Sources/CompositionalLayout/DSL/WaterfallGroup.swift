/// A waterfall group of `columns` columns (DSL, ours, spec G13): `WaterfallGroup(columns: 2) { Item() }`
/// places each item in the column whose next start is the smallest; item i takes the size of the
/// `i % n`-th of the n items listed, so `Item(.init(width: .fractionalWidth(1), height: .fractionalWidth(1.5)))`
/// gives a 2:3 photo and `height: .estimated(200)` asks the sizing callback.
public func WaterfallGroup(
    _ size: LayoutSize = .fill, columns: Int, columnSpacing: Double = 0, itemSpacing: Double = 0,
    @GroupBuilder _ content: () -> [LayoutNode]
) -> Group {
    Group(
        arrangement: .waterfall(
            Waterfall(columns: .count(columns), columnSpacing: columnSpacing, itemSpacing: itemSpacing)),
        size: size, subitems: content())
}

/// A waterfall group of as many columns as fit at `minimumColumnWidth` points each (DSL, ours, spec G12,
/// spec G13): `WaterfallGroup(minimumColumnWidth: 160, columnSpacing: 8) { Item() }`.
public func WaterfallGroup(
    _ size: LayoutSize = .fill, minimumColumnWidth: Double, columnSpacing: Double = 0, itemSpacing: Double = 0,
    @GroupBuilder _ content: () -> [LayoutNode]
) -> Group {
    Group(
        arrangement: .waterfall(
            Waterfall(
                columns: .adaptive(minimumWidth: minimumColumnWidth), columnSpacing: columnSpacing,
                itemSpacing: itemSpacing)),
        size: size, subitems: content())
}
