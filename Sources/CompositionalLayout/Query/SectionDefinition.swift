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
    /// The columns its computed cells are placed in (`SolvedSection.computedCells`); nil when it has none.
    let computedColumns: ComputedColumns?
}

/// The columns of a flat stack whose whole instances' cells are computed when asked
/// (`SolvedLayout.computedCellFrame`), and the stack's axis.
struct ComputedColumns: Sendable {
    let columns: [FlatStack.Column]
    let stackAxis: Axis
}
