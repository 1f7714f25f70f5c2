/// The output an example shows, compared line by line with the output a command printed.
///
/// A line that is exactly `...` stands for any number of lines (none included), as in trycmd and doctest's
/// ELLIPSIS; trailing spaces and trailing blank lines are ignored on both sides.
struct ElidedOutput: Equatable {
    /// The marker line for elided lines.
    static let elision = "..."

    /// One step of the closest alignment of the shown lines with the printed ones.
    enum Step: Equatable {
        /// A shown line the command printed.
        case same(String)
        /// `...`, standing for these printed lines.
        case elided([String])
        /// A shown line the command did not print.
        case missing(String)
        /// A printed line the example does not show.
        case extra(String)
        /// A shown line and the printed line in its place, alike but not equal (`similar`).
        case changed(shown: String, printed: String)
    }

    /// The shown lines.
    var expected: [String]

    /// Creates the comparison of `expected` lines.
    init(_ expected: [String]) { self.expected = Self.normalized(expected) }

    /// `lines` without trailing spaces and trailing blank lines.
    static func normalized(_ lines: [String]) -> [String] {
        var lines = lines.map { line in
            var line = Substring(line)
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            return String(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The printed text as lines, for `align`.
    static func lines(of text: String) -> [String] {
        normalized(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// The alignment with the fewest shown lines missing and printed lines extra; it has neither exactly
    /// when the output matches.
    func align(_ printed: String) -> [Step] {
        let e = expected
        let a = Self.lines(of: printed)
        let n = e.count
        let m = a.count
        // cost[i][j]: the fewest unmatched lines aligning e[i...] with a[j...].
        var cost = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if i == n {
                    cost[i][j] = m - j
                    continue
                }
                var best = 1 + cost[i + 1][j]
                if e[i] == Self.elision {
                    best = min(best, cost[i + 1][j])
                    if j < m { best = min(best, cost[i][j + 1]) }
                }
                if j < m {
                    if e[i] == a[j] { best = min(best, cost[i + 1][j + 1]) }
                    if Self.similar(e[i], a[j]) { best = min(best, 1 + cost[i + 1][j + 1]) }
                    best = min(best, 1 + cost[i][j + 1])
                }
                cost[i][j] = best
            }
        }
        var steps: [Step] = []
        var i = 0
        var j = 0
        var elided: [String]?
        func closeElision() {
            if let lines = elided { steps.append(.elided(lines)) }
            elided = nil
        }
        while i < n || j < m {
            if i < n, j < m, e[i] == a[j], cost[i][j] == cost[i + 1][j + 1] {
                closeElision()
                steps.append(.same(a[j]))
                i += 1
                j += 1
            } else if i < n, j < m, Self.similar(e[i], a[j]), cost[i][j] == 1 + cost[i + 1][j + 1] {
                closeElision()
                steps.append(.changed(shown: e[i], printed: a[j]))
                i += 1
                j += 1
            } else if i < n, e[i] == Self.elision, j < m, cost[i][j] == cost[i][j + 1] {
                elided = (elided ?? []) + [a[j]]
                j += 1
            } else if i < n, e[i] == Self.elision, cost[i][j] == cost[i + 1][j] {
                elided = elided ?? []
                closeElision()
                i += 1
            } else if i < n, cost[i][j] == 1 + cost[i + 1][j] {
                closeElision()
                steps.append(.missing(e[i]))
                i += 1
            } else {
                closeElision()
                steps.append(.extra(a[j]))
                j += 1
            }
        }
        closeElision()
        return steps
    }

    /// True when `shown` and `printed` differ but are alike: what they share at their start and end is at
    /// least half of the longer one (a number or a word changed), so the diff shows one in place of the other.
    static func similar(_ shown: String, _ printed: String) -> Bool {
        guard shown != printed, shown != elision else { return false }
        let s = Array(shown)
        let p = Array(printed)
        var prefix = 0
        while prefix < min(s.count, p.count), s[prefix] == p[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(s.count, p.count) - prefix, s[s.count - 1 - suffix] == p[p.count - 1 - suffix] {
            suffix += 1
        }
        return 2 * (prefix + suffix) >= max(s.count, p.count)
    }

    /// True when `steps` has no missing and no extra line.
    static func matches(_ steps: [Step]) -> Bool {
        steps.allSatisfy {
            switch $0 {
            case .same, .elided: true
            case .missing, .extra, .changed: false
            }
        }
    }

    /// The alignment as a diff: `-` a shown line not printed, `+` a printed line not shown, two spaces a
    /// line both have, and `...` with the number of printed lines it stands for.
    static func diff(_ steps: [Step]) -> String {
        steps.map { step in
            switch step {
            case .same(let line): "  \(line)"
            case .elided(let lines) where lines.count <= 3:
                (["  ... (\(lines.count) line\(lines.count == 1 ? "" : "s"):)"] + lines.map { "  .   \($0)" })
                    .joined(separator: "\n")
            case .elided(let lines): "  ... (\(lines.count) lines)"
            case .missing(let line): "- \(line)"
            case .extra(let line): "+ \(line)"
            case .changed(let shown, let printed): "- \(shown)\n+ \(printed)"
            }
        }.joined(separator: "\n")
    }

    /// The shown lines brought up to date: printed lines where the example differs, `...` kept where it
    /// still stands for lines.
    static func updated(_ steps: [Step]) -> [String] {
        steps.compactMap { step in
            switch step {
            case .same(let line), .extra(let line), .changed(_, let line): line
            case .elided: elision
            case .missing: nil
            }
        }
    }
}
