/// Facts shared by every section of one solve.
struct SolveContext: Sendable {
    let environment: LayoutEnvironment
    let grid: PixelGrid
    let scrollAxis: Axis
    /// Where sections start across the scroll axis (the safe-area leading inset) and how long they are.
    let crossStart: Double
    let crossLength: Double
    /// The container's length along the scroll axis.
    let mainLength: Double
    /// Right to left in a vertical layout: the width every output frame is mirrored in as it is placed
    /// (spec L6); nil left to right, and in a horizontal layout, whose content width is known only once every
    /// section is stacked (see `mirrorsScrollAxis`).
    let mirrorWidth: Double?
    /// Right to left in a horizontal layout: sections are placed and stacked left to right, and their frames
    /// and the layout-wide items are mirrored in the content width once it is known (spec L6).
    let mirrorsScrollAxis: Bool
    /// The layout configuration's content-insets reference, resolved (spec S10).
    let configurationReference: ContentInsetsReference
    /// Whether sections take their shortcuts (`Stamping`, `RepeatedSection`); off only in tests.
    let shortcuts: Shortcuts

    /// The context of `environment` for a layout scrolling along `scrollAxis` (spec L2, spec D2, spec S10).
    init(
        environment: LayoutEnvironment, scrollAxis: Axis, contentInsetsReference: ContentInsetsReference = .safeArea,
        shortcuts: Shortcuts = .on
    ) {
        self.shortcuts = shortcuts
        let cross = scrollAxis.cross
        let insets = environment.container.contentInsets
        self.environment = environment
        grid = PixelGrid(scale: environment.traits.displayScale)
        self.scrollAxis = scrollAxis
        crossStart = insets.leadingEdge(cross)
        crossLength = environment.container.contentSize[cross] - insets.total(cross)
        mainLength = environment.container.contentSize[scrollAxis]
        let rightToLeft = environment.traits.layoutDirection == .rightToLeft
        mirrorWidth = rightToLeft && scrollAxis == .vertical ? environment.container.contentSize.width : nil
        mirrorsScrollAxis = rightToLeft && scrollAxis == .horizontal
        configurationReference = contentInsetsReference.resolved(defaultingTo: .safeArea)
    }

    /// The band of a section's or boundary item's reference (spec S10): `automatic` is the configuration's.
    func band(_ reference: ContentInsetsReference) -> ReferenceBand {
        ReferenceBand(
            reference.resolved(defaultingTo: configurationReference), container: environment.container,
            cross: scrollAxis.cross)
    }

    /// A frame as the solved layout reports it: mirrored right to left (spec L6), else as it is.
    func output(_ frame: Rect) -> Rect {
        mirrorWidth.map { frame.mirrored(inWidth: $0) } ?? frame
    }

    /// 0 when a boundary alignment is at the start of the scroll axis, 1 at its end, 0.5 otherwise.
    func mainUnit(_ alignment: BoundaryAlignment) -> Double {
        let unit = alignment.unitPoint
        return scrollAxis == .vertical ? unit.y : unit.x
    }
}
