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
}
