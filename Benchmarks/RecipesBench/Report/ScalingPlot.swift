import Foundation

/// The scaling plot (`Reports/benchmarks-scaling.svg`): ns/element against elements output.
///
/// Both axes logarithmic, one line per workload series and dashed lines for the three ceilings;
/// hand-written SVG text.
enum ScalingPlot {
    /// A line of the plot: its name, colour, dash pattern and points (elements, ns/element).
    struct Series: Equatable {
        /// The legend's label.
        var name: String
        /// Stroke colour.
        var color: String
        /// SVG dash array, or nil for a solid line.
        var dash: String?
        /// (elements, ns/element) sorted by elements.
        var points: [(Double, Double)]

        /// Equal when names and points are.
        static func == (a: Series, b: Series) -> Bool {
            a.name == b.name && a.points.elementsEqual(b.points) { $0 == $1 }
        }
    }

    /// The series, in legend order, with their look.
    static let styles: [(key: String, name: String, color: String, dash: String?)] = [
        ("grid", "uniform grid", "#1f77b4", nil),
        ("estimated list", "estimated list (sizing callback)", "#d62728", nil),
        ("badges", "badge-banner (item + banner)", "#2ca02c", nil),
        ("many sections", "many sections (100 items each)", "#9467bd", nil),
        ("memset ceiling", "ceiling: memset", "#444444", "2,3"),
        ("scalar ceiling", "ceiling: scalar stamping", "#777777", "7,3"),
        ("allocate ceiling", "ceiling: allocate and write", "#aaaaaa", "12,4"),
    ]

    /// The plot's series from the scaling comparisons (first pass): each subject's median ns/element.
    static func series(_ results: [BenchmarkResult]) -> [Series] {
        var points: [String: [(Double, Double)]] = [:]
        for case .comparison(let c) in results where c.id.hasPrefix("scaling-") {
            for s in c.subjects where s.elements > 0 {
                guard let key = s.series else { continue }
                points[key, default: []].append((Double(s.elements), s.nsPerElement))
            }
        }
        return styles.compactMap { style in
            guard let p = points[style.key], !p.isEmpty else { return nil }
            return Series(name: style.name, color: style.color, dash: style.dash, points: p.sorted { $0.0 < $1.0 })
        }
    }

    /// The picture's width, in SVG units.
    static let width = 860.0
    /// The picture's height.
    static let height = 500.0
    /// The margin left of the plot area (the y labels).
    static let left = 70.0
    /// The margin right of the plot area (the legend).
    static let right = 270.0
    /// The margin above the plot area (title and caption).
    static let top = 50.0
    /// The margin below the plot area (x labels and title).
    static let bottom = 60.0
    /// The plot area's width.
    static let plotWidth = width - left - right
    /// The plot area's height.
    static let plotHeight = height - top - bottom

    /// The log–log scales of a plot: the decades its axes span and where a value lands in the picture.
    struct Scales {
        /// The first decade of the x axis, as an exponent.
        var xLo: Int
        /// Where the x axis ends, as a base-10 exponent (past the last point).
        var xEnd: Double
        /// The last x decade with a tick.
        var xHi: Int
        /// The first decade of the y axis.
        var yLo: Int
        /// The last decade of the y axis, at least one above `yLo`.
        var yHi: Int

        /// The scales that hold every positive, finite point of `series`.
        ///
        /// With no such point they span 10³ ... 10⁷ elements and 0.1 ... 1000 ns.
        init(_ series: [Series]) {
            let xs = series.flatMap { $0.points.map(\.0) }.filter { $0 > 0 }
            let ys = series.flatMap { $0.points.map(\.1) }.filter { $0 > 0 && $0.isFinite }
            xLo = decade(below: xs.min() ?? 1_000)
            xEnd = max(Double(xLo + 1), log10(xs.max() ?? 10_000_000) + 0.15)
            xHi = Int(xEnd.rounded(.down))
            yLo = decade(below: ys.min() ?? 0.1)
            yHi = max(yLo + 1, decade(above: ys.max() ?? 1_000))
        }

        /// The picture x of `v` elements.
        func x(_ v: Double) -> Double { left + (log10(v) - Double(xLo)) / (xEnd - Double(xLo)) * plotWidth }

        /// The picture y of `v` ns/element.
        func y(_ v: Double) -> Double { top + plotHeight - (log10(v) - Double(yLo)) / Double(yHi - yLo) * plotHeight }
    }

    /// The SVG document, with `caption` (the machine line) under the title.
    static func render(_ series: [Series], caption: String) -> String {
        let scales = Scales(series)
        var svg = heading(caption: caption) + axes(scales)
        for (i, s) in series.enumerated() { svg += lines(s, legendRow: i, scales: scales) }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// The `<svg>` element's opening, the generated-file comment, the background, the title and `caption`.
    static func heading(caption: String) -> [String] {
        [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"sans-serif\" font-size=\"12\">",
            "<!-- generated by recipes-bench; do not edit -->",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(n(left))\" y=\"22\" font-size=\"15\" font-weight=\"bold\">Solve time per element against "
                + "elements output (median, log–log)</text>",
            "<text x=\"\(n(left))\" y=\"38\" font-size=\"10\" fill=\"#555\">\(escape(caption))</text>",
        ]
    }

    /// A grid line and a label per decade on each axis, the plot area's frame and the two axis titles.
    static func axes(_ scales: Scales) -> [String] {
        var svg: [String] = []
        for d in scales.xLo...scales.xHi {
            let px = scales.x(pow10(d))
            svg.append(line(px, top, px, top + plotHeight, "#e5e5e5"))
            svg.append(
                "<text x=\"\(n(px))\" y=\"\(n(top + plotHeight + 18))\" text-anchor=\"middle\">10<tspan dy=\"-5\" "
                    + "font-size=\"9\">\(d)</tspan></text>")
        }
        for d in scales.yLo...scales.yHi {
            let py = scales.y(pow10(d))
            svg.append(line(left, py, left + plotWidth, py, "#e5e5e5"))
            svg.append(
                "<text x=\"\(n(left - 8))\" y=\"\(n(py + 4))\" text-anchor=\"end\">\(label(pow10(d)))</text>")
        }
        svg.append(
            "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" "
                + "fill=\"none\" stroke=\"#333\"/>")
        svg.append(
            "<text x=\"\(n(left + plotWidth / 2))\" y=\"\(n(height - 18))\" text-anchor=\"middle\">elements output "
                + "per solve (cells + supplementaries + decorations)</text>")
        svg.append(
            "<text transform=\"translate(18 \(n(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">"
                + "ns per element (median)</text>")
        return svg
    }

    /// One series: its line (with a dot per point when solid) and its entry in row `legendRow` of the legend.
    static func lines(_ s: Series, legendRow i: Int, scales: Scales) -> [String] {
        var svg: [String] = []
        let dash = s.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        let path = s.points.map { "\(n(scales.x($0.0))),\(n(scales.y($0.1)))" }.joined(separator: " ")
        svg.append("<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"2\"\(dash)/>")
        if s.dash == nil {
            for p in s.points {
                svg.append(
                    "<circle cx=\"\(n(scales.x(p.0)))\" cy=\"\(n(scales.y(p.1)))\" r=\"3\" fill=\"\(s.color)\"/>")
            }
        }
        let ly = top + 10 + Double(i) * 20
        let lx = left + plotWidth + 15
        svg.append(
            "<line x1=\"\(n(lx))\" y1=\"\(n(ly))\" x2=\"\(n(lx + 30))\" y2=\"\(n(ly))\" stroke=\"\(s.color)\" "
                + "stroke-width=\"2\"\(dash)/>")
        svg.append("<text x=\"\(n(lx + 38))\" y=\"\(n(ly + 4))\">\(escape(s.name))</text>")
        return svg
    }

    /// The largest power of ten at or below `v`, as an exponent.
    static func decade(below v: Double) -> Int { Int(log10(v).rounded(.down)) }

    /// The smallest power of ten at or above `v`, as an exponent.
    static func decade(above v: Double) -> Int { Int(log10(v).rounded(.up)) }

    /// 10 to the `d`.
    static func pow10(_ d: Int) -> Double {
        var v = 1.0
        for _ in 0..<abs(d) { v *= 10 }
        return d < 0 ? 1 / v : v
    }

    /// Base-10 logarithm.
    static func log10(_ v: Double) -> Double { Foundation.log10(v) }

    /// A tick label: "0.1", "1", "1000".
    static func label(_ v: Double) -> String {
        v >= 1 ? "\(Int(v.rounded()))" : Format.decimal(v, Int((-log10(v)).rounded()))
    }

    /// A coordinate with one decimal.
    static func n(_ v: Double) -> String { Format.decimal(v, 1) }

    /// A grey line.
    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ color: String) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\"/>"
    }

    /// Text made safe for SVG.
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
