import CompositionalLayout

/// Places boundary supplementaries around a host's content rectangle along the scroll axis (spec B1 to spec B4,
/// spec B6).
struct ReferenceBoundary {
    let scrollAxis: Axis

    /// Boundary items placed around one host: their frames, in order, and the host's frame along the scroll axis.
    struct Placement {
        /// Each item's frame, after its offset and its own insets (spec B7).
        var frames: [Rect] = []
        /// spec B4: the union of the content rectangle and the extending items' slots after their offsets.
        var low: Double
        var high: Double
    }

    /// Along the scroll axis: 0 for an alignment at its start, 1 at its end, 0.5 in between.
    func mainUnit(_ alignment: BoundaryAlignment) -> Double {
        let point = ReferenceRules.alignmentPoint(alignment)
        return scrollAxis == .vertical ? point.y : point.x
    }

    /// True for an item that sits before the content and lengthens its host (spec B3, spec B4).
    func extendsBefore(_ item: BoundarySupplementaryItem) -> Bool {
        item.extendsBoundary && mainUnit(item.alignment) == 0
    }

    /// True for an item that sits after the content and lengthens its host (spec B3, spec B4).
    func extendsAfter(_ item: BoundarySupplementaryItem) -> Bool {
        item.extendsBoundary && mainUnit(item.alignment) == 1
    }

    /// The item's offset along the scroll axis.
    func mainOffset(_ item: BoundarySupplementaryItem) -> Double {
        scrollAxis == .vertical ? item.offset.y : item.offset.x
    }

    /// spec B3, spec B4: how far before the content's start the host begins because of its extending leading
    /// items, each placed against the content as if alone and moved by its offset.
    func leadingLength(_ items: [BoundarySupplementaryItem], sizes: [Size]) -> Double {
        var length = 0.0
        for (item, size) in zip(items, sizes) where extendsBefore(item) {
            length = max(length, size[scrollAxis] - mainOffset(item))
        }
        return length
    }

    /// Places `items` of `sizes` around a content rectangle from `contentMin` to `contentMax` on the scroll
    /// axis, across in the band from `crossMin`, `crossLength` long.
    ///
    /// spec B3: an item on an edge of the scroll axis that extends its host sits just outside the content, as if
    /// alone on that edge (several overlay); a side item is centred along the host's frame made by the content
    /// and those items; any other item lies inside the content. spec B4: a side item longer than that frame
    /// starts at its start. The offset is added last; spec B7 then shrinks the frame by the item's insets.
    /// spec B6 (`longAcrossAtStart`): an item longer than the band across starts at the band's start.
    func place(
        _ items: [BoundarySupplementaryItem], sizes: [Size], crossMin: Double, crossLength: Double,
        contentMin: Double, contentMax: Double, longAcrossAtStart: Bool = false
    ) -> Placement {
        let m = scrollAxis
        let c = m.cross
        // The host's frame without its side items: the content and the edge items after their offsets.
        var edgeLow = contentMin
        var edgeHigh = contentMax
        for (item, size) in zip(items, sizes) where extendsBefore(item) || extendsAfter(item) {
            let start = (extendsBefore(item) ? contentMin - size[m] : contentMax) + mainOffset(item)
            edgeLow = min(edgeLow, start)
            edgeHigh = max(edgeHigh, start + size[m])
        }
        var placement = Placement(low: contentMin, high: contentMax)
        for (item, size) in zip(items, sizes) {
            let mainStart: Double
            if extendsBefore(item) {
                mainStart = contentMin - size[m]
            } else if extendsAfter(item) {
                mainStart = contentMax
            } else if item.extendsBoundary {
                let frameLength = edgeHigh - edgeLow
                mainStart = size[m] > frameLength ? edgeLow : edgeLow + (frameLength - size[m]) / 2
            } else {
                mainStart = contentMin + (contentMax - contentMin - size[m]) * mainUnit(item.alignment)
            }
            let point = ReferenceRules.alignmentPoint(item.alignment)
            let crossUnit = c == .horizontal ? point.x : point.y
            let crossStart =
                longAcrossAtStart && size[c] > crossLength ? crossMin : crossMin + (crossLength - size[c]) * crossUnit
            let slot = Rect(
                mainOrigin: mainStart, crossOrigin: crossStart, mainLength: size[m], crossLength: size[c], axis: m
            )
            .offsetBy(dx: item.offset.x, dy: item.offset.y)
            if item.extendsBoundary {
                placement.low = min(placement.low, slot.min(m))
                placement.high = max(placement.high, slot.max(m))
            }
            placement.frames.append(ReferenceRules.inset(slot, by: item.contentInsets))
        }
        return placement
    }
}
