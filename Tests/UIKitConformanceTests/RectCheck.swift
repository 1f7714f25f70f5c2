import CompositionalLayoutUIKit

/// One recorded rect query next to the elements the facade's host returns for the same rect.
struct RectCheck {
    /// The recorded query.
    let recorded: RecordedRectQuery
    /// What `HeadlessCollectionView.layoutAttributesForElements(in:)` returned, as elements.
    let actual: Set<RecordedElement>

    /// The recorded answer as a set: UIKit's order is not compared, only membership.
    var expected: Set<RecordedElement> { Set(recorded.elements) }

    /// Whether the facade returns exactly the elements UIKit returned.
    var matches: Bool { expected == actual }

    /// The queried rect.
    var rect: CGRect {
        CGRect(x: recorded.rect[0], y: recorded.rect[1], width: recorded.rect[2], height: recorded.rect[3])
    }

    /// What differs, for messages: the elements only UIKit returned, then those only the facade returned.
    var difference: String {
        let missing = expected.subtracting(actual).map(\.description).sorted()
        let extra = actual.subtracting(expected).map(\.description).sorted()
        return "UIKit only [\(missing.joined(separator: ", "))], facade only [\(extra.joined(separator: ", "))]"
    }

    /// An attributes object as a recorded element; a layout-wide boundary item (index path of one index)
    /// reads as UIKit indexes it, item `Int.max`.
    static func element(_ attributes: UICollectionViewLayoutAttributes) -> RecordedElement {
        let path = attributes.indexPath
        return RecordedElement(
            category: Int(attributes.representedElementCategory.rawValue),
            kind: attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind,
            section: path.count > 0 ? path[0] : 0, item: path.count > 1 ? path[1] : Int.max)
    }
}
