import CompositionalLayout
import LayoutRecipes

/// The JSON Schema (draft 2020-12) of layout files, described once here and checked in as
/// `docs/layout-file.schema.json` (a test compares the two and checks every object's keys against the
/// decoder's key tables), so editors can validate and complete layout files.
///
/// The schema states the shapes, keys, enum names and simple bounds; the decoder checks more (limits in
/// `LayoutFileLimits`, increasing width bounds, a zero-length repeating subitem) and names every problem
/// with its path.
public enum LayoutFileSchema {
    /// The schema as JSON text, as checked in.
    public static var text: String { JSONWriter.write(schema) + "\n" }

    /// The schema.
    public static var schema: JSONValue {
        var document = [
            JSONMember("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            JSONMember("title", .string("LayoutRecipes layout file")),
            JSONMember(
                "description",
                .string(
                    "A compositional layout as data: one layout, a layout per size class ('sizeClasses'), or "
                        + "layouts chosen by container-width ranges ('widths' and 'otherwise'), with its name, "
                        + "summary and data. See docs/layout-file-format.md.")),
        ]
        document += layoutObject(
            extra: [
                ("$schema", describe(.string("the schema this file follows (ignored)"), type("string"))),
                ("name", describe(.string("kebab-case recipe name"), pattern("^[a-z0-9]+(-[a-z0-9]+)*$"))),
                ("summary", type("string")),
                ("sizeClass", enumeration(SizeClassKey.allCases.map(\.rawValue))),
                ("data", array(integer(minimum: 0), minItems: 1)),
                ("sizes", reference("sizes")),
            ])
        document.append(JSONMember("$defs", .object(definitions.map { JSONMember($0.0, $0.1) })))
        return .object(document)
    }

    /// Every definition, by name (`#/$defs/<name>`), in the order the schema lists them; each is defined in
    /// the file of its subject (`LayoutFileSchema+Groups.swift` for `group`, as `LayoutFileDecoder+Groups.swift`
    /// reads it).
    static var definitions: [(String, JSONValue)] {
        [
            ("layout", .object(layoutObject(extra: []))), ("sizes", sizes), ("cellSize", cellSize),
            ("supplementarySize", supplementarySize),
            ("layoutRange", rangeObject(valueKey: "layout", value: reference("layout"))),
            ("sectionEntry", sectionEntry), ("sectionChoice", sectionChoice),
            ("sectionRange", rangeObject(valueKey: "section", value: reference("sectionEntry"))), ("section", section),
            ("listSection", listSection), ("list", list), ("listMetrics", listMetrics), ("rootGroup", rootGroup),
            ("waterfall", waterfall), ("node", node), ("item", item), ("group", group), ("customGroup", customGroup),
            ("customFrame", customFrame), ("length", length), ("size", size), ("dimension", dimension),
            ("widthLength", widthLength), ("insets", insets), ("spacing", spacing), ("edgeSpacing", edgeSpacing),
            ("point", point), ("anchor", anchor), ("supplementary", supplementary), ("visibility", visibility),
            ("boundary", boundary), ("contentInsetsReference", contentInsetsReference), ("decoration", decoration),
            ("effect", effect),
        ]
    }
}
