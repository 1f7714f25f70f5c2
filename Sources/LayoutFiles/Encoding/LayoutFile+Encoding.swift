import CompositionalLayout
import LayoutRecipes

extension LayoutFile {
    /// Writes `layout` as a layout file.
    ///
    /// A `.single` layout is written as `sections: [that]`; values equal to the model's defaults are
    /// left out.
    /// - Throws: `ExportError` naming every part a file cannot express (section providers, custom groups
    ///   whose frames are computed, visible-items hooks, visibility predicates, non-finite numbers), or
    ///   every problem the written file would have when decoded (e.g. a negative inset).
    public static func encode(
        _ layout: Layout, name: String? = nil, summary: String? = nil, sizeClass: SizeClassKey = .any,
        data: [Int]? = nil
    ) throws(ExportError) -> String {
        try encode(LayoutDocument(name: name, summary: summary, sizeClass: sizeClass, layout: layout, data: data))
    }

    /// Writes a document as a layout file (see `encode(_:name:summary:sizeClass:data:)`).
    public static func encode(_ document: LayoutDocument) throws(ExportError) -> String {
        var encoder = LayoutFileEncoder()
        let value = encoder.encode(document)
        guard encoder.problems.isEmpty else {
            throw ExportError(kind: encoder.inexpressible ? .inexpressible : .invalidLayout, problems: encoder.problems)
        }
        let text = JSONWriter.write(value)
        // Self-check: what we write must decode (catches negative sizes, a bad name, empty groups).
        do {
            _ = try decode(text, sourceName: "export")
        } catch {
            throw ExportError(kind: .invalidLayout, problems: error.problems)
        }
        return text
    }

    /// Writes a built-in recipe as a layout file: its provider's layout for `environment`, with the
    /// recipe's name, summary, size class and default data (sections x items).
    public static func encode(recipe: Recipe, environment: LayoutEnvironment) throws(ExportError) -> String {
        try encode(
            recipe.layout(for: environment), name: recipe.name, summary: recipe.summary, sizeClass: recipe.sizeClass,
            data: Array(repeating: recipe.defaultItems, count: recipe.defaultSections))
    }

    /// The environment a built-in recipe is exported in for its size class: 390 x 844 compact, or
    /// 1024 x 768 regular (`.any` uses compact).
    public static func exportEnvironment(for sizeClass: SizeClassKey) -> LayoutEnvironment {
        sizeClass == .regular
            ? LayoutEnvironment(width: 1024, height: 768, sizeClass: .regular)
            : LayoutEnvironment(width: 390, height: 844, sizeClass: .compact)
    }
}
