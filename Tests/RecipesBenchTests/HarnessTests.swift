import Foundation
import Testing

@testable import RecipesBench

@Suite("Benchmark harness pieces")
struct HarnessTests {
    @Test("percentiles interpolate between ranks")
    func statistics() {
        // 11 samples 0, 10, ..., 100: rank p x 10.
        let s = Statistics((0...10).map { Double($0 * 10) }.shuffled())
        #expect(s.count == 11)
        #expect(s.median == 50 && s.p10 == 10 && s.p90 == 90 && s.min == 0 && s.max == 100)
        // p99 at rank 0.99 x 10 = 9.9: 99.
        #expect(abs(s.p99 - 99) < 1e-9)
        // 4 samples: median at rank 1.5 = (2 + 3) / 2.
        #expect(Statistics([4, 1, 3, 2]).median == 2.5)
        #expect(Statistics([7]).p90 == 7)
    }

    @Test("rounds interleave the subjects, each round in its own seeded order")
    func interleaving() throws {
        var calls: [String] = []
        let subjects = ["A", "B", "C"].map { name in
            Subject(id: name, title: name, elements: 1, run: { calls.append(name) })
        }
        let policy = TimingPolicy(
            minimumRounds: 7, maximumRounds: 7, minimumSeconds: 0, maximumSeconds: 0, sampleSeconds: 0,
            maximumBatch: 1)
        let timings = try InterleavedTimer(policy: policy).run(subjects)
        #expect(timings.map(\.samples.count) == [7, 7, 7])
        #expect(timings.map(\.batch) == [1, 1, 1])
        // One warm-up call each, then every round runs each subject once, in `RoundOrder`'s order.
        #expect(Array(calls.prefix(3)) == ["A", "B", "C"])
        let rounds = (0..<7).map { r in RoundOrder.subjects(round: r, count: 3).map { ["A", "B", "C"][$0] } }
        #expect(Array(calls[3...]) == rounds.flatMap { $0 })
        #expect(calls.count == 3 + 21)
    }

    @Test("round orders are seeded shuffles: the same every run, and no subject always behind the same one")
    func roundOrders() {
        for count in [1, 2, 3, 30] {
            for round in 0..<41 {
                let order = RoundOrder.subjects(round: round, count: count)
                #expect(order.sorted() == Array(0..<count))
                #expect(order == RoundOrder.subjects(round: round, count: count))
            }
        }
        // A rotation (A B C, B C A, ...) puts each subject behind one predecessor only; over 7 rounds of
        // the 30 subjects of the largest comparison, every subject follows at least 3 different ones.
        let sequence = (0..<7).flatMap { RoundOrder.subjects(round: $0, count: 30) }
        var predecessors = Array(repeating: Set<Int>(), count: 30)
        for (before, subject) in zip(sequence, sequence.dropFirst()) { predecessors[subject].insert(before) }
        #expect(predecessors.allSatisfy { $0.count >= 3 })
    }

    @Test("a fast subject runs in batches sized to the sample time; a slow one alone")
    func batches() throws {
        let policy = TimingPolicy(
            minimumRounds: 7, maximumRounds: 7, minimumSeconds: 0, maximumSeconds: 0, sampleSeconds: 0.001,
            maximumBatch: 500)
        let fast = Subject(id: "fast", title: "fast", elements: 1, run: { blackHole(0) })
        let slow = Subject(
            id: "slow", title: "slow", elements: 1,
            run: {
                let clock = ContinuousClock()
                let end = clock.now + .milliseconds(2)
                while clock.now < end {}
            })
        let timings = try InterleavedTimer(policy: policy).run([fast, slow])
        #expect(timings[0].batch > 1 && timings[0].batch <= 500)
        #expect(timings[1].batch == 1)
        #expect(timings.allSatisfy { $0.samples.allSatisfy { $0.isFinite && $0 >= 0 } })
    }

    @Test("more rounds are added until the minimum time, never fewer than the minimum count")
    func roundLimits() throws {
        let policy = TimingPolicy(
            minimumRounds: 7, maximumRounds: 12, minimumSeconds: 10, maximumSeconds: 10, sampleSeconds: 0,
            maximumBatch: 1)
        let timings = try InterleavedTimer(policy: policy).run([Subject(id: "a", title: "a", elements: 1, run: {})])
        #expect(timings[0].samples.count == 12)
        #expect(TimingPolicy.standard(.full).minimumRounds >= 7)
        #expect(TimingPolicy.standard(.quick).minimumRounds >= 7)
        #expect(TimingPolicy.standard(.full).exactly(rounds: 9).maximumRounds == 9)
    }

    @Test("ceilings are made per cluster of element counts within 10 %")
    func ceilingClusters() {
        func subject(_ n: Int, _ role: SubjectRole = .engine) -> Subject {
            Subject(id: "\(n)", title: "", role: role, elements: n, run: {})
        }
        let subjects = [subject(100_000), subject(100_005), subject(200_000), subject(0), subject(5, .memsetCeiling)]
        let counts = Ceilings.frameCounts(for: subjects)
        #expect(counts == [100_005, 200_000])
        #expect(Ceilings.frames(for: 100_000, among: counts) == 100_005)
        #expect(Ceilings.frames(for: 200_000, among: counts) == 200_000)
        #expect(Ceilings.frames(for: 0, among: counts) == nil)
        let made = Ceilings.subjects(frames: 10)
        #expect(made.map(\.role) == [.memsetCeiling, .scalarCeiling, .allocateCeiling])
        for ceiling in made { try? ceiling.run() }
    }

    @Test("verdicts combine: met only when every figure is met in every pass")
    func verdicts() {
        #expect(Verdict.combined([.met, .met]) == .met)
        #expect(Verdict.combined([.met, .mixed]) == .mixed)
        #expect(Verdict.combined([.mixed, .notMet]) == .notMet)
        #expect(Verdict.combined([]) == .notMeasured)
    }

    @Test(
        "numbers print with fixed decimals and units",
        arguments: [
            (1.5, 2, "1.50"), (0.996, 2, "1.00"), (12.25, 1, "12.3"), (-0.04, 1, "0.0"), (-0.25, 1, "-0.3"),
            (1234.0, 0, "1234"),
        ])
    func decimals(value: Double, places: Int, expected: String) {
        #expect(Format.decimal(value, places) == expected)
    }

    @Test("durations pick their unit; ratios their decimals")
    func durations() {
        #expect(Format.time(850) == "850 ns")
        #expect(Format.time(12_340) == "12.3 µs")
        #expect(Format.time(9_870_000) == "9.87 ms")
        #expect(Format.time(2_500_000_000) == "2.50 s")
        #expect(Format.ratio(2.414) == "2.41")
        #expect(Format.ratio(56.34) == "56.3")
        #expect(Format.ratio(852.4) == "852")
        #expect(Format.percent(-0.0312) == "-3.1 %")
    }
}
