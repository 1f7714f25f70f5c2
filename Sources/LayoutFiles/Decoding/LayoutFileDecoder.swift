import CompositionalLayout
import LayoutRecipes

/// Turns a parsed JSON document into engine values, collecting every problem with its path instead of
/// stopping at the first (the format is in `LayoutFile`'s documentation).
///
/// Each `decode…` function decodes all of its fields even when one fails, so sibling problems are all
/// reported; it returns nil when any problem was found below it. `field(_:in:path:ok:_:)` reads one member
/// that way. The decoder is split by subject like `LayoutFileEncoder`, a field's reading and writing in
/// files with the same stem: the document and its layout here, then `+Sections`, `+Groups`,
/// `+Supplementaries`, `+Dimensions`, `+Data`, `+Choices`, `+DataForms`, `+List` and `+Waterfall`; the
/// readers of objects, numbers and enum strings are in `+Values`.
struct LayoutFileDecoder {
    /// Problems found so far, in document order.
    private(set) var problems: [LayoutFileProblem] = []
    /// True once `maximumProblems` were recorded; later problems are dropped.
    private(set) var truncated = false
    /// How many `group` objects enclose the value being decoded (the root group is 1).
    var groupDepth = 0
    /// The absolute dimensions given as WIDTHLENGTH, by their full paths, since the enclosing layout or
    /// section choice began (it takes them as `EnvironmentChoice.widthRelative`).
    var widthLengths: [String: WidthLength] = [:]
    /// The size class `list` sections are expanded for: the document's, compact unless it is regular; inside
    /// a `sizeClasses` choice, the branch's.
    var listSizeClass = SizeClass.compact

    /// The most problems recorded for one file; a final line says when more were dropped.
    static let maximumProblems = LayoutFileLimits.maximumProblems

    /// Records a problem.
    mutating func report(_ path: String, _ message: String) {
        guard problems.count < Self.maximumProblems else {
            truncated = true
            return
        }
        problems.append(LayoutFileProblem(path: path, message: message))
    }

    /// The problems, with a last line when some were dropped.
    var allProblems: [LayoutFileProblem] {
        truncated
            ? problems + [
                LayoutFileProblem(
                    path: "$", message: "more than \(Self.maximumProblems) problems; the rest are not listed")
            ]
            : problems
    }

    /// The member `key` of the object `f` at `path`, read by `read` at the member's path; nil when the
    /// member is absent or cannot be read.
    ///
    /// `read` reports its own problems; a member it cannot read also sets `ok` to false, so the caller
    /// goes on reading the other members and fails at the end.
    mutating func field<T>(
        _ key: String, in f: [String: JSONValue], path: String, ok: inout Bool,
        _ read: (inout LayoutFileDecoder, JSONValue, String) -> T?
    ) -> T? {
        guard let value = f[key] else { return nil }
        let result = read(&self, value, child(path, key))
        if result == nil { ok = false }
        return result
    }

    // MARK: Document

    /// The top-level object.
    mutating func decodeDocument(_ value: JSONValue, sourceName: String) -> LayoutDocument? {
        let path = "$"
        // A file that chooses its layout (`sizeClasses`, `widths`) has no `sections` of its own.
        let required = Self.isChoice(value) ? [] : ["sections"]
        guard let f = fields(value, path, allowed: LayoutFileKeys.document, required: required) else { return nil }
        var ok = true
        let name = field("name", in: f, path: path, ok: &ok) { $0.decodeName($1, $2) }
        let summary = field("summary", in: f, path: path, ok: &ok) { $0.string($1, $2) }
        let sizeClass: SizeClassKey = field("sizeClass", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) } ?? .any
        _ = field("$schema", in: f, path: path, ok: &ok) { $0.string($1, $2) }
        listSizeClass = sizeClass == .regular ? .regular : .compact
        let layouts = decodeLayoutChoice(f, path, depth: 0)
        if f["sizeClasses"] != nil, sizeClass != .any {
            report(
                child(path, "sizeClass"), "a file with 'sizeClasses' serves both size classes; leave 'sizeClass' out")
            ok = false
        }
        let data = field("data", in: f, path: path, ok: &ok) { $0.decodeData($1, $2) }
        let sizes = field("sizes", in: f, path: path, ok: &ok) { $0.decodeSizes($1, $2) }
        guard ok, let layouts else { return nil }
        var document = LayoutDocument(
            name: name, summary: summary, sizeClass: sizeClass, layouts: layouts, data: data, sourceName: sourceName)
        document.sizes = sizes
        return document
    }

    /// A document's `name`: a kebab-case string.
    mutating func decodeName(_ value: JSONValue, _ path: String) -> String? {
        guard let name = string(value, path) else { return nil }
        guard RecipeCatalog.isKebabCase(name) else {
            report(
                path, "name must be kebab-case (lowercase letters, digits and single hyphens), found \(quoted(name))")
            return nil
        }
        return name
    }

    // MARK: Layout

    /// LAYOUT: the layout keys of `f` (the document's own, or a nested layout object's): scroll direction,
    /// spacing, references, short-content alignment, boundary items and `sections`, each entry a SECTION or
    /// a section choice.
    mutating func decodeLayoutBody(_ f: [String: JSONValue], _ path: String) -> Layout? {
        var ok = true
        var configuration = LayoutConfiguration()
        configuration.scrollDirection =
            field("scrollDirection", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) }
            ?? configuration.scrollDirection
        configuration.interSectionSpacing =
            field("interSectionSpacing", in: f, path: path, ok: &ok) { $0.number($1, $2) }
            ?? configuration.interSectionSpacing
        configuration.contentInsetsReference =
            field("contentInsetsReference", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) }
            ?? configuration.contentInsetsReference
        configuration.shortContentAlignment =
            field("shortContentAlignment", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) }
            ?? configuration.shortContentAlignment
        configuration.boundarySupplementaryItems =
            field("boundarySupplementaryItems", in: f, path: path, ok: &ok) { $0.decodeBoundaries($1, $2) }
            ?? configuration.boundarySupplementaryItems
        let sections = field("sections", in: f, path: path, ok: &ok) { $0.decodeSections($1, $2) }
        guard ok, let sections else { return nil }
        let fixed = sections.compactMap { choice -> Section? in
            if case .fixed(let section) = choice { return section }
            return nil
        }
        if fixed.count == sections.count {
            return fixed.count == 1
                ? Layout(section: fixed[0], configuration: configuration)
                : Layout(sections: fixed, configuration: configuration)
        }
        return Layout(provider: .choosing(sections, name: "layout-file"), configuration: configuration)
    }

    /// A layout's `sections`: at least one, each a SECTION or a section choice.
    mutating func decodeSections(_ value: JSONValue, _ path: String) -> [EnvironmentChoice<Section>]? {
        guard let sections = list(value, path, { $0.decodeSectionChoice($1, $2, depth: 0) }) else { return nil }
        guard !sections.isEmpty else {
            report(path, "a layout needs at least one section")
            return nil
        }
        return sections
    }
}
