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
    /// Right to left: the width every output frame is mirrored in (spec L6); nil left to right.
    let mirrorWidth: Double?
    /// The layout configuration's content-insets reference, resolved (spec S10).
    let configurationReference: ContentInsetsReference

    /// The context of `environment` for a layout scrolling along `scrollAxis` (spec L2, spec D2, spec S10).
    init(
        environment: LayoutEnvironment, scrollAxis: Axis, contentInsetsReference: ContentInsetsReference = .safeArea
    ) {
        let cross = scrollAxis.cross
        let insets = environment.container.contentInsets
        self.environment = environment
        grid = PixelGrid(scale: environment.traits.displayScale)
        self.scrollAxis = scrollAxis
        crossStart = insets.leadingEdge(cross)
        crossLength = environment.container.contentSize[cross] - insets.total(cross)
        mainLength = environment.container.contentSize[scrollAxis]
        mirrorWidth =
            environment.traits.layoutDirection == .rightToLeft ? environment.container.contentSize.width : nil
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
