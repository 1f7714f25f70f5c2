import CompositionalLayout

/// Which size classes a recipe provider serves: one class, or both.
public enum SizeClassKey: String, Sendable, Hashable, CaseIterable, Codable {
    /// Compact width only.
    case compact
    /// Regular width only.
    case regular
    /// Both; the fallback for a class with no provider of its own.
    case any

    /// The key for one size class.
    public init(_ sizeClass: SizeClass) {
        self = sizeClass == .compact ? .compact : .regular
    }
}

/// A feature a recipe uses, listed by `recipes list`.
public enum RecipeFeature: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Groups inside groups.
    case nestedGroups = "nested"
    /// A section that scrolls across the layout.
    case orthogonal
    /// Boundary headers or footers.
    case headers
    /// A header or footer pinned to the visible bounds.
    case pinned
    /// Item-attached supplementaries (badges, banners).
    case badges
    /// Section background decorations.
    case decorations
    /// Estimated dimensions.
    case estimated
    /// A custom group whose provider returns frames.
    case customGroup = "custom"
    /// A section provider: sections differ by index or environment.
    case sectionProvider = "provider"
    /// A visible-items hook.
    case visibleItemsHook = "hook"
    /// Inter-item or inter-group spacing.
    case spacing

    /// Orders features by their raw names.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A named, documented layout: its provider builds the `Layout` for an environment.
///
/// A recipe is a value (style G8): built-ins are static members, one per file; a layout file loaded at
/// run time is the same type.
public struct Recipe: Sendable {
    /// Kebab-case name, unique per size class in a catalog.
    public var name: String
    /// One line saying what it looks like.
    public var summary: String
    /// Where it comes from (seed article or sample).
    public var source: String
    /// Features it uses.
    public var features: Set<RecipeFeature>
    /// Its default data shape: sections x items per section.
    public var defaultSections: Int
    /// Items per section by default.
    public var defaultItems: Int
    /// The size class this provider serves.
    public var sizeClass: SizeClassKey
    /// True when cells of one section may overlap by design (sweeps skip the overlap check).
    public var allowsOverlap: Bool
    /// Builds the layout for an environment.
    public var provider: @Sendable (LayoutEnvironment) -> Layout
    /// The provider as data, when the recipe was made from a choice (`init(…, layouts:)`): what a layout
    /// file writes; nil for a provider that is a closure.
    public var layouts: EnvironmentChoice<Layout>?
    /// Builds the layout for an environment and a data shape, for a recipe whose layout depends on its data
    /// (a UIKit layout replayed through a host); nil for a recipe whose `provider` alone builds it.
    public var dataProvider: (@Sendable (LayoutEnvironment, LayoutData) -> Layout)?
    /// Why the recipe cannot be exported (as a layout file or UIKit code), as a clause that finishes
    /// "cannot be written as ...: "; nil when its layout can be.
    public var exportRefusal: String?

    /// Creates a recipe.
    public init(
        name: String, summary: String, source: String, features: Set<RecipeFeature> = [], defaultSections: Int = 1,
        defaultItems: Int = 30, sizeClass: SizeClassKey = .any, allowsOverlap: Bool = false,
        provider: @escaping @Sendable (LayoutEnvironment) -> Layout
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.features = features
        self.defaultSections = defaultSections
        self.defaultItems = defaultItems
        self.sizeClass = sizeClass
        self.allowsOverlap = allowsOverlap
        self.provider = provider
    }

    /// Creates a recipe whose provider is data: the layout `layouts` chooses for the environment (by
    /// width or size class), so a layout file can hold it exactly.
    public init(
        name: String, summary: String, source: String, features: Set<RecipeFeature> = [], defaultSections: Int = 1,
        defaultItems: Int = 30, sizeClass: SizeClassKey = .any, allowsOverlap: Bool = false,
        layouts: EnvironmentChoice<Layout>
    ) {
        self.init(
            name: name, summary: summary, source: source, features: features, defaultSections: defaultSections,
            defaultItems: defaultItems, sizeClass: sizeClass, allowsOverlap: allowsOverlap
        ) { layouts.resolve(in: $0) }
        self.layouts = layouts
    }

    /// The layout for an environment.
    public func layout(for environment: LayoutEnvironment) -> Layout { provider(environment) }

    /// The layout for an environment and the data it is solved with: `dataProvider`'s when there is one,
    /// else `provider`'s.
    public func layout(for environment: LayoutEnvironment, data: LayoutData) -> Layout {
        dataProvider?(environment, data) ?? provider(environment)
    }

    /// The default data shape as `LayoutData`.
    public var defaultData: LayoutData { LayoutData(sections: defaultSections, items: defaultItems) }

    /// Solves the recipe for an environment, with its default data unless `data` is given.
    public func solve(in environment: LayoutEnvironment, data: LayoutData? = nil) throws -> SolvedLayout {
        let data = data ?? defaultData
        return try CompositionalLayout.solve(layout(for: environment, data: data), in: environment, data: data)
    }
}
