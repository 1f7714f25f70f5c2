import Foundation
import LayoutSnapshots
import Testing

@testable import RecipesCLI

#if canImport(Glibc)
    import Glibc
#endif

/// Files the command writes survive its being killed: the `recipes` binary is killed with SIGKILL while it
/// writes a large snapshot, and the folder holds the old file or none, never half a file.
@Suite("Interrupted writes (child process)")
struct InterruptedWriteTests {
    /// The hidden temporary files in `folder` (`.NAME.UUID.partial`) and their sizes.
    static func partials(in folder: URL) -> [(name: String, size: Int)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(".") && $0.hasSuffix(".partial") }.map { name in
            let size = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[
                .size]
            return (name, (size as? Int) ?? 0)
        }
    }

    /// The cells of the one run of the snapshot file at `url` (the grid adds one header).
    static func cells(_ url: URL) throws -> Int {
        try LayoutSnapshot.decode([UInt8](Data(contentsOf: url))).runs.first?.elements.count { $0.category == .cell }
            ?? -1
    }

    @Test("snapshot killed mid-write: the old file is intact, the next width absent; then a full run writes both whole")
    func killedSnapshot() throws {
        let binary = try #require(EndToEndTests.binary, "the recipes binary was not built")
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("grid@320.json")
        let next = folder.appendingPathComponent("grid@321.json")
        // The old file: a whole snapshot of 4 items.
        let first = recipes(
            ["snapshot", "grid", "--items", "4", "-w", "320", "-o", folder.path, "-q"], catalog: .builtIn)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let oldBytes = try Data(contentsOf: old)

        // 1 000 000 items: about 150 MB of JSON per width, seconds of writing in a debug build.
        let process = Process()
        process.executableURL = binary
        process.arguments = ["snapshot", "grid", "--items", "1000000", "-w", "320,321", "-o", folder.path, "-q"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill it once the temporary file of 320 holds some bytes: in the middle of writing it. The wait ends
        // at the first bytes; its limit is long because under the address sanitizer on a loaded machine the
        // solve before the first write took more than 20 seconds.
        var killedWhileWriting = false
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline {
            if Self.partials(in: folder).contains(where: { $0.size > 0 }) {
                kill(process.processIdentifier, SIGKILL)
                killedWhileWriting = true
                break
            }
            usleep(2_000)
        }
        if !killedWhileWriting { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(killedWhileWriting, "the command ended before its temporary file held any bytes")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)

        // The target is the old file, byte for byte, and still a whole snapshot; the next width was never made.
        #expect(try Data(contentsOf: old) == oldBytes)
        #expect(try Self.cells(old) == 4)
        #expect(!FileManager.default.fileExists(atPath: next.path))
        // Only the killed write's hidden temporary file is left, and diff skips it: the folder equals itself.
        #expect(Self.partials(in: folder).count == 1)
        #expect(recipes(["diff", folder.path, folder.path], catalog: .builtIn).exitCode == 0)

        // Uninterrupted, both files are whole snapshots of the new data, and no new temporary file is left.
        let full = recipes(
            ["snapshot", "grid", "--items", "6", "-w", "320,321", "-o", folder.path, "-q"], catalog: .builtIn)
        #expect(full.exitCode == 0, "\(full.stderr)")
        for url in [old, next] {
            #expect(try Self.cells(url) == 6)
        }
        #expect(Self.partials(in: folder).count == 1)
    }

    @Test("a write that fails removes its temporary file and leaves the old file")
    func failedWrite() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("page.html")
        try Data("old".utf8).write(to: target)
        struct Failure: Error {}
        let fileSystem = FileSystem(currentDirectory: folder.path)
        #expect(throws: Failure.self) {
            try fileSystem.writeFile("page.html") { output in
                try output.write(String(repeating: "x", count: 1 << 20))
                throw Failure()
            }
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "old")
        #expect(Self.partials(in: folder).isEmpty)
        try fileSystem.write("new", to: "page.html")
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(Self.partials(in: folder).isEmpty)
    }
}
