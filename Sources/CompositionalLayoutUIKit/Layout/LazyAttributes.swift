internal import CompositionalLayout

/// The layout's answers at one content offset, made lazily: the engine's `ScrolledLayout` asked per query,
/// and an attributes object made only for each element a query returns.
///
/// Made once per layout pass at a new offset (the handlers run then, leaving what they changed in `hooks`);
/// everything it reads is a constant, so a query pays no run-time exclusivity check per element.
@MainActor
final class LazyAttributes {
    /// The solved layout at the offset, pinned and handled.
    let scrolled: ScrolledLayout
    /// What the handlers left on elements that the engine's attributes do not carry.
    let hooks: HookRecord
    /// The class objects are made of: the layout's `layoutAttributesClass`.
    let attributesClass: UICollectionViewLayoutAttributes.Type
    /// True when that class is `UICollectionViewLayoutAttributes` itself, made by its memberwise initializer.
    let makesBaseClass: Bool

    /// The answers of `scrolled`, as objects of `attributesClass`.
    init(_ scrolled: ScrolledLayout, hooks: HookRecord, attributesClass: UICollectionViewLayoutAttributes.Type) {
        self.scrolled = scrolled
        self.hooks = hooks
        self.attributesClass = attributesClass
        self.makesBaseClass = attributesClass == UICollectionViewLayoutAttributes.self
    }

    /// New objects for the elements overlapping `rect` (touching an edge is not enough), in output order.
    /// - Complexity: O(log n + k), k the elements returned.
    func elements(in rect: Rect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(SolvedLayout.reservedQueryCount)
        let hooked = !hooks.isEmpty
        scrolled.forEachElement(intersecting: rect) { result.append(make($0, hooked: hooked)) }
        return result
    }

    /// A new object for the cell at `indexPath`, or nil.
    func cell(at indexPath: CompositionalLayout.IndexPath) -> UICollectionViewLayoutAttributes? {
        scrolled.cell(at: indexPath).map { make($0, hooked: !hooks.isEmpty) }
    }

    /// A new object for the first supplementary of `kind` at `indexPath`, or nil.
    func supplementary(ofKind kind: String, at indexPath: CompositionalLayout.IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        scrolled.supplementary(ofKind: kind, at: indexPath).map { make($0, hooked: !hooks.isEmpty) }
    }

    /// A new object for the first decoration of `kind` at `indexPath`, or nil.
    func decoration(ofKind kind: String, at indexPath: CompositionalLayout.IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        scrolled.decoration(ofKind: kind, at: indexPath).map { make($0, hooked: !hooks.isEmpty) }
    }

    /// Every element at the offset, made as the layout made them before it made them lazily.
    ///
    /// The engine's `elements(atScrollOffset:orthogonalOffsets:)` in full, one object each (the handlers run
    /// again): what the lazy queries must equal, for tests.
    func fullyMaterialized() -> [UICollectionViewLayoutAttributes] {
        hooks.reset()
        let all = scrolled.solved.elements(
            atScrollOffset: scrolled.scrollOffset, orthogonalOffsets: scrolled.orthogonalOffsets)
        let hooked = !hooks.isEmpty
        return all.map { make($0, hooked: hooked) }
    }

    /// A new object for `element`, with what a handler left on it when `hooked` (any handler left anything).
    ///
    /// `UICollectionViewLayoutAttributes` itself is made by its initializer from the values; a subclass by its
    /// `init()`, then set (`assign(_:hook:)`), its general twin.
    private func make(_ element: borrowing ElementAttributes, hooked: Bool) -> UICollectionViewLayoutAttributes {
        let hook = hooked ? hooks.entry(for: element) : nil
        if makesBaseClass { return UICollectionViewLayoutAttributes(element, hook: hook) }
        let attributes = attributesClass.init()
        attributes.assign(element, hook: hook)
        return attributes
    }
}
