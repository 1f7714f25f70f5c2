/// Local names of one Swift scope, each base name numbered from its second use (`item`, `item2`).
struct Names {
    private var used: [String: Int] = [:]

    /// A fresh name for `base`.
    mutating func make(_ base: String) -> String {
        let n = (used[base] ?? 0) + 1
        used[base] = n
        return n == 1 ? base : "\(base)\(n)"
    }
}
