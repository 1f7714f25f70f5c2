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

    /// The context of `environment` for a layout scrolling along `scrollAxis` (spec L2, D2).
    init(environment: LayoutEnvironment, scrollAxis: Axis) {
        let cross = scrollAxis.cross
        let insets = environment.container.contentInsets
        self.environment = environment
        grid = PixelGrid(scale: environment.traits.displayScale)
        self.scrollAxis = scrollAxis
        crossStart = insets.leadingEdge(cross)
        crossLength = environment.container.contentSize[cross] - insets.total(cross)
        mainLength = environment.container.contentSize[scrollAxis]
    }

    /// 0 when a boundary alignment is at the start of the scroll axis, 1 at its end, 0.5 otherwise.
    func mainUnit(_ alignment: BoundaryAlignment) -> Double {
        let unit = alignment.unitPoint
        return scrollAxis == .vertical ? unit.y : unit.x
    }
}
