import CompositionalLayout

/// The rules a sweep checks at every width: the solve succeeds, frames are valid, the solved layout's
/// invariants hold, cells do not overlap, pinned items stay in view, and right to left mirrors left to right.
extension SweepCommand {
    /// Every violation of one recipe at one width (empty when all is well).
    static func check(_ selected: SelectedRecipe, width: Double, options: LayoutOptions) -> [Violation] {
        let sizeClass = options.sizeClass.sizeClass(forWidth: width)
        func violation(_ message: String) -> Violation {
            Violation(recipe: selected.name, width: width, sizeClass: sizeClass, message: message)
        }
        let run: RecipeRun
        do {
            run = try RecipeRun.solve(selected, width: width, options: options)
        } catch let error as CommandError {
            return [violation(error.description)]
        } catch {
            return [violation("\(error)")]
        }
        var found: [Violation] = []
        for e in run.elements where !e.frame.isFinite || e.frame.width < 0 || e.frame.height < 0 {
            found.append(
                violation(
                    "\(e.category.rawValue) \(e.elementKind ?? "") \(e.indexPath) has the invalid frame \(e.frame)."))
        }
        found += run.solved.checkInvariants().map { violation("cell \($0.description)") }
        if !run.recipe.allowsOverlap {
            found += run.solved.overlappingCells().map { violation("cells \($0.0) and \($0.1) overlap.") }
        }
        found += pinnedViolations(run).map(violation)
        if options.rightToLeft {
            found += mirrorViolations(run, selected: selected, width: width, options: options).map(violation)
        }
        return found
    }

    /// How far, in points, a right-to-left frame may be from its mirrored left-to-right frame: frames the
    /// solver places are exact mirrors, but a visible-items hook's transform is computed on the mirrored
    /// frames, in another order, and moves them by a few ulps.
    static let mirrorTolerance = 1e-9

    /// True when `a` and `b` are within `mirrorTolerance` on every coordinate.
    static func mirrors(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= mirrorTolerance && abs(a.y - b.y) <= mirrorTolerance
            && abs(a.width - b.width) <= mirrorTolerance && abs(a.height - b.height) <= mirrorTolerance
    }

    /// Right to left (spec L6): elements whose frame is not the left-to-right frame mirrored in the content
    /// width, at most `listedViolations`.
    static func mirrorViolations(_ run: RecipeRun, selected: SelectedRecipe, width: Double, options: LayoutOptions)
        -> [String]
    {
        var options = options
        options.rightToLeft = false
        guard let ltr = try? RecipeRun.solve(selected, width: width, options: options) else {
            return ["the left-to-right layout does not solve."]
        }
        let contentWidth = ltr.solved.contentSize.width
        guard ltr.elements.count == run.elements.count else {
            return ["right to left has \(run.elements.count) elements, left to right \(ltr.elements.count)."]
        }
        var found: [String] = []
        for (l, r) in zip(ltr.elements, run.elements)
        where !SweepCommand.mirrors(r.frame, l.frame.mirrored(inWidth: contentWidth)) {
            found.append(
                "\(r.category.rawValue) \(r.elementKind ?? "") \(r.indexPath) is at \(r.frame) right to left, not "
                    + "\(l.frame.mirrored(inWidth: contentWidth)) (its left-to-right frame mirrored).")
            if found.count == listedViolations { break }
        }
        return found
    }

    /// A boundary item's host range along the scroll axis, and whether the item is pinned.
    struct PinnedHost: Sendable, Equatable {
        var pinned: Bool
        var min: Double
        var max: Double
    }

    /// The hosts of a run's boundary items, in the order `boundarySupplementaries(atScrollOffset:)` lists them.
    ///
    /// Section items section by section (host: the section frame), then layout-wide items (host: the whole
    /// content). A pinned item's host ends where the extending items of its host's other edge begin (spec B5).
    static func pinnedHosts(_ run: RecipeRun) -> [PinnedHost] {
        let solved = run.solved
        let m = solved.scrollDirection
        let rest = solved.boundarySupplementaries(atScrollOffset: 0)
        let mirrored = m == .horizontal && solved.environment.traits.layoutDirection == .rightToLeft
        var hosts: [PinnedHost] = []
        var next = 0
        for section in solved.sections {
            let items = solved.definition(ofSection: section.index)?.boundarySupplementaryItems ?? []
            let frames = rest.dropFirst(next).prefix(items.count).map(\.frame)
            next += items.count
            hosts += edgeHosts(
                items, frames: Array(frames), min: section.frame.min(m), max: section.frame.max(m), mirrored: mirrored,
                m)
        }
        let items = run.layout.configuration.boundarySupplementaryItems
        hosts += edgeHosts(
            items, frames: rest.dropFirst(next).map(\.frame), min: 0, max: solved.contentSize[m], mirrored: mirrored, m)
        return hosts
    }

    /// The hosts of one host's items, from `min` to `max`, each cut by the other edge's extending items.
    ///
    /// An item at the host's low end stops where the extending items of its high end begin, and the other
    /// way round. Right to left along a horizontal scroll axis, leading items stand at the high end (spec L6).
    private static func edgeHosts(
        _ items: [BoundarySupplementaryItem], frames: [Rect], min: Double, max: Double, mirrored: Bool, _ m: Axis
    ) -> [PinnedHost] {
        func end(_ item: BoundarySupplementaryItem) -> Double {
            let unit = m == .vertical ? item.alignment.unitPoint.y : item.alignment.unitPoint.x
            return mirrored ? 1 - unit : unit
        }
        var highStart = max
        var lowEnd = min
        for (item, frame) in zip(items, frames) where item.extendsBoundary && frames.count == items.count {
            // The slot before the item's own insets (spec B7).
            let before = mirrored && m == .horizontal ? item.contentInsets.trailing : item.contentInsets.leadingEdge(m)
            let after = mirrored && m == .horizontal ? item.contentInsets.leading : item.contentInsets.trailingEdge(m)
            if end(item) == 1 { highStart = Swift.min(highStart, frame.min(m) - before) }
            if end(item) == 0 { lowEnd = Swift.max(lowEnd, frame.max(m) + after) }
        }
        return items.map { item in
            PinnedHost(
                pinned: item.pinToVisibleBounds, min: end(item) == 1 ? lowEnd : min,
                max: end(item) == 0 ? highStart : max)
        }
    }

    /// The pinned items lying outside `visible` although their host covers at least their length of it
    /// (spec B5: a pinned item stays in view while its host does).
    static func pinnedOutside(
        _ items: [ElementAttributes], hosts: [PinnedHost], visible: Rect, axis m: Axis, slack: Double
    ) -> [ElementAttributes] {
        zip(items, hosts).compactMap { e, host in
            guard host.pinned else { return nil }
            let covered = Swift.min(host.max, visible.max(m)) - Swift.max(host.min, visible.min(m))
            guard covered >= e.frame.length(m) - slack else { return nil }
            let inside = e.frame.min(m) >= visible.min(m) - slack && e.frame.max(m) <= visible.max(m) + slack
            return inside ? nil : e
        }
    }

    /// Pinned boundary items outside the visible rect at a few scroll offsets (0, quarters of the
    /// largest offset, the middle of each of the first 20 sections); no further offset is tried once
    /// `listedViolations` are found.
    static func pinnedViolations(_ run: RecipeRun) -> [String] {
        let solved = run.solved
        let m = solved.scrollDirection
        let hosts = pinnedHosts(run)
        guard hosts.contains(where: \.pinned), solved.boundarySupplementaries(atScrollOffset: 0).count == hosts.count
        else {
            return []
        }
        let scale = solved.environment.traits.displayScale
        let slack = 1e-6 + (scale > 0 ? 1 / scale : 0)
        let maxOffset = Swift.max(0, solved.contentSize[m] - solved.environment.container.contentSize[m])
        var offsets = [0, 0.25, 0.5, 0.75, 1].map { $0 * maxOffset }
        for section in solved.sections.prefix(20) {
            offsets.append(Swift.min(maxOffset, section.frame.min(m) + section.frame.length(m) / 2))
        }
        var messages: [String] = []
        for offset in offsets where messages.count < listedViolations {
            let visible = solved.visibleRect(atScrollOffset: offset)
            let items = solved.boundarySupplementaries(atScrollOffset: offset)
            for e in pinnedOutside(items, hosts: hosts, visible: visible, axis: m, slack: slack) {
                messages.append(
                    "pinned \(e.elementKind ?? "supplementary") \(e.indexPath) at \(e.frame) lies outside the visible rect "
                        + "\(visible) at scroll offset \(formatNumber(offset)).")
            }
        }
        return messages
    }
}
