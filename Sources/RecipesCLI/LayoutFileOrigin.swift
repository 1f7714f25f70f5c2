import CompositionalLayout
import Foundation
import LayoutFiles
import LayoutRecipes

/// Where a recipe read from a layout file came from: the path as the user spelled it, the file's exact
/// data shape and its number of sections, which the command needs beyond the catalog's `Recipe`.
struct LayoutFileOrigin: Sendable {
    /// The items per section without `--sections`/`--items` when there is no `data`: 30.
    static let defaultItems = 30

    /// The file's path as given on the command line or found in a recipes folder.
    var path: String
    /// The file's `data` (exact per-section counts), or nil.
    var data: LayoutData?
    /// How many entries `sections` has (data section s uses `sections[s % count]`).
    var sectionCount: Int
    /// The file's `sizes` (spec E1, spec E4), applied to whatever data shape a run uses.
    var sizes: LayoutSizes?

    /// An origin from its parts.
    init(path: String, data: LayoutData?, sectionCount: Int) {
        self.path = path
        self.data = data
        self.sectionCount = sectionCount
    }

    /// The origin of `document`, read from `path`.
    init(_ document: LayoutDocument, path: String) {
        self.path = path
        data = document.layoutData
        sizes = document.sizes
        // A file that chooses its layout has paths under its choice; the engine's are not translated.
        guard case .fixed(let layout) = document.layouts else {
            sectionCount = 0
            return
        }
        switch layout.sections {
        case .single: sectionCount = 1
        case .cycle(let list): sectionCount = list.count
        case .provider: sectionCount = 0
        }
    }

    /// The file as a recipe named by its `name`, else by its file name.
    ///
    /// Default data: the file's `data` (sections = its count, items = its largest count) or, without
    /// `data`, one section per entry of `sections` with 30 items each. `sizeClass` overrides the file's
    /// (`run --file` uses `.any`: a file is one layout, run at every width).
    static func recipe(_ document: LayoutDocument, path: String, sizeClass: SizeClassKey? = nil) -> Recipe {
        var recipe = document.recipe(defaultName: LayoutFile.defaultName(forPath: path))
        let origin = LayoutFileOrigin(document, path: path)
        if document.data == nil {
            recipe.defaultSections = max(1, origin.sectionCount)
            recipe.defaultItems = defaultItems
        }
        if let sizeClass { recipe.sizeClass = sizeClass }
        return recipe
    }

    /// `name` made kebab-case for `run --file` (a file without `name` is named after its file, which
    /// may be `My Cards` or `63` from `/dev/fd/63`): lowercased, other characters runs become `-`.
    static func kebabName(_ name: String) -> String {
        if RecipeCatalog.isKebabCase(name) { return name }
        var out = ""
        for c in name.lowercased() {
            if c.isASCII && (c.isLetter || c.isNumber) {
                out.append(c)
            } else if !out.isEmpty && out.last != "-" {
                out.append("-")
            }
        }
        out = String(out.prefix(64))
        while out.hasSuffix("-") { out.removeLast() }
        return RecipeCatalog.isKebabCase(out) ? out : "layout-file"
    }

    /// Reads the layout file at `path` (relative paths start at `fileSystem.currentDirectory`); throws
    /// `CommandError.invalidLayoutFile` listing every problem.
    ///
    /// `-` reads standard input (at most `LayoutFileLimits.maximumByteCount` bytes), named `<stdin>` in
    /// errors.
    static func load(_ path: String, fileSystem: FileSystem) throws -> LayoutDocument {
        let shown = FileSystem.displayName(path)
        do {
            guard FileSystem.isStandardInput(path) else {
                return try LayoutFile.load(contentsOfFile: fileSystem.url(path).path, sourceName: path)
            }
            let bytes = try fileSystem.standardInput.read(upTo: LayoutFileLimits.maximumByteCount)
            return try LayoutFile.decode(bytes, sourceName: shown)
        } catch let error as LayoutFileErrors {
            throw CommandError.invalidLayoutFile(path: shown, problems: error.problems.map(\.description))
        }
    }

    /// `reason` (an engine error or warning) with the engine's data-section paths `section[s]` also given as
    /// the file's paths `sections[s % count]`, and a leading `layout.` dropped (the file's layout-wide keys,
    /// `interSectionSpacing`, sit at its top level), so the user finds the place in the file.
    func translate(_ reason: String) -> String {
        guard sectionCount > 0 else { return reason }
        var out = ""
        var rest = reason.hasPrefix("layout.") ? reason.dropFirst("layout.".count) : Substring(reason)
        while let range = rest.range(of: "section[") {
            out += rest[..<range.lowerBound]
            let afterBracket = rest[range.upperBound...]
            let digits = afterBracket.prefix { $0.isASCII && $0.isNumber }
            let afterDigits = afterBracket.dropFirst(digits.count)
            let precededByLetter = out.last.map { $0.isLetter || $0 == "." } ?? false
            guard !digits.isEmpty, afterDigits.first == "]", !precededByLetter, let s = Int(digits) else {
                out += rest[range]
                rest = afterBracket
                continue
            }
            let j = s % sectionCount
            out += "sections[\(j)]"
            rest = afterDigits.dropFirst()
            guard j != s else { continue }
            // The rest of the path (up to a space, colon or comma, without a sentence's final period).
            var path = rest.prefix { !$0.isWhitespace && $0 != ":" && $0 != "," && $0 != ";" }
            while path.hasSuffix(".") { path = path.dropLast() }
            out += path + " (data section \(s))"
            rest = rest.dropFirst(path.count)
        }
        return out + rest
    }
}
