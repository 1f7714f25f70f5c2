import CompositionalLayout
import Foundation
import ReferenceSolver
import Testing

@testable import RecipesBench

/// Every workload at tiny sizes in a debug build, so the benchmark cannot rot; no timing is asserted.
///
/// On the main actor: the facade family's subjects run the UIKit facade, whose classes are main-actor
/// isolated, as the benchmark's top-level code runs them.
@Suite("Benchmark workloads at tiny sizes")
@MainActor
struct WorkloadTests {
    /// The families main.swift registers, in the same order.
    static var families: [WorkloadFamily] {
        [
            .featureCost, .catalogRecipes, .orthogonalSections, .manySections, .incrementalResolve, .storageReuse,
            .rectQuery, .widthSweep, .scaling, .facade,
        ]
    }

    @Test("the families are numbered 1 to 10 in report order")
    func registered() {
        #expect(Self.families.map(\.number) == Array(1...10))
    }

    @Test("every benchmark sets up (its checks pass) and every subject runs once", arguments: 0..<10)
    func setUp(family index: Int) throws {
        let benchmarks = try Self.families[index].make(.tiny)
        #expect(!benchmarks.isEmpty)
        for benchmark in benchmarks {
            switch benchmark {
            case .comparison(let c):
                let subjects = try c.setUp()
                #expect(!subjects.isEmpty, "\(c.title)")
                #expect(Set(subjects.map(\.id)).count == subjects.count, "\(c.title): duplicate subject ids")
                if let reference = c.reference { #expect(subjects.contains { $0.id == reference }, "\(c.title)") }
                for subject in subjects { try subject.run() }
            case .latency(let l):
                let ops = try l.setUp()
                #expect(ops.count > 0)
                #expect((0..<ops.count).map(ops.perform).reduce(0, +) > 0, "\(l.title) found nothing")
            }
        }
    }

    @Test("every target names subjects its comparison has")
    func targetsResolve() throws {
        for family in Self.families {
            for case .comparison(let c) in try family.make(.tiny) where !c.targets.isEmpty {
                let ids = Set(try c.setUp().map(\.id))
                for check in c.targets {
                    switch check.rule {
                    case .ratioAtMost(let s, let r, _), .speedUpAtLeast(let s, let r, _):
                        #expect(ids.contains(s) && ids.contains(r), "\(check.key)")
                    case .throughputAtLeast(let s, _), .durationBelow(let s, _):
                        #expect(ids.contains(s), "\(check.key)")
                    case .medianBelow, .p99Below:
                        Issue.record("\(check.key): a latency rule on a comparison")
                    }
                }
            }
        }
    }

    @Test("titles read 'subject operation (size)' and sizes step by powers of ten from 1 000 to 10 M")
    func titles() throws {
        let scaling = try WorkloadFamily.scaling.make(.full).map(\.title)
        #expect(
            scaling == [
                "scaling solve (1 000 items)", "scaling solve (10 k items)", "scaling solve (100 k items)",
                "scaling solve (1 M items)", "scaling solve (10 M items)",
            ])
        #expect(
            try WorkloadFamily.storageReuse.make(.full).map(\.title) == [
                "grid re-solve into previous storage (10 M vs 1 M items)"
            ])
        #expect(Format.count(1_000) == "1 000")
        #expect(Format.count(100_000) == "100 k")
        #expect(Format.count(10_000_000) == "10 M")
    }

    @Test("the filter keeps only matching titles, case-insensitively")
    func filter() throws {
        let runner = BenchmarkRunner(policy: TimingPolicy.standard(.tiny), filter: "SCALING SOLVE (10 ITEMS")
        let run = try runner.run([.scaling, .featureCost], scale: .tiny)
        #expect(run.firstPass.map(\.title) == ["scaling solve (10 items)"])
        #expect(run.secondPass.isEmpty)
    }

    @Test("a disagreement between the solvers is found and named")
    func disagreement() throws {
        let layout = BenchLayouts.uniformGrid
        let env = BenchLayouts.gridEnvironment
        let fast = try solve(layout, in: env, data: LayoutData(sections: 1, items: 4))
        var reference = try referenceSolve(layout, in: env, data: LayoutData(sections: 1, items: 4))
        #expect(throws: Never.self) { try checkAgreement(fast, reference) }
        reference.elements[2].frame.x += 2e-9
        #expect(throws: Disagreement.self) { try checkAgreement(fast, reference) }
        reference.elements[2].frame.x -= 2e-9
        reference.elements[3].zIndex = 7
        #expect(throws: Disagreement.self) { try checkAgreement(fast, reference) }
        reference.elements.removeLast()
        #expect(throws: Disagreement.self) { try checkAgreement(fast, reference) }
    }
}
