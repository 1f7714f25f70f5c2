import Foundation
import Testing

@testable import RecipesCLI

/// Memory and work bounds of the `recipes` binary, each measured on a child process.
///
/// Streaming means one more width costs time, not memory: the peak with several widths stays within a
/// small factor of the peak with one. Keeping every width's output and solve instead would add each
/// width's share (at 100 000 items about 35 MB of JSON plus the solve and elements).
@Suite(
    "Memory and work bounds (child process)",
    .disabled(if: AddressSanitizer.isActive, "the address sanitizer multiplies memory and processor time"))
struct MemoryBoundTests {
    /// 1 MiB.
    static let mebibyte = 1 << 20
    /// What several widths may use beyond one: a quarter more, plus 16 MiB of allocator slack.
    static func allowed(over one: Int) -> Int { one + one / 4 + 16 * mebibyte }

    /// Runs `arguments` with `few` and then `many` widths; expects both to succeed and returns both peaks.
    func peaks(_ arguments: [String], few: String, many: String) throws -> (few: Int, many: Int) {
        let one = try ChildProcess.run(arguments + ["--widths", few])
        let several = try ChildProcess.run(arguments + ["--widths", many])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(several.status == 0, "\(several.stderr)")
        return (one.peakMemory, several.peakMemory)
    }

    @Test("run --format json: 8 widths of 100 000 items peak within a small factor of 1 width, under 200 MiB")
    func json() throws {
        let peak = try peaks(["run", "list", "--items", "100000", "--format", "json"], few: "320", many: "320...327")
        #expect(peak.many <= Self.allowed(over: peak.few), "1 width \(peak.few), 8 widths \(peak.many) bytes")
        #expect(peak.many < 200 * Self.mebibyte)
    }

    @Test("run --format table: 6 widths of 50 000 items peak within a small factor of 1 width")
    func table() throws {
        let peak = try peaks(["run", "list", "--items", "50000"], few: "320", many: "320...325")
        #expect(peak.many <= Self.allowed(over: peak.few), "1 width \(peak.few), 6 widths \(peak.many) bytes")
        #expect(peak.many < 200 * Self.mebibyte)
    }

    @Test("gallery: 4 widths of 10 000 items per section peak within a small factor of 1 width")
    func gallery() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("g.html").path
        // One width at a time (--jobs 1): with every core, as many widths as a window holds are in memory at
        // once (the next test), which on a machine of many cores is all four.
        let peak = try peaks(
            ["gallery", "--items", "10000", "--output", page, "--jobs", "1"], few: "320", many: "320,400,768,1024")
        #expect(peak.many <= Self.allowed(over: peak.few), "1 width \(peak.few), 4 widths \(peak.many) bytes")
        #expect(peak.many < 300 * Self.mebibyte)
        // Each picture draws at most the cap: the page holds far fewer cells than the layouts have.
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let pictures = html.components(separatedBy: "<svg ").dropFirst()
        #expect(!pictures.isEmpty)
        for picture in pictures {
            #expect(picture.components(separatedBy: "class=\"cell\"").count - 1 <= CLILimits.galleryElementsPerPicture)
        }
    }

    @Test("gallery --jobs 2: 12 widths peak within a small factor of 4, the widths one window holds")
    func galleryWindow() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("g.html").path
        // A window is 2 jobs x 2 widths (`ParallelJobs.itemsPerJob`): 4 widths and 12 widths hold as many at once.
        #expect(ParallelJobs(jobs: 2).jobs * ParallelJobs.itemsPerJob == 4)
        let peak = try peaks(
            ["gallery", "--items", "10000", "--output", page, "--jobs", "2"], few: "320...323", many: "320...331")
        #expect(peak.many <= Self.allowed(over: peak.few), "4 widths \(peak.few), 12 widths \(peak.many) bytes")
    }

    @Test("interactive gallery: the whole catalog's page peaks within a small factor of one recipe's")
    func interactiveGallery() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("g.html").path
        // One height, so the debug build writes the catalog in a few seconds.
        let one = try ChildProcess.run(["gallery", "--recipe", "list", "--height", "844", "--output", page])
        let all = try ChildProcess.run(["gallery", "--height", "844", "--output", page])
        #expect(one.status == 0 && all.status == 0, "\(one.stderr)\(all.stderr)")
        let size = try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int ?? 0
        // The page is written as it is made: memory does not grow with the page (about 2 MB here).
        #expect(
            all.peakMemory <= Self.allowed(over: one.peakMemory), "1 recipe \(one.peakMemory), all \(all.peakMemory)")
        #expect(size > 1_000_000)
    }

    @Test("diff of two layout files keeps no more than run --file: two solves read in step, no list, no change stored")
    func diffOfLayoutFiles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Recipes/Files/badged-cards.json"), encoding: .utf8)
        let old = folder.appendingPathComponent("old.json")
        let new = folder.appendingPathComponent("new.json")
        try Data(text.utf8).write(to: old)
        // Every group 2 points further down: every cell, badge and footer moves.
        let moved = text.replacingOccurrences(of: "\"interGroupSpacing\": 10", with: "\"interGroupSpacing\": 12")
        #expect(moved != text)
        try Data(moved.utf8).write(to: new)
        let data = ["--items", "50000", "--sections", "2", "--widths", "390"]
        let run = try ChildProcess.run(["run", "--file", old.path, "--format", "json"] + data)
        let diff = try ChildProcess.run(["diff", old.path, new.path] + data)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(diff.status == 1, "\(diff.stderr)")
        // run lists the 200 000 elements (with their sort's copy) beside the solve; diff holds the two
        // solves and reads both runs' elements from them one at a time, which takes less (here about 48 MB
        // against 82 MB). Listing the old run's elements while the new one was solved and listed took about
        // a quarter more than run (99 MB against 78 MB in a release build); keeping both runs' elements,
        // their keys and the 200 000 changes took 4 times as much.
        #expect(diff.peakMemory <= run.peakMemory, "run \(run.peakMemory), diff \(diff.peakMemory)")
    }

    @Test("a sweep of hours is refused before any work: exit 64, the sentence, well under a second of processor")
    func sweepRefusal() throws {
        let result = try ChildProcess.run(["sweep", "--all", "--widths", "1...100000", "--items", "1000"])
        #expect(result.status == 64)
        let first = lines(result.stderr).first ?? ""
        #expect(first.hasPrefix("Error: sweeping "))
        #expect(first.contains("element solves; the limit is 1e9; narrow --widths (for example 200...2000:10)"))
        // Solving 4.6e9 elements takes hours in a debug build; parsing 100 000 widths and the estimate
        // take milliseconds.
        #expect(result.cpuSeconds < 1, "\(result.cpuSeconds) s")
        #expect(result.peakMemory < 100 * Self.mebibyte)
    }

    @Test("a 100 KB argument gives a short error from the binary")
    func longArgument() throws {
        let result = try ChildProcess.run(["run", String(repeating: "g", count: 100_000)])
        #expect(result.status == 64)
        #expect((lines(result.stderr).first ?? "").count < 300)
        #expect(result.stderr.count < 600)
    }
}
