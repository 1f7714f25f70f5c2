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
    /// How its computed cells are placed from their lengths (`SolvedSection.computedCells`); nil when it has
    /// none.
    let computedCells: ComputedCells?
}

/// How a section's computed cells are placed from their measured lengths (`SolvedLayout.computedCellFrame`),
/// with the constants of the shortcut that placed them.
enum ComputedCells: Sendable {
    /// The whole instances of a flat stack placed column by column (`Stamping.flatColumns`): each item is its
    /// column's leaf (`FlatStack.Column.leaf`) at its length across the stack along `stackAxis`.
    case columns([FlatStack.Column], stackAxis: Axis)
    /// A one-item stack measured on one axis, the width when `measuresWidth`, else the height
    /// (`Stamping.flatOneItem`): each item is the stack's leaf (`OneItemStack.placedLeaf`) at its length.
    case oneItem(OneItemStack, stackAxis: Axis, measuresWidth: Bool)
}
