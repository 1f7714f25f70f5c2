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
                        + "summary and data. See README.md, 'Layout files'.")),
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

    // MARK: Definitions

    /// Every definition, by name (`#/$defs/<name>`).
    static var definitions: [(String, JSONValue)] {
        [
            ("layout", .object(layoutObject(extra: []))),
            (
                "sizes",
                object([
                    ("cells", array(reference("cellSize"))), ("supplementaries", array(reference("supplementarySize"))),
                ])
            ),
            (
                "cellSize",
                object(
                    [
                        ("section", integer(minimum: 0)), ("item", integer(minimum: 0)), ("width", number(minimum: 0)),
                        ("height", number(minimum: 0)),
                    ], required: ["section", "item"])
            ),
            (
                "supplementarySize",
                object(
                    [
                        ("kind", type("string")), ("section", integer(minimum: 0)), ("width", number(minimum: 0)),
                        ("height", number(minimum: 0)),
                    ], required: ["kind"])
            ),
            (
                "layoutRange",
                rangeObject(valueKey: "layout", value: reference("layout"))
            ),
            (
                "sectionEntry",
                oneOf([reference("section"), reference("listSection"), reference("sectionChoice")])
            ),
            (
                "sectionChoice",
                .object(
                    objectMembers([
                        ("sizeClasses", sizeClasses(reference("sectionEntry"))),
                        ("widths", array(reference("sectionRange"), minItems: 1)),
                        ("otherwise", reference("sectionEntry")),
                    ])
                        + [
                            JSONMember(
                                "oneOf",
                                .array([
                                    required(["sizeClasses"]), required(["widths", "otherwise"]),
                                ]))
                        ])
            ),
            ("sectionRange", rangeObject(valueKey: "section", value: reference("sectionEntry"))),
            (
                "section",
                object(
                    [
                        ("group", reference("rootGroup")), ("contentInsets", reference("insets")),
                        ("interGroupSpacing", number(minimum: 0)),
                        (
                            "orthogonalScrollingBehavior",
                            enumeration(OrthogonalScrollingBehavior.allCases.map(\.rawValue))
                        ),
                        ("boundarySupplementaryItems", array(reference("boundary"))),
                        ("decorationItems", array(reference("decoration"))),
                        ("supplementariesFollowContentInsets", type("boolean")),
                        ("contentInsetsReference", reference("contentInsetsReference")),
                        ("supplementaryContentInsetsReference", reference("contentInsetsReference")),
                        ("visibleItemsEffect", reference("effect")),
                    ], required: ["group"])
            ),
            ("listSection", wrapper("list", reference("list"))),
            (
                "list",
                object(
                    [
                        ("appearance", enumeration(ListConfiguration.Appearance.allCases.map(\.rawValue))),
                        ("headerMode", enumeration(ListConfiguration.HeaderMode.allCases.map(\.rawValue))),
                        ("footerMode", enumeration(ListConfiguration.FooterMode.allCases.map(\.rawValue))),
                        ("headerTopPadding", number(minimum: 0)), ("metrics", reference("listMetrics")),
                    ], required: ["appearance"])
            ),
            (
                "listMetrics",
                object(
                    LayoutFileKeys.listMetrics.map {
                        ($0, $0 == "plainHeadersPin" ? type("boolean") : number(minimum: 0))
                    })
            ),
            (
                "rootGroup",
                oneOf([
                    wrapper("group", reference("group")), wrapper("customGroup", reference("customGroup")),
                    wrapper("waterfall", reference("waterfall")),
                ])
            ),
            ("waterfall", waterfall),
            (
                "node",
                oneOf([
                    wrapper("item", reference("item")), wrapper("group", reference("group")),
                    wrapper("customGroup", reference("customGroup")),
                ])
            ),
            (
                "item",
                object(
                    [
                        ("size", reference("size")), ("contentInsets", reference("insets")),
                        ("edgeSpacing", reference("edgeSpacing")),
                        ("supplementaryItems", array(reference("supplementary"))),
                    ], required: ["size"])
            ),
            (
                "group",
                object(
                    [
                        ("axis", enumeration(Axis.allCases.map(\.rawValue))), ("size", reference("size")),
                        ("subitems", array(reference("node"), minItems: 1)),
                        ("count", integer(minimum: 1)), ("repeatingCount", integer(minimum: 1)),
                        ("adaptiveMinimumLength", number(exclusiveMinimum: 0)),
                        ("interItemSpacing", reference("spacing")), ("contentInsets", reference("insets")),
                        ("edgeSpacing", reference("edgeSpacing")),
                        ("supplementaryItems", array(reference("supplementary"))),
                    ], required: ["axis", "size", "subitems"])
            ),
            (
                "customGroup",
                object(
                    [("size", reference("size")), ("frames", array(reference("customFrame"), minItems: 1))],
                    required: ["size", "frames"])
            ),
            (
                "customFrame",
                object(
                    [
                        ("x", reference("length")), ("y", reference("length")), ("width", reference("length")),
                        ("height", reference("length")), ("zIndex", integer()),
                    ], required: ["x", "y", "width", "height"])
            ),
            (
                "length",
                oneOf([
                    describe(.string("points"), type("number")),
                    object([
                        ("widthFraction", type("number")), ("heightFraction", type("number")),
                        ("points", type("number")),
                    ]),
                ])
            ),
            (
                "size",
                object(
                    [("width", reference("dimension")), ("height", reference("dimension"))],
                    required: ["width", "height"])
            ),
            (
                "dimension",
                oneOf([
                    wrapper("absolute", oneOf([number(minimum: 0), reference("widthLength")])),
                    wrapper("fractionalWidth", number(exclusiveMinimum: 0)),
                    wrapper("fractionalHeight", number(exclusiveMinimum: 0)), wrapper("estimated", number(minimum: 0)),
                    wrapper("uniformAcrossSiblings", number(minimum: 0)),
                ])
            ),
            (
                "widthLength",
                describe(
                    .string(
                        "an absolute length computed from the container's effective width: widthFraction x width + points"
                    ),
                    object(
                        [("widthFraction", type("number")), ("points", type("number"))], required: ["widthFraction"]))
            ),
            ("insets", object(LayoutFileKeys.insets.map { ($0, number(minimum: 0)) })),
            ("spacing", oneOf([wrapper("fixed", number(minimum: 0)), wrapper("flexible", number(minimum: 0))])),
            ("edgeSpacing", object(LayoutFileKeys.edgeSpacing.map { ($0, reference("spacing")) })),
            ("point", object([("x", type("number")), ("y", type("number"))])),
            (
                "anchor",
                object(
                    [
                        ("edges", array(enumeration(EdgeName.allCases.map(\.rawValue)), unique: true)),
                        ("absoluteOffset", reference("point")), ("fractionalOffset", reference("point")),
                    ], required: ["edges"])
            ),
            (
                "supplementary",
                object(
                    [
                        ("elementKind", kind), ("size", reference("size")), ("containerAnchor", reference("anchor")),
                        ("itemAnchor", reference("anchor")), ("zIndex", integer()),
                        ("contentInsets", reference("insets")), ("visibility", reference("visibility")),
                    ], required: ["elementKind", "size", "containerAnchor"])
            ),
            (
                "visibility",
                oneOf([
                    enumeration(["firstInSection", "lastInSection"]),
                    wrapper(
                        "everyNth",
                        object([("n", integer(minimum: 1)), ("offset", integer(minimum: 0))], required: ["n"])),
                    wrapper(
                        "itemsBySection",
                        array(
                            object(
                                [
                                    ("section", integer(minimum: 0)),
                                    ("items", array(integer(minimum: 0), unique: true)),
                                ], required: ["section", "items"]))),
                ])
            ),
            (
                "boundary",
                object(
                    [
                        ("elementKind", kind), ("size", reference("size")),
                        ("alignment", enumeration(BoundaryAlignment.allCases.map(\.rawValue))),
                        ("offset", reference("point")), ("extendsBoundary", type("boolean")),
                        ("pinToVisibleBounds", type("boolean")), ("zIndex", integer()),
                        ("contentInsets", reference("insets")),
                    ], required: ["elementKind", "size", "alignment"])
            ),
            ("contentInsetsReference", enumeration(ContentInsetsReference.allCases.map(\.rawValue))),
            (
                "decoration",
                object(
                    [("elementKind", kind), ("contentInsets", reference("insets")), ("zIndex", integer())],
                    required: ["elementKind"])
            ),
            (
                "effect",
                oneOf([
                    wrapper(
                        "scaleByDistanceFromCenter",
                        object(
                            [
                                ("maximumScale", number(minimum: 0)), ("minimumScale", number(minimum: 0)),
                                ("minimumAlpha", number(minimum: 0, maximum: 1)),
                            ], required: ["maximumScale", "minimumScale"])),
                    wrapper(
                        "hide",
                        object(
                            [
                                ("category", enumeration(ElementCategory.allCases.map(\.rawValue))),
                                ("elementKind", kind),
                            ], required: ["category"])),
                ])
            ),
        ]
    }

    // MARK: Building blocks

    /// The members of a LAYOUT object (plus `extra` keys first): one layout, or a choice.
    static func layoutObject(extra: [(String, JSONValue)]) -> [JSONMember] {
        objectMembers(
            extra + [
                ("scrollDirection", enumeration(Axis.allCases.map(\.rawValue))),
                ("interSectionSpacing", number(minimum: 0)),
                ("contentInsetsReference", reference("contentInsetsReference")),
                ("boundarySupplementaryItems", array(reference("boundary"))),
                ("sections", array(reference("sectionEntry"), minItems: 1)),
                ("sizeClasses", sizeClasses(reference("layout"))),
                ("widths", array(reference("layoutRange"), minItems: 1)),
                ("otherwise", reference("layout")),
            ])
            + [
                JSONMember(
                    "oneOf",
                    .array([required(["sections"]), required(["sizeClasses"]), required(["widths", "otherwise"])]))
            ]
    }

    /// A waterfall root group (spec G13, ours): a fixed `columns` count or a `minimumColumnWidth`, not both.
    static var waterfall: JSONValue {
        describe(
            .string("a waterfall (masonry) group, ours: each item goes to the column whose next start is smallest"),
            .object(
                objectMembers(
                    [
                        ("size", reference("size")), ("columns", integer(minimum: 1)),
                        ("minimumColumnWidth", number(exclusiveMinimum: 0)), ("columnSpacing", number(minimum: 0)),
                        ("itemSpacing", number(minimum: 0)), ("contentInsets", reference("insets")),
                        ("subitems", array(wrapper("item", reference("item")), minItems: 1)),
                    ], required: ["size", "subitems"])
                    + [
                        JSONMember(
                            "oneOf", .array([required(["columns"]), required(["minimumColumnWidth"])]))
                    ]))
    }

    /// `{"compact": value, "regular": value}`, both required.
    static func sizeClasses(_ value: JSONValue) -> JSONValue {
        object([("compact", value), ("regular", value)], required: ["compact", "regular"])
    }

    /// One width range: `below` or `atMost` (> 0) and the value under `valueKey`.
    static func rangeObject(valueKey: String, value: JSONValue) -> JSONValue {
        .object(
            objectMembers([
                ("below", number(exclusiveMinimum: 0)), ("atMost", number(exclusiveMinimum: 0)), (valueKey, value),
            ])
                + [
                    JSONMember("required", .array([.string(valueKey)])),
                    JSONMember("oneOf", .array([required(["below"]), required(["atMost"])])),
                ])
    }

    /// A non-empty string (an element kind).
    static var kind: JSONValue {
        .object([JSONMember("type", .string("string")), JSONMember("minLength", .number(1))])
    }

    static func objectMembers(_ properties: [(String, JSONValue)], required: [String] = []) -> [JSONMember] {
        var members = [
            JSONMember("type", .string("object")),
            JSONMember("properties", .object(properties.map { JSONMember($0.0, $0.1) })),
        ]
        if !required.isEmpty { members.append(JSONMember("required", .array(required.map(JSONValue.string)))) }
        members.append(JSONMember("additionalProperties", .bool(false)))
        return members
    }

    static func object(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
        .object(objectMembers(properties, required: required))
    }

    /// A one-key object `{key: value}`.
    static func wrapper(_ key: String, _ value: JSONValue) -> JSONValue { object([(key, value)], required: [key]) }

    static func reference(_ name: String) -> JSONValue { .object([JSONMember("$ref", .string("#/$defs/\(name)"))]) }

    static func oneOf(_ choices: [JSONValue]) -> JSONValue { .object([JSONMember("oneOf", .array(choices))]) }

    static func required(_ keys: [String]) -> JSONValue {
        .object([JSONMember("required", .array(keys.map(JSONValue.string)))])
    }

    static func type(_ name: String) -> JSONValue { .object([JSONMember("type", .string(name))]) }

    static func describe(_ description: JSONValue, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = value else { return value }
        return .object([JSONMember("description", description)] + members)
    }

    static func pattern(_ regex: String) -> JSONValue {
        .object([JSONMember("type", .string("string")), JSONMember("pattern", .string(regex))])
    }

    static func enumeration(_ names: [String]) -> JSONValue {
        .object([JSONMember("enum", .array(names.map(JSONValue.string)))])
    }

    static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil) -> JSONValue {
        var members = [JSONMember("type", .string("number"))]
        if let minimum { members.append(JSONMember("minimum", .number(minimum))) }
        if let exclusiveMinimum { members.append(JSONMember("exclusiveMinimum", .number(exclusiveMinimum))) }
        if let maximum { members.append(JSONMember("maximum", .number(maximum))) }
        return .object(members)
    }

    static func integer(minimum: Int? = nil) -> JSONValue {
        var members = [JSONMember("type", .string("integer"))]
        if let minimum { members.append(JSONMember("minimum", .number(Double(minimum)))) }
        return .object(members)
    }

    static func array(_ items: JSONValue, minItems: Int? = nil, unique: Bool = false) -> JSONValue {
        var members = [JSONMember("type", .string("array")), JSONMember("items", items)]
        if let minItems { members.append(JSONMember("minItems", .number(Double(minItems)))) }
        if unique { members.append(JSONMember("uniqueItems", .bool(true))) }
        return .object(members)
    }
}
