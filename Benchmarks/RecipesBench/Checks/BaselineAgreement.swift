import CompositionalLayout

/// Checks that a straightforward baseline gives the engine's cell frames (and, with `elements`, every
/// element: kind, index path, zIndex, hidden flag, frame) before either is timed.
/// - Complexity: O(n), or O(n log n) with `elements` (`allElements()` sorts).
func checkBaseline(
    _ baseline: [BaselineAttributes], matches solved: SolvedLayout, elements: Bool = false, context: String
) throws {
    let cells = baseline.filter { $0.elementKind == nil }.map(\.frame)
    try FrameMatch.check(cells, EngineOutput.cellFrames(solved), FrameMatch.baselineTolerance, context: context)
    guard elements else { return }
    let all = solved.allElements()
    guard all.count == baseline.count else {
        throw Disagreement(description: "\(context): \(baseline.count) baseline elements, the engine has \(all.count)")
    }
    for (i, (a, b)) in zip(all, baseline).enumerated() {
        let same =
            a.elementKind == b.elementKind && a.indexPath == b.indexPath && a.zIndex == b.zIndex
            && a.isHidden == b.isHidden && FrameMatch.close(a.frame, b.frame, FrameMatch.baselineTolerance)
        if !same {
            throw Disagreement(
                description: "\(context): element \(i) is \(describe(a)) in the engine, "
                    + "\(b.elementKind ?? "cell") \(b.indexPath) \(b.frame) z\(b.zIndex) in the baseline")
        }
    }
}
