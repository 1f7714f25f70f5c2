import Foundation

/// How many random cases the property and differential tests run, and from which seed.
///
/// The environment variables `PROPERTY_CASES`, `PROPERTY_DIFFERENTIAL_CASES`, `PROPERTY_WIDENING_CASES`
/// and `PROPERTY_SEED` (decimal or 0x-hex) override the defaults for a longer or different local run;
/// `PROPERTY_TRACE=1` prints each seed before it is solved, so a crash (which cannot be caught) names its seed.
public enum PropertyTestSettings {
    /// The default base seed, 0x4841_5244 (the ASCII of "HARD").
    public static let defaultSeed: UInt64 = 0x4841_5244

    /// The base seed of every random run.
    public static let baseSeed: UInt64 = parse(ProcessInfo.processInfo.environment["PROPERTY_SEED"]) ?? defaultSeed

    /// Random cases per profile for the main property tests.
    public static let cases: Int = Int(parse(ProcessInfo.processInfo.environment["PROPERTY_CASES"]) ?? 2_000)

    /// Random cases per profile for the differential test (the reference solver is slower).
    public static let differentialCases: Int = Int(
        parse(ProcessInfo.processInfo.environment["PROPERTY_DIFFERENTIAL_CASES"]) ?? 600)

    /// Random cases for the widening test (two solves each).
    public static let wideningCases: Int = Int(
        parse(ProcessInfo.processInfo.environment["PROPERTY_WIDENING_CASES"]) ?? 1_000)

    /// True when each seed is printed before it is solved.
    public static let trace = ProcessInfo.processInfo.environment["PROPERTY_TRACE"] == "1"

    /// Batches the cases are split into (batches run in parallel).
    public static let batches = 20

    /// The seeds of batch `batch` out of `batches` for a run of `total` cases from `base`.
    public static func seeds(
        batch: Int, of batches: Int = batches, total: Int = cases, base: UInt64 = baseSeed
    ) -> [UInt64] {
        let perBatch = (total + batches - 1) / batches
        let start = batch * perBatch
        let end = min(total, start + perBatch)
        guard start < end else { return [] }
        return (start..<end).map { RandomLayoutGenerator.seed(base: base, index: $0) }
    }

    /// A decimal or 0x-prefixed hexadecimal number, or nil when `text` is missing or neither.
    public static func parse(_ text: String?) -> UInt64? {
        guard let text else { return nil }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    /// Prints a seed when tracing.
    public static func traceSeed(_ seed: UInt64, _ label: String) {
        if trace { print("[trace] \(label) seed \(seed)") }
    }
}
