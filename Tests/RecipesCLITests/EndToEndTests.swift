import Foundation
import Testing

/// Runs the built `recipes` binary (style G18; like argument-parser's `AssertExecuteCommand`).
@Suite("End to end")
struct EndToEndTests {
    /// The built binary: beside the test bundle (`.build/<config>/`), else in the package's `.build/debug`.
    static var binary: URL? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("recipes") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    /// Runs the binary with `arguments`; returns stdout, stderr and the exit status.
    static func execute(_ arguments: [String]) throws -> (stdout: String, stderr: String, status: Int32) {
        guard let url = binary else {
            Issue.record("the recipes binary was not built next to the tests or in .build/debug")
            return ("", "", -1)
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self), process.terminationStatus
        )
    }

    @Test("the binary prints grid's JSON on stdout and exits 0")
    func runJSON() throws {
        let result = try EndToEndTests.execute(["run", "grid", "--widths", "320", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["recipe"] as? String == "grid")
    }

    @Test("the binary prints an unknown recipe on stderr only and exits 64")
    func unknownRecipe() throws {
        let result = try EndToEndTests.execute(["run", "tre"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: unknown recipe 'tre'"))
        #expect(result.stderr.hasSuffix("  See 'recipes run --help' for more information.\n"))
    }

    @Test("the binary exports grid and runs the file: the frames of 'run grid'")
    func exportAndRunFile() throws {
        let export = try EndToEndTests.execute(["export", "grid"])
        #expect(export.status == 0)
        #expect(export.stderr == "")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-e2e-\(UUID().uuidString).json")
        try Data(export.stdout.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let options = ["--widths", "320,768,1024", "--size-class", "compact", "--format", "json"]
        let file = try EndToEndTests.execute(["run", "--file", url.path] + options)
        let named = try EndToEndTests.execute(["run", "grid"] + options)
        #expect(file.status == 0)
        #expect(file.stderr == "")
        // The file keeps the recipe's name, so the whole output is the same.
        #expect(file.stdout == named.stdout)
        #expect(file.stdout.hasPrefix("{\"recipe\": \"grid\""))
    }
}
