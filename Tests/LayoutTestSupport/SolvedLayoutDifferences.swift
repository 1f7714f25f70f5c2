import CompositionalLayout

/// Where two solved layouts differ, compared exactly, as one line each (empty when they are equal).
///
/// Compares the content size, section frames and cell ranges, every cell frame and element, pinned ranges,
/// warnings, and rect queries and visible elements at seven offsets along the content: what an incremental
/// re-solve must give exactly as a full solve does (spec E2).
public func solvedLayoutDifferences(_ a: SolvedLayout, _ b: SolvedLayout) -> [String] {
    var found: [String] = []
    if a.contentSize != b.contentSize { found.append("content size \(a.contentSize) vs \(b.contentSize)") }
    if a.sections.map(\.frame) != b.sections.map(\.frame) { found.append("section frames differ") }
    if a.sections.map(\.cellRange) != b.sections.map(\.cellRange) { found.append("cell ranges differ") }
    if Array(a.cellFrames) != Array(b.cellFrames) { found.append("cell frames differ") }
    if a.elementCount != b.elementCount { found.append("\(a.elementCount) elements vs \(b.elementCount)") }
    if a.allElements() != b.allElements() { found.append("elements differ") }
    if a.pinnedRanges() != b.pinnedRanges() { found.append("pinned ranges differ") }
    if a.warnings != b.warnings { found.append("warnings differ: \(a.warnings) vs \(b.warnings)") }
    let m = a.scrollDirection
    for step in 0...6 where found.isEmpty {
        let offset = a.contentSize[m] * Double(step) / 6
        let rect = a.visibleRect(atScrollOffset: offset)
        if a.elements(in: rect) != b.elements(in: rect) { found.append("elements in \(rect) differ") }
        if a.visibleElements(atScrollOffset: offset) != b.visibleElements(atScrollOffset: offset) {
            found.append("visible elements at \(offset) differ")
        }
    }
    return found
}
