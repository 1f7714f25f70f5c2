import CompositionalLayout
import LayoutRecipes

/// Writes layouts as one self-contained Swift file in UIKit's compositional-layout API.
///
/// The code reads as a careful iOS developer would write it by hand: named constants, one statement per
/// line, a comment naming the recipe. The file compiles against UIKit (iOS 16 API, names in `UIKitSymbols`)
/// and, on Linux, against `CompositionalLayoutUIKit`.
public enum UIKitSourceWriter {
    /// One size class's layouts: the key the recipe registers them under, and the layout (or the choice
    /// between layouts by width or size class, written as a section provider that branches the same way).
    public struct Variant: Sendable {
        /// `.compact`, `.regular`, or `.any` for a recipe with one layout for both.
        public var sizeClass: SizeClassKey
        /// The layouts, as the recipe chooses them.
        public var layouts: EnvironmentChoice<Layout>

        /// Creates a variant of one layout.
        public init(sizeClass: SizeClassKey, layout: Layout) {
            self.init(sizeClass: sizeClass, layouts: .fixed(layout))
        }

        /// Creates a variant that chooses its layout by width or size class.
        public init(sizeClass: SizeClassKey, layouts: EnvironmentChoice<Layout>) {
            self.sizeClass = sizeClass
            self.layouts = layouts
        }

        /// The layout of a one-layout variant; else the one it chooses in the export environment of its
        /// size class (390 x 844 compact, or 1024 x 768 regular).
        public var layout: Layout {
            if case .fixed(let layout) = layouts { return layout }
            return layouts.resolve(in: LayoutFile.exportEnvironment(for: sizeClass))
        }
    }

    /// The Swift file for `variants` (one, or a compact and a regular one chosen by the trait collection's
    /// horizontal size class), defining `@MainActor func <functionName>() -> UICollectionViewCompositionalLayout`.
    ///
    /// - Throws: `ExportError` naming every part the layout holds as code (section providers, computed
    ///   custom groups, visible-items hooks, visibility predicates), adaptive and waterfall groups and short
    ///   content at the end (ours; UIKit has no such API), a part UIKit code cannot express
    ///   (`SwiftExportSupport`) or an invalid value; and when the variants' layout-wide configurations differ
    ///   (one UIKit layout has one).
    public static func source(
        name: String, summary: String?, variants: [Variant], functionName: String = "makeLayout", command: String
    ) throws(ExportError) -> String {
        let configuration = try checkedConfiguration(name: name, variants: variants)
        var file = SwiftFile()
        writeHeader(&file, name: name, summary: summary, command: command)
        let classes =
            variants.count == 1 && variants[0].sizeClass == .any
            ? "one layout for every size class" : variants.map(\.sizeClass.rawValue).joined(separator: " and ")
        file.line("/// The `\(name)` recipe as a UIKit compositional layout (\(classes)).")
        file.line("@MainActor")
        file.open("func \(functionName)() -> UICollectionViewCompositionalLayout {")
        let hasConfiguration = configuration != LayoutConfiguration()
        if variants.count == 1, case .fixed(let layout) = variants[0].layouts,
            case .single(let section) = layout.sections
        {
            var names = Names()
            let sectionName = file.section(section, names: &names)
            if hasConfiguration { file.configuration(configuration, names: &names) }
            file.line(
                hasConfiguration
                    ? "return UICollectionViewCompositionalLayout(section: \(sectionName), configuration: configuration)"
                    : "return UICollectionViewCompositionalLayout(section: \(sectionName))")
        } else {
            writeSectionProvider(&file, variants: variants, configuration: configuration)
        }
        file.close("}")
        return file.text
    }

    /// The one layout-wide configuration of `variants`, after refusing every part of them that is code, an
    /// adaptive or waterfall group, or a part UIKit code cannot express (`SwiftExportSupport`).
    private static func checkedConfiguration(name: String, variants: [Variant]) throws(ExportError)
        -> LayoutConfiguration
    {
        for variant in variants {
            // The layout-file encoder finds every part that is code rather than data, with its path.
            _ = try LayoutFile.encode(
                LayoutDocument(name: name, sizeClass: variant.sizeClass, layouts: variant.layouts))
            let problems = variant.layouts.values.flatMap {
                SwiftExportSupport.problems($0) + adaptiveGroupProblems(in: $0) + shortContentProblems(in: $0)
            }
            guard problems.isEmpty else { throw ExportError(kind: .inexpressible, problems: problems) }
        }
        let configurations = Set(variants.flatMap { $0.layouts.values.map(\.configuration) })
        guard configurations.count == 1, let configuration = configurations.first else {
            throw ExportError(
                kind: .inexpressible,
                problems: [
                    LayoutFileProblem(
                        path: "configuration",
                        message: "the size classes use different layout configurations; one UIKit layout has one")
                ])
        }
        return configuration
    }

    /// The file's opening comment (what it is and how it was made) and its imports.
    private static func writeHeader(_ file: inout SwiftFile, name: String, summary: String?, command: String) {
        file.line("// \(name): \(summary ?? "a layout from the LayoutRecipes catalog.")")
        file.line("//")
        file.line("// Generated by `\(command)`; the layout gives the same frames as the recipe.")
        file.line("// Register the views of any decoration kind with `layout.register(_:forDecorationViewOfKind:)`.")
        file.line("")
        file.line("#if canImport(UIKit)")
        file.line("    import UIKit")
        file.line("#else")
        file.line("    import CompositionalLayoutUIKit")
        file.line("#endif")
        file.line("")
    }

    /// The body of a layout with a section provider: one local section function per variant, then the
    /// layout whose provider calls the variant of the trait collection's horizontal size class.
    private static func writeSectionProvider(
        _ file: inout SwiftFile, variants: [Variant], configuration: LayoutConfiguration
    ) {
        let hasConfiguration = configuration != LayoutConfiguration()
        for variant in variants { file.sectionFunction(variant) }
        var names = Names()
        if hasConfiguration { file.configuration(configuration, names: &names) }
        file.open("return UICollectionViewCompositionalLayout(")
        file.open("sectionProvider: { sectionIndex, environment in")
        if variants.count == 1 {
            file.line(variants[0].call)
        } else {
            let regular = variants.first { $0.sizeClass == .regular } ?? variants[1]
            let other = variants.first { $0.sizeClass != .regular } ?? variants[0]
            file.open("if environment.traitCollection.horizontalSizeClass == .regular {")
            file.line("return \(regular.call)")
            file.close("}")
            file.line("return \(other.call)")
        }
        file.close(hasConfiguration ? "}, configuration: configuration)" : "})")
        file.close("")
    }
}

extension UIKitSourceWriter.Variant {
    /// The local function that builds this variant's section for an index.
    var functionName: String { sizeClass == .any ? "makeSection" : "make\(sizeClass.rawValue.capitalizedFirst)Section" }

    /// True when the variant's sections depend on the environment (a choice by width or size class).
    var needsEnvironment: Bool {
        if case .fixed(let layout) = layouts {
            guard case .provider(let provider) = layout.sections, let choices = provider.choices else { return false }
            return choices.contains { if case .fixed = $0 { false } else { true } }
        }
        return true
    }

    /// The call of `functionName` in the section provider.
    var call: String {
        needsEnvironment ? "\(functionName)(sectionIndex, environment)" : "\(functionName)(sectionIndex)"
    }
}

extension String {
    /// The string with its first letter upper-cased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
