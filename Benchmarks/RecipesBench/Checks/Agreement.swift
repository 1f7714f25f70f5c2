import CompositionalLayout
import ReferenceSolver

/// The largest difference the fast and the naive solver may show in any frame value or content size.
let agreementTolerance = 1e-9

/// Why two outputs that must agree do not: the first difference, described in one sentence.
struct Disagreement: Error, CustomStringConvertible {
    /// What differs, and where.
    var description: String
}

/// Checks that a fast solve and a reference solve give the same elements (count, order, kind, index path,
/// zIndex, hidden flag) and the same frames and content size within `agreementTolerance`.
/// - Complexity: O(n log n) for `allElements()`.
func checkAgreement(_ fast: SolvedLayout, _ reference: ReferenceResult, context: String = "") throws {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= agreementTolerance || a == b }
    let prefix = context.isEmpty ? "" : context + ": "
    guard close(fast.contentSize.width, reference.contentSize.width),
        close(fast.contentSize.height, reference.contentSize.height)
    else {
        throw Disagreement(
            description: "\(prefix)content size \(fast.contentSize) (fast) vs \(reference.contentSize) (naive)")
    }
    let all = fast.allElements()
    guard all.count == reference.elements.count else {
        throw Disagreement(description: "\(prefix)\(all.count) elements (fast) vs \(reference.elements.count) (naive)")
    }
    for (index, (a, b)) in zip(all, reference.elements).enumerated() {
        let same =
            a.category == b.category && a.elementKind == b.elementKind && a.indexPath == b.indexPath
            && a.zIndex == b.zIndex && a.isHidden == b.isHidden && close(a.frame.x, b.frame.x)
            && close(a.frame.y, b.frame.y) && close(a.frame.width, b.frame.width)
            && close(a.frame.height, b.frame.height)
        if !same {
            throw Disagreement(
                description: "\(prefix)element \(index) differs: fast \(describe(a)) vs naive \(describe(b))")
        }
    }
}

/// One element in one line: category, kind, index path, frame, zIndex, hidden flag.
func describe(_ e: ElementAttributes) -> String {
    let f = e.frame
    return "\(e.category.rawValue)\(e.elementKind.map { "(\($0))" } ?? "") \(e.indexPath) "
        + "(\(f.x), \(f.y), \(f.width), \(f.height)) z\(e.zIndex)\(e.isHidden ? " hidden" : "")"
}
