import CompositionalLayout
import Foundation
import LayoutTestSupport
import Testing

@testable import RecipesCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects the `<rect>` elements of an SVG document by class, and the root element's name.
final class SVGRects: NSObject, XMLParserDelegate {
    var root: String?
    var rects: [[String: String]] = []
    var texts: [String] = []
    private var inText = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
        if elementName == "rect" { rects.append(attributes) }
        if elementName == "text" { inText = true; texts.append("") }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" { inText = false }
    }

    /// The rects of one class.
    func rects(ofClass name: String) -> [[String: String]] { rects.filter { $0["class"] == name } }

    /// Parses `text`; nil when it is not well-formed XML.
    static func parse(_ text: String) -> SVGRects? {
        let collector = SVGRects()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }
}

@Suite("SVG output")
struct SVGOutputTests {
    /// A rect's frame from its attributes.
    func frame(_ rect: [String: String]) -> Rect {
        R(
            Double(rect["x"] ?? "") ?? .nan, Double(rect["y"] ?? "") ?? .nan, Double(rect["width"] ?? "") ?? .nan,
            Double(rect["height"] ?? "") ?? .nan)
    }

    @Test("one width prints one SVG on stdout that parses as XML with one rect per cell at the cell's frame")
    func singleWidth() throws {
        let outcome = recipes(["run", "two-by-two", "--widths", "200", "--format", "svg"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.stderr == "")
        let svg = try #require(SVGRects.parse(outcome.stdout))
        #expect(svg.root == "svg")
        let cells = svg.rects(ofClass: "cell")
        #expect(cells.count == 4)
        // Item i at (100 (i mod 2), 50 floor(i / 2)), 100 x 50, in the drawing's own coordinates.
        expectFrame(frame(cells[3]), equals: R(100, 50, 100, 50))
        #expect(svg.texts.contains("0.3"))
        // The container outline: the visible rect at scroll offset 0, 200 x 844.
        let outline = try #require(svg.rects(ofClass: "container").first)
        expectFrame(frame(outline), equals: R(0, 0, 200, 844))
        #expect(svg.rects(ofClass: "legend-swatch").count == 6)
    }

    @Test("supplementaries, decorations and the fading edge of an orthogonal section have their own styles")
    func styles() throws {
        let outcome = recipes(["run", "shelf", "--widths", "320", "--format", "svg"])
        let svg = try #require(SVGRects.parse(outcome.stdout))
        // Five 150-point cells scroll sideways to 750; the section is drawn to 320 + peek 48 = 368: cells
        // 0.0 (0...150) and 0.1 (150...300) whole, 0.2 (300...450) clipped to 300...368, the rest left out.
        let cells = svg.rects(ofClass: "cell")
        #expect(cells.count == 3)
        expectFrame(frame(cells[2]), equals: R(300, 0, 368 - 300, 100))
        // Badges sit at the trailing top corner of their cell: 130 and 280 are drawn, 430 is not.
        let badges = svg.rects(ofClass: "supplementary")
        #expect(badges.count == 2)
        #expect(badges.allSatisfy { $0["stroke-dasharray"] != nil })
        #expect(svg.rects(ofClass: "decoration").count == 1)
        // The fade: 4 strips of 48 / 4 = 12 points from the container's edge at 320.
        let fade = svg.rects(ofClass: "offscreen")
        #expect(fade.count == 4)
        expectFrame(frame(fade[0]), equals: R(320, 0, 12, 100))
        expectFrame(frame(fade[3]), equals: R(320 + 3 * 12, 0, 12, 100))
        #expect(svg.texts.contains("scrolls sideways: content 750 points wide"))
        #expect(svg.texts.contains("\u{2192}"))
    }

    @Test("an orthogonal section's picture is as wide as the container plus its fade, not its whole content")
    func clippedWidth() throws {
        let outcome = recipes(["run", "carousel", "--widths", "390", "--format", "svg"], catalog: .builtIn)
        let svg = try #require(SVGRects.parse(outcome.stdout))
        let cells = svg.rects(ofClass: "cell")
        #expect(!cells.isEmpty)
        // Every drawn cell ends by 390 + 48; the picture is the 640-point legend plus margins, or the
        // container, fade and label (about 240 points) plus margins: far from the content's thousands.
        #expect(cells.allSatisfy { frame($0).maxX <= 390 + SVGWriter.peek })
        let background = try #require(svg.rects(ofClass: "background").first)
        #expect(frame(background).width < 390 + SVGWriter.peek + 300 + 2 * SVGWriter.margin)
        #expect(svg.texts.contains { $0.hasPrefix("scrolls sideways: content ") })
    }

    @Test("several widths write NAME-W.svg files into --output, each a valid picture")
    func files() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(
            ["run", "grid", "--widths", "320,768", "--format", "svg", "--output", "pictures/grid"], in: folder)
        #expect(outcome.exitCode == 0)
        #expect(outcome.stdout == "Wrote pictures/grid/grid-320.svg\nWrote pictures/grid/grid-768.svg\n")
        for width in [320, 768] {
            let url = folder.appendingPathComponent("pictures/grid/grid-\(width).svg")
            let text = try String(contentsOf: url, encoding: .utf8)
            let svg = try #require(SVGRects.parse(text))
            #expect(svg.rects(ofClass: "cell").count == 30)
        }
    }

    @Test("hidden elements are drawn faint")
    func hidden() {
        let hiddenCell = ElementAttributes(
            category: .cell, elementKind: nil, indexPath: IndexPath(section: 0, item: 0), frame: R(0, 0, 10, 10),
            zIndex: 0, isHidden: true)
        #expect(SVGWriter.draw(hiddenCell).hasPrefix("<g opacity=\"0.12\">"))
    }

    @Test("pictures draw by zIndex, then decorations, cells, supplementaries: a pinned header covers cells")
    func order() {
        func element(_ category: ElementCategory, item: Int, z: Int) -> ElementAttributes {
            ElementAttributes(
                category: category, elementKind: nil, indexPath: IndexPath(section: 0, item: item),
                frame: R(0, 0, 1, 1), zIndex: z)
        }
        let elements = [
            element(.cell, item: 0, z: 1), element(.supplementary, item: 0, z: 1), element(.decoration, item: 0, z: 0),
            element(.cell, item: 1, z: 1), element(.supplementary, item: 1, z: 0),
        ]
        #expect(drawingOrder(elements).map(\.offset) == [2, 4, 0, 3, 1])
    }

    @Test("text is escaped for XML")
    func escaping() {
        #expect(SVGWriter.escape("a<b & \"c\"") == "a&lt;b &amp; &quot;c&quot;")
    }
}
