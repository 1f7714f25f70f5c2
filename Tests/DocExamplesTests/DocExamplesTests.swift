import Foundation
import Testing

/// The documentation's examples are tests.
///
/// Every shell example showing a `recipes` command's output is run and compared, every Swift block is compiled in a test target or says why not (CONTRIBUTING.md, "Examples
/// in the documentation"). `UPDATE_DOC_EXAMPLES=1 swift test --filter DocExamples` rewrites the outputs.
@Suite("documentation examples")
struct DocExamplesTests {
    /// The Markdown files checked, relative to the package root: the README, docs/ and the DocC articles.
    static let files: [String] = {
        let manager = FileManager.default
        let root = ExampleSandbox.packageRoot
        var files = ["README.md"]
        let docs = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        files += docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        let sources = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
        for target in sources.sorted() {
            let targetPath = "Sources/\(target)"
            let entries = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(targetPath).path)) ?? []
            for catalog in entries.sorted() where catalog.hasSuffix(".docc") {
                let articles =
                    (try? manager.contentsOfDirectory(
                        atPath: root.appendingPathComponent("\(targetPath)/\(catalog)").path)) ?? []
                files += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(targetPath)/\(catalog)/\($0)" }
            }
        }
        return files
    }()

    /// A package file's text, nil when it does not exist.
    static func read(_ path: String) -> String? {
        try? String(contentsOf: ExampleSandbox.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// True when the outputs shown are to be rewritten from the commands' output.
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_DOC_EXAMPLES"] == "1" }

    @Test("the checked files are found: the README, docs/ and the DocC articles")
    func filesFound() {
        #expect(Self.files.contains("README.md"))
        #expect(Self.files.contains("docs/geometry.md"))
        #expect(Self.files.contains("Sources/CompositionalLayout/CompositionalLayout.docc/GettingStarted.md"))
    }

    @Test("every shell example's shown output is what its recipes command prints", arguments: files)
    func shellExamples(path: String) throws {
        let text = try #require(Self.read(path))
        let report = ShellExampleCheck().check(text, path: path, update: Self.updating)
        if Self.updating, let updated = report.updatedText, updated != text {
            try updated.write(
                to: ExampleSandbox.packageRoot.appendingPathComponent(path), atomically: true, encoding: .utf8)
            print("UPDATE_DOC_EXAMPLES: rewrote the outputs of \(report.problems.count) example(s) in \(path)")
            return
        }
        for problem in report.problems {
            Issue.record(
                Comment(
                    rawValue:
                        "\(problem)\nIf the new output is right: UPDATE_DOC_EXAMPLES=1 swift test --filter DocExamples")
            )
        }
    }

    @Test("every Swift block is compiled in a test target, word for word, or says why not", arguments: files)
    func swiftBlocks(path: String) throws {
        let text = try #require(Self.read(path))
        let modules = SwiftBlockCheck.packageModules(try #require(Self.read("Package.swift")))
        for block in MarkdownDocument(text).blocks where block.language == "swift" {
            for problem in SwiftBlockCheck.problems(block, in: path, packageModules: modules, read: Self.read) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    @Test("the README runs at least its two shell examples' three commands")
    func readmeRunsCommands() throws {
        let report = ShellExampleCheck().check(try #require(Self.read("README.md")), path: "README.md")
        #expect(report.commands >= 3)
    }
}
