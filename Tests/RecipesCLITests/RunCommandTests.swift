import CompositionalLayout
import Foundation
import LayoutRecipes
import LayoutTestSupport
import Testing

@testable import RecipesCLI

@Suite("recipes run")
struct RunCommandTests {
    /// The parsed JSON of `recipes run` with these arguments.
    func json(_ arguments: [String]) throws -> [String: Any] {
        let outcome = recipes(["run"] + arguments + ["--format", "json"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.stderr == "")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    /// The frame of a JSON element.
    func frame(_ element: [String: Any]) -> Rect {
        R(
            element["x"] as? Double ?? .nan, element["y"] as? Double ?? .nan, element["width"] as? Double ?? .nan,
            element["height"] as? Double ?? .nan)
    }

    @Test("JSON gives grid at 320 and 768: three squares per row in compact width, six in regular")
    func gridJSON() throws {
        let document = try json(["grid", "--widths", "320,768"])
        #expect(document["recipe"] as? String == "grid")
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 2)

        // 320, compact: group container 320 - 2 x 2.5 = 315; slot 315 / 3 = 105; item 105 - 2 x 2.5 = 100.
        // Header (estimated 100, no sizing callback) above the content, 315 wide at x 2.5 (spec B2, spec B3, spec E1).
        // First cell: x 2.5 + 2.5 = 5, y 100 + 2.5 + 2.5 = 105. Content 100 + 2.5 + 10 rows x 105 + 2.5 = 1155.
        let compact = runs[0]
        #expect(compact["width"] as? Double == 320)
        #expect(compact["height"] as? Double == 844)
        #expect(compact["sizeClass"] as? String == "compact")
        let compactSize = try #require(compact["contentSize"] as? [String: Any])
        #expect(compactSize["width"] as? Double == 320)
        let compactHeight: Double = 100 + 2.5 + 10 * 105 + 2.5
        #expect(compactSize["height"] as? Double == compactHeight)
        let e320 = try #require(compact["elements"] as? [[String: Any]])
        #expect(e320.count == 30 + 1)
        expectFrame(frame(e320[0]), equals: R(5, 105, 100, 100), "cell 0.0")
        #expect(e320[1]["kind"] as? String == "supplementary" && e320[1]["elementKind"] as? String == "header")
        expectFrame(frame(e320[1]), equals: R(2.5, 0, 315, 100), "header")
        #expect(e320[1]["zIndex"] as? Int == 1)
        // Item 4: column 1, row 1. Item 29: column 2, row 9.
        expectFrame(frame(e320[5]), equals: R(5 + 105 * 1, 105 + 105 * 1, 100, 100), "cell 0.4")
        expectFrame(frame(e320[30]), equals: R(5 + 105 * 2, 105 + 105 * 9, 100, 100), "cell 0.29")

        // 768, regular: group container 768 - 5 = 763; slot 763 / 6; item slot - 5; five rows of six.
        let regular = runs[1]
        #expect(regular["sizeClass"] as? String == "regular")
        let slot = 763.0 / 6
        let regularSize = try #require(regular["contentSize"] as? [String: Any])
        expectClose(regularSize["height"] as? Double ?? .nan, 100 + 2.5 + 5 * slot + 2.5, "content height")
        let e768 = try #require(regular["elements"] as? [[String: Any]])
        #expect(e768.count == 31)
        expectFrame(frame(e768[0]), equals: R(5, 105, slot - 5, slot - 5), "cell 0.0")
        expectFrame(frame(e768[1]), equals: R(2.5, 0, 763, 100), "header")
        expectFrame(frame(e768[6]), equals: R(5 + slot * 5, 105, slot - 5, slot - 5), "cell 0.5")
        expectFrame(frame(e768[7]), equals: R(5, 105 + slot, slot - 5, slot - 5), "cell 0.6")
    }

    @Test("JSON numbers are unrounded: they parse back to the solver's exact Doubles")
    func roundTrip() throws {
        let document = try json(["grid", "--widths", "768"])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let elements = try #require(run["elements"] as? [[String: Any]])
        let solved = try Recipe.gridRegular.solve(in: container(768))
        let expected = solved.elements(atScrollOffset: 0)
        #expect(elements.count == expected.count)
        for (parsed, element) in zip(elements, expected) {
            #expect(frame(parsed) == element.frame)
        }
        // 763 / 6 - 5 is not a whole number: the text must carry all its digits.
        #expect(expected[0].frame.width != expected[0].frame.width.rounded())
    }

    @Test("JSON keys come in the documented order and elements by section, item, then category")
    func jsonShape() throws {
        let outcome = recipes(["run", "grid", "--widths", "320", "--format", "json"])
        let text = outcome.stdout
        let documentKeys = [
            "\"recipe\"", "\"runs\"", "\"width\"", "\"height\"", "\"sizeClass\"", "\"contentSize\"", "\"elements\"",
        ]
        let elementKeys = [
            "\"kind\"", "\"elementKind\"", "\"section\"", "\"item\"", "\"x\"", "\"y\"", "\"width\"", "\"height\"",
            "\"zIndex\"", "\"hidden\"",
        ]
        func inOrder(_ keys: [String], in text: Substring) -> Bool {
            var rest = text
            for key in keys {
                guard let range = rest.range(of: key) else { return false }
                rest = rest[range.upperBound...]
            }
            return true
        }
        #expect(inOrder(documentKeys, in: text[...]))
        let firstElement = try #require(text.split(separator: "\n").first { $0.contains("\"kind\"") })
        #expect(inOrder(elementKeys, in: firstElement))
        #expect(firstElement.contains("\"elementKind\": null"))
        #expect(firstElement.contains("\"hidden\": false"))

        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let elements = try #require((document["runs"] as? [[String: Any]])?.first?["elements"] as? [[String: Any]])
        let rank = ["cell": 0, "supplementary": 1, "decoration": 2]
        let keys = elements.map {
            ($0["section"] as? Int ?? -1, $0["item"] as? Int ?? -1, rank[$0["kind"] as? String ?? ""] ?? -1)
        }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("the table gives a heading per width and one line per element with two decimals")
    func table() {
        let outcome = recipes(["run", "two-by-two", "--widths", "200,300"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.stderr == "")
        let printed = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Two cells of 100 x 50 per 200-point row (absolute sizes): item i at (100 (i mod 2), 50 floor(i / 2)).
        // Content: 2 rows x 50 = 100 tall, the container's width across.
        #expect(printed[0] == "two-by-two at width 200, height 844, compact, content size 200 x 100")
        #expect(
            printed[1].split(separator: " ") == ["kind", "element", "kind", "index", "x", "y", "width", "height", "z"])
        let rows = printed[2...5].map { $0.split(separator: " ").map(String.init) }
        #expect(rows[0] == ["cell", "-", "0.0", "0.00", "0.00", "100.00", "50.00", "0"])
        #expect(rows[1] == ["cell", "-", "0.1", "100.00", "0.00", "100.00", "50.00", "0"])
        #expect(rows[2] == ["cell", "-", "0.2", "0.00", "50.00", "100.00", "50.00", "0"])
        #expect(rows[3] == ["cell", "-", "0.3", "100.00", "50.00", "100.00", "50.00", "0"])
        #expect(printed[6] == "")
        #expect(printed[7] == "two-by-two at width 300, height 844, compact, content size 300 x 100")
        #expect(printed.count == 8 + 1 + 4 + 1)  // second heading, column titles, 4 cells, final newline
    }

    @Test("frames are given at the scroll offset: a pinned header moves to the top of the visible rect")
    func scrollOffset() throws {
        let document = try json(["pinned", "--widths", "320", "--scroll-offset", "300"])
        let elements = try #require((document["runs"] as? [[String: Any]])?.first?["elements"] as? [[String: Any]])
        // Header 50 tall at rest at y 0; section 50 + 20 x 100 = 2050 tall. At offset 300 the visible rect
        // starts at 300, so the pinned header moves to y 300 (spec B5); cells stay: cell 0 at y 50.
        let header = try #require(elements.first { $0["elementKind"] as? String == "header" })
        expectFrame(frame(header), equals: R(0, 300, 320, 50), "pinned header")
        expectFrame(frame(elements[0]), equals: R(0, 50, 320, 100), "cell 0.0")
        let table = recipes(["run", "pinned", "--widths", "320", "--scroll-offset=300"]).stdout
        #expect(
            table.hasPrefix("pinned at width 320, height 844, compact, content size 320 x 2050, scroll offset 300\n"))
    }

    @Test("orthogonal sections are given at rest: cells continue past the container's width")
    func orthogonal() throws {
        let document = try json(["shelf", "--widths", "320"])
        let elements = try #require((document["runs"] as? [[String: Any]])?.first?["elements"] as? [[String: Any]])
        let cells = elements.filter { $0["kind"] as? String == "cell" }
        // Groups of 150 x 100 side by side (spec S6): cell i at x 150 i; cell 4 ends at 750, past 320.
        #expect(cells.count == 5)
        expectFrame(frame(cells[4]), equals: R(150 * 4, 0, 150, 100), "cell 0.4")
        // Badge 20 x 20 at the top trailing corner inside the cell (spec A2): x = 150 - 20.
        let badge = try #require(elements.first { $0["elementKind"] as? String == "badge" })
        expectFrame(frame(badge), equals: R(150 - 20, 0, 20, 20), "badge of 0.0")
        // Background: the section frame, the container's width across (spec C1, spec C3).
        let background = try #require(elements.first { $0["kind"] as? String == "decoration" })
        expectFrame(frame(background), equals: R(0, 0, 320, 100), "background")
    }

    @Test("--size-class regular overrides auto below 600 points; --items and --sections set the data")
    func sizeClassAndData() throws {
        let document = try json([
            "grid", "--widths", "320", "--size-class", "regular", "--sections", "2", "--items", "7",
        ])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        #expect(run["sizeClass"] as? String == "regular")
        let elements = try #require(run["elements"] as? [[String: Any]])
        // Two sections of 7 cells and a header each.
        #expect(elements.filter { $0["kind"] as? String == "cell" }.count == 14)
        #expect(elements.filter { $0["section"] as? Int == 1 }.count == 8)
        // Regular grid at 320: six per row, slot (320 - 5) / 6 = 52.5, item 47.5.
        expectFrame(frame(elements[0]), equals: R(5, 105, 52.5 - 5, 52.5 - 5), "cell 0.0")
    }

    @Test("--scale 2 rounds frames to half points (spec R1)")
    func scale() throws {
        let document = try json(["grid", "--widths", "768", "--scale", "2"])
        let elements = try #require((document["runs"] as? [[String: Any]])?.first?["elements"] as? [[String: Any]])
        for element in elements {
            let f = frame(element)
            for value in [f.x, f.y, f.width, f.height] { #expect(value * 2 == (value * 2).rounded()) }
        }
    }

    @Test("ascii scales the container width to 80 columns and labels cells with their index path")
    func ascii() {
        let outcome = recipes(["run", "two-by-two", "--widths", "200", "--format", "ascii"])
        #expect(outcome.exitCode == 0)
        let printed = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(printed[0] == "two-by-two at width 200, height 844, compact, content size 200 x 100")
        // 80 columns / 200 points = 0.4 per point; rows 0.2 per point. Cell 0.0: columns 0...39, rows 0...9;
        // cell 0.1: columns 40...79.
        let edge = "+" + String(repeating: "-", count: 38) + "+"
        #expect(printed[1] == edge + edge)
        #expect(printed[10] == edge + edge)
        #expect(printed[11] == edge + edge)
        // Label on the middle row (0 + 9) / 2 = 4, centred in 38 columns: (38 - 3) / 2 = 17 spaces after '|'.
        let before = String(repeating: " ", count: 17)
        let after = String(repeating: " ", count: 18)
        let labelled: String = "|\(before)0.0\(after)||\(before)0.1\(after)|"
        #expect(printed[1 + 4] == labelled)
        #expect(printed.allSatisfy { $0.count <= 80 || $0 == printed[0] })
    }

    @Test("ascii marks content beyond the container's trailing edge")
    func asciiOrthogonal() {
        let printed = lines(recipes(["run", "shelf", "--widths", "320", "--format", "ascii"]).stdout)
        #expect(printed.dropFirst().contains { $0.count == 80 && $0.hasSuffix(">") })
    }

    @Test("--orthogonal-offset scrolls as UIKit resolves it: the carousel's 200 snaps to its 310-point page")
    func orthogonalOffset() {
        // The carousel's cell 0 rests at 5 (section inset) + 5 (item inset) = 10. Paging pages are the
        // width inside the insets, 320 - 5 - 5 = 310: 200 resolves to 310 (spec S9), so x = 10 - 310.
        let outcome = recipes(
            ["run", "carousel", "-w", "320", "--orthogonal-offset", "0=200", "-f", "json"], catalog: .builtIn)
        #expect(outcome.exitCode == 0)
        #expect(outcome.stdout.contains("\"section\": 0, \"item\": 0, \"x\": -300, \"y\": 10"))
        // 100 is nearer page 0: nothing moves.
        let near = recipes(
            ["run", "carousel", "-w", "320", "--orthogonal-offset", "0=100", "-f", "json"], catalog: .builtIn)
        #expect(near.stdout.contains("\"section\": 0, \"item\": 0, \"x\": 10, \"y\": 10"))
    }

    @Test(
        "a malformed --orthogonal-offset is a usage error naming the form it expects",
        arguments: ["0", "a=1", "0=1,0=2"])
    func badOrthogonalOffset(_ value: String) {
        let outcome = recipes(["run", "carousel", "-w", "320", "--orthogonal-offset", value], catalog: .builtIn)
        #expect(outcome.exitCode == 64)
        #expect(outcome.stderr.hasPrefix("Error: "))
        #expect(outcome.stdout.isEmpty)
    }

    @Test("--sizes answers estimated cells and headers: chat row 1 grows to 80 and row 2 follows 4 points after it")
    func sizesFile() throws {
        let folder = try makeTemporaryFolder()
        let sizes =
            #"{"cells": [{"section": 0, "item": 1, "height": 80}], "#
            + #""supplementaries": [{"kind": "date", "height": 32}]}"#
        try sizes.write(to: folder.appendingPathComponent("sizes.json"), atomically: true, encoding: .utf8)
        let outcome = recipes(
            ["run", "chat-transcript", "-w", "320", "--sizes", "sizes.json", "-f", "json"], catalog: .builtIn,
            in: folder)
        #expect(outcome.exitCode == 0)
        // Row 1 starts at 88 (as without the file) and is 80 tall; row 2 starts at 88 + 80 + 4 = 172.
        #expect(outcome.stdout.contains(#""item": 1, "x": 12, "y": 88, "width": 296, "height": 80"#))
        #expect(outcome.stdout.contains(#""item": 2, "x": 12, "y": 172, "width": 296, "height": 44"#))
    }

    @Test(
        "a sizes file that is not of the documented shape is refused with one sentence and exit 1",
        arguments: [
            #"[1]"#, #"{"cells": [{"item": 1, "height": 1}]}"#,
            #"{"cells": [{"section": 0, "item": 0, "height": -1}]}"#, #"{"rows": []}"#,
        ])
    func badSizesFile(_ text: String) throws {
        let folder = try makeTemporaryFolder()
        try text.write(to: folder.appendingPathComponent("sizes.json"), atomically: true, encoding: .utf8)
        let outcome = recipes(
            ["run", "chat-transcript", "-w", "320", "--sizes", "sizes.json"], catalog: .builtIn, in: folder)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stderr.hasPrefix("Error: the sizes file 'sizes.json' is not usable: "))
        #expect(outcome.stdout.isEmpty)
    }

    @Test("--layout-margins and --readable-width feed sections measured from those references (spec S10)")
    func marginsAndReadableWidth() throws {
        let folder = try makeTemporaryFolder()
        let row =
            #"{"group": {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "#
            + #""height": {"absolute": 40}}, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "#
            + #""height": {"fractionalHeight": 1}}}}]}}"#
        let margins = #", "contentInsetsReference": "layoutMargins"}, "#
        let readable = #", "contentInsetsReference": "readableContent"}], "data": [1, 1]}"#
        let file = #"{"name": "margins", "sections": ["# + row + margins + row + readable
        try file.write(to: folder.appendingPathComponent("margins.json"), atomically: true, encoding: .utf8)
        let outcome = recipes(
            [
                "run", "--file", "margins.json", "-w", "1000", "--layout-margins", "0,30,0,20", "--readable-width",
                "600", "-f", "json",
            ], in: folder)
        #expect(outcome.exitCode == 0)
        // Margins 30 and 20: x = 30, 1000 - 50 = 950 wide. The readable 600 centred in that band:
        // 30 + (950 - 600) / 2 = 205.
        #expect(outcome.stdout.contains(#""section": 0, "item": 0, "x": 30, "y": 0, "width": 950"#))
        #expect(outcome.stdout.contains(#""section": 1, "item": 0, "x": 205, "y": 40, "width": 600"#))
        let bad = recipes(["run", "grid", "--layout-margins", "1,2,3"], catalog: .builtIn)
        #expect(bad.exitCode == 64)
        let wide = recipes(["run", "grid", "--readable-width", "0"], catalog: .builtIn)
        #expect(wide.exitCode == 64)
    }
}
