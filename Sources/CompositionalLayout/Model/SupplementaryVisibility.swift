/// Where an item- or group-attached supplementary is shown (spec A6): a data rule the solver evaluates per
/// instance without closures, or a named closure for code-only layouts (the slow path).
public struct SupplementaryVisibility: Sendable, Hashable {
    /// The rules a layout can state as data.
    public enum Rule: Sendable, Hashable {
        /// Shown where `item % n == offset`; hidden elsewhere. An `n` below 1 shows it everywhere.
        case everyNth(Int, offset: Int)
        /// Shown only at the listed items of each listed section (ascending, no duplicates); hidden elsewhere.
        case items([Int: [Int]])
        /// Shown only at the first item of each section.
        case firstInSection
        /// Shown only at the last item of each section.
        case lastInSection
        /// A named closure that returns true where the supplementary is hidden.
        case custom(name: String)
    }

    /// The rule.
    public let rule: Rule
    let hiddenWhere: (@Sendable (IndexPath) -> Bool)?

    /// A stable name for the rule (the closure's name for a custom rule); equality compares rules.
    public var name: String {
        switch rule {
        case .everyNth(let n, let offset): offset == 0 ? "only-every-\(n)" : "only-every-\(n)-from-\(offset)"
        case .items(let map): "only-items-" + map.keys.sorted().map { "\($0):\(map[$0]!.count)" }.joined(separator: ",")
        case .firstInSection: "first-in-section"
        case .lastInSection: "last-in-section"
        case .custom(let name): name
        }
    }

    /// A named closure (code only): `isHidden` returns true where the supplementary is hidden.
    public init(name: String, isHidden: @escaping @Sendable (IndexPath) -> Bool) {
        rule = .custom(name: name)
        hiddenWhere = isHidden
    }

    init(rule: Rule) {
        self.rule = rule
        hiddenWhere = nil
    }

    /// Shown only where `item % n == offset` (every fifth item: `onlyEvery(5)`).
    public static func onlyEvery(_ n: Int, offset: Int = 0) -> SupplementaryVisibility {
        SupplementaryVisibility(rule: .everyNth(n, offset: offset))
    }

    /// Shown only at the listed items of each listed section; other sections show none.
    public static func onlyItems(_ itemsBySection: [Int: [Int]]) -> SupplementaryVisibility {
        SupplementaryVisibility(rule: .items(itemsBySection.mapValues { Array(Set($0)).sorted() }))
    }

    /// Shown only at the first item of each section.
    public static let firstInSection = SupplementaryVisibility(rule: .firstInSection)

    /// Shown only at the last item of each section.
    public static let lastInSection = SupplementaryVisibility(rule: .lastInSection)

    /// True where the supplementary is hidden, for an index path of a section holding `itemCount` items.
    public func isHidden(_ indexPath: IndexPath, itemCount: Int) -> Bool {
        switch rule {
        case .everyNth(let n, let offset): n > 0 && indexPath.item % n != offset
        case .items(let map): map[indexPath.section].map { !$0.contains(indexPath.item) } ?? true
        case .firstInSection: indexPath.item != 0
        case .lastInSection: indexPath.item != itemCount - 1
        case .custom: hiddenWhere?(indexPath) ?? false
        }
    }

    /// Equal when the rules are equal (custom rules: when the names are).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rule == rhs.rule }
    /// Hashes the rule.
    public func hash(into hasher: inout Hasher) { hasher.combine(rule) }
}
