import Foundation
import LayoutFiles
import Testing

@testable import RecipesCLI

@Suite("Standard input as '-'")
struct StandardInputTests {
    @Test("validate - checks standard input, named <stdin>")
    func validate() {
        #expect(recipes(["validate", "-"], input: LayoutFileFixtures.halves()) == Outcome(stdout: "<stdin>: valid\n"))
        let broken = recipes(["validate", "-"], input: "{\"sections\": [")
        #expect(broken.exitCode == 1)
        #expect(broken.stdout.hasPrefix("<stdin>: $: invalid JSON at line 1, column 15"))
    }

    @Test("run --file - and export --file - read the same bytes as the file would give")
    func runAndExport() throws {
        let folder = try makeTemporaryFolder()
        let text = LayoutFileFixtures.halves(name: "halves", data: [3])
        try LayoutFileFixtures.write(text, "halves.json", in: folder)
        let fromFile = recipes(["run", "--file", "halves.json", "-w", "200"], in: folder)
        #expect(recipes(["run", "--file", "-", "-w", "200"], input: text, in: folder) == fromFile)
        // The summary a file without one gets names where it was read.
        let exported = recipes(["export", "--file", "-"], input: text)
        #expect(exported.stdout.contains("\"summary\": \"Layout file <stdin>.\""))
        #expect(
            exported.stdout.replacingOccurrences(of: "<stdin>", with: "halves.json")
                == recipes(["export", "--file", "halves.json"], in: folder).stdout)
    }

    @Test("a sizes file on standard input is named <stdin> in its errors, as every other file read from '-'")
    func sizes() {
        let unknownKey = recipes(["run", "grid", "--sizes", "-"], input: "{\"bad\": 1}")
        #expect(unknownKey.exitCode == 1)
        #expect(
            unknownKey.stderr.hasPrefix(
                "Error: the sizes file '<stdin>' is not usable: $: unknown key 'bad'; expected 'cells' or "
                    + "'supplementaries'."))
        let notJSON = recipes(["run", "grid", "--sizes", "-"], input: "xx")
        #expect(notJSON.stderr.hasPrefix("Error: the sizes file '<stdin>' is not usable: $: invalid JSON"))
        #expect(!notJSON.stderr.contains("'-'"))
    }

    @Test("a file on standard input without a name runs as 'stdin'")
    func unnamed() {
        let outcome = recipes(["run", "--file", "-", "-w", "200", "-f", "json"], input: LayoutFileFixtures.halves())
        #expect(outcome.stdout.hasPrefix("{\"recipe\": \"stdin\", "))
    }

    @Test("'-' named twice reads standard input once: both get the same bytes")
    func twice() {
        #expect(
            recipes(["validate", "-", "-"], input: LayoutFileFixtures.halves())
                == Outcome(stdout: "<stdin>: valid\n<stdin>: valid\n"))
    }

    @Test("standard input over the layout-file limit is refused without reading it all")
    func tooLarge() {
        let big = String(repeating: " ", count: LayoutFileLimits.maximumByteCount + 10)
        let outcome = recipes(["validate", "-"], input: big)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stdout.contains("<stdin>: $: the file is \(LayoutFileLimits.maximumByteCount + 1) bytes"))
    }

    @Test("reading is bounded: a read asks for at most the limit and one byte")
    func bounded() throws {
        let input = StandardInput(bytes: Array(repeating: 7, count: 100))
        #expect(try input.read(upTo: 10).count == 11)
        #expect(try input.read(upTo: 1000).count == 100)
    }

    @Test("the binary reads '-' from a pipe: cat x.json | recipes validate -")
    func endToEnd() throws {
        let binary = try #require(EndToEndTests.binary, "the recipes binary was not built")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["validate", "-"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(LayoutFileFixtures.halves().utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == "<stdin>: valid\n")
    }
}
