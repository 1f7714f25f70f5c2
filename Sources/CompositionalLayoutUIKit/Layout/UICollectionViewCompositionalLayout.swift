internal import CompositionalLayout

/// The closure a compositional layout calls for each section, with the section index and the environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
    Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

/// A layout of sections of groups of items, solved by the engine when its `HeadlessCollectionView` lays out.
///
/// The facade calls the section provider (once per section per `prepare()`) and the sections' handlers
/// itself, translates what they return to engine values and asks the engine; it adds no geometry. Subclass
/// it as in UIKit: the four initializers are designated and inherited, and the query methods overridable.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Where sections come from.
    enum Sections {
        case single(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let sections: Sections
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// The layout's configuration; the layout keeps a copy, and setting it invalidates the layout.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// A layout whose every section is laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        self.sections = .single(section)
        self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is laid out as `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sections = .single(section)
        self.storedConfiguration = configuration.copy()
        super.init()
    }

    /// A layout whose sections come from `sectionProvider`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sections = .provider(sectionProvider)
        self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose sections come from `sectionProvider`, with a configuration.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sections = .provider(sectionProvider)
        self.storedConfiguration = configuration.copy()
        super.init()
    }

    /// There are no archived layouts off-device, so this always fails (returns nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Solves the layout in its collection view, calling the section provider once per section; overrides
    /// call `super.prepare()` first.
    open override func prepare() {
        super.prepare()
        solveInHost()
    }

    /// True when `newBounds` has another size than the collection view's bounds (the sections are laid out
    /// again for the new width); a new content offset alone re-pins and re-runs handlers without it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return true }
        return newBounds.size != collectionView.bounds.size
    }

    override var scrollAxis: UICollectionView.ScrollDirection { storedConfiguration.scrollDirection }

    /// Translates the sections, calling the section provider once per section index.
    override func engineLayout(in host: UICollectionView, context: TranslationContext) throws -> Layout {
        let configuration = try storedConfiguration.engineConfiguration()
        switch sections {
        case .single(let section):
            return Layout(section: try section.engineSection(context), configuration: configuration)
        case .provider(let provider):
            let environment = EngineEnvironment(host.engineEnvironment)
            let list = try host.itemCounts.indices.map { index in
                guard let section = provider(index, environment) else {
                    throw HeadlessLayoutError.sectionProviderReturnedNil(section: index)
                }
                return try section.engineSection(context)
            }
            return Layout(sections: list, configuration: configuration)
        }
    }
}
