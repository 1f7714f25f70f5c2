internal import CompositionalLayout

/// The closure a compositional layout calls for each section, with the section index and the environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
    Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

/// A layout of sections of groups of items, solved by the engine when its `HeadlessCollectionView` lays out.
///
/// The facade calls the section provider (once per section per layout pass) and the sections' handlers
/// itself, translates what they return to engine values and asks the engine; it adds no geometry.
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

    init(sections: Sections, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sections = sections
        self.storedConfiguration = configuration.copy()
        super.init()
    }

    /// A layout whose every section is laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sections: .single(section), configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is laid out as `section`, with a configuration.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sections: .single(section), configuration: configuration)
    }

    /// A layout whose sections come from `sectionProvider`.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(
            sections: .provider(sectionProvider), configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections come from `sectionProvider`, with a configuration.
    public convenience init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sections: .provider(sectionProvider), configuration: configuration)
    }

    override var scrollAxis: UICollectionView.ScrollDirection { storedConfiguration.scrollDirection }

    /// Translates the sections, calling the section provider once per section index.
    override func engineLayout(in host: HeadlessCollectionView, context: TranslationContext) throws -> Layout {
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
