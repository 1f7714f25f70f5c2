import CompositionalLayout

/// The engine's output as the checks read it, in one place, so that a change in how `SolvedLayout`
/// stores its frames touches only this file.
enum EngineOutput {
    /// Every cell's frame, section by section, item by item, copied into an array (`cellFrames` is an
    /// array in the first engine and a `RandomAccessCollection` view in solver v2; this reads either).
    static func cellFrames(_ solved: SolvedLayout) -> [Rect] { Array(solved.cellFrames) }

    /// Throws unless `a` (an incremental or storage-reusing re-solve) and `b` (a full solve) have the same
    /// content size, element count and cell frames (within 1e-6), and, with `elements`, the same
    /// `allElements()` (kinds, index paths, zIndex, hidden flags, frames within 1e-6).
    static func checkSame(_ a: SolvedLayout, _ b: SolvedLayout, elements: Bool, context: String) throws {
        let t = FrameMatch.resolveTolerance
        guard FrameMatch.close(a.contentSize.width, b.contentSize.width, t),
            FrameMatch.close(a.contentSize.height, b.contentSize.height, t)
        else {
            throw Disagreement(description: "\(context): content size \(a.contentSize) vs \(b.contentSize) (full)")
        }
        guard a.elementCount == b.elementCount else {
            throw Disagreement(description: "\(context): \(a.elementCount) elements vs \(b.elementCount) (full)")
        }
        try FrameMatch.check(cellFrames(a), cellFrames(b), t, context: context)
        guard elements else { return }
        for (i, (x, y)) in zip(a.allElements(), b.allElements()).enumerated() {
            let same =
                x.category == y.category && x.elementKind == y.elementKind && x.indexPath == y.indexPath
                && x.zIndex == y.zIndex && x.isHidden == y.isHidden && FrameMatch.close(x.frame, y.frame, t)
            if !same {
                throw Disagreement(description: "\(context): element \(i) is \(describe(x)) vs \(describe(y)) (full)")
            }
        }
    }

    /// Throws unless `a` (an incremental re-solve) and `b` (a full solve) are the same bit for bit: content
    /// size, section frames and cell ranges, cell frames, `allElements()`, pinned ranges, and the rect query
    /// and visible elements at ten scroll offsets along the content.
    static func checkIdentical(_ a: SolvedLayout, _ b: SolvedLayout, context: String) throws {
        func fail(_ what: String) -> Disagreement {
            Disagreement(description: "\(context): \(what) differ from a full solve")
        }
        guard a.contentSize == b.contentSize else { throw fail("content sizes \(a.contentSize) vs \(b.contentSize)") }
        guard a.sections.map(\.frame) == b.sections.map(\.frame) else { throw fail("section frames") }
        guard a.sections.map(\.cellRange) == b.sections.map(\.cellRange) else { throw fail("cell ranges") }
        guard cellFrames(a) == cellFrames(b) else { throw fail("cell frames") }
        guard a.allElements() == b.allElements() else { throw fail("elements") }
        guard a.pinnedRanges() == b.pinnedRanges() else { throw fail("pinned ranges") }
        let length = a.contentSize[a.scrollDirection]
        for step in 0..<10 {
            let offset = length * Double(step) / 10
            let rect = a.visibleRect(atScrollOffset: offset)
            guard a.elements(in: rect) == b.elements(in: rect) else { throw fail("elements in \(rect)") }
            guard a.visibleElements(atScrollOffset: offset) == b.visibleElements(atScrollOffset: offset) else {
                throw fail("visible elements at offset \(offset)")
            }
        }
    }
}
