import Foundation
import Testing

/// The documentation's relative links resolve, and every page of `docs/` is reachable from the README.
@Suite("documentation links")
struct LinkCheckTests {
    /// The Markdown files whose links are checked: the README, CONTRIBUTING.md and docs/.
    static let files: [String] = ["README.md", "CONTRIBUTING.md"] + docsPages

    /// The Markdown pages of docs/, as `docs/NAME.md`.
    static let docsPages: [String] = {
        let docs = ExampleSandbox.packageRoot.appendingPathComponent("docs").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// The check over the package's own files.
    static let check = LinkCheck(
        read: { DocExamplesTests.read($0) },
        exists: { FileManager.default.fileExists(atPath: ExampleSandbox.packageRoot.appendingPathComponent($0).path) })

    /// A check over made-up files: `docs/a.md` with one heading, and the folder `Recipes`.
    static let fake = LinkCheck(
        read: { $0 == "docs/a.md" ? "# Page A\n\n## The `run` command: options\n" : nil },
        exists: { ["docs/a.md", "Recipes", "README.md"].contains($0) })

    @Test("every relative link names a file of the package, and every fragment a heading", arguments: files)
    func linksResolve(path: String) throws {
        let text = try #require(DocExamplesTests.read(path))
        for problem in Self.check.problems(text, path: path) { Issue.record(Comment(rawValue: problem)) }
    }

    @Test("every page of docs/ is linked from the README")
    func docsReachable() throws {
        let readme = try #require(DocExamplesTests.read("README.md"))
        let linked = Set(LinkCheck.links(in: readme).map { $0.target.split(separator: "#")[0] })
        #expect(Self.docsPages.count >= 10)
        for page in Self.docsPages { #expect(linked.contains(Substring(page)), "README.md links no \(page)") }
    }

    @Test("a link to a missing file fails, naming the file and the line")
    func missingFileFails() {
        let problems = Self.fake.problems("# T\n\nSee [b](b.md) and [a](a.md).\n", path: "docs/c.md")
        #expect(problems == ["docs/c.md:3: the link 'b.md' names no file of the package."])
    }

    @Test("a fragment that names no heading fails; GitHub's anchor of a heading passes")
    func fragments() {
        let good = "[x](a.md#the-run-command-options) [y](../docs/a.md#page-a) [z](../README.md#anything)"
        #expect(Self.fake.problems(good, path: "docs/c.md").isEmpty)
        #expect(
            Self.fake.problems("[x](a.md#the-run-command)", path: "docs/c.md")
                == ["docs/c.md:1: the link 'a.md#the-run-command' names no heading of docs/a.md."])
    }

    @Test("links in code, external links and image sources are told apart")
    func whatIsALink() {
        let text = """
            <img src="../Recipes" alt="a"> [web](https://example.com) `[not](here.md)`

            ```text
            [not](there.md)
            ```
            [climbs](../../outside.md)
            """
        #expect(LinkCheck.links(in: text).map(\.target) == ["https://example.com", "../Recipes", "../../outside.md"])
        #expect(
            Self.fake.problems(text, path: "docs/c.md")
                == ["docs/c.md:6: the link '../../outside.md' names no file of the package."])
    }
}
