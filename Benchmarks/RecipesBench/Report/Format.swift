/// How the report, the JSON notes and the progress lines write numbers (no Foundation formatting).
enum Format {
    /// A duration in ns, µs, ms or s with three significant digits.
    static func time(_ ns: Double) -> String {
        if ns < 1_000 { return "\(decimal(ns, ns < 10 ? 2 : (ns < 100 ? 1 : 0))) ns" }
        if ns < 1_000_000 { return "\(significant(ns / 1_000)) µs" }
        if ns < 1_000_000_000 { return "\(significant(ns / 1_000_000)) ms" }
        return "\(significant(ns / 1_000_000_000)) s"
    }

    /// A rate per second: "123 M", "4.56 k".
    static func rate(_ perSecond: Double) -> String {
        if perSecond >= 1e9 { return "\(significant(perSecond / 1e9)) G" }
        if perSecond >= 1e6 { return "\(significant(perSecond / 1e6)) M" }
        if perSecond >= 1e3 { return "\(significant(perSecond / 1e3)) k" }
        return decimal(perSecond, 0)
    }

    /// A ratio with two decimals below 10, one below 100, none above: "2.41", "56.3", "852".
    static func ratio(_ v: Double) -> String {
        decimal(v, abs(v) < 10 ? 2 : (abs(v) < 100 ? 1 : 0))
    }

    /// Three significant digits for values from 1 to 999.
    static func significant(_ v: Double) -> String { decimal(v, v < 10 ? 2 : (v < 100 ? 1 : 0)) }

    /// "1 000", "100 k", "1 M": a count as the titles write it.
    static func count(_ n: Int) -> String {
        if n >= 1_000_000 && n % 1_000_000 == 0 { return "\(n / 1_000_000) M" }
        if n >= 10_000 && n % 1_000 == 0 { return "\(n / 1_000) k" }
        if n >= 1_000 {
            let rest = String(n % 1_000)
            return "\(n / 1_000) " + String(repeating: "0", count: 3 - rest.count) + rest
        }
        return "\(n)"
    }

    /// `v` with `places` decimals.
    static func decimal(_ v: Double, _ places: Int) -> String {
        guard v.isFinite else { return "\(v)" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (v * scale).rounded() / scale
        let whole = Int(rounded.rounded(.towardZero))
        guard places > 0 else { return "\(Int(rounded))" }
        var fraction = Int((abs(rounded - Double(whole)) * scale).rounded())
        var wholeText = "\(whole)"
        if fraction >= Int(scale) {
            fraction = 0
            wholeText = "\(whole + (v < 0 ? -1 : 1))"
        }
        if rounded < 0 && whole == 0 { wholeText = "-0" }
        let digits = String(fraction)
        return wholeText + "." + String(repeating: "0", count: places - digits.count) + digits
    }

    /// A signed percentage with one decimal: "+3.2 %", "-0.4 %".
    static func percent(_ fraction: Double) -> String {
        (fraction >= 0 ? "+" : "") + decimal(fraction * 100, 1) + " %"
    }
}
