/// Layout-wide settings (spec L1): scroll direction, spacing between sections, layout boundary items.
public struct LayoutConfiguration: Sendable, Hashable {
    /// The axis the layout scrolls along.
    public var scrollDirection: Axis
    /// Space before every section after the first.
    public var interSectionSpacing: Double
    /// Headers and footers of the whole layout (spec B6).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// The edges sections measure their content insets from unless they choose their own (spec S10);
    /// the safe area by default, as in UIKit.
    public var contentInsetsReference: ContentInsetsReference
    /// Where content shorter than the visible area stands (spec L7, ours): at the start, as in UIKit, by
    /// default.
    public var shortContentAlignment: ShortContentAlignment
    /// The inter-section spacing a whole-list translation set (`Layout.list`, the facade's `list(using:)`):
    /// negative in grouped lists because each section starts inside the previous one's bottom inset (spec
    /// LS4), so the negative-value warning (spec D7) is not raised while the spacing still equals it.
    package var listInterSectionSpacing: Double?

    /// Creates a configuration; defaults are vertical, 0, none, the safe area, short content at the start.
    public init(
        scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        contentInsetsReference: ContentInsetsReference = .safeArea,
        shortContentAlignment: ShortContentAlignment = .start
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
        self.shortContentAlignment = shortContentAlignment
    }
}

/// Builds the section for a section index and environment, like UIKit's section provider.
///
/// Either a named closure (code only), or data: `choosing(_:)`, where section i uses
/// `choices[i % count]` resolved in the environment. Closures are equal when their names are; data
/// providers when their choices are.
public struct SectionProvider: Sendable, Hashable {
    /// A stable name; equality compares names.
    public let name: String
    /// Returns the section at an index; may throw a `LayoutError`.
    public let section: @Sendable (Int, LayoutEnvironment) throws -> Section
    /// The data form: section i uses `choices[i % choices.count]`; nil for a closure.
    public let choices: [EnvironmentChoice<Section>]?

    /// Creates a named provider.
    public init(name: String, section: @escaping @Sendable (Int, LayoutEnvironment) throws -> Section) {
        self.name = name
        self.section = section
        self.choices = nil
    }

    /// A provider as data: section i uses `choices[i % choices.count]`, chosen by the environment's width
    /// or size class (the layout-file form of a provider that branches on them).
    public static func choosing(_ choices: [EnvironmentChoice<Section>], name: String = "choosing")
        -> SectionProvider
    {
        SectionProvider(name: name, choices: choices)
    }

    private init(name: String, choices: [EnvironmentChoice<Section>]) {
        self.name = name
        self.choices = choices
        self.section = { index, environment in
            guard !choices.isEmpty else { throw LayoutError.noSections }
            return choices[index % choices.count].resolve(in: environment)
        }
    }

    /// Data providers are equal when their choices are (whatever their names); closures when their names are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.choices != nil || rhs.choices != nil else { return lhs.name == rhs.name }
        return lhs.choices == rhs.choices
    }
    /// Hashes the choices of a data provider, else the name.
    public func hash(into hasher: inout Hasher) {
        if let choices { hasher.combine(choices) } else { hasher.combine(name) }
    }
}

/// A compositional layout: one section used for every section index, or a provider, plus configuration.
public struct Layout: Sendable, Hashable {
    /// Where sections come from.
    public enum Sections: Sendable, Hashable {
        /// The same section for every index.
        case single(Section)
        /// A section per index.
        case provider(SectionProvider)
        /// Section i uses `list[i % list.count]` (the layout-file form).
        case cycle([Section])
    }

    /// Where sections come from.
    public var sections: Sections
    /// Layout-wide settings.
    public var configuration: LayoutConfiguration

    /// A layout with one section description for every section.
    public init(section: Section, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.sections = .single(section)
        self.configuration = configuration
    }

    /// A layout whose sections come from a provider.
    public init(provider: SectionProvider, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.sections = .provider(provider)
        self.configuration = configuration
    }

    /// A layout whose sections cycle through a list.
    public init(sections: [Section], configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.sections = .cycle(sections)
        self.configuration = configuration
    }

    /// The section description for `index`.
    public func section(at index: Int, environment: LayoutEnvironment) throws -> Section {
        switch sections {
        case .single(let section): return section
        case .provider(let provider): return try provider.section(index, environment)
        case .cycle(let list):
            guard !list.isEmpty else { throw LayoutError.noSections }
            return list[index % list.count]
        }
    }
}
