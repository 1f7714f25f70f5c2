internal import CompositionalLayout

extension UICollectionViewLayout {
    /// One layout pass for `host`: solve if invalid (calling the section provider), then compute every
    /// element at the host's content offset if it moved (the engine runs the visible-items handlers).
    ///
    /// `UIScreen.main` and `UIDevice.current` answer from `host` while the pass runs.
    func layoutPass(in host: HeadlessCollectionView) {
        HostEnvironment.during(host) { runPass(in: host) }
    }

    /// The pass itself, run with `host` as the current environment.
    private func runPass(in host: HeadlessCollectionView) {
        if needsSolve {
            needsSolve = false
            attributesOffset = nil
            do {
                solved = try solve(in: host)
                host.layoutError = nil
            } catch let error as HeadlessLayoutError {
                fail(host, error)
            } catch {
                fail(host, .invalidLayout(String(describing: error)))
            }
        }
        guard let solved else { return }
        let offset = solved.scrollDirection == .vertical ? host.contentOffset.y : host.contentOffset.x
        guard attributesOffset != Double(offset) else { return }
        attributesOffset = Double(offset)
        hooks.reset()
        let elements = solved.elements(
            atScrollOffset: Double(offset),
            orthogonalOffsets: host.engineOrthogonalOffsets(scrollAxis: solved.scrollDirection))
        currentAttributes = elements.map { UICollectionViewLayoutAttributes($0, hook: hooks.entry(for: $0)) }
        attributesIndex.removeAll(keepingCapacity: true)
        for (index, element) in elements.enumerated() {
            let key = HookRecord.Key(
                category: element.category, elementKind: element.elementKind, indexPath: element.indexPath)
            if attributesIndex[key] == nil { attributesIndex[key] = index }
        }
    }

    private func fail(_ host: HeadlessCollectionView, _ error: HeadlessLayoutError) {
        solved = nil
        currentAttributes = []
        attributesIndex = [:]
        host.layoutError = error
    }

    /// Translates the layout (calling the app's section provider) and solves it.
    private func solve(in host: HeadlessCollectionView) throws -> SolvedLayout {
        let context = TranslationContext(hooks: hooks)
        let layout = try engineLayout(in: host, context: context)
        return try CompositionalLayout.solve(layout, in: host.engineEnvironment, data: host.engineData)
    }
}
