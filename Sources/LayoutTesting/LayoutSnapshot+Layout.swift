import CompositionalLayout
import LayoutSnapshots

extension LayoutSnapshot {
    /// The frames of the layouts `layout` builds, solved at each of `widths`, as `recipes run --format json`
    /// gives them: each width in a `height`-point container whose size class is `sizeClass`, or by width
    /// (compact below 600 points) when nil, at `displayScale` (0: exact), with elements at `scrollOffset`.
    ///
    /// `layout` gets each width's environment, so it can choose a layout by size class or width as a
    /// recipe's provider does. Throws what building or solving throws.
    public init(
        name: String, widths: [Double] = LayoutSnapshotDefaults.widths, height: Double = LayoutSnapshotDefaults.height,
        sizeClass: SizeClass? = nil, displayScale: Double = 0, scrollOffset: Double = 0, data: LayoutData,
        layout: (LayoutEnvironment) throws -> Layout
    ) throws {
        try self.init(
            name: name, widths: widths, height: height, sizeClass: sizeClass, displayScale: displayScale,
            scrollOffset: scrollOffset, data: data, layout: layout
        ) { _, _ in }
    }

    /// As `init(name:widths:height:sizeClass:displayScale:scrollOffset:data:layout:)`, handing `warnings`
    /// each width's solve warnings.
    init(
        name: String, widths: [Double], height: Double, sizeClass: SizeClass?, displayScale: Double,
        scrollOffset: Double, data: LayoutData, layout: (LayoutEnvironment) throws -> Layout,
        warnings: (Double, [String]) -> Void
    ) throws {
        var runs: [SnapshotRun] = []
        for width in widths {
            let environment = LayoutEnvironment(
                width: width, height: height, sizeClass: sizeClass, displayScale: displayScale)
            let solved = try CompositionalLayout.solve(try layout(environment), in: environment, data: data)
            warnings(width, solved.warnings.map(\.description))
            runs.append(SnapshotRun(solved, scrollOffset: scrollOffset))
        }
        self.init(name: name, runs: runs)
    }
}
