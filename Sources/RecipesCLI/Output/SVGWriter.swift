import CompositionalLayout

/// The `svg` format: one picture of one run.
///
/// It shows the container outline at the scroll offset, the content area, cells numbered with their
/// index path, supplementaries dashed, decorations lightly filled, hidden elements faint, and a legend.
/// Orthogonal sections are clipped a little past the container's edge, fading out, with an arrow and
/// their content length. A capped `DrawingSelection` stops the picture where its elements end.
enum SVGWriter {
    /// Space around the drawing, in points.
    static let margin = 16.0
    /// Height of the title band.
    static let titleHeight = 24.0
    /// Height of the legend band.
    static let legendHeight = 40.0
    /// How far past the container's edge an orthogonal section is still drawn, fading out, in points.
    static let peek = 48.0
    /// The number of steps of that fade.
    static let fadeSteps = 4

    /// Writes the whole SVG document of `run`, every element drawn.
    static func write(_ run: RecipeRun, to output: TextOutput) throws {
        try output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try writeElement(run, selection: .all(run.elements), maxWidth: nil, to: output)
    }

    /// Writes the `<svg>` element alone (for inline use in HTML), drawing the elements of `selection`;
    /// `maxWidth` scales it down in a page.
    static func writeElement(
        _ run: RecipeRun, selection: DrawingSelection, maxWidth: Double?, to output: TextOutput
    ) throws {
        let solved = run.solved
        let m = solved.scrollDirection
        let container = solved.visibleRect(atScrollOffset: run.scrollOffset)
        let clips = orthogonalClips(solved)
        let (content, cutEnd) = drawnContent(solved, selection: selection, container: container)
        let notes = orthogonalNotes(solved, clips: clips, end: cutEnd)
        var bounds = content.union(container)
        for e in selection.elements {
            if let frame = visibleFrame(e, clips: clips) { bounds = bounds.union(frame) }
        }
        for note in notes { bounds = bounds.union(note.labelBounds) }
        if let cutEnd {
            bounds = bounds.union(
                Rect(mainOrigin: cutEnd, crossOrigin: 0, mainLength: 18, crossLength: 1, axis: m))
        }
        let legendWidth = 640.0
        let pictureWidth = max(bounds.width, legendWidth) + 2 * margin
        let pictureHeight = bounds.height + 2 * margin + titleHeight + legendHeight
        let offset = Point(x: margin - bounds.minX, y: margin + titleHeight - bounds.minY)
        try output.write(
            opening(
                run, size: Size(width: pictureWidth, height: pictureHeight), maxWidth: maxWidth, offset: offset,
                content: content))
        for (_, e) in drawingOrder(Array(selection.elements)) {
            guard let frame = visibleFrame(e, clips: clips) else { continue }
            var clipped = e
            clipped.frame = frame
            try output.write(draw(clipped))
        }
        var out = notes.map(\.svg).joined()
        if let cutEnd { out += cutNote(selection, at: cutEnd, axis: m, crossLength: content.length(m.cross)) }
        out += containerOutline(container)
        out += "</g>\n"
        out += legend(x: margin, y: pictureHeight - legendHeight + 8)
        out += "</svg>\n"
        try output.write(out)
    }

    /// The content area the picture draws and where along the scroll axis it is cut: the whole content
    /// (cut nil), or, for a capped `selection` whose elements end before the content does, the content up
    /// to the later of that end and the container's.
    static func drawnContent(
        _ solved: SolvedLayout, selection: DrawingSelection, container: Rect
    ) -> (content: Rect, cutEnd: Double?) {
        let m = solved.scrollDirection
        let content = Rect(x: 0, y: 0, width: solved.contentSize.width, height: solved.contentSize.height)
        guard let cut = selection.cut else { return (content, nil) }
        let end = max(cut, container.max(m))
        guard end < content.max(m) else { return (content, nil) }
        let drawn = Rect(
            mainOrigin: content.min(m), crossOrigin: content.min(m.cross), mainLength: end - content.min(m),
            crossLength: content.length(m.cross), axis: m)
        return (drawn, end)
    }

    /// The start of the `<svg>` element, `size` points large (scaled down to `maxWidth` when wider): the
    /// title, background and heading, then the drawing's group, moved by `offset`, opened with the content area.
    static func opening(_ run: RecipeRun, size: Size, maxWidth: Double?, offset: Point, content: Rect) -> String {
        let (pictureWidth, pictureHeight) = (size.width, size.height)
        var sizeAttributes = "width=\"\(n(pictureWidth))\" height=\"\(n(pictureHeight))\""
        if let maxWidth, pictureWidth > maxWidth {
            sizeAttributes = "width=\"\(n(maxWidth))\" height=\"\(n(pictureHeight * maxWidth / pictureWidth))\""
        }
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(sizeAttributes) viewBox=\"0 0 \(n(pictureWidth)) \(n(pictureHeight))\" "
        out += "font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<title>\(escape(TableWriter.heading(run)))</title>\n"
        out +=
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(pictureWidth))\" height=\"\(n(pictureHeight))\" fill=\"#ffffff\"/>\n"
        out +=
            "<text class=\"heading\" x=\"\(n(margin))\" y=\"\(n(margin + 12))\" font-size=\"13\" fill=\"#222222\">\(escape(TableWriter.heading(run)))</text>\n"
        out += "<g transform=\"translate(\(n(offset.x)) \(n(offset.y)))\">\n"
        out +=
            "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(content.width))\" height=\"\(n(content.height))\" fill=\"#fafafa\" stroke=\"#bbbbbb\" stroke-dasharray=\"2 2\"/>\n"
        return out
    }

    /// The container's red outline at the scroll offset, with its size as a caption in its bottom leading
    /// corner.
    static func containerOutline(_ container: Rect) -> String {
        var out =
            "<rect class=\"container\" x=\"\(n(container.x))\" y=\"\(n(container.y))\" width=\"\(n(container.width))\" height=\"\(n(container.height))\" fill=\"none\" stroke=\"#d0021b\" stroke-width=\"2\"/>\n"
        let caption = "container \(formatNumber(container.width)) x \(formatNumber(container.height))"
        out +=
            "<rect class=\"container-label-background\" x=\"\(n(container.x + 2))\" y=\"\(n(container.maxY - 15))\" width=\"\(n(Double(caption.count) * 5.6 + 4))\" height=\"13\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>\n"
        out +=
            "<text class=\"container-label\" x=\"\(n(container.x + 4))\" y=\"\(n(container.maxY - 5))\" font-size=\"10\" fill=\"#d0021b\">\(caption)</text>\n"
        return out
    }

    /// For each orthogonal section, by index, the part of the picture its elements are drawn in: the
    /// section's extent along the scroll axis, and across it from 0 to `peek` past the container's edge.
    static func orthogonalClips(_ solved: SolvedLayout) -> [Int: Rect] {
        let m = solved.scrollDirection
        let end = solved.environment.container.contentSize[m.cross] + peek
        var clips: [Int: Rect] = [:]
        for section in solved.sections where section.orthogonal != nil {
            clips[section.index] = Rect(
                mainOrigin: section.frame.min(m), crossOrigin: 0, mainLength: section.frame.length(m),
                crossLength: end, axis: m)
        }
        return clips
    }

    /// The frame `e` is drawn at: clipped to its section's clip when the section is orthogonal; nil when
    /// nothing of it is drawn (a frame that is not finite, or one wholly outside the clip).
    static func visibleFrame(_ e: ElementAttributes, clips: [Int: Rect]) -> Rect? {
        guard e.frame.isFinite else { return nil }
        guard let clip = clips[e.indexPath.section] else { return e.frame }
        let f = e.frame
        let x0 = max(f.minX, clip.minX)
        let y0 = max(f.minY, clip.minY)
        let x1 = min(f.maxX, clip.maxX)
        let y1 = min(f.maxY, clip.maxY)
        guard x1 >= x0, y1 >= y0, x0 < clip.maxX || f.width == 0, y0 < clip.maxY || f.height == 0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// What an orthogonal section that scrolls past the container shows: a fade over the `peek` band, an
    /// arrow in it, and its content length beside it.
    struct OrthogonalNote {
        /// The SVG of the fade, arrow and label.
        var svg: String
        /// Where the label lies, for the picture's bounds.
        var labelBounds: Rect
    }

    /// The notes of the orthogonal sections that scroll past the container (those starting before `end`
    /// along the scroll axis, when given).
    static func orthogonalNotes(_ solved: SolvedLayout, clips: [Int: Rect], end: Double?) -> [OrthogonalNote] {
        let m = solved.scrollDirection
        let c = m.cross
        let edge = solved.environment.container.contentSize[c]
        var notes: [OrthogonalNote] = []
        for section in solved.sections {
            guard let info = section.orthogonal, info.maximumOffset > 0, clips[section.index] != nil else { continue }
            let start = section.frame.min(m)
            let length = min(section.frame.length(m), (end ?? .infinity) - start)
            guard length > 0 else { continue }
            var svg = ""
            let step = peek / Double(fadeSteps)
            for k in 0..<fadeSteps {
                let strip = Rect(
                    mainOrigin: start, crossOrigin: edge + Double(k) * step, mainLength: length, crossLength: step,
                    axis: m)
                let opacity = 0.3 + 0.65 * Double(k) / Double(fadeSteps - 1)
                svg +=
                    "<rect class=\"offscreen\" x=\"\(n(strip.x))\" y=\"\(n(strip.y))\" width=\"\(n(strip.width))\" height=\"\(n(strip.height))\" fill=\"#ffffff\" fill-opacity=\"\(n(opacity))\"/>\n"
            }
            let arrow = Rect(
                mainOrigin: start + length / 2, crossOrigin: edge + peek / 2, mainLength: 0, crossLength: 0, axis: m)
            svg +=
                "<text class=\"continues\" x=\"\(n(arrow.x))\" y=\"\(n(arrow.y + 6))\" font-size=\"18\" text-anchor=\"middle\" fill=\"#666666\">\(c == .horizontal ? "&#8594;" : "&#8595;")</text>\n"
            let text =
                "scrolls \(c == .horizontal ? "sideways" : "vertically"): content \(formatNumber(info.contentLength)) points "
                + (c == .horizontal ? "wide" : "tall")
            let width = Double(text.count) * 5.6
            let label =
                c == .horizontal
                ? Rect(x: edge + peek + 4, y: start + min(length / 2, 12) - 9, width: width, height: 12)
                : Rect(x: start + 4, y: edge + peek + 3, width: width, height: 12)
            svg +=
                "<text class=\"content-length\" x=\"\(n(label.x))\" y=\"\(n(label.y + 9))\" font-size=\"10\" fill=\"#666666\">\(text)</text>\n"
            notes.append(OrthogonalNote(svg: svg, labelBounds: label))
        }
        return notes
    }

    /// A dashed line where a capped picture stops, and a note of how many elements it draws.
    static func cutNote(_ selection: DrawingSelection, at end: Double, axis m: Axis, crossLength: Double) -> String {
        let line = Rect(mainOrigin: end, crossOrigin: 0, mainLength: 0, crossLength: crossLength, axis: m)
        let text = Rect(mainOrigin: end + 13, crossOrigin: 4, mainLength: 0, crossLength: 0, axis: m)
        return
            "<line class=\"cut\" x1=\"\(n(line.minX))\" y1=\"\(n(line.minY))\" x2=\"\(n(line.maxX))\" y2=\"\(n(line.maxY))\" stroke=\"#888888\" stroke-dasharray=\"6 4\"/>\n"
            + "<text class=\"cut-note\" x=\"\(n(text.x))\" y=\"\(n(text.y))\" font-size=\"10\" fill=\"#666666\">"
            + "drawing the first \(selection.elements.count) of \(selection.total) elements; the picture stops here</text>\n"
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

    /// The legend band: one swatch per style.
    static func legend(x: Double, y: Double) -> String {
        let entries: [(String, String)] = [
            ("fill=\"#cfe2ff\" stroke=\"#2f6db5\"", "cell (section.item)"),
            ("fill=\"#fff1d6\" stroke=\"#c77700\" stroke-dasharray=\"4 3\"", "supplementary"),
            ("fill=\"#eceff3\" stroke=\"#c5ccd6\"", "decoration"),
            ("fill=\"#cfe2ff\" stroke=\"#2f6db5\" opacity=\"0.12\"", "hidden"),
            ("fill=\"#cfe2ff\" fill-opacity=\"0.35\" stroke=\"#bbbbbb\"", "scrolls on (faded)"),
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
