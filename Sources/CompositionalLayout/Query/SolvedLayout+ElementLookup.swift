extension SolvedLayout {
    /// True when section `section` was solved with a visible-items hook (spec L5).
    func hasVisibleItemsHook(_ section: SolvedSection) -> Bool {
        definitions[section.definition].section.visibleItemsHandler != nil
    }

    /// The first supplementary of `elementKind` at `indexPath` in output order, as the layout stands at
    /// `scrollOffset` before hooks: an item- or group-attached one, else one of the section's boundary items
    /// (item 0), else a layout-wide one (index path (0, 0)); pinned items at their pinned places (spec B5).
    /// - Complexity: O(m + b): m attached supplementaries of two group instances, b boundary items.
    func firstSupplementary(
        ofKind elementKind: String, at indexPath: IndexPath, scrollOffset: Double, orthogonalOffsets: [Int: Double]
    ) -> WindowElement? {
        guard let kind = elementKinds.firstIndex(of: elementKind), indexPath.item >= 0 else { return nil }
        if sections.indices.contains(indexPath.section) {
            let section = sections[indexPath.section]
            if let found = firstAttached(kind: kind, at: indexPath, in: section, orthogonalOffsets: orthogonalOffsets) {
                return found
            }
            if indexPath.item == 0 {
                for i in 0..<boundary.count(section.index) where boundary[section: section.index, index: i].kind == kind
                {
                    let r = boundaryRecord(section, i)
                    return WindowElement(
                        key: OutputKey(section: section.index, item: 0, stream: .boundary, index: i),
                        element: boundaryAttributes(r, frame: pinnedFrame(r, scrollOffset: scrollOffset)), shift: nil)
                }
            }
        }
        guard indexPath.section == 0 && indexPath.item == 0 else { return nil }
        for (i, r) in layoutBoundary.enumerated() where r.kind == kind {
            return WindowElement(
                key: OutputKey(section: 0, item: 0, stream: .layoutBoundary, index: i),
                element: boundaryAttributes(r, frame: pinnedFrame(r, scrollOffset: scrollOffset)), shift: nil)
        }
        return nil
    }

    /// The attached supplementary of interned kind `kind` at `indexPath` that comes first in output order
    /// (the lowest stored index), with its section's orthogonal shift.
    ///
    /// Attached records are stored instance by instance, `attachedPerGroup` per full instance: an item's own
    /// supplementaries are in instance item / k, a group's in instance item / (groups per instance), as
    /// `supplementaries(ofKind:at:)` reads them.
    /// - Complexity: O(m), m attached supplementaries of two group instances.
    private func firstAttached(
        kind: Int, at indexPath: IndexPath, in section: SolvedSection, orthogonalOffsets: [Int: Double]
    ) -> WindowElement? {
        let definition = definitions[section.definition]
        let perGroup = definition.attachedPerGroup
        guard perGroup > 0 && definition.itemsPerGroup > 0 else { return nil }
        let s = section.index
        let stored = attached.count(s)
        var best: Int?
        let ordinals = max(1, definition.groupOrdinals)
        for g in [indexPath.item / definition.itemsPerGroup, indexPath.item / ordinals] where g < section.groupCount {
            let lo = g * perGroup
            let hi = min(stored, lo + perGroup)
            guard lo < hi else { continue }
            for i in lo..<hi where best.map({ i < $0 }) ?? true {
                let r = attached[section: s, index: i]
                if r.item == indexPath.item && r.kind == Int32(kind) {
                    best = i
                    break
                }
            }
        }
        guard let best else { return nil }
        return WindowElement(
            key: OutputKey(section: s, item: indexPath.item, stream: .attached, index: best),
            element: attachedAttributes(attachedRecord(section, best), section: s),
            shift: orthogonalShift(of: section, in: orthogonalOffsets))
    }
}
