/// What every section solved from one section description shares, kept once per description rather than
/// in every `SolvedSection`.
struct SectionDefinition: Sendable {
    /// The description, as solved.
    let section: Section
    /// The axis its groups advance along: the scroll axis, or across it when orthogonal.
    let groupAxis: Axis
    /// The items one group instance consumes (k).
    let itemsPerGroup: Int
    /// zIndex of each leaf of an instance, including the background bump (spec C2).
    let leafZIndex: [Int]
    /// Attached supplementaries of one full group instance.
    let attachedPerGroup: Int
    /// Group occurrences carrying supplementaries in one instance (their index-path stride, spec A5).
    let groupOrdinals: Int
    /// How its computed cells are placed from their lengths (`SolvedSection.computedCells`).
    let computedCells: ComputedCells
    /// The columns of `ComputedCells.Shape.columns`; empty for any other shape.
    ///
    /// Apart from `computedCells`, which holds no reference, so that a computed cell reads both through
    /// `definitions` without retaining anything (`SolvedLayout.computedCellFrame`).
    let computedColumns: [FlatStack.Column]
}

/// How a section's computed cells are placed from their measured lengths (`SolvedLayout.computedCellFrame`):
/// the constants of the shortcut that placed them.
struct ComputedCells: Sendable {
    /// Which shortcut placed them.
    enum Shape: Sendable {
        /// The section has none.
        case none
        /// The whole instances of a flat stack placed column by column (`Stamping.flatColumns`): each item is
        /// its column's leaf (`FlatStack.Column.leaf`) at its length across the stack along `stackAxis`.
        case columns
        /// A one-item stack measured on its width alone, or its height alone (`Stamping.flatOneItem`): each item
        /// is `leaf` with the measured length on that axis (`OneItemStack.placedLeaf`).
        case oneItemWidth, oneItemHeight
    }

    /// No computed cells.
    static let none = ComputedCells(
        shape: .none, stackAxis: .horizontal, groupAxis: .vertical, columns: 1, leaf: .zero)

    let shape: Shape
    let stackAxis: Axis
    /// Copies of the definition's `groupAxis` and `itemsPerGroup` (1 for a one-item stack), so that one read
    /// of this plain value gives a computed cell everything but its column.
    let groupAxis: Axis
    let columns: Int
    /// A one-item stack's leaf, its measured length 0 (its origin does not depend on the length).
    let leaf: Rect

    /// The frame of computed cell `item`, its measured `length`, in its section as stored (relative, unrounded).
    ///
    /// Its leaf at its instance's start and `across`; `column(j)` gives column `j`, `start(g)` where instance
    /// `g` starts. The arithmetic of the shortcut that placed it, so the bits a stored frame would have.
    @inline(__always)
    func frame(
        of item: Int, length: Double, across: Double, column: (Int) -> FlatStack.Column, start: (Int) -> Double
    ) -> Rect {
        let g: Int
        let leaf: Rect
        switch shape {
        case .columns:
            g = item / columns
            leaf = column(item - g * columns).leaf(length, stackAxis: stackAxis)
        case .oneItemWidth:
            g = item
            leaf = Rect(x: self.leaf.x, y: self.leaf.y, width: length, height: self.leaf.height)
        case .oneItemHeight, .none:
            // `.none`: the section computes no cell, so none is asked for.
            g = item
            leaf = Rect(x: self.leaf.x, y: self.leaf.y, width: self.leaf.width, height: length)
        }
        return placed(leaf, start: start(g), across: across)
    }

    /// A leaf's frame in its section: moved to its instance's `start` along the group axis and `across` it.
    @inline(__always)
    func placed(_ leaf: Rect, start: Double, across: Double) -> Rect {
        groupAxis == .horizontal
            ? Rect(x: leaf.x + start, y: leaf.y + across, width: leaf.width, height: leaf.height)
            : Rect(x: leaf.x + across, y: leaf.y + start, width: leaf.width, height: leaf.height)
    }
}
