import LayoutSnapshots

extension SnapshotRun {
    /// The run `recipes run` printed for one width.
    init(_ run: RecipeRun) {
        self.init(
            width: run.width, height: run.height, sizeClass: run.sizeClass, contentSize: run.solved.contentSize,
            elements: run.elements.map(SnapshotElement.init))
    }
}
