internal import CompositionalLayout

extension UICollectionViewLayout {
    /// One layout pass for `host`: `prepare()` if invalid (the compositional layout solves there, calling the
    /// section provider), then compute every element at the host's content offset if it moved (the engine
    /// runs the visible-items handlers).
    ///
    /// `UIScreen.main` and `UIDevice.current` answer from `host` while the pass runs.
    func layoutPass(in host: UICollectionView) {
        if isCurrent(in: host) { return }
        HostEnvironment.during(host) { runPass(in: host) }
    }

    /// True when the pass has nothing to do: the layout is valid and its answers were made at the host's
    /// content offset (read through them: copying `solved` out of this object retains each of its buffers).
    private func isCurrent(in host: UICollectionView) -> Bool {
        guard !needsSolve, let lazyAttributes, let attributesOffset else { return false }
        let vertical = lazyAttributes.scrolled.solved.scrollDirection == .vertical
        return attributesOffset == Double(vertical ? host.contentOffset.y : host.contentOffset.x)
    }

    /// The pass itself, run with `host` as the current environment.
    ///
    /// It makes no attribute object: the queries make them from `lazyAttributes`, for what they return. At a new
    /// offset only what depends on it is done again: the visible-items handlers of the sections that meet the
    /// visible rect run (pinned items are placed when asked for).
    private func runPass(in host: UICollectionView) {
        if needsSolve {
            needsSolve = false
            attributesOffset = nil
            prepare()
            attributesOffset = nil
        }
        guard let solved else { return }
        let offset = solved.scrollDirection == .vertical ? host.contentOffset.y : host.contentOffset.x
        guard attributesOffset != Double(offset) else { return }
        attributesOffset = Double(offset)
        hooks.reset()
        guard let attributesClass = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type else {
            fail(
                host,
                .invalidLayout(
                    "layoutAttributesClass \(Self.layoutAttributesClass) is not a UICollectionViewLayoutAttributes subclass"
                ))
            return
        }
        lazyAttributes = LazyAttributes(
            ScrolledLayout(
                solved, scrollOffset: Double(offset),
                orthogonalOffsets: host.engineOrthogonalOffsets(scrollAxis: solved.scrollDirection)),
            hooks: hooks, attributesClass: attributesClass)
    }

    /// Solves the layout in its host (calling the app's section provider), or records why it cannot.
    ///
    /// After item updates only (`changedSinceSolve`), the engine places again the sections they changed and
    /// moves the others, calling `preferredSize` for the changed sections' items only (docs/uikit-fidelity.md).
    /// The engine solves everything when the translated layout or the environment differs from the last
    /// solve's; a layout with custom item providers or visible-items handlers is solved whole, so that every
    /// section runs the app's latest closures (`TranslationContext.wrapsClosures`).
    func solveInHost() {
        guard let host = collectionView else {
            solved = nil
            return
        }
        do {
            let context = TranslationContext(hooks: hooks)
            let layout = try engineLayout(in: host, context: context)
            let changed = changedSinceSolve
            changedSinceSolve = nil
            if let changed, !context.wrapsClosures, let previous = solved {
                // Nothing else may hold the previous result's storage, or the engine copies it before writing.
                solved = nil
                lazyAttributes = nil
                solved = try CompositionalLayout.solve(
                    layout, in: host.engineEnvironment, data: host.engineData, reusing: previous,
                    changedSections: changed)
            } else {
                solved = try CompositionalLayout.solve(layout, in: host.engineEnvironment, data: host.engineData)
            }
            changedSinceSolve = []
            host.layoutError = nil
        } catch let error as HeadlessLayoutError {
            fail(host, error)
        } catch {
            fail(host, .invalidLayout(String(describing: error)))
        }
    }

    private func fail(_ host: UICollectionView, _ error: HeadlessLayoutError) {
        solved = nil
        lazyAttributes = nil
        host.layoutError = error
    }
}

extension UICollectionViewLayout {
    /// Every element at the current offset, made as the layout made them before it made them lazily
    /// (`LazyAttributes.fullyMaterialized()`): what the lazy queries must equal, for tests.
    func fullyMaterializedAttributes() -> [UICollectionViewLayoutAttributes] {
        prepareIfNeeded()
        return lazyAttributes?.fullyMaterialized() ?? []
    }
}
