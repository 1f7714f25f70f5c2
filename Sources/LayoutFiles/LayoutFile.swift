import CompositionalLayout
import Foundation
import LayoutRecipes

/// Layout files: any compositional layout as a strict JSON document (decode and validate, encode).
///
/// The format (plain JSON; keys in the order the encoder writes them; unknown keys are errors):
/// ```
/// { "$schema": "…/layout-file.schema.json" (optional, ignored), "name": "kebab-case" (optional),
///   "summary": "..." (optional), "sizeClass": "any"|"compact"|"regular" (any), LAYOUT's keys,
///   "data": [items per section] (optional),
///   "sizes": SIZES (optional: measured sizes, spec E1, spec E4) }
/// SIZES = {"cells": [{"section", "item", "width", "height"}], "supplementaries": [{"kind", "section",
///   "width", "height"}]}: a width or a height (or both) >= 0 each; a supplementary entry without a section
///   is for every section, one with a section wins there.
/// LAYOUT = { "scrollDirection": "vertical"|"horizontal" (vertical), "interSectionSpacing": 0,
///            "contentInsetsReference": REFERENCE (safeArea), "boundarySupplementaryItems": [BOUNDARY], "sections": [SECTION or CHOICE(SECTION), ...] (required,
///            section i uses sections[i % count]) }
///        | CHOICE(LAYOUT)
/// CHOICE(X) = { "sizeClasses": { "compact": X, "regular": X } }     (by the horizontal size class)
///           | { "widths": [{ "below" or "atMost": width, "layout" or "section": X }, ...], "otherwise": X }
///             (by the container's effective width: the first range holding it, else otherwise; bounds increase)
/// SECTION = { "group": GROUP (required), "contentInsets": INSETS, "interGroupSpacing": 0,
///   "orthogonalScrollingBehavior": "none"|"continuous"|"continuousGroupLeadingBoundary"|"paging"|"groupPaging"|
///   "groupPagingCentered", "boundarySupplementaryItems": [BOUNDARY], "decorationItems": [DECORATION],
///   "supplementariesFollowContentInsets": true, "contentInsetsReference": REFERENCE (automatic),
///   "supplementaryContentInsetsReference": REFERENCE (automatic), "visibleItemsEffect": EFFECT }
///   | {"list": {"appearance" (required): "plain"|"grouped"|"insetGrouped"|"sidebar"|"sidebarPlain",
///   "headerMode": "none"|"supplementary"|"firstItemInSection", "footerMode": "none"|"supplementary",
///   "headerTopPadding": n (automatic when missing), "metrics": {ListMetrics' names: n}}} (spec section 11;
///   expanded into an ordinary section for the document's size class, or a `sizeClasses` branch's, and
///   written back expanded)
/// EFFECT = {"scaleByDistanceFromCenter": {"maximumScale", "minimumScale", "minimumAlpha": 1}}
///        | {"hide": {"category": "cell"|"supplementary"|"decoration", "elementKind"}}
/// ITEM  = {"item": {"size": SIZE (required), "contentInsets", "edgeSpacing": EDGES, "supplementaryItems"}}
/// GROUP = {"group": {"axis", "size", "subitems": [ITEM or GROUP] (all required), "count" or "repeatingCount"
///           or "adaptiveMinimumLength" (one subitem; the last is ours, spec G12: as many equal slots as fit
///           at that many points > 0 or more), "interItemSpacing": SPACING, "contentInsets", "edgeSpacing",
///           "supplementaryItems"}}
///       | {"customGroup": {"size", "frames": [{"x", "y", "width", "height": LENGTH, "zIndex": 0}]}}
///       | {"waterfall": {"size", "columns": n or "minimumColumnWidth": n (one required), "columnSpacing": 0,
///           "itemSpacing": 0, "contentInsets", "subitems": [ITEM] (required)}} (ours, spec G13: a section's
///           group only, not in an orthogonal section; item i takes subitems[i % count]'s size one column
///           wide, so a height {"fractionalWidth": r} is an aspect ratio)
/// LENGTH = n (points) | {"widthFraction": 0, "heightFraction": 0, "points": 0} (of the custom group's size)
/// SIZE = {"width": DIM, "height": DIM}
/// DIM = {"absolute"|"fractionalWidth"|"fractionalHeight"|"estimated"|"uniformAcrossSiblings": n}
///       | {"absolute": {"widthFraction": f, "points": 0}} (an item's or group's length computed from the
///         container's effective width, as a provider computing `.absolute(...)` from it does)
/// INSETS = {"top", "leading", "bottom", "trailing"} (missing are 0)   SPACING = {"fixed": n} | {"flexible": n}
/// EDGES = {"leading", "top", "trailing", "bottom": SPACING}          POINT = {"x", "y"} (missing are 0)
/// ANCHOR = {"edges": ["top", "leading", "bottom", "trailing"] (any subset; [] = centre),
///           "absoluteOffset": POINT or "fractionalOffset": POINT}
/// SUPPLEMENTARY = {"elementKind", "size", "containerAnchor" (required), "itemAnchor", "zIndex": 1, "contentInsets",
///                  "visibility": VISIBILITY}
/// VISIBILITY = "firstInSection" | "lastInSection" | {"everyNth": {"n", "offset": 0}}
///            | {"itemsBySection": [{"section", "items": [item indices]}]}
/// BOUNDARY = {"elementKind", "size", "alignment" (required), "offset": POINT, "extendsBoundary": true,
///             "pinToVisibleBounds": false, "zIndex": 1, "contentInsets"}
/// REFERENCE = "automatic"|"none"|"safeArea"|"layoutMargins"|"readableContent" (spec S10)
/// DECORATION = {"elementKind" (required), "contentInsets", "zIndex": 0}
/// ```
/// Missing optional keys take the model's defaults (shown). Values: fractions > 0; sizes >= 0; content
/// insets and inter-item, inter-group, inter-section and edge spacing any number (negative ones overlap,
/// spec D7; a waterfall's spacings >= 0); counts 1 to 100 000; item counts >= 0; zIndex whole numbers. Problems name model
/// paths such as `sections[0].group.subitems[2].size.width` (node wrappers are not path components).
/// Limits are in `LayoutFileLimits` (4 MiB, 128 JSON levels, 32 group levels, 16 width ranges, 4 nested
/// choices). The JSON Schema of the format is `docs/layout-file.schema.json` (`LayoutFileSchema`).
public enum LayoutFile {
    /// Decodes and validates a layout file, reporting every problem with its JSON path.
    /// - Throws: `LayoutFileErrors` with all problems (a syntax error is a single problem at `$`).
    public static func decode(_ bytes: [UInt8], sourceName: String) throws(LayoutFileErrors) -> LayoutDocument {
        try decodeJSON(bytes, sourceName: sourceName, nothing: "the document is not a layout") {
            $0.decodeDocument($1, sourceName: sourceName)
        }
    }

    /// Checks the size of `bytes`, parses them as JSON within the depth limit and reads the value with
    /// `read`; every problem is thrown with its path, a syntax error or an oversized input as one at `$`,
    /// and `nothing` when `read` gives nothing without saying why.
    static func decodeJSON<T>(
        _ bytes: [UInt8], sourceName: String, nothing: String, _ read: (inout LayoutFileDecoder, JSONValue) -> T?
    ) throws(LayoutFileErrors) -> T {
        func fail(_ message: String) -> LayoutFileErrors {
            LayoutFileErrors(sourceName: sourceName, problems: [LayoutFileProblem(path: "$", message: message)])
        }
        guard bytes.count <= LayoutFileLimits.maximumByteCount else {
            throw fail(tooLarge(bytes.count))
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes, maximumDepth: LayoutFileLimits.maximumDepth)
        } catch {
            throw fail("invalid JSON at \(error)")
        }
        var decoder = LayoutFileDecoder()
        guard let result = read(&decoder, value), decoder.problems.isEmpty else {
            var problems = decoder.allProblems
            if problems.isEmpty { problems = [LayoutFileProblem(path: "$", message: nothing)] }
            throw LayoutFileErrors(sourceName: sourceName, problems: problems)
        }
        return result
    }

    /// Decodes a layout file from `Data`.
    public static func decode(_ data: Data, sourceName: String) throws(LayoutFileErrors) -> LayoutDocument {
        try decode([UInt8](data), sourceName: sourceName)
    }

    /// Decodes a layout file from a string.
    public static func decode(_ text: String, sourceName: String) throws(LayoutFileErrors) -> LayoutDocument {
        try decode(Array(text.utf8), sourceName: sourceName)
    }

    /// Reads and decodes the file at `path` (absolute, or relative to the process's directory).
    ///
    /// A missing, unreadable or over-size file is one problem at `$`; the size is checked before reading.
    /// Problems are labelled with `sourceName`, the path by default (pass the user's spelling).
    public static func load(contentsOfFile path: String, sourceName: String? = nil) throws(LayoutFileErrors)
        -> LayoutDocument
    {
        let label = sourceName ?? path
        func fail(_ message: String) -> LayoutFileErrors {
            LayoutFileErrors(sourceName: label, problems: [LayoutFileProblem(path: "$", message: message)])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fail("cannot read the file: it does not exist")
        }
        guard !isDirectory.boolValue else { throw fail("cannot read the file: it is a folder") }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber, size.intValue > LayoutFileLimits.maximumByteCount
        {
            throw fail(tooLarge(size.intValue))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("cannot read the file") }
        defer { try? handle.close() }
        // Read at most one byte more than the limit, so a pipe or a growing file cannot exhaust memory.
        let data: Data
        do {
            data = try handle.read(upToCount: LayoutFileLimits.maximumByteCount + 1) ?? Data()
        } catch {
            throw fail("cannot read the file")
        }
        return try decode(data, sourceName: label)
    }

    /// The problem message of an over-size input.
    static func tooLarge(_ count: Int) -> String {
        "the file is \(count) bytes; layout files may be at most \(LayoutFileLimits.maximumByteCount) bytes (4 MiB)"
    }

    /// Every `*.json` file directly in `directory`, in file-name order, decoded.
    ///
    /// Returns the documents that decode and the errors of those that do not; an unreadable directory
    /// is one error at `$`.
    public static func loadDirectory(_ directory: String) -> (documents: [LayoutDocument], errors: [LayoutFileErrors]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return (
                [],
                [
                    LayoutFileErrors(
                        sourceName: directory,
                        problems: [LayoutFileProblem(path: "$", message: "cannot read the directory")])
                ]
            )
        }
        var documents: [LayoutDocument] = []
        var errors: [LayoutFileErrors] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = (directory as NSString).appendingPathComponent(name)
            do {
                documents.append(try load(contentsOfFile: path))
            } catch {
                errors.append(error)
            }
        }
        return (documents, errors)
    }

    /// The recipe name a file gets when it has no `name`: its file name without directory and extension.
    public static func defaultName(forPath path: String) -> String {
        let file = (path as NSString).lastPathComponent
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}
