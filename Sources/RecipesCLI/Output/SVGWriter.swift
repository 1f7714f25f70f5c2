import CompositionalLayout

/// The `svg` format: one picture of one run.
///
/// It shows the container outline at the scroll offset, the
/// content area, cells numbered with their index path, supplementaries dashed, decorations lightly
/// filled, hidden elements faint, the off-screen part of orthogonal sections faded, and a legend.
enum SVGWriter {
    /// Space around the drawing, in points.
    static let margin = 16.0
    /// Height of the title band.
    static let titleHeight = 24.0
    /// Height of the legend band.
    static let legendHeight = 40.0

    /// The whole SVG document.
    static func render(_ run: RecipeRun) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(run, maxWidth: nil)
    }

    /// The `<svg>` element alone (for inline use in HTML); `maxWidth` scales it down in a page.
    static func element(_ run: RecipeRun, maxWidth: Double?) -> String {
        let solved = run.solved
        let container = solved.visibleRect(atScrollOffset: run.scrollOffset)
        let content = Rect(x: 0, y: 0, width: solved.contentSize.width, height: solved.contentSize.height)
        var bounds = content.union(container)
        for e in run.elements where e.frame.isFinite { bounds = bounds.union(e.frame) }
        let legendWidth = 640.0
        let pictureWidth = max(bounds.width, legendWidth) + 2 * margin
        let pictureHeight = bounds.height + 2 * margin + titleHeight + legendHeight
        let dx = margin - bounds.minX
        let dy = margin + titleHeight - bounds.minY
        var size = "width=\"\(n(pictureWidth))\" height=\"\(n(pictureHeight))\""
        if let maxWidth, pictureWidth > maxWidth {
            size = "width=\"\(n(maxWidth))\" height=\"\(n(pictureHeight * maxWidth / pictureWidth))\""
        }
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(n(pictureWidth)) \(n(pictureHeight))\" "
        out += "font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<title>\(escape(TableWriter.heading(run)))</title>\n"
        out +=
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(pictureWidth))\" height=\"\(n(pictureHeight))\" fill=\"#ffffff\"/>\n"
        out +=
            "<text class=\"heading\" x=\"\(n(margin))\" y=\"\(n(margin + 12))\" font-size=\"13\" fill=\"#222222\">\(escape(TableWriter.heading(run)))</text>\n"
        out += "<g transform=\"translate(\(n(dx)) \(n(dy)))\">\n"
        out +=
            "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(content.width))\" height=\"\(n(content.height))\" fill=\"#fafafa\" stroke=\"#bbbbbb\" stroke-dasharray=\"2 2\"/>\n"
        let ordered = drawingOrder(run.elements)
        for (_, e) in ordered where e.frame.isFinite { out += draw(e) }
        out += offscreenFade(run, bounds: bounds)
        out +=
            "<rect class=\"container\" x=\"\(n(container.x))\" y=\"\(n(container.y))\" width=\"\(n(container.width))\" height=\"\(n(container.height))\" fill=\"none\" stroke=\"#d0021b\" stroke-width=\"2\"/>\n"
        let caption = "container \(formatNumber(container.width)) x \(formatNumber(container.height))"
        out +=
            "<rect class=\"container-label-background\" x=\"\(n(container.x + 2))\" y=\"\(n(container.maxY - 15))\" width=\"\(n(Double(caption.count) * 5.6 + 4))\" height=\"13\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>\n"
        out +=
            "<text class=\"container-label\" x=\"\(n(container.x + 4))\" y=\"\(n(container.maxY - 5))\" font-size=\"10\" fill=\"#d0021b\">\(caption)</text>\n"
        out += "</g>\n"
        out += legend(x: margin, y: pictureHeight - legendHeight + 8)
        out += "</svg>\n"
        return out
    }

    /// One element: its rectangle in its category's style and its label when it fits.
    static func draw(_ e: ElementAttributes) -> String {
        let f = e.frame
        let opacity = e.isHidden ? 0.12 : e.alpha
        let opacityAttribute = opacity < 1 ? " opacity=\"\(n(max(0, opacity)))\"" : ""
        let geometry = "x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
        let path = "\(e.indexPath.section).\(e.indexPath.item)"
        var out = "<g\(opacityAttribute)>"
        switch e.category {
        case .cell:
            out += "<rect class=\"cell\" \(geometry) fill=\"#cfe2ff\" stroke=\"#2f6db5\" stroke-width=\"1\"/>"
            out += label(path, in: f, color: "#12355b")
        case .supplementary:
            out +=
                "<rect class=\"supplementary\" \(geometry) fill=\"#fff1d6\" fill-opacity=\"0.92\" stroke=\"#c77700\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
            out += label("\(e.elementKind ?? "supplementary") \(path)", in: f, color: "#7a4800")
        case .decoration:
            out += "<rect class=\"decoration\" \(geometry) fill=\"#eceff3\" stroke=\"#c5ccd6\" stroke-width=\"1\"/>"
            out += label(e.elementKind ?? "decoration", in: f, color: "#7b8591", corner: true)
        }
        return out + "</g>\n"
    }

    /// A label centred in `frame` (or at its top-left corner), sized to fit; empty when it cannot.
    static func label(_ text: String, in frame: Rect, color: String, corner: Bool = false) -> String {
        let size = min(12, frame.height * 0.45, frame.width / (Double(text.count) * 0.6 + 0.5))
        guard size >= 4 else { return "" }
        if corner {
            return
                "<text x=\"\(n(frame.x + 3))\" y=\"\(n(frame.y + size + 2))\" font-size=\"\(n(size))\" fill=\"\(color)\">\(escape(text))</text>"
        }
        return "<text x=\"\(n(frame.midX))\" y=\"\(n(frame.midY + size * 0.35))\" font-size=\"\(n(size))\" "
            + "text-anchor=\"middle\" fill=\"\(color)\">\(escape(text))</text>"
    }

    /// A white veil over the part of each orthogonal section that lies outside the container across the
    /// scroll axis (spec S6: the content scrolls there), with a note.
    static func offscreenFade(_ run: RecipeRun, bounds: Rect) -> String {
        let solved = run.solved
        let m = solved.scrollDirection
        let c = m.cross
        let containerEnd = solved.environment.container.contentSize[c]
        var out = ""
        for section in solved.sections where section.orthogonal != nil {
            let start = section.frame.min(m)
            let length = section.frame.length(m)
            for (lo, hi) in [(bounds.min(c), 0.0), (containerEnd, bounds.max(c))] where hi > lo {
                let veil = Rect(mainOrigin: start, crossOrigin: lo, mainLength: length, crossLength: hi - lo, axis: m)
                out +=
                    "<rect class=\"offscreen\" x=\"\(n(veil.x))\" y=\"\(n(veil.y))\" width=\"\(n(veil.width))\" height=\"\(n(veil.height))\" fill=\"#ffffff\" fill-opacity=\"0.7\"/>\n"
                if lo >= containerEnd {
                    out +=
                        "<text x=\"\(n(veil.x + 4))\" y=\"\(n(veil.y + 12))\" font-size=\"10\" fill=\"#666666\">off-screen: scrolls \(c == .horizontal ? "sideways" : "vertically")</text>\n"
                }
            }
        }
        return out
    }

    /// The legend band: one swatch per style.
    static func legend(x: Double, y: Double) -> String {
        let entries: [(String, String)] = [
            ("fill=\"#cfe2ff\" stroke=\"#2f6db5\"", "cell (section.item)"),
            ("fill=\"#fff1d6\" stroke=\"#c77700\" stroke-dasharray=\"4 3\"", "supplementary"),
            ("fill=\"#eceff3\" stroke=\"#c5ccd6\"", "decoration"),
            ("fill=\"#cfe2ff\" stroke=\"#2f6db5\" opacity=\"0.12\"", "hidden"),
            ("fill=\"#dddddd\" fill-opacity=\"0.3\" stroke=\"#bbbbbb\"", "off-screen"),
            ("fill=\"none\" stroke=\"#d0021b\" stroke-width=\"2\"", "container"),
        ]
        var out = "<g class=\"legend\" font-size=\"11\" fill=\"#333333\">\n"
        var cursor = x
        for (style, text) in entries {
            out +=
                "<rect class=\"legend-swatch\" x=\"\(n(cursor))\" y=\"\(n(y))\" width=\"14\" height=\"14\" \(style)/>"
            out += "<text x=\"\(n(cursor + 18))\" y=\"\(n(y + 11))\">\(escape(text))</text>\n"
            cursor += 32 + Double(text.count) * 6.5
        }
        return out + "</g>\n"
    }

    /// A coordinate rounded to 1/1000 point, printed short.
    static func n(_ value: Double) -> String { formatNumber((value * 1000).rounded() / 1000) }

    /// Text with XML's special characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(ch)
            }
        }
        return out
    }
}
