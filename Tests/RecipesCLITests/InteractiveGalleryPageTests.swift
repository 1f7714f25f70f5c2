import CompositionalLayout
import Foundation
import LayoutRecipes
import Testing

@testable import RecipesCLI

/// `recipes gallery` without `--widths`: the interactive page, read back by `GalleryPageDecoder`.
@Suite("recipes gallery: the interactive page")
struct InteractiveGalleryPageTests {
    /// The whole built-in catalog's page and the command's stdout, written once for the suite.
    static let catalogPage: Result<(page: String, stdout: String), any Error> = Result {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(
            ["gallery", "--output", "Reports/gallery.html"], catalog: .builtIn, in: folder)
        guard outcome.exitCode == 0 else { throw CommandError.unwritableOutput(path: "page", reason: outcome.stderr) }
        let page = try String(contentsOf: folder.appendingPathComponent("Reports/gallery.html"), encoding: .utf8)
        return (page, outcome.stdout)
    }

    /// The options the page was solved with at one height: auto size class, scale 3, default data.
    static func options(height: Double = 844, sizeClass: SizeClassChoice = .auto) throws -> LayoutOptions {
        var options = try LayoutOptions(ParsedArguments(), defaultWidths: "320")
        options.height = height
        options.scale = 3
        options.sizeClass = sizeClass
        return options
    }

    @Test("the catalog's page lists every recipe with its summary, features and source, and says so on stdout")
    func everyRecipe() throws {
        let (page, stdout) = try Self.catalogPage.get()
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(stdout.hasPrefix("Wrote Reports/gallery.html: 36 recipes x 241 widths x 3 heights x 2 size classes ("))
        for row in ListCommand.rows(.builtIn) {
            let e = SVGWriter.escape
            #expect(page.contains("<li data-recipe=\"\(row.name)\"><a href=\"#recipe=\(row.name)\""))
            #expect(page.contains("<span class=\"summary\">\(e(row.summary))</span>"))
            #expect(page.contains("<span class=\"source\">\(e(row.source))</span>"))
            #expect(page.contains("class=\"recipe-data\" data-recipe=\"\(row.name)\">"))
        }
        let decoded = try GalleryPageDecoder(page: page)
        #expect(decoded.recipes.count == RecipeCatalog.builtIn.names.count)
        #expect(decoded.widths.count == 241 && decoded.widths.first == 200 && decoded.widths.last == 1400)
        #expect(decoded.heights == [568, 844, 1024])
    }

    @Test("the page is self-contained: no script, style or image is loaded, every link stays on the page")
    func selfContained() throws {
        let (page, _) = try Self.catalogPage.get()
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(!page.contains(" src=") && !page.contains("<link") && !page.contains("@import"))
        // url() only names a clip path on the page (url(#o3)).
        #expect(page.components(separatedBy: "url(").dropFirst().allSatisfy { $0.hasPrefix("#") })
        var cursor = page.startIndex
        while let href = page.range(of: " href=\"", range: cursor..<page.endIndex) {
            #expect(page[href.upperBound...].hasPrefix("#"))
            cursor = href.upperBound
        }
        // One inline style sheet and one script besides the JSON data.
        #expect(page.components(separatedBy: "<style>").count == 2)
        #expect(page.components(separatedBy: "<script>").count == 2)
    }

    @Test("the whole catalog's page stays under 10 MB")
    func size() throws {
        let (page, stdout) = try Self.catalogPage.get()
        #expect(page.utf8.count < 10_000_000, "\(page.utf8.count) bytes")
        #expect(stdout.contains(" MB."))
    }

    @Test(
        "the stored frames decode to the engine's at every recipe, at slider positions, heights and size classes",
        arguments: [(200.0, 844.0), (390, 844), (600, 568), (1025, 1024), (1400, 844)])
    func decodesToTheEngine(width: Double, height: Double) throws {
        let (page, _) = try Self.catalogPage.get()
        let decoded = try GalleryPageDecoder(page: page)
        for name in RecipeCatalog.builtIn.names {
            for sizeClass in ["compact", "regular"] {
                let choice: SizeClassChoice = sizeClass == "compact" ? .compact : .regular
                let options = try Self.options(height: height, sizeClass: choice)
                let selected = SelectedRecipe(name: name, catalog: .builtIn)
                let run = try RecipeRun.solve(selected, width: width, options: options)
                guard
                    case .block(let block) = try decoded.solve(name, width: width, height: height, sizeClass: sizeClass)
                else {
                    Issue.record("\(name) at \(width): no block")
                    continue
                }
                let expected = GalleryPageDecoder.elements(run.elements)
                #expect(block.elements == expected, "\(name) at \(width) x \(height), \(sizeClass)")
                #expect(block.total == run.elements.count)
                #expect(block.contentSize == run.solved.contentSize)
                #expect(block.vertical == (run.solved.scrollDirection == .vertical))
            }
        }
    }

    @Test("orthogonal sections carry their scroll extent, as the engine reports it")
    func orthogonalExtent() throws {
        let decoded = try GalleryPageDecoder(page: try Self.catalogPage.get().page)
        guard case .block(let block) = try decoded.solve("carousel", width: 390, height: 844, sizeClass: "compact")
        else { throw GalleryPageDecoder.DecodingError.missing("carousel") }
        let run = try RecipeRun.solve(
            SelectedRecipe(name: "carousel", catalog: .builtIn), width: 390, options: try Self.options())
        let section = run.solved.sections[0]
        let info = try #require(section.orthogonal)
        #expect(
            block.orthogonal == [[0, section.frame.minY, section.frame.height, info.contentLength, info.maximumOffset]])
        #expect(info.maximumOffset > 0)
    }

    @Test("clamping a pinned item to its stored range gives the engine's frame at that scroll offset")
    func pinRanges() throws {
        let decoded = try GalleryPageDecoder(page: try Self.catalogPage.get().page)
        guard case .block(let block) = try decoded.solve("pinned-list", width: 390, height: 844, sizeClass: "compact")
        else { throw GalleryPageDecoder.DecodingError.missing("pinned-list") }
        // Five sections, each with a pinned header.
        #expect(block.pins.count == 5)
        #expect(block.pins.allSatisfy { $0.edge == "start" && block.elements[$0.element].elementKind == "header" })
        for offset in [0.0, 250, 1000, 2345] {
            let run = try RecipeRun.solve(
                SelectedRecipe(name: "pinned-list", catalog: .builtIn), width: 390, options: try Self.options(),
                scrollOffset: offset)
            for pin in block.pins {
                let element = block.elements[pin.element]
                // The page's clamp: the pinning rect (the container, no insets) from offset to offset + 844.
                let wanted = pin.edge == "start" ? offset : offset + 844 - element.frame.height
                let y = min(max(wanted, pin.range.lowerBound), pin.range.upperBound)
                #expect(run.elements[pin.element].frame.y == y, "element \(pin.element) at offset \(offset)")
            }
        }
    }

    @Test("every recipe's tab data carries its exact exports (visibility rules as UIKit code too)")
    func exports() throws {
        let page = try Self.catalogPage.get().page
        let decoded = try GalleryPageDecoder(page: page)
        let banner = try #require(decoded.recipes["badge-banner"]?.exports)
        #expect(banner.swift.reason == nil)
        #expect(banner.swift.text == RecipesCLI.run(arguments: ["export", "badge-banner", "--format", "swift"]).stdout)
        let grid = try #require(decoded.recipes["grid"]?.exports)
        #expect(grid.swift.text == RecipesCLI.run(arguments: ["export", "grid", "--format", "swift"]).stdout)
        #expect(grid.files.map(\.sizeClass) == ["compact", "regular"])
        #expect(grid.files[1].text == RecipesCLI.run(arguments: ["export", "grid", "--size-class", "regular"]).stdout)
    }

    @Test("--recipe writes a page for one recipe; --height offers one height; --size-class sets the switch")
    func oneRecipe() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(
            ["gallery", "--recipe", "grid", "--output", "g.html", "--height", "700", "--size-class", "regular"],
            catalog: .builtIn, in: folder)
        #expect(outcome.exitCode == 0, "\(outcome.stderr)")
        #expect(
            outcome.stdout.hasPrefix("Wrote g.html: 1 recipe x 241 widths x 1 height x 2 size classes (482 solves, "))
        let page = try String(contentsOf: folder.appendingPathComponent("g.html"), encoding: .utf8)
        let decoded = try GalleryPageDecoder(page: page)
        #expect(Array(decoded.recipes.keys) == ["grid"])
        #expect(decoded.heights == [700])
        #expect(!page.contains("<li data-recipe=\"list\">"))
        #expect(decoded.index.recipes.map(\.rule) == ["regular"])
        guard case .block(let block) = try decoded.solve("grid", width: 390, height: 700, sizeClass: "regular") else {
            throw GalleryPageDecoder.DecodingError.missing("grid")
        }
        let run = try RecipeRun.solve(
            SelectedRecipe(name: "grid", catalog: .builtIn), width: 390,
            options: try Self.options(height: 700, sizeClass: .regular))
        #expect(block.elements == GalleryPageDecoder.elements(run.elements))
    }

    @Test("a width the recipe cannot be solved at stores the engine's sentence instead of frames")
    func refusedWidths() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(["gallery", "--recipe", "too-wide", "--output", "g.html", "--height", "844"], in: folder)
        #expect(outcome.exitCode == 0)
        // too-wide needs 300 points: widths 200...295 (20 steps) fail in both size classes.
        #expect(outcome.stdout.hasSuffix("; 40 solves were refused, and the page says why.\n"))
        let decoded = try GalleryPageDecoder(
            page: String(contentsOf: folder.appendingPathComponent("g.html"), encoding: .utf8))
        guard case .error(let sentence) = try decoded.solve("too-wide", width: 295, height: 844, sizeClass: "compact")
        else { throw GalleryPageDecoder.DecodingError.missing("an error") }
        #expect(sentence.hasPrefix("recipe 'too-wide' cannot be solved at width 295: "))
        guard case .block = try decoded.solve("too-wide", width: 300, height: 844, sizeClass: "compact") else {
            throw GalleryPageDecoder.DecodingError.missing("a block at 300")
        }
    }

    @Test("with --widths and --recipe the command writes the static page of that recipe")
    func staticOneRecipe() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(
            ["gallery", "--recipe", "grid", "--widths", "320,768", "--output", "s.html"], catalog: .builtIn, in: folder)
        #expect(outcome.exitCode == 0)
        #expect(outcome.stdout == "Wrote s.html: 1 recipe x 2 widths.\n")
        let html = try String(contentsOf: folder.appendingPathComponent("s.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<svg ").count - 1 == 2)
        #expect(html.contains("<section id=\"grid\">") && !html.contains("<section id=\"list\">"))
        #expect(!html.contains("gallery-index"))
    }

    @Test(
        "bad input gives one sentence on stderr, nothing on stdout, and exit 64",
        arguments: [
            (["--recipe", "gird"], "Error: unknown recipe 'gird'; did you mean 'grid'?"),
            (["--recipe"], "Error: missing value for '--recipe <name>'."),
            (["--height", "0"], "Error: '--height 0' is out of range; it must be greater than 0 and at most 100000."),
            (["--scale", "4"], "Error: '4' is not a valid value for '--scale'; choose one of 0, 1, 2, 3."),
            (
                ["--items", "100000"],
                "Error: the gallery of 36 recipes x 1446 solves each is about 1.1e10 element solves; the limit is 5e7; "
                    + "lower --items, give --recipe NAME or one --height, or give --widths for the static page."
            ),
        ])
    func badInput(arguments: [String], expected: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(["gallery", "--output", "g.html"] + arguments, catalog: .builtIn, in: folder)
        #expect(outcome.exitCode == 64)
        #expect(outcome.stdout == "")
        #expect(lines(outcome.stderr).first == expected)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g.html").path))
    }

    @Test("a page that would pass the byte limit stops, leaving no file, with exit 64")
    func byteLimit() throws {
        let output = StringOutput()
        let counted = CountingOutput(output, limit: 10, overLimit: .galleryPageTooLarge(limit: 10))
        try counted.write("0123456789")
        #expect(throws: CommandError.galleryPageTooLarge(limit: 10)) { try counted.write("x") }
        #expect(output.text == "0123456789")
        #expect(counted.bytes == 10)
        #expect(CommandError.galleryPageTooLarge(limit: 64 << 20).exitCode == 64)
        #expect(
            CommandError.galleryPageTooLarge(limit: 64 << 20).description
                == "the gallery page would pass 64 MiB; lower --items, give --recipe NAME or one --height, or give "
                + "--widths for the static page.")
    }
}
