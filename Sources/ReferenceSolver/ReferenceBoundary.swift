import CompositionalLayout

/// Places boundary supplementaries around a host's content range along the scroll axis (spec B1 to spec B4, spec B6).
struct ReferenceBoundary {
    let scrollAxis: Axis

    /// Along the scroll axis: 0 for an alignment at its start, 1 at its end, 0.5 in between.
    func mainUnit(_ alignment: BoundaryAlignment) -> Double {
        let point = ReferenceRules.alignmentPoint(alignment)
        return scrollAxis == .vertical ? point.y : point.x
    }

    /// True for an item that sits before the content and lengthens its host (spec B3, spec B4).
    func extendsBefore(_ item: BoundarySupplementaryItem) -> Bool {
        item.extendsBoundary && mainUnit(item.alignment) == 0
    }

    /// The frame of `item` of `size` for a host whose content runs from `contentMin` to `contentMax`.
    ///
    /// Extending items stack outwards from `before` (towards the start) and `after` (towards the end).
    func frame(
        _ item: BoundarySupplementaryItem, size: Size, crossMin: Double, crossLength: Double, contentMin: Double,
        contentMax: Double, before: inout Double, after: inout Double
    ) -> Rect {
        let m = scrollAxis
        let c = m.cross
        let unit = ReferenceRules.alignmentPoint(item.alignment)
        let crossUnit = c == .horizontal ? unit.x : unit.y
        let mu = mainUnit(item.alignment)
        let crossPosition = crossMin + (crossLength - size[c]) * crossUnit
        let mainPosition: Double
        if item.extendsBoundary && mu == 0 {
            // A header just outside the content rectangle.
            mainPosition = before
            before += size[m]
        } else if item.extendsBoundary && mu == 1 {
            // A footer just after it.
            mainPosition = after
            after += size[m]
        } else {
            // Inside the content rectangle, overlapping content.
            mainPosition = contentMin + (contentMax - contentMin - size[m]) * mu
        }
        let placed = Rect(
            mainOrigin: mainPosition, crossOrigin: crossPosition, mainLength: size[m], crossLength: size[c], axis: m
        )
        .offsetBy(dx: item.offset.x, dy: item.offset.y)
        // spec B7: the item's own content insets shrink it after placement, as spec I1 does for an item.
        return ReferenceRules.inset(placed, by: item.contentInsets)
    }
}
