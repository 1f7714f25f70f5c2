extension NSDiffableDataSourceSnapshot {
    /// Adds items `identifiers` at the end of section `sectionIdentifier`, or of the last section when nil.
    ///
    /// An unknown section, no section at all, or an item identifier already in the snapshot (or given twice)
    /// skips the call and records an error.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let operation = "appendItems(_:toSection:)"
        let section: Int
        if let sectionIdentifier {
            guard let index = knownSection(sectionIdentifier, operation) else { return }
            section = index
        } else {
            guard !sections.isEmpty else {
                errors.append(.noSections(operation: operation))
                return
            }
            section = sections.count - 1
        }
        guard acceptsNewItems(identifiers, operation) else { return }
        placeItems(identifiers, section: section, at: itemsBySection[section].count)
    }

    /// Inserts items `identifiers` just before item `beforeIdentifier`, in its section.
    ///
    /// An unknown `beforeIdentifier` or a duplicate identifier skips the call and records an error.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let operation = "insertItems(_:beforeItem:)"
        guard let location = knownItem(beforeIdentifier, operation), acceptsNewItems(identifiers, operation) else {
            return
        }
        placeItems(identifiers, section: location.section, at: location.item)
    }

    /// Inserts items `identifiers` just after item `afterIdentifier`, in its section.
    ///
    /// An unknown `afterIdentifier` or a duplicate identifier skips the call and records an error.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let operation = "insertItems(_:afterItem:)"
        guard let location = knownItem(afterIdentifier, operation), acceptsNewItems(identifiers, operation) else {
            return
        }
        placeItems(identifiers, section: location.section, at: location.item + 1)
    }

    /// Deletes items `identifiers` and keeps their sections.
    ///
    /// Identifiers not in the snapshot are ignored (ours: UIKit documents no exception here).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { itemLocations[$0] != nil })
        guard !doomed.isEmpty else { return }
        for section in itemsBySection.indices {
            itemsBySection[section].removeAll(where: doomed.contains)
        }
        reloadedItemIdentifiers.removeAll(where: doomed.contains)
        reconfiguredItemIdentifiers.removeAll(where: doomed.contains)
        reindex()
    }

    /// Deletes every item and every section, leaving an empty snapshot.
    public mutating func deleteAllItems() {
        sections = []
        itemsBySection = []
        sectionIndexes = [:]
        itemLocations = [:]
        reloadedSectionIdentifiers = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// Moves item `identifier` to just before item `toIdentifier`, into that item's section.
    ///
    /// An unknown identifier, or `identifier == toIdentifier`, skips the call and records an error.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves item `identifier` to just after item `toIdentifier`, into that item's section.
    ///
    /// An unknown identifier, or `identifier == toIdentifier`, skips the call and records an error.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items `identifiers` as reloaded (`reloadedItemIdentifiers`).
    ///
    /// An identifier not in the snapshot skips the call and records an error.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where knownItem(identifier, "reloadItems(_:)") == nil { return }
        for identifier in identifiers where !reloadedItemIdentifiers.contains(identifier) {
            reloadedItemIdentifiers.append(identifier)
        }
    }

    /// Marks items `identifiers` as reconfigured (`reconfiguredItemIdentifiers`): their cells would be
    /// updated in place.
    ///
    /// An identifier not in the snapshot skips the call and records an error.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where knownItem(identifier, "reconfigureItems(_:)") == nil { return }
        for identifier in identifiers where !reconfiguredItemIdentifiers.contains(identifier) {
            reconfiguredItemIdentifiers.append(identifier)
        }
    }

    /// The location of item `identifier`, or nil after recording it as unknown to `operation`.
    private mutating func knownItem(_ identifier: ItemIdentifierType, _ operation: String) -> Location? {
        if let location = itemLocations[identifier] { return location }
        errors.append(.unknownItemIdentifier(operation: operation, identifier: String(describing: identifier)))
        return nil
    }

    /// Whether `identifiers` are all new and distinct; records the first that is not.
    private mutating func acceptsNewItems(_ identifiers: [ItemIdentifierType], _ operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers where itemLocations[identifier] != nil || !seen.insert(identifier).inserted {
            errors.append(.duplicateItemIdentifier(operation: operation, identifier: String(describing: identifier)))
            return false
        }
        return true
    }

    /// Inserts items into section `section` at `index` and updates their locations.
    private mutating func placeItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int) {
        guard !identifiers.isEmpty else { return }
        let atEnd = index == itemsBySection[section].count
        itemsBySection[section].insert(contentsOf: identifiers, at: index)
        if atEnd {
            for (offset, identifier) in identifiers.enumerated() {
                itemLocations[identifier] = Location(section: section, item: index + offset)
            }
        } else {
            reindex()
        }
    }

    /// Moves one item before or after another, possibly into another section.
    private mutating func moveItem(
        _ identifier: ItemIdentifierType, relativeTo toIdentifier: ItemIdentifierType, after: Bool,
        _ operation: String
    ) {
        guard let from = knownItem(identifier, operation), knownItem(toIdentifier, operation) != nil else { return }
        guard identifier != toIdentifier else {
            errors.append(.movedRelativeToItself(operation: operation, identifier: String(describing: identifier)))
            return
        }
        itemsBySection[from.section].remove(at: from.item)
        reindex()
        let target = itemLocations[toIdentifier]!
        itemsBySection[target.section].insert(identifier, at: target.item + (after ? 1 : 0))
        reindex()
    }
}
