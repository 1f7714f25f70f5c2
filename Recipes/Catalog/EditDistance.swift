/// Levenshtein distance between two strings (insertions, deletions, substitutions each cost 1).
/// - Complexity: O(a x b) time, O(b) memory.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The candidates nearest to `name`, nearest first (ties in the candidates' order), keeping only those
/// within a distance of max(2, name.count / 3), or containing `name`; at most `limit`.
public func nearestNames(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let bound = max(2, name.count / 3)
    let lowered = name.lowercased()
    let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
        let d = editDistance(lowered, candidate.lowercased())
        if d <= bound { return (d, index, candidate) }
        if !lowered.isEmpty && candidate.lowercased().contains(lowered) { return (bound, index, candidate) }
        return nil
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
}
