extension HeadlessCollectionView {
    /// Ours: what the engine found probably wrong in the layout (a child longer than its group, cells that
    /// will overlap), each cause once; runs a layout pass if one is needed.
    ///
    /// Empty when the pass failed (see `layoutError`) or the layout solves nothing through the engine (a
    /// subclass of `UICollectionViewLayout` itself).
    public var layoutWarnings: [HeadlessLayoutWarning] {
        layoutIfNeeded()
        return collectionViewLayout.solvedWarnings
    }
}
