import CompositionalLayout
import Foundation
import LayoutFiles
import LayoutRecipes
import LayoutTestSupport
import Testing

/// Every layout file in `Recipes/Files/` decodes, registers in a catalog and solves cleanly.
@Suite("Shipped layout files")
struct ShippedFilesTests {
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: ShippedFiles.directory)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

    @Test("there are at least three files: nested groups, supplementaries and decorations, orthogonal sections")
    func coverage() throws {
        #expect(Self.names.count >= 3)
        let features = try Self.names.map { try ShippedFiles.document($0).recipe(defaultName: $0).features }
        #expect(features.contains { $0.contains(.nestedGroups) })
        #expect(features.contains { $0.contains(.badges) && $0.contains(.decorations) })
        #expect(features.contains { $0.contains(.orthogonal) })
    }

    @Test("each file decodes, is named after itself and solves at phone and tablet widths", arguments: names)
    func solves(name: String) throws {
        let document = try ShippedFiles.document(name)
        #expect(document.name == name, "the file name and its 'name' agree")
        #expect(document.summary?.isEmpty == false)
        let data = try #require(document.layoutData)
        for width in [320.0, 390, 768, 1024] {
            for scale in [0.0, 3] {
                let solved = try document.layout.solve(in: container(width, scale: scale), data: data)
                #expect(solved.cellCount == data.itemCounts.reduce(0, +))
                #expect(solved.checkInvariants().isEmpty, "\(name) at \(width) x\(scale): \(solved.checkInvariants())")
                #expect(solved.overlappingCells().isEmpty, "\(name) at \(width) x\(scale)")
            }
        }
    }

    @Test("the directory loads as recipes that join the built-in catalog")
    func catalog() throws {
        let (documents, errors) = LayoutFile.loadDirectory(ShippedFiles.directory)
        #expect(errors.isEmpty, "\(errors)")
        #expect(documents.map { $0.name ?? "" } == Self.names)
        let catalog = try RecipeCatalog.builtIn.registering(
            contentsOf: documents.map { $0.recipe(defaultName: LayoutFile.defaultName(forPath: $0.sourceName)) })
        for name in Self.names {
            let recipe = try catalog.recipe(named: name, sizeClass: .compact)
            let solved = try recipe.solve(in: container(390))
            #expect(solved.cellCount == recipe.defaultSections * recipe.defaultItems)
        }
    }

    @Test("a file on disk over the size limit is refused before it is read")
    func oversizeFile() throws {
        let path = NSTemporaryDirectory() + "layout-files-oversize-\(UInt32.random(in: 0...UInt32.max)).json"
        let text = try String(contentsOfFile: ShippedFiles.path("hero-and-columns"), encoding: .utf8)
        let padding = String(repeating: " ", count: LayoutFileLimits.maximumByteCount)
        try (text + padding).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: LayoutFileErrors.self) { try LayoutFile.load(contentsOfFile: path) }
        do {
            _ = try LayoutFile.load(contentsOfFile: path)
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.message.contains("at most 4194304 bytes (4 MiB)") == true)
        }
    }

    @Test("a missing file, a folder and a pipe-like special file are problems, not crashes")
    func unreadable() {
        for (path, expected) in [
            (ShippedFiles.directory + "/no-such-file.json", "$: cannot read the file: it does not exist"),
            (ShippedFiles.directory, "$: cannot read the file: it is a folder"),
            ("/dev/null", "$: invalid JSON at line 1, column 1: the document is empty"),
        ] {
            do {
                _ = try LayoutFile.load(contentsOfFile: path, sourceName: "given.json")
                Issue.record("loaded \(path)")
            } catch {
                #expect(error.description == expected)
                #expect(error.descriptionWithSourceName == "given.json: " + expected)
            }
        }
    }
}
