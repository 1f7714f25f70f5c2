import CompositionalLayout

/// Places sections one at a time (spec section 4), solving every root-group instance from scratch.
struct ReferenceSectionSolver {
    /// The container and traits the layout is solved for.
    let environment: LayoutEnvironment
    /// Resolves dimensions and snaps frames to the display's pixel grid.
    let grid: ReferencePixelGrid
    /// spec E1: answers the estimated dimensions of items.
    let sizing: SizingCallback?
    /// spec E4: answers the estimated dimensions of boundary items and, through the instances, of attached
    /// supplementaries.
    let supplementarySizing: SupplementarySizingCallback?
    /// Places boundary items along the scroll axis (spec B1 to spec B4).
    let boundary: ReferenceBoundary
    /// The layout's scroll axis.
    let scrollAxis: Axis
    /// Where sections start across the scroll axis: the safe area's leading inset (spec L2).
    let crossStart: Double
    /// The safe area's length across the scroll axis (spec L2).
    let crossLength: Double
    /// The container's length along the scroll axis.
    let mainLength: Double
    /// The layout configuration's content-insets reference (spec S10).
    let configurationReference: ContentInsetsReference

    /// A section solver for a container and scroll axis (spec L2: only the safe-area insets across the scroll
    /// axis narrow the sections; spec S10: a section may measure its insets from another reference).
    init(
        environment: LayoutEnvironment, scrollAxis: Axis, sizing: SizingCallback?,
        configurationReference: ContentInsetsReference = .safeArea,
        supplementarySizing: SupplementarySizingCallback? = nil
    ) {
        self.supplementarySizing = supplementarySizing
        let container = environment.container
        let c = scrollAxis.cross
        self.environment = environment
        self.grid = ReferencePixelGrid(scale: environment.traits.displayScale)
        self.sizing = sizing
        self.boundary = ReferenceBoundary(scrollAxis: scrollAxis)
        self.scrollAxis = scrollAxis
        self.crossStart = ReferenceRules.insetBefore(container.contentInsets, on: c)
        self.crossLength = container.contentSize[c] - ReferenceRules.insetSum(container.contentInsets, on: c)
        self.mainLength = container.contentSize[scrollAxis]
        self.configurationReference = configurationReference
    }

    /// spec S10: the edges across the scroll axis that `reference` stands for.
    func edges(_ reference: ContentInsetsReference) -> (low: Double, high: Double) {
        ReferenceInsetsReference.edges(
            reference, configuration: configurationReference, container: environment.container, cross: scrollAxis.cross)
    }

    /// True when any size in the group tree is estimated.
    static func containsEstimated(_ group: Group) -> Bool {
        if group.size.width.isEstimated || group.size.height.isEstimated { return true }
        return group.subitems.contains { node in
            switch node {
            case .item(let item): item.size.width.isEstimated || item.size.height.isEstimated
            case .group(let nested): containsEstimated(nested)
            }
        }
    }

    /// The root group's resolved size (spec D4, spec D5) and an instance solved at the estimates, with no sizing
    /// callback: it tells k (spec G1) and the size the engine places the root group by (spec S5, spec S7).
    func probe(_ section: Section, index s: Int) throws -> (Size, ReferenceGroupInstance, ReferenceGroupInstance.Placed)
    {
        let m = scrollAxis
        let c = m.cross
        let insets = section.contentInsets
        // spec S10: the section's reference replaces the safe area across the scroll axis.
        let reference = edges(section.contentInsetsReference)
        let width = reference.high - reference.low
        let container =
            section.orthogonalScrollingBehavior.isOrthogonal
            ? Size(main: max(0, mainLength - ReferenceRules.insetSum(insets, on: m)), cross: width, axis: m)
            : Size(main: mainLength, cross: max(0, width - ReferenceRules.insetSum(insets, on: c)), axis: m)
        let rootSize = grid.size(section.group.size, in: container)
        let probe = instance(section: s, firstItem: 0, itemCount: .max, sizing: nil)
        return (rootSize, probe, try probe.layout(section.group, size: rootSize))
    }

    /// Places section `s` (`count` items) starting at `start` on the scroll axis, appending its elements
    /// to `out` (cells, then attached supplementaries, boundary items, decorations); returns where it ends.
    ///
    /// spec B4: the section's frame is the union of its content rectangle and its extending boundary items;
    /// when an item reaches before `start`, the section is placed again, moved on by the difference.
    func place(_ section: Section, index s: Int, count n: Int, start: Double, into out: inout [ReferenceElement]) throws
        -> Double
    {
        var elements: [ReferenceElement] = []
        var placed = try place(section, index: s, count: n, start: start, shift: 0, into: &elements)
        if placed.low < start {
            elements = []
            placed = try place(section, index: s, count: n, start: start, shift: start - placed.low, into: &elements)
        }
        out += elements
        return placed.high
    }

    /// Places section `s` as `place(_:index:count:start:into:)` says, its content moved on by `shift`; returns
    /// the section's extent along the scroll axis.
    ///
    /// A sequence of steps, each stating its contract; every instance is solved from scratch.
    private func place(
        _ section: Section, index s: Int, count n: Int, start: Double, shift: Double,
        into out: inout [ReferenceElement]
    ) throws -> (low: Double, high: Double) {
        let shape = try self.shape(section, index: s, count: n)
        let band = try boundaryBand(shape)
        let content = contentRectangle(shape, band: band, start: start + shift)
        let root = rootPlacement(shape, content: content)
        let instances = try solveInstances(shape)
        let run = try groupRun(shape, root: root, instances: instances)
        let contentEnd = contentRectangleEnd(shape, content: content, run: run)
        writeCells(shape, run: run, root: root, into: &out)
        let sectionFrame = placeBoundaryItems(
            shape, band: band, start: start, contentStart: content.start, contentEnd: contentEnd, into: &out)
        placeDecorations(shape, sectionFrame: sectionFrame, into: &out)
        return (sectionFrame.min(scrollAxis), sectionFrame.max(scrollAxis))
    }

    /// What every step of placing one section reads: the section, its item count and its root group as the
    /// probe solved it (spec G1, spec G13), and the band of its content-insets reference (spec S10).
    struct SectionShape {
        /// The section being placed.
        let section: Section
        /// Its index in the layout.
        let index: Int
        /// How many items it shows.
        let count: Int
        /// True when it scrolls orthogonally (spec S6).
        let orthogonal: Bool
        /// The axis its groups line up along: the scroll axis, or across it in an orthogonal section (spec S6).
        let advanceAxis: Axis
        /// The root group's resolved size (spec D4, spec D5).
        let rootSize: Size
        /// The size of the root group solved at the estimates (spec S5, spec S7 place the group by it).
        let probedSize: Size
        /// The root group's waterfall, when it is one (spec G13).
        let waterfall: Waterfall?
        /// Items per group instance (k, spec G1); 1 for a waterfall.
        let itemsPerGroup: Int
        /// How many group instances hold the section's items.
        let groupCount: Int
        /// True when a sizing callback measures some estimated size of the group tree (spec E1).
        let selfSizing: Bool
        /// Supplemented groups per instance, at least 1 (spec A5).
        let ordinals: Int
        /// The section's reference edges across the scroll axis (spec S10).
        let reference: (low: Double, high: Double)

        /// True when the section has items.
        var hasContent: Bool { count > 0 }
        /// spec S8: an empty section takes its insets (and draws its decorations) only with boundary items.
        var takesInsets: Bool { count > 0 || !section.boundarySupplementaryItems.isEmpty }
        /// The length of the section's reference band.
        var referenceLength: Double { reference.high - reference.low }
    }

    /// Step 1, the section's shape: its root group probed once at its estimates.
    ///
    /// Input: a section and its item count. Output: its shape (spec G1: k; spec G13: a waterfall places one
    /// item per instance). Throws when the root group holds no item but the section has items.
    func shape(_ section: Section, index s: Int, count n: Int) throws -> SectionShape {
        let orthogonal = section.orthogonalScrollingBehavior.isOrthogonal
        let (rootSize, probe, probed) = try self.probe(section, index: s)
        var waterfall: Waterfall?
        if case .waterfall(let w) = section.group.arrangement { waterfall = w }
        let k = waterfall != nil ? 1 : probed.leaves.count
        guard k > 0 || n == 0 else { throw ReferenceError.childDoesNotFit(section: s) }
        return SectionShape(
            section: section, index: s, count: n, orthogonal: orthogonal,
            advanceAxis: orthogonal ? scrollAxis.cross : scrollAxis, rootSize: rootSize, probedSize: probed.size,
            waterfall: waterfall, itemsPerGroup: k, groupCount: k > 0 ? (n + k - 1) / k : 0,
            selfSizing: sizing != nil && Self.containsEstimated(section.group), ordinals: max(1, probe.groupOrdinals),
            reference: edges(section.contentInsetsReference))
    }
}
