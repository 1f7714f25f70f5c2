extension HeadlessCollectionView {
    /// The attributes of the cell at `indexPath`, as the layout's `layoutAttributesForItem(at:)` answers
    /// (mirrored when the layout asks to be flipped right to left).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(flippedIfNeeded)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, as the layout's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` answers.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
            .map(flippedIfNeeded)
    }

    /// Ours: every element meeting `rect`, as the layout's `layoutAttributesForElements(in:)` answers; what
    /// UIKit's view would place, and what `assertLayoutSnapshot` records.
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        layoutIfNeeded()
        guard flips else { return collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] }
        let width = collectionViewLayout.collectionViewContentSize.width
        let query = CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        return (collectionViewLayout.layoutAttributesForElements(in: query) ?? []).map(flippedIfNeeded)
    }

    /// Whether the host mirrors the layout's frames: a layout that asks for it, right to left.
    private var flips: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// `attributes` mirrored about the middle of the content width when the host flips.
    private func flippedIfNeeded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard flips else { return attributes }
        let width = collectionViewLayout.collectionViewContentSize.width
        attributes.center = CGPoint(x: width - attributes.center.x, y: attributes.center.y)
        return attributes
    }
}
