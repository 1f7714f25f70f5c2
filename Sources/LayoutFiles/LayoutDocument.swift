import CompositionalLayout
import LayoutRecipes

/// A decoded layout file: its metadata, the engine `Layout` and its default data shape.
public struct LayoutDocument: Sendable, Hashable {
    /// The kebab-case name, when the file gives one (optional for `run --file`).
    public var name: String?
    /// The one-line summary, when the file gives one.
    public var summary: String?
    /// The size class the layout serves; `.any` by default.
    public var sizeClass: SizeClassKey
    /// The layout: `.single` for one section, `.cycle` for several (section i uses sections[i % count]).
    public var layout: Layout
    /// Items per section, when the file gives `data`.
    public var data: [Int]?
    /// The file name or label the document was decoded from.
    public var sourceName: String

    /// Creates a document.
    public init(
        name: String? = nil, summary: String? = nil, sizeClass: SizeClassKey = .any, layout: Layout, data: [Int]? = nil,
        sourceName: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.sizeClass = sizeClass
        self.layout = layout
        self.data = data
        self.sourceName = sourceName
    }

    /// The file's `data` as `LayoutData`, or nil when the file has none.
    public var layoutData: LayoutData? { data.map { LayoutData(itemCounts: $0) } }

    /// The document as a catalog recipe named `name ?? defaultName`.
    ///
    /// Its provider returns `layout` whatever the environment. Recipes hold a uniform shape, so `data` [5, 23, 2] becomes 3 sections
    /// of 23 (the largest) items; use `layoutData` for the exact shape. Without data: 1 x 30.
    public func recipe(defaultName: String) -> Recipe {
        let layout = self.layout
        return Recipe(
            name: name ?? defaultName, summary: summary ?? "Layout file \(sourceName).",
            source: sourceName.isEmpty ? "layout file" : sourceName, features: LayoutFeatures.features(of: layout),
            defaultSections: data?.count ?? 1, defaultItems: data?.max() ?? 30, sizeClass: sizeClass,
            allowsOverlap: LayoutFeatures.customFramesOverlap(in: layout)
        ) { _ in layout }
    }
}
