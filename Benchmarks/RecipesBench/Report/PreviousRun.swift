import Foundation

/// The figures of the run this one replaces, read from its JSON: target values and the key ratios, so
/// the report can say how far apart two runs of the whole report were.
struct PreviousRun: Sendable {
    /// When it ran.
    var date: String
    /// Its machine line.
    var machineLine: String
    /// Target key -> first-pass value.
    var targets: [String: Double]
    /// "comparison id/subject id" -> first-pass ratio to the reference, median.
    var ratios: [String: Double]
    /// "probe id/median" and "probe id/p99" -> first-pass nanoseconds.
    var latencies: [String: Double]

    /// Reads the JSON at `path`; nil when there is none, it cannot be read, or it holds other sizes.
    static func read(_ path: String, scale: WorkloadScale) -> PreviousRun? {
        guard path != "-", let data = FileManager.default.contents(atPath: path),
            let report = try? JSONDecoder().decode(JSONReport.self, from: data), report.scale == scale.rawValue
        else { return nil }
        var ratios: [String: Double] = [:]
        for c in report.comparisons where c.pass == 1 {
            for s in c.subjects { ratios["\(c.id)/\(s.id)"] = s.ratioToReferenceMedian }
        }
        var latencies: [String: Double] = [:]
        for l in report.latencies where l.pass == 1 {
            latencies["\(l.id)/median"] = l.medianNs
            latencies["\(l.id)/p99"] = l.p99Ns
        }
        var targets: [String: Double] = [:]
        for t in report.targets { targets[t.key] = t.pass1?.value }
        return PreviousRun(
            date: report.machine.date, machineLine: report.machineLine, targets: targets, ratios: ratios,
            latencies: latencies)
    }
}
