/// What kind of element a frame belongs to.
public enum ElementCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// A cell (one data item).
    case cell
    /// A supplementary view: header, footer, badge.
    case supplementary
    /// A decoration view: a section background.
    case decoration

    /// Output order inside one index path: cells, then supplementaries, then decorations.
    var rank: Int {
        switch self {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }
}
