/// How a group arranges its children: along an axis, or by a custom provider.
public enum GroupArrangement: Sendable, Hashable {
    /// Children along x.
    case horizontal
    /// Children along y.
    case vertical
    /// Children at the frames a provider returns (spec G10).
    case custom(CustomGroupProvider)
    /// Items in waterfall columns (spec G13, ours); only as a section's root group.
    case waterfall(Waterfall)

    /// The axis of a horizontal or vertical group; nil for custom and waterfall.
    public var axis: Axis? {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .custom, .waterfall: nil
        }
    }
}

/// How many children a group places (spec G2, spec G6).
public enum GroupRepetition: Sendable, Hashable {
    /// `subitems:` form: repeat the list in order until the next one no longer fits.
    case fill
    /// `subitem:count:` form: exactly `count` equal slots of 1/count of the group each.
    case count(Int)
    /// `repeatingSubitem:count:` form: exactly `count` copies at the child's own size, no fit check.
    case repeating(Int)
    /// Adaptive count (ours, not UIKit's): as many equal slots as fit at `minimumLength` points each along
    /// the group's axis, with the inter-item spacing between them, and at least one (spec G12).
    case adaptive(minimumLength: Double)

    /// The count an adaptive group places (spec G12): `max(1, floor((available + spacing) /
    /// (minimumLength + spacing)))`, for `available` points along its axis inside its content insets.
    public static func adaptiveCount(available: Double, spacing: Double, minimumLength: Double) -> Int {
        let count = ((available + spacing) / (minimumLength + spacing)).rounded(.down)
        guard count.isFinite, count >= 1 else { return 1 }
        return count >= Double(Int.max / 2) ? Int.max / 2 : Int(count)
    }
}

/// A group: a container of items and groups that is itself an item (spec section 3).
public struct Group: Sendable, Hashable {
    /// Horizontal, vertical or custom.
    public var arrangement: GroupArrangement
    /// Its size, resolved against its parent's container.
    public var size: LayoutSize
    /// The children, in order.
    public var subitems: [LayoutNode]
    /// How the children repeat.
    public var repetition: GroupRepetition
    /// Space between neighbouring children.
    public var interItemSpacing: Spacing?
    /// Insets that shrink the container its children resolve against (spec D3).
    public var contentInsets: DirectionalInsets
    /// Space outside its slot.
    public var edgeSpacing: EdgeSpacing
    /// Supplementaries attached to each group instance (spec A5).
    public var supplementaryItems: [SupplementaryItem]

    /// Creates a group.
    public init(
        arrangement: GroupArrangement, size: LayoutSize, subitems: [LayoutNode], repetition: GroupRepetition = .fill,
        interItemSpacing: Spacing? = nil, contentInsets: DirectionalInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.arrangement = arrangement
        self.size = size
        self.subitems = subitems
        self.repetition = repetition
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// A horizontal group of `subitems`, repeated until the next one no longer fits.
    public static func horizontal(_ size: LayoutSize, subitems: [LayoutNode]) -> Group {
        Group(arrangement: .horizontal, size: size, subitems: subitems)
    }

    /// A vertical group of `subitems`, repeated until the next one no longer fits.
    public static func vertical(_ size: LayoutSize, subitems: [LayoutNode]) -> Group {
        Group(arrangement: .vertical, size: size, subitems: subitems)
    }

    /// A horizontal group of exactly `count` equal slots of `subitem`.
    public static func horizontal(_ size: LayoutSize, subitem: LayoutNode, count: Int) -> Group {
        Group(arrangement: .horizontal, size: size, subitems: [subitem], repetition: .count(count))
    }

    /// A vertical group of exactly `count` equal slots of `subitem`.
    public static func vertical(_ size: LayoutSize, subitem: LayoutNode, count: Int) -> Group {
        Group(arrangement: .vertical, size: size, subitems: [subitem], repetition: .count(count))
    }

    /// A horizontal group of as many equal columns of `subitem` as fit at `minimumWidth` points each (spec G12).
    public static func horizontal(_ size: LayoutSize, subitem: LayoutNode, minimumWidth: Double) -> Group {
        Group(
            arrangement: .horizontal, size: size, subitems: [subitem],
            repetition: .adaptive(minimumLength: minimumWidth))
    }

    /// A vertical group of as many equal rows of `subitem` as fit at `minimumHeight` points each (spec G12).
    public static func vertical(_ size: LayoutSize, subitem: LayoutNode, minimumHeight: Double) -> Group {
        Group(
            arrangement: .vertical, size: size, subitems: [subitem], repetition: .adaptive(minimumLength: minimumHeight)
        )
    }

    /// A waterfall group (spec G13): item i takes the size of `subitems[i % subitems.count]`.
    public static func waterfall(_ size: LayoutSize, _ waterfall: Waterfall, subitems: [Item]) -> Group {
        Group(arrangement: .waterfall(waterfall), size: size, subitems: subitems.map { .item($0) })
    }

    /// A custom group whose provider returns its children's frames.
    public static func custom(_ size: LayoutSize, provider: CustomGroupProvider) -> Group {
        Group(arrangement: .custom(provider), size: size, subitems: [])
    }
}
