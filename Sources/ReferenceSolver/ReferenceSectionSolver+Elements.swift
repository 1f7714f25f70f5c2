import CompositionalLayout

extension ReferenceSectionSolver {
    /// Step 8, the cells and attached supplementaries, moved into layout coordinates.
    ///
    /// Input: the run and the root placement. Output: appends the cells (spec S1, spec S2), then the attached
    /// supplementaries (spec A1 to spec A5). Slots past the last item produce nothing; a background lifts
    /// cells by one (spec C2).
    func writeCells(_ shape: SectionShape, run: GroupRun, root: RootPlacement, into out: inout [ReferenceElement]) {
        let s = shape.index
        let k = shape.itemsPerGroup
        let n = shape.count
        let bump = shape.section.decorationItems.isEmpty ? 0 : 1
        var attached: [ReferenceElement] = []
        for (g, entry) in run.instances.enumerated() {
            let dx = shape.advanceAxis == .horizontal ? run.starts[g] : root.acrossPosition
            let dy = shape.advanceAxis == .horizontal ? root.acrossPosition : run.starts[g]
            for (j, cell) in entry.placed.leaves.enumerated() where g * k + j < n {
                let f = cell.frame
                cell.frame = grid.round(Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height))
                cell.indexPath = IndexPath(section: s, item: g * k + j)
                cell.zIndex += bump
                out.append(cell)
            }
            for supplementary in entry.placed.supplementaries {
                guard let item = attachedItem(supplementary, instance: g, shape: shape) else { continue }
                supplementary.indexPath = IndexPath(section: s, item: item)
                supplementary.isHidden =
                    supplementary.visibility?.isHidden(supplementary.indexPath, itemCount: n) ?? false
                supplementary.frame = grid.round(supplementary.frame.offsetBy(dx: dx, dy: dy))
                attached.append(supplementary)
            }
        }
        out += attached
    }

    /// The item number an attached supplementary of instance `g` is reported with; nil when it is not produced.
    ///
    /// An item's: its item's (spec A4), none past the last item. A group's (spec A5, the engine's numbering):
    /// g x ordinals + its ordinal; a group holding no item of a partial last instance produces none (the
    /// engine's decision).
    func attachedItem(_ supplementary: ReferenceElement, instance g: Int, shape: SectionShape) -> Int? {
        let k = shape.itemsPerGroup
        if supplementary.leaf >= 0 {
            let item = g * k + supplementary.leaf
            return item >= shape.count ? nil : item
        }
        if g * k + supplementary.firstLeaf >= shape.count { return nil }
        return g * shape.ordinals + supplementary.groupOrdinal
    }

    /// Step 10, the decorations.
    ///
    /// Input: the section frame. Output: appends the section's decorations. spec C1, spec S8: a background
    /// is the section frame minus its own insets; an empty section has one only when it has boundary items.
    func placeDecorations(_ shape: SectionShape, sectionFrame: Rect, into out: inout [ReferenceElement]) {
        guard shape.takesInsets else { return }
        for decoration in shape.section.decorationItems {
            out.append(
                ReferenceElement(
                    category: .decoration, elementKind: decoration.elementKind,
                    frame: grid.round(ReferenceRules.inset(sectionFrame, by: decoration.contentInsets)),
                    zIndex: decoration.zIndex, indexPath: IndexPath(section: shape.index, item: 0)))
        }
    }
}
