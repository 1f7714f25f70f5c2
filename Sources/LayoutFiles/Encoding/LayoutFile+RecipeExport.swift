import CompositionalLayout
import LayoutRecipes

extension LayoutFile {
    /// The whole recipe as one document: its layouts per size class (`sizeClasses` when the compact and
    /// regular providers differ, or one provider's closure builds different layouts for them), each
    /// provider's layouts as data (`layouts(of:sizeClass:sections:)`).
    ///
    /// `providers` are the catalog's providers of one name (one per size class key); `data` defaults to
    /// the first provider's sections x items. A name with only a compact (or only a regular) provider
    /// gives a document for that size class alone.
    public static func document(ofRecipe providers: [Recipe], data: [Int]? = nil) -> LayoutDocument {
        precondition(!providers.isEmpty, "a recipe has at least one provider")
        func provider(_ key: SizeClassKey) -> Recipe? {
            providers.first { $0.sizeClass == key } ?? providers.first { $0.sizeClass == .any }
        }
        let first = providers[0]
        let data = data ?? Array(repeating: first.defaultItems, count: first.defaultSections)
        let sections = max(1, data.count)
        let compact = provider(.compact)
        let regular = provider(.regular)
        let layouts: EnvironmentChoice<Layout>
        var sizeClass = SizeClassKey.any
        switch (compact, regular) {
        case (let c?, let r?) where c.sizeClass == .any && r.sizeClass == .any:
            // One provider for both: a closure that reads the size class is written per class.
            let compact = self.layouts(of: c, sizeClass: .compact, sections: sections)
            let regular = self.layouts(of: c, sizeClass: .regular, sections: sections)
            layouts = compact == regular ? compact : .bySizeClass(compact: compact, regular: regular)
        case (let c?, let r?):
            layouts = .bySizeClass(
                compact: self.layouts(of: c, sizeClass: .compact, sections: sections),
                regular: self.layouts(of: r, sizeClass: .regular, sections: sections))
        case (let c?, nil):
            layouts = self.layouts(of: c, sizeClass: .compact, sections: sections)
            sizeClass = .compact
        case (nil, let r?):
            layouts = self.layouts(of: r, sizeClass: .regular, sections: sections)
            sizeClass = .regular
        case (nil, nil):
            layouts = self.layouts(of: first, sizeClass: .compact, sections: sections)
            sizeClass = first.sizeClass
        }
        return LayoutDocument(
            name: first.name, summary: first.summary, sizeClass: sizeClass, layouts: layouts, data: data)
    }

    /// One provider's layouts as data: the recipe's own choice (`Recipe.layouts`) when it has one, else
    /// its layout built in the export environment of `sizeClass`, with a section provider that is a
    /// closure read at section indices 0 ..< `sections` (`sampled(_:in:sections:)`).
    public static func layouts(of recipe: Recipe, sizeClass: SizeClass, sections: Int) -> EnvironmentChoice<Layout> {
        if let layouts = recipe.layouts { return layouts }
        let environment = exportEnvironment(for: SizeClassKey(sizeClass))
        return .fixed(sampled(recipe.layout(for: environment), in: environment, sections: sections))
    }

    /// `layout` with a closure section provider replaced by the sections it builds at indices
    /// 0 ..< `sections` in `environment` (a layout file cycles through them); unchanged when the
    /// provider is data, or throws.
    ///
    /// Exact for a provider that reads only the section index, up to `sections` sections.
    public static func sampled(_ layout: Layout, in environment: LayoutEnvironment, sections: Int) -> Layout {
        guard case .provider(let provider) = layout.sections, provider.choices == nil, sections >= 1,
            let list = try? (0..<sections).map({ try provider.section($0, environment) })
        else { return layout }
        return list.count == 1
            ? Layout(section: list[0], configuration: layout.configuration)
            : Layout(sections: list, configuration: layout.configuration)
    }
}
