import CompositionalLayout
import Foundation
import LayoutRecipes
import Testing

@testable import LayoutFiles

/// `docs/layout-file.schema.json`: generated from `LayoutFileSchema`, in step with the decoder's key tables,
/// and every example and every export of the catalog valid against it.
@Suite("Layout file JSON Schema")
struct LayoutFileSchemaTests {
    /// The package folder, from this file's path.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The checked-in schema.
    static let schemaURL = package.appendingPathComponent("docs/layout-file.schema.json")

    /// A JSON text as a value.
    static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test("the checked-in schema is LayoutFileSchema's (RECORD_LAYOUT_FILE_SCHEMA=1 rewrites it)")
    func checkedIn() throws {
        if ProcessInfo.processInfo.environment["RECORD_LAYOUT_FILE_SCHEMA"] == "1" {
            try Data(LayoutFileSchema.text.utf8).write(to: Self.schemaURL)
        }
        let text = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        #expect(
            text == LayoutFileSchema.text,
            "docs/layout-file.schema.json is stale: run RECORD_LAYOUT_FILE_SCHEMA=1 swift test --filter LayoutFileSchemaTests"
        )
    }

    /// Each object of the schema and the decoder's table of its keys.
    static let tables: [(definition: String?, keys: [String])] = [
        (nil, LayoutFileKeys.document), ("layout", LayoutFileKeys.layout + LayoutFileKeys.choice),
        ("sectionChoice", LayoutFileKeys.choice), ("layoutRange", LayoutFileKeys.layoutRange),
        ("sectionRange", LayoutFileKeys.sectionRange), ("section", LayoutFileKeys.section),
        ("item", LayoutFileKeys.item), ("group", LayoutFileKeys.group), ("customGroup", LayoutFileKeys.customGroup),
        ("waterfall", LayoutFileKeys.waterfall),
        ("customFrame", LayoutFileKeys.customFrame), ("widthLength", LayoutFileKeys.widthLength),
        ("size", LayoutFileKeys.size), ("insets", LayoutFileKeys.insets),
        ("edgeSpacing", LayoutFileKeys.edgeSpacing), ("point", LayoutFileKeys.point), ("anchor", LayoutFileKeys.anchor),
        ("supplementary", LayoutFileKeys.supplementary), ("boundary", LayoutFileKeys.boundary),
        ("decoration", LayoutFileKeys.decoration), ("listSection", LayoutFileKeys.listSection),
        ("sizes", LayoutFileKeys.sizes), ("cellSize", LayoutFileKeys.cellSize),
        ("supplementarySize", LayoutFileKeys.supplementarySize),
        ("list", LayoutFileKeys.list), ("listMetrics", LayoutFileKeys.listMetrics),
    ]

    /// The property names of an object schema.
    static func properties(_ schema: JSONValue) -> Set<String> {
        guard case .object(let members)? = schema["properties"] else { return [] }
        return Set(members.map(\.key))
    }

    /// The keys of the one-key objects a `oneOf` lists.
    static func wrapperKeys(_ schema: JSONValue) -> Set<String> {
        guard case .array(let choices)? = schema["oneOf"] else { return [] }
        return Set(choices.flatMap { properties($0) })
    }

    @Test("every object of the schema has exactly the keys the decoder's table allows")
    func keysMatchTheDecoder() throws {
        let schema = LayoutFileSchema.schema
        let definitions = SchemaValidator(schema).definitions
        for (name, keys) in Self.tables {
            let object = try #require(name.map { definitions[$0] } ?? schema, "\(name ?? "$")")
            #expect(Self.properties(object) == Set(keys), "\(name ?? "the document")")
        }
        let oneKey: [(String, [String])] = [
            ("dimension", LayoutFileKeys.dimension), ("spacing", LayoutFileKeys.spacing),
            ("effect", LayoutFileKeys.effect), ("visibility", LayoutFileKeys.visibility),
        ]
        for (name, keys) in oneKey {
            #expect(Self.wrapperKeys(try #require(definitions[name])) == Set(keys), "\(name)")
        }
    }

    @Test("the shipped example files reference the schema and are valid against it")
    func examples() throws {
        let validator = SchemaValidator(LayoutFileSchema.schema)
        let names = try FileManager.default.contentsOfDirectory(atPath: ShippedFiles.directory)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 3)
        for path in names.map({ ShippedFiles.directory + "/" + $0 }) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let value = try Self.parse(text)
            #expect(value["$schema"] == JSONValue.string("../../docs/layout-file.schema.json"), "\(path)")
            #expect(validator.problems(value, LayoutFileSchema.schema) == [], "\(path)")
            _ = try LayoutFile.decode(text, sourceName: path)
        }
    }

    @Test("the export of every built-in recipe is valid against the schema", arguments: RecipeCatalog.builtIn.names)
    func exports(name: String) throws {
        let text = try LayoutFile.encode(LayoutFile.document(ofRecipe: RecipeCatalog.builtIn.providers(named: name)))
        let validator = SchemaValidator(LayoutFileSchema.schema)
        #expect(validator.problems(try Self.parse(text), LayoutFileSchema.schema) == [])
    }

    @Test("documents the decoder refuses for their shape fail the schema too")
    func invalidDocuments() throws {
        let validator = SchemaValidator(LayoutFileSchema.schema)
        let layout = #"{"sections": [{"group": \#(Doc.hgroup())}]}"#
        let invalid = [
            #"{"widths": [{"below": 500, "layout": \#(layout)}]}"#,  // no otherwise
            #"{"sections": [], "sizeClasses": {"compact": \#(layout), "regular": \#(layout)}}"#,  // two forms
            Doc.layout(Doc.hgroup(Doc.item(width: #"{"fractionalWidth": 0}"#))),  // fraction 0
            Doc.layout(section: #", "visibleItemsEffect": {"fade": {}}"#),  // unknown effect
            Doc.layout(top: #""$schema": 1, "#),
            Doc.layout(#"{"waterfall": {"size": \#(Doc.size), "subitems": [\#(Doc.item)]}}"#),  // no columns
        ]
        for text in invalid {
            #expect(!validator.problems(try Self.parse(text), LayoutFileSchema.schema).isEmpty, "\(text)")
            #expect(throws: LayoutFileErrors.self) { try LayoutFile.decode(text, sourceName: "invalid") }
        }
    }
}
