/// Layout-wide settings (spec L1): scroll direction, spacing between sections, layout boundary items.
public struct LayoutConfiguration: Sendable, Hashable {
    /// The axis the layout scrolls along.
    public var scrollDirection: Axis
    /// Space before every section after the first.
    public var interSectionSpacing: Double
    /// Headers and footers of the whole layout (spec B6).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]

    /// Creates a configuration; defaults are vertical, 0, none.
    public init(scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0, boundarySupplementaryItems: [BoundarySupplementaryItem] = []) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}

/// Builds the section for a section index and environment, like UIKit's section provider.
///
/// Equal when the names are equal.
public struct SectionProvider: Sendable, Hashable {
    /// A stable name; equality compares names.
    public let name: String
    /// Returns the section at an index; may throw a `LayoutError`.
    public let section: @Sendable (Int, LayoutEnvironment) throws -> Section

    /// Creates a named provider.
    public init(name: String, section: @escaping @Sendable (Int, LayoutEnvironment) throws -> Section) {
        self.name = name
        self.section = section
    }

    /// Equal when the names are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
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
