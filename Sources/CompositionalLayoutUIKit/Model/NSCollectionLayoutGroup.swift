internal import CompositionalLayout

/// A container of items and groups that lays them out along an axis or by a custom provider; a group is
/// itself an item (spec section 3).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group arranges its children.
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
        /// No arrangement and no subitems: a group made with the item initializers it inherits.
        case none
    }

    let arrangement: Arrangement
    let repetition: GroupRepetition

    /// The group's children, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Space between neighbouring children; nil for none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// The supplementary items attached to each group instance (spec A5).
    override public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedItems }
        set { attachedItems = newValue }
    }

    init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
        repetition: GroupRepetition
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        super.init(size: layoutSize, supplementaryItems: [])
    }

    /// The designated initializer of `NSCollectionLayoutItem`, overridden so that a group inherits the item's
    /// `init(layoutSize:)` and `init(layoutSize:supplementaryItems:)`, as in UIKit: a group with no subitems.
    ///
    /// Apps make one for sections with no items; a section with items fails with the engine's `emptyGroup`.
    override init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.arrangement = .none
        self.subitems = []
        self.repetition = .fill
        super.init(size: size, supplementaryItems: supplementaryItems)
    }

    /// A horizontal group of `subitems`, repeated in order while the next one fits (spec G2).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repetition: .fill)
    }

    /// A vertical group of `subitems`, repeated in order while the next one fits (spec G2).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repetition: .fill)
    }

    /// A horizontal group of exactly `count` equal slots of `subitem`, each 1/count of the width (spec G6).
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .count(count))
    }

    /// A vertical group of exactly `count` equal slots of `subitem`, each 1/count of the height (spec G6).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .count(count))
    }

    /// A horizontal group of exactly `count` copies of `repeatingSubitem` at its own size (spec G6).
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .repeating(count))
    }

    /// A vertical group of exactly `count` copies of `repeatingSubitem` at its own size (spec G6).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .repeating(count))
    }

    /// UIKit's iOS 16.0-only spelling of `horizontal(layoutSize:repeatingSubitem:count:)`, which it forwards to.
    ///
    /// Deprecated in UIKit; not marked deprecated here, like `horizontal(layoutSize:subitem:count:)`.
    public static func horizontalGroup(
        with size: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
    }

    /// UIKit's iOS 16.0-only spelling of `vertical(layoutSize:repeatingSubitem:count:)`, which it forwards to.
    ///
    /// Deprecated in UIKit; not marked deprecated here, like `vertical(layoutSize:subitem:count:)`.
    public static func verticalGroup(
        with size: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
    }

    /// A group whose `itemProvider` returns one frame per item, in the group's coordinates (spec G10).
    ///
    /// The facade calls the provider during a layout pass with an environment whose container is the
    /// group's resolved size.
    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], repetition: .fill)
    }

    /// The engine's node for this group.
    override func engineNode(_ context: TranslationContext) throws -> LayoutNode {
        .group(try engineGroup(context))
    }

    /// The engine's group value.
    func engineGroup(_ context: TranslationContext) throws -> Group {
        let engineArrangement: GroupArrangement
        switch arrangement {
        case .horizontal: engineArrangement = .horizontal
        case .vertical: engineArrangement = .vertical
        case .custom(let provider): engineArrangement = .custom(context.customProvider(provider))
        // The engine's group that places nothing: a custom group with no frames (spec G10).
        case .none: engineArrangement = .custom(CustomGroupProvider(name: "no-subitems") { _ in [] })
        }
        return Group(
            arrangement: engineArrangement, size: layoutSize.engineValue,
            subitems: try subitems.map { try $0.engineNode(context) }, repetition: repetition,
            interItemSpacing: interItemSpacing?.value, contentInsets: contentInsets.engineValue,
            edgeSpacing: edgeSpacing?.engineValue ?? .none, supplementaryItems: attachedItems.map(\.engineSupplementary)
        )
    }
}
