import Foundation
import Testing

@testable import RecipesCLI

/// `--jobs`: sweep, gallery and snapshot solve widths on several cores and print byte for byte what one
/// core prints.
@Suite("--jobs: parallel output equals --jobs 1")
struct ParallelJobsTests {
    @Test("sweep --all prints the same summary, violations in the same order, on 1 and on 3 cores")
    func sweep() {
        for extra in [[String](), ["--format", "json"], ["--rtl"]] {
            let arguments = ["sweep", "--all", "--widths", "150...420:9"] + extra
            let one = recipes(arguments + ["--jobs", "1"])
            let three = recipes(arguments + ["--jobs", "3"])
            #expect(one == three, "\(extra)")
            #expect(one.stdout.contains("violation"), "the sweep finds something to order: \(one.stdout)")
        }
    }

    @Test("snapshot writes the same files, listed in the same order, on 1 and on 4 cores")
    func snapshot() throws {
        let folder = try makeTemporaryFolder()
        let one = recipes(["snapshot", "grid", "-w", "320...400:10", "-o", "one", "--jobs", "1"], in: folder)
        let four = recipes(["snapshot", "grid", "-w", "320...400:10", "-o", "four", "--jobs", "4"], in: folder)
        #expect(one.exitCode == 0 && four.exitCode == 0)
        #expect(four.stdout == one.stdout.replacingOccurrences(of: "Wrote one/", with: "Wrote four/"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path)
        #expect(names.count == 9)
        for name in names {
            let a = try Data(contentsOf: folder.appendingPathComponent("one/\(name)"))
            let b = try Data(contentsOf: folder.appendingPathComponent("four/\(name)"))
            #expect(a == b, "\(name)")
        }
    }

    @Test("the static and the interactive gallery pages are the same bytes on 1 and on 3 cores")
    func gallery() throws {
        let folder = try makeTemporaryFolder()
        for (page, extra) in [
            ("static", ["--widths", "150,320,500,700,1024"]), ("interactive", ["--recipe", "grid"]),
        ] {
            for jobs in ["1", "3"] {
                let outcome = recipes(["gallery", "-o", "\(page)-\(jobs).html", "--jobs", jobs] + extra, in: folder)
                #expect(outcome.exitCode == 0, "\(outcome.stderr)")
            }
            let a = try Data(contentsOf: folder.appendingPathComponent("\(page)-1.html"))
            let b = try Data(contentsOf: folder.appendingPathComponent("\(page)-3.html"))
            #expect(!a.isEmpty && a == b, "\(page)")
        }
    }

    @Test("items are consumed in order, and a failing item throws after the items before it")
    func order() {
        struct Stop: Error {}
        var seen: [Int] = []
        #expect(throws: Stop.self) {
            try ParallelJobs(jobs: 4).forEach(50) { i in
                if i == 17 { throw Stop() }
                return i * i
            } consume: { i, square in
                #expect(square == i * i)
                seen.append(i)
            }
        }
        #expect(seen == Array(0..<17))
    }

    @Test("--jobs takes a whole number from 1 to 256", arguments: ["0", "257", "x", "-1"])
    func refused(value: String) {
        let outcome = recipes(["sweep", "grid", "--widths", "320", "--jobs", value])
        #expect(outcome.exitCode == 64, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--jobs"))
    }
}
