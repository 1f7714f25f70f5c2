import CompositionalLayout

/// The properties every solved layout must have; each check returns the violations it found.
public enum LayoutProperties {
    /// A total order on attributes, for comparing lists regardless of order.
    public static func precedes(_ a: ElementAttributes, _ b: ElementAttributes) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if a.elementKind != b.elementKind { return (a.elementKind ?? "") < (b.elementKind ?? "") }
        let fa = [a.frame.x, a.frame.y, a.frame.width, a.frame.height, Double(a.zIndex), a.alpha]
        let fb = [b.frame.x, b.frame.y, b.frame.width, b.frame.height, Double(b.zIndex), b.alpha]
        if fa != fb { return fa.lexicographicallyPrecedes(fb) }
        return !a.isHidden && b.isHidden
    }

    /// Every frame finite with a non-negative size, the content size finite, `checkInvariants()` empty.
    ///
    /// With `strictContainment` false, cells outside the content (which layouts that overflow their
    /// container by design produce) are not counted as violations.
    public static func wellFormed(_ solved: SolvedLayout, all: [ElementAttributes], strictContainment: Bool) -> [String]
    {
        var found: [String] = []
        let size = solved.contentSize
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            found.append("content size \(size) is not finite and non-negative")
        }
        for section in solved.sections
        where !(section.frame.isFinite && section.frame.width >= 0 && section.frame.height >= 0) {
            found.append("section \(section.index) has frame \(section.frame)")
        }
        for e in all where !(e.frame.isFinite && e.frame.width >= 0 && e.frame.height >= 0) {
            found.append("\(e.category.rawValue) \(e.elementKind ?? "") at \(e.indexPath) has frame \(e.frame)")
            if found.count > 5 { break }
        }
        var violations = solved.checkInvariants(limit: 100)
        if !strictContainment {
            violations.removeAll { $0.message.contains("lies outside the content") }
        }
        if !violations.isEmpty {
            found.append("checkInvariants: \(violations.prefix(5).map(\.description).joined(separator: "; "))")
        }
        if all.count != solved.elementCount {
            found.append("allElements has \(all.count) elements, elementCount \(solved.elementCount)")
        }
        return found
    }

    /// `attributes(ofCellAt:)` and `frame(ofCellAt:)` agree with the cells of `allElements()`, and answer
    /// nil outside the data.
    public static func indexPathQueries(_ solved: SolvedLayout, all: [ElementAttributes], itemCounts: [Int]) -> [String]
    {
        var found: [String] = []
        let cells = all.filter { $0.category == .cell }
        if cells.count != itemCounts.reduce(0, +) { found.append("\(cells.count) cells for itemCounts \(itemCounts)") }
        for cell in cells {
            let attributes = solved.attributes(ofCellAt: cell.indexPath)
            if attributes != cell {
                found.append(
                    "attributes(ofCellAt: \(cell.indexPath)) is \(String(describing: attributes)), allElements has \(cell)"
                )
                break
            }
            if solved.frame(ofCellAt: cell.indexPath) != cell.frame {
                found.append("frame(ofCellAt: \(cell.indexPath)) disagrees with allElements")
                break
            }
        }
        var outside = [IndexPath(section: -1, item: 0), IndexPath(section: itemCounts.count, item: 0)]
        for (s, n) in itemCounts.enumerated() {
            outside += [IndexPath(section: s, item: -1), IndexPath(section: s, item: n)]
        }
        for path in outside where solved.attributes(ofCellAt: path) != nil || solved.frame(ofCellAt: path) != nil {
            found.append("a cell at \(path), outside the data")
        }
        return found
    }

    /// Why `elements(in:)` may miss an element for a known reason, or nil for a miss nobody explained: a rect
    /// that only touches the element's edge (no shared interior), off by an ulp (reduced in
    /// `PropertyCounterexampleTests.touchAtTheFarEdgeOfASelfSizedCell`).
    public static func knownMissReason(_ e: ElementAttributes, rect: Rect, solved: SolvedLayout) -> String? {
        if !e.frame.intersects(rect) { return "element only touches the rect's edge" }
        return nil
    }

    /// `elements(in:)` equals a brute-force scan of `allElements()` with `Rect.touches`, as sorted lists.
    ///
    /// Misses with a known reason are counted in `known` instead of reported.
    public static func rectQueries(
        _ solved: SolvedLayout, all: [ElementAttributes], rng: inout SplitMix64, known: inout [String: Int]
    ) -> [String] {
        let size = solved.contentSize
        let width = max(1, size.width)
        let height = max(1, size.height)
        var rects = [
            Rect(x: -10, y: -10, width: width + 20, height: height + 20),
            Rect(x: 0, y: 0, width: 0, height: 0),
            Rect(x: width + 50, y: height + 50, width: 10, height: 10),
        ]
        for _ in 0..<4 {
            let w = Double.random(in: 0...width, using: &rng)
            let h = Double.random(in: 0...height, using: &rng)
            let x = Double.random(in: -50...(width + 50), using: &rng)
            let y = Double.random(in: -50...(height + 50), using: &rng)
            rects.append(Rect(x: x, y: y, width: w, height: h))
        }
        if !all.isEmpty {
            for _ in 0..<2 {
                let f = all[Int.random(in: 0..<all.count, using: &rng)].frame
                rects.append(f)
                // A zero-size rect on an element's corner: touching counts.
                rects.append(Rect(x: f.maxX, y: f.maxY, width: 0, height: 0))
                // A thin slice across the content, like a visible rect one point long.
                rects.append(Rect(x: 0, y: f.midY, width: width, height: 1))
            }
        }
        var found: [String] = []
        for rect in rects {
            let fast = solved.elements(in: rect).sorted(by: precedes)
            let brute = all.filter { $0.frame.touches(rect) }.sorted(by: precedes)
            guard fast != brute else { continue }
            let fastSet = Set(fast)
            let bruteSet = Set(brute)
            let missing = brute.filter { !fastSet.contains($0) }
            let extra = fast.filter { !bruteSet.contains($0) }
            let reasons = missing.map { knownMissReason($0, rect: rect, solved: solved) }
            if extra.isEmpty && !reasons.contains(nil) {
                for reason in reasons { known[reason!, default: 0] += 1 }
                continue
            }
            let unexplained = zip(missing, reasons).filter { $0.1 == nil }.map(\.0)
            found.append(
                "elements(in: \(rect)) has \(fast.count) elements, brute force \(brute.count); unexplained missing \(Array(unexplained.prefix(3))), extra \(Array(extra.prefix(3)))"
            )
            break
        }
        return found
    }

    /// A second solve of the same input gives identical content size, sections and elements.
    public static func deterministic(_ first: SolvedLayout, all: [ElementAttributes], second: SolvedLayout) -> [String]
    {
        var found: [String] = []
        if first.contentSize != second.contentSize {
            found.append("content size \(first.contentSize) then \(second.contentSize)")
        }
        if first.sections.map(\.frame) != second.sections.map(\.frame) { found.append("section frames differ") }
        if first.sections.map(\.orthogonal) != second.sections.map(\.orthogonal) {
            found.append("orthogonal info differs")
        }
        if all != second.allElements() { found.append("allElements differ between two solves") }
        return found
    }
}
