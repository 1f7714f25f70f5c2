import CompositionalLayout
import LayoutRecipes

/// A decoded layout file: its metadata, the engine layouts it chooses between and its default data shape.
public struct LayoutDocument: Sendable, Hashable {
    /// The kebab-case name, when the file gives one (optional for `run --file`).
    public var name: String?
    /// The one-line summary, when the file gives one.
    public var summary: String?
    /// The size class the layout serves; `.any` by default.
    public var sizeClass: SizeClassKey
    /// The file's layouts: `.fixed` for a file that gives one layout (the original form), else chosen per
    /// size class or by container-width ranges, exactly as a recipe's provider chooses.
    public var layouts: EnvironmentChoice<Layout>
    /// Items per section, when the file gives `data`.
    public var data: [Int]?
    /// Measured sizes, when the file gives `sizes` (spec E1, spec E4).
    public var sizes: LayoutSizes?
    /// The file name or label the document was decoded from.
    public var sourceName: String

    /// Creates a document holding one layout.
    public init(
        name: String? = nil, summary: String? = nil, sizeClass: SizeClassKey = .any, layout: Layout, data: [Int]? = nil,
        sourceName: String = ""
    ) {
        self.init(
            name: name, summary: summary, sizeClass: sizeClass, layouts: .fixed(layout), data: data,
            sourceName: sourceName)
    }

    /// Creates a document whose layout is chosen by the environment.
    public init(
        name: String? = nil, summary: String? = nil, sizeClass: SizeClassKey = .any, layouts: EnvironmentChoice<Layout>,
        data: [Int]? = nil, sourceName: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.sizeClass = sizeClass
        self.layouts = layouts
        self.data = data
        self.sourceName = sourceName
    }

    /// The layout of a one-layout file; for a file that chooses, the one it chooses in the export
    /// environment of its size class (390 x 844 compact, or 1024 x 768 regular).
    ///
    /// Use `layout(for:)` to choose as the file does. Setting it makes the document a one-layout file.
    public var layout: Layout {
        get {
            if case .fixed(let layout) = layouts { return layout }
            return layouts.resolve(in: LayoutFile.exportEnvironment(for: sizeClass))
        }
        set { layouts = .fixed(newValue) }
    }

    /// The layout the file chooses for `environment` (its size class and effective width).
    public func layout(for environment: LayoutEnvironment) -> Layout { layouts.resolve(in: environment) }

    /// The file's `data` as `LayoutData`, answering estimates from its `sizes`; nil when it has no `data`.
    public var layoutData: LayoutData? { data.map { applySizes(to: LayoutData(itemCounts: $0)) } }

    /// `data` answering estimates from the file's `sizes`, when it has them.
    public func applySizes(to data: LayoutData) -> LayoutData { sizes?.applied(to: data) ?? data }

    /// The document as a catalog recipe named `name ?? defaultName`.
    ///
    /// Its provider chooses among `layouts` as the file says (a one-layout file returns its layout whatever
    /// the environment). Recipes hold a uniform shape, so `data` [5, 23, 2] becomes 3 sections of 23 (the
    /// largest) items; use `layoutData` for the exact shape. Without data: 1 x 30.
    public func recipe(defaultName: String) -> Recipe {
        let all = layouts.values
        return Recipe(
            name: name ?? defaultName, summary: summary ?? "Layout file \(sourceName).",
            source: sourceName.isEmpty ? "layout file" : sourceName,
            features: all.reduce(into: Set()) { $0.formUnion(LayoutFeatures.features(of: $1)) },
            defaultSections: data?.count ?? 1, defaultItems: data?.max() ?? 30, sizeClass: sizeClass,
            allowsOverlap: all.contains(where: LayoutFeatures.customFramesOverlap(in:)), layouts: layouts)
    }
}
