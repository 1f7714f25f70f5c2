/// The state of a collection view's data at one time: its sections and each section's items, by identifier,
/// in order, as UIKit's value type.
///
/// A value: a copy changes independently. Operations UIKit raises an exception for (a duplicate or unknown
/// identifier) are skipped whole and recorded in `errors` (ours), never a crash.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Where an item is: its section's index and its index in that section.
    struct Location: Hashable {
        var section: Int
        var item: Int
    }

    /// The section identifiers in order.
    var sections: [SectionIdentifierType] = []
    /// Each section's item identifiers in order, parallel to `sections`.
    var itemsBySection: [[ItemIdentifierType]] = []
    /// Each section identifier's index in `sections`.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Each item identifier's location.
    var itemLocations: [ItemIdentifierType: Location] = [:]

    /// The sections marked by `reloadSections(_:)` since the snapshot was made, in order.
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked by `reloadItems(_:)` since the snapshot was made, in order.
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked by `reconfigureItems(_:)` since the snapshot was made, in order.
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Ours: the operations skipped because UIKit raises an exception for them, oldest first.
    public internal(set) var errors: [DiffableDataSourceError] = []

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { itemLocations.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// The item identifiers of all sections, section by section, in order.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    /// The number of items in section `identifier`; 0 for a section not in the snapshot (UIKit raises).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndexes[identifier].map { itemsBySection[$0].count } ?? 0
    }

    /// The item identifiers of section `identifier` in order; empty for a section not in the snapshot
    /// (UIKit raises).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndexes[identifier].map { itemsBySection[$0] } ?? []
    }

    /// The identifier of the section holding item `identifier`, or nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier].map { sections[$0.section] }
    }

    /// The index of item `identifier` in `itemIdentifiers` (counted across sections), or nil when it is not
    /// in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier] else { return nil }
        return itemsBySection[..<location.section].reduce(location.item) { $0 + $1.count }
    }

    /// The index of section `identifier`, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The number of items in each section, in order: the host's `itemCounts` for this snapshot.
    ///
    /// A closure, not the key path `\.count`: this generic code is not specialised for the app's identifier
    /// types, and a key path read there instantiates metadata per section (about 800 instructions each).
    var itemCounts: [Int] { itemsBySection.map { $0.count } }

    /// The indexes of the sections whose items differ from `previous`'s (same section identifiers assumed), or
    /// that hold a reloaded or reconfigured item or were reloaded themselves, in order; `counts` and
    /// `previousCounts` are the two snapshots' `itemCounts`.
    /// - Complexity: O(s + c): s sections, c the items of the sections whose storage the new snapshot does not
    ///   share with `previous` (its copies share every section they did not change).
    func changedSections(since previous: Self, counts: [Int], previous previousCounts: [Int]) -> [Int] {
        var changed = Set(
            sections.indices.filter {
                counts[$0] != previousCounts[$0] || !Self.same(itemsBySection[$0], previous.itemsBySection[$0])
            })
        for item in reloadedItemIdentifiers + reconfiguredItemIdentifiers {
            if let location = itemLocations[item] { changed.insert(location.section) }
        }
        for section in reloadedSectionIdentifiers {
            if let index = sectionIndexes[section] { changed.insert(index) }
        }
        return changed.sorted()
    }

    /// True when `a` and `b` hold the same identifiers in the same order: at once when they share storage (a
    /// section a snapshot's copy did not touch), else item by item.
    ///
    /// Not `==`: in this generic code, unspecialised for the app's identifier types, comparing two arrays
    /// instantiates the array type's metadata and conformance on every call.
    private static func same(_ a: [ItemIdentifierType], _ b: [ItemIdentifierType]) -> Bool {
        guard a.count == b.count else { return false }
        let shared = a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress }
        }
        if shared { return true }
        for i in a.indices where a[i] != b[i] { return false }
        return true
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
