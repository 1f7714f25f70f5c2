/// The element kinds of one solved layout, each interned once to an integer id (so records carry an id,
/// never a string).
struct ElementKinds: Sendable {
    private(set) var names: [String] = []
    private var ids: [String: Int] = [:]

    /// The id of `name`, added on first use.
    mutating func id(_ name: String) -> Int {
        if let id = ids[name] { return id }
        names.append(name)
        ids[name] = names.count - 1
        return names.count - 1
    }
}
