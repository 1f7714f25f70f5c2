import CompositionalLayoutUIKit

/// What the recorded layouts' visible-items handlers were last given, per section, for the conformance run
/// to compare with the source's printout; cleared before each case is replayed.
enum VisibleItemsLog {
    /// One handler call: the offset and each item's category, index path, frame and centre.
    struct Call {
        /// The offset the handler was given.
        let offset: CGPoint
        /// The items, as (category, index path, frame, centre).
        let items: [(category: Int, indexPath: IndexPath, frame: CGRect, center: CGPoint)]
    }

    /// The last call per section (the section of the call's first item).
    static var calls: [Int: Call] = [:]

    /// Records a handler call; a handler given no items records nothing (its section is unknown).
    static func record(_ items: [any NSCollectionLayoutVisibleItem], offset: CGPoint) {
        guard let first = items.first else { return }
        calls[first.indexPath.section] = Call(
            offset: offset,
            items: items.map {
                (Int($0.representedElementCategory.rawValue), $0.indexPath, $0.frame, $0.center)
            })
    }
}
