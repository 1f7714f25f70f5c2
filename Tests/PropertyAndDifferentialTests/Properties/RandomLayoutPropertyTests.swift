import CompositionalLayout
import LayoutTestSupport
import Testing

/// Properties of the solver on thousands of seeded random layouts.
///
/// A failure records the seed and the whole case; `RandomLayoutGenerator.makeCase(seed:)` rebuilds it.
@Suite("Random layout properties")
struct RandomLayoutPropertyTests {
    /// Tallies of one batch, printed as a summary line.
    struct Tally {
        var solved = 0
        var typedErrors = 0
        var faultCases = 0
        var cells = 0
        var slowest = Duration.zero
        var slowestSeed: UInt64 = 0
        var errorKinds: [String: Int] = [:]
        var knownMisses: [String: Int] = [:]
    }

    /// The first word of an error case, for the tally ("childDoesNotFit").
    static func kind(_ error: LayoutError) -> String {
        Mirror(reflecting: error).children.first?.label ?? String(describing: error)
    }

    @Test(
        "each random layout solves or throws a LayoutError in bounded time, with finite frames, queries equal to a brute-force scan, and the same result twice",
        arguments: 0..<PropertyTestSettings.batches)
    func properties(batch: Int) {
        run(batch: batch, contained: false)
    }

    @Test(
        "each random layout without overflow by design also keeps every cell inside the content (checkInvariants empty)",
        arguments: 0..<PropertyTestSettings.batches)
    func containedProperties(batch: Int) {
        run(batch: batch, contained: true)
    }

    func run(batch: Int, contained: Bool) {
        var tally = Tally()
        var failingCases = 0
        let label = contained ? "contained" : "anything"
        for seed in PropertyTestSettings.seeds(batch: batch, base: PropertyTestSettings.baseSeed &+ (contained ? 1 : 0))
        {
            PropertyTestSettings.traceSeed(seed, label)
            let c = RandomLayoutGenerator.makeCase(seed: seed, contained: contained)
            let problems = Self.check(c, contained: contained, tally: &tally)
            if !problems.isEmpty {
                failingCases += 1
                Issue.record("\(label) seed \(seed): \(problems.joined(separator: "\n  "))\n\(c)")
                if failingCases >= 3 { break }
            }
        }
        print(
            "[property] \(label) batch \(batch): \(tally.solved) solved, \(tally.typedErrors) typed errors (\(tally.faultCases) injected faults), "
                + "\(tally.cells) cells, slowest \(tally.slowest) (seed \(tally.slowestSeed)), errors \(tally.errorKinds.sorted { $0.key < $1.key }), "
                + "known query misses \(tally.knownMisses.sorted { $0.key < $1.key })")
    }

    /// Runs every property on one case; returns the violations.
    static func check(_ c: RandomLayoutCase, contained: Bool, tally: inout Tally) -> [String] {
        let layout = c.layout
        let data = c.data
        let first = TimedSolve.run(layout, in: c.environment, data: data)
        var problems = first.problems
        if first.duration > tally.slowest {
            tally.slowest = first.duration
            tally.slowestSeed = c.seed
        }
        if c.fault != nil { tally.faultCases += 1 }
        guard let solved = first.solved else {
            if let error = first.layoutError {
                tally.typedErrors += 1
                tally.errorKinds[kind(error), default: 0] += 1
            }
            return problems
        }
        tally.solved += 1
        tally.cells += solved.cellCount
        if let fault = c.fault { problems.append("the injected fault \(fault.rawValue) solved instead of throwing") }

        let all = solved.allElements()
        problems += LayoutProperties.wellFormed(solved, all: all, strictContainment: contained)
        problems += LayoutProperties.indexPathQueries(solved, all: all, itemCounts: c.itemCounts)
        var rng = SplitMix64(seed: c.seed ^ 0x5EED)
        problems += LayoutProperties.rectQueries(solved, all: all, rng: &rng, known: &tally.knownMisses)

        let second = TimedSolve.run(layout, in: c.environment, data: data)
        if let again = second.solved {
            problems += LayoutProperties.deterministic(solved, all: all, second: again)
        } else {
            problems.append("the second solve threw \(second.layoutError.map { "\($0)" } ?? second.otherError ?? "")")
        }
        return problems
    }

    @Test("the generator is reproducible: the same seed gives the same case")
    func reproducible() {
        for index in 0..<50 {
            let seed = RandomLayoutGenerator.seed(base: PropertyTestSettings.baseSeed, index: index)
            let a = RandomLayoutGenerator.makeCase(seed: seed)
            let b = RandomLayoutGenerator.makeCase(seed: seed)
            // An injected NaN (`nanInset`, ...) is never equal to itself: such cases compare by description.
            if a.fault == nil {
                #expect(a.sections == b.sections && a.itemCounts == b.itemCounts && a.environment == b.environment)
            }
            #expect(a.description == b.description)
        }
    }

    @Test("most generated layouts are valid, and every injected fault is thrown as a LayoutError")
    func mostlyValid() {
        var valid = 0
        var faultFree = 0
        for index in 0..<300 {
            let c = RandomLayoutGenerator.makeCase(seed: RandomLayoutGenerator.seed(base: 0xFACE, index: index))
            let outcome = TimedSolve.run(c.layout, in: c.environment, data: c.data)
            if let fault = c.fault {
                #expect(
                    outcome.layoutError != nil, "seed \(c.seed): fault \(fault.rawValue) did not throw a LayoutError")
            } else {
                faultFree += 1
                if outcome.solved != nil { valid += 1 }
            }
        }
        // At least two thirds of the fault-free cases solve, so the properties see real layouts.
        #expect(valid * 3 >= faultFree * 2, "\(valid) of \(faultFree) fault-free cases solved")
    }
}
