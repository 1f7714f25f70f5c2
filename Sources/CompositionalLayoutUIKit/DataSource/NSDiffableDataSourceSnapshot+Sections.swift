extension NSDiffableDataSourceSnapshot {
    /// Adds sections `identifiers`, with no items, after the last section.
    ///
    /// An identifier already in the snapshot, or given twice, skips the call and records an error.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNewSections(identifiers, "appendSections(_:)") else { return }
        placeSections(identifiers, at: sections.count)
    }

    /// Inserts sections `identifiers`, with no items, before section `toIdentifier`.
    ///
    /// An unknown `toIdentifier` or a duplicate identifier skips the call and records an error.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        let operation = "insertSections(_:beforeSection:)"
        guard let index = knownSection(toIdentifier, operation), acceptsNewSections(identifiers, operation)
        else { return }
        placeSections(identifiers, at: index)
    }

    /// Inserts sections `identifiers`, with no items, after section `toIdentifier`.
    ///
    /// An unknown `toIdentifier` or a duplicate identifier skips the call and records an error.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        let operation = "insertSections(_:afterSection:)"
        guard let index = knownSection(toIdentifier, operation), acceptsNewSections(identifiers, operation)
        else { return }
        placeSections(identifiers, at: index + 1)
    }

    /// Deletes sections `identifiers` and their items; identifiers not in the snapshot are ignored (ours:
    /// UIKit documents no exception here).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        guard sections.contains(where: doomed.contains) else { return }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (section, items) in zip(sections, itemsBySection) where !doomed.contains(section) {
            keptSections.append(section)
            keptItems.append(items)
        }
        sections = keptSections
        itemsBySection = keptItems
        reindex()
    }

    /// Moves section `identifier` to just before section `toIdentifier`.
    ///
    /// An unknown identifier, or `identifier == toIdentifier`, skips the call and records an error.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves section `identifier` to just after section `toIdentifier`.
    ///
    /// An unknown identifier, or `identifier == toIdentifier`, skips the call and records an error.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections `identifiers` as reloaded (`reloadedSectionIdentifiers`); their items stay.
    ///
    /// An identifier not in the snapshot skips the call and records an error.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where knownSection(identifier, "reloadSections(_:)") == nil { return }
        for identifier in identifiers where !reloadedSectionIdentifiers.contains(identifier) {
            reloadedSectionIdentifiers.append(identifier)
        }
    }

    /// The index of section `identifier`, or nil after recording it as unknown to `operation`.
    mutating func knownSection(_ identifier: SectionIdentifierType, _ operation: String) -> Int? {
        if let index = sectionIndexes[identifier] { return index }
        errors.append(.unknownSectionIdentifier(operation: operation, identifier: String(describing: identifier)))
        return nil
    }

    /// Whether `identifiers` are all new and distinct; records the first that is not.
    private mutating func acceptsNewSections(_ identifiers: [SectionIdentifierType], _ operation: String) -> Bool {
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers where sectionIndexes[identifier] != nil || !seen.insert(identifier).inserted {
            errors.append(.duplicateSectionIdentifier(operation: operation, identifier: String(describing: identifier)))
            return false
        }
        return true
    }

    /// Inserts empty sections at `index` and updates the indexes.
    private mutating func placeSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        if index == sections.count - identifiers.count {
            for (offset, identifier) in identifiers.enumerated() { sectionIndexes[identifier] = index + offset }
        } else {
            reindex()
        }
    }

    /// Moves one section before or after another.
    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo toIdentifier: SectionIdentifierType, after: Bool,
        _ operation: String
    ) {
        guard let from = knownSection(identifier, operation), knownSection(toIdentifier, operation) != nil else {
            return
        }
        guard identifier != toIdentifier else {
            errors.append(.movedRelativeToItself(operation: operation, identifier: String(describing: identifier)))
            return
        }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        let target = sections.firstIndex(of: toIdentifier)! + (after ? 1 : 0)
        sections.insert(identifier, at: target)
        itemsBySection.insert(items, at: target)
        reindex()
    }

    /// Rebuilds the section indexes and item locations from `sections` and `itemsBySection`.
    mutating func reindex() {
        sectionIndexes = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        itemLocations.removeAll(keepingCapacity: true)
        for (section, items) in itemsBySection.enumerated() {
            for (item, identifier) in items.enumerated() {
                itemLocations[identifier] = Location(section: section, item: item)
            }
        }
    }
}
