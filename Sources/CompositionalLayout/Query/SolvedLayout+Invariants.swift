/// A broken invariant of a solved layout, found by `checkInvariants()`.
public struct InvariantViolation: Sendable, Hashable, CustomStringConvertible {
    /// The element concerned.
    public var indexPath: IndexPath
    /// One sentence.
    public var message: String

    /// "section.item: message".
    public var description: String { "\(indexPath): \(message)" }
}

extension SolvedLayout {
    /// Checks what every solved layout must satisfy and returns the violations, at most `limit`.
    ///
    /// Finite frames, non-negative sizes, sections in order along the scroll axis (overlapping by at most a
    /// negative inter-section spacing, spec D7) and inside the content size, cells within their section's frame
    /// widened by how far its elements poke out of it (spec S3: cells that overflow their group may leave the
    /// section and the content; queries still find them), and across the scroll axis inside the content
    /// (orthogonal sections: inside their scrollable content) within the spec G3 fit tolerance of 0.25 points
    /// per level, up to eight levels, unless the section holds a negative spacing or inset (style G11).
    /// - Complexity: O(n).
    public func checkInvariants(limit: Int = 100) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        func report(_ path: IndexPath, _ message: String) {
            if found.count < limit { found.append(InvariantViolation(indexPath: path, message: message)) }
        }
        let slack = 1e-6 + (environment.traits.displayScale > 0 ? 1 / environment.traits.displayScale : 0)
        // Negative spacing or insets (spec D7) may put cells outside the content across the scroll axis too.
        let negativeDefinitions = definitions.map { !NegativeValues.entries(of: $0.section, path: "").isEmpty }
        var previousEnd = -Double.infinity
        for section in sections {
            checkPlacement(of: section, after: &previousEnd, slack: slack, report)
            checkCells(of: section, slack: slack, heldAcross: !negativeDefinitions[section.definition], report)
        }
        for section in sections {
            for i in 0..<attached.count(section.index) {
                let r = attachedRecord(section, i)
                if !r.frame.isFinite || r.frame.width < 0 || r.frame.height < 0 {
                    report(IndexPath(section: section.index, item: r.item), "supplementary frame \(r.frame) is invalid")
                }
            }
        }
        return found
    }

    /// Reports a `section` that starts before `previousEnd` (less a negative inter-section spacing, spec D7),
    /// has a negative length or ends after the content; sets `previousEnd` to its end.
    private func checkPlacement(
        of section: SolvedSection, after previousEnd: inout Double, slack: Double,
        _ report: (IndexPath, String) -> Void
    ) {
        let m = scrollDirection
        let path = IndexPath(section: section.index, item: 0)
        let placed = placedFrame(section)
        // spec D7: a negative inter-section spacing overlaps consecutive sections by that much, by design.
        if placed.min(m) < previousEnd + min(0, layout.configuration.interSectionSpacing) - slack {
            report(path, "section starts before the previous one ends")
        }
        if placed.length(m) < 0 { report(path, "section frame \(placed) has a negative length") }
        previousEnd = placed.max(m)
        if placed.max(m) > contentSize[m] + slack { report(path, "section ends after the content") }
    }

    /// Reports the cells of `section` that are not finite, have a negative size, leave the section's reach
    /// along the scroll axis or, when `heldAcross`, the content across it (spec G3 tolerance, eight levels).
    private func checkCells(
        of section: SolvedSection, slack: Double, heldAcross: Bool, _ report: (IndexPath, String) -> Void
    ) {
        let m = scrollDirection
        let c = m.cross
        // Across the scroll axis a child may overflow its group by the fit tolerance (spec G3: 0.25 points)
        // at every nesting level; allow eight levels.
        let crossSlack = slack + 8 * 0.25
        // Cells are reported where the section's frame is (mirrored right to left, spec L6).
        let reach = (
            min: section.frame.min(m) - section.overhang - slack, max: section.frame.max(m) + section.overhang + slack
        )
        let crossEnd =
            section.orthogonal.map { $0.contentLength + environment.container.contentInsets.leadingEdge(c) }
            ?? contentSize[c]
        for item in 0..<section.itemCount {
            let f = cellFrame(section, item)
            let path = IndexPath(section: section.index, item: item)
            if !f.isFinite {
                report(path, "frame \(f) is not finite")
                continue
            }
            if f.width < 0 || f.height < 0 { report(path, "frame \(f) has a negative size") }
            if f.min(m) < reach.min || f.max(m) > reach.max {
                report(path, "frame \(f) lies outside its section's reach along the scroll axis")
            }
            // Right to left, orthogonal content runs leftwards from the right edge: check it unmirrored.
            let across = isMirrored ? f.mirrored(inWidth: contentSize.width) : f
            if heldAcross && (across.min(c) < -crossSlack || across.max(c) > crossEnd + crossSlack) {
                report(path, "frame \(f) lies outside the content across the scroll axis")
            }
        }
    }

    /// Pairs of cells of one section whose frames overlap (sharing area, not just an edge), at most `limit`.
    /// - Complexity: O(n log n) per section (sweep along the group axis).
    public func overlappingCells(limit: Int = 10) -> [(IndexPath, IndexPath)] {
        var pairs: [(IndexPath, IndexPath)] = []
        let tolerance = 1e-6
        for section in sections where section.itemCount > 1 {
            let a = definitions[section.definition].groupAxis
            let frames = (0..<section.itemCount).map { cellFrame(section, $0) }
            let order = frames.indices.sorted { frames[$0].min(a) < frames[$1].min(a) }
            var active: [Int] = []
            for i in order {
                let f = frames[i]
                active.removeAll { frames[$0].max(a) <= f.min(a) + tolerance }
                for j in active {
                    let g = frames[j]
                    let w = min(f.maxX, g.maxX) - max(f.minX, g.minX)
                    let h = min(f.maxY, g.maxY) - max(f.minY, g.minY)
                    if w > tolerance && h > tolerance {
                        pairs.append(
                            (
                                IndexPath(section: section.index, item: min(i, j)),
                                IndexPath(section: section.index, item: max(i, j))
                            ))
                        if pairs.count >= limit { return pairs }
                    }
                }
                active.append(i)
            }
        }
        return pairs
    }
}
