import Testing

/// The doc-example checker itself: a changed output fails with a diff, `...` elides, the update keeps
/// elisions, and a Swift block that is unmarked or differs from its test file fails.
@Suite("documentation examples: the checker")
struct CheckerTests {
    /// A Markdown file with one shell example showing `output` under `recipes run tre`.
    static func page(_ output: String) -> String {
        "# Title\n\nText.\n\n```text\n$ recipes run tre\n\(output)\n```\n\nMore text.\n"
    }

    @Test("an example whose shown output is what the command prints passes")
    func samePasses() {
        let report = ShellExampleCheck().check(
            Self.page(
                """
                Error: unknown recipe 'tre'; did you mean 'tree'?
                Usage: recipes run [<name>] [<options>]
                  See 'recipes run --help' for more information.
                """), path: "page.md")
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.commands == 1)
    }

    @Test("a changed output fails, with a diff naming the file, the line and both versions of the line")
    func changedFails() throws {
        let report = ShellExampleCheck().check(
            Self.page("Error: unknown recipe 'tre'; did you mean 'grid'?\n..."), path: "page.md")
        let problem = try #require(report.problems.first)
        #expect(report.problems.count == 1)
        #expect(problem.hasPrefix("page.md:6: $ recipes run tre printed other output than the example shows"))
        #expect(problem.contains("\n- Error: unknown recipe 'tre'; did you mean 'grid'?\n"))
        #expect(problem.contains("\n+ Error: unknown recipe 'tre'; did you mean 'tree'?\n"))
        #expect(
            problem.hasSuffix(
                "\n  ... (2 lines:)\n  .   Usage: recipes run [<name>] [<options>]\n  .     See 'recipes run --help' for more information."
            ))
    }

    @Test("`...` on its own line stands for any number of printed lines, none included")
    func elision() {
        let shown = ElidedOutput(["a", "...", "d", "..."])
        #expect(ElidedOutput.matches(shown.align("a\nb\nc\nd\ne\n")))
        #expect(ElidedOutput.matches(shown.align("a\nd\n")))
        #expect(!ElidedOutput.matches(shown.align("a\nb\nc\n")))
        #expect(!ElidedOutput.matches(ElidedOutput(["a", "b"]).align("a\nb\nc\n")))
        // Trailing spaces and trailing blank lines are ignored on both sides.
        #expect(ElidedOutput.matches(ElidedOutput(["a  ", "b", "", ""]).align("a\nb  \n\n")))
    }

    @Test("updating replaces the changed lines and keeps each `...` that still stands for lines")
    func update() throws {
        let text = Self.page("Error: unknown recipe 'tre'; did you mean 'grid'?\n...\n")
        let report = ShellExampleCheck().check(text, path: "page.md", update: true)
        let updated = try #require(report.updatedText)
        #expect(updated == Self.page("Error: unknown recipe 'tre'; did you mean 'tree'?\n...\n"))
        #expect(ShellExampleCheck().check(updated, path: "page.md").problems.isEmpty)
    }

    @Test("a block with a setup marker runs after the setup; an unknown setup is reported")
    func setups() {
        var check = ShellExampleCheck()
        check.setups = ["empty-file": { sandbox in try sandbox.runChecked(["list"]) }]
        let marked = "<!-- example: setup empty-file -->\n```text\n$ recipes run tre\n...\n```\n"
        #expect(check.check(marked, path: "page.md").problems.isEmpty)
        let unknown = "<!-- example: setup nothing -->\n```text\n$ recipes run tre\n...\n```\n"
        #expect(check.check(unknown, path: "page.md").problems.first?.contains("names no setup") == true)
    }

    @Test("command lines split as a shell would: quotes, $VARIABLES, assignments, comments; pipes refused")
    func commandLines() throws {
        let line = try ShellCommandLine(
            #"NO_COLOR=1 swift run recipes diff 'a b' "$TMPDIR/now" x\ y   # a comment"#, variables: ["TMPDIR": "/t"])
        #expect(line.environment == ["NO_COLOR": "1"])
        #expect(line.recipesArguments == ["diff", "a b", "/t/now", "x y"])
        #expect(throws: ShellCommandLine.Unsupported.self) {
            try ShellCommandLine("recipes list | head", variables: [:])
        }
        #expect(throws: ShellCommandLine.Unsupported.self) {
            try ShellCommandLine("recipes run $UNKNOWN", variables: [:])
        }
        #expect(try ShellCommandLine("ls -l", variables: [:]).recipesArguments == nil)
    }

    /// The problems of the one Swift block of `markdown`, against a file `Tests/T.swift` holding `file`.
    static func swiftProblems(_ markdown: String, file: String) throws -> [String] {
        let block = try #require(MarkdownDocument(markdown).blocks.first)
        return SwiftBlockCheck.problems(block, in: "page.md", packageModules: ["CompositionalLayout"]) {
            $0 == "Tests/T.swift" ? file : nil
        }
    }

    @Test("a Swift block compiled in a test file passes, whitespace and the file's wrapping aside")
    func swiftBlockCompiled() throws {
        let markdown = """
            <!-- example: compiled in Tests/T.swift -->
            ```swift
            import CompositionalLayout
            import AppModule

            let width = 390.0   // points
            ```
            """
        let file =
            "import CompositionalLayout\nimport Testing\n\n@Test func t() {\n    let width  =  390.0 // points\n}\n"
        #expect(try Self.swiftProblems(markdown, file: file).isEmpty)
    }

    @Test("a Swift block that differs from its test file, lacks an import, has no marker or no reason fails")
    func swiftBlockProblems() throws {
        let block = "```swift\nimport CompositionalLayout\nlet width = 390.0\n```\n"
        let file = "import CompositionalLayout\nlet width = 320.0\n"
        let changed = try Self.swiftProblems("<!-- example: compiled in Tests/T.swift -->\n" + block, file: file)
        #expect(changed.count == 1 && changed[0].contains("is not in Tests/T.swift word for word"))
        let noImport = try Self.swiftProblems(
            "<!-- example: compiled in Tests/T.swift -->\n" + block, file: "let width = 390.0\n")
        #expect(
            noImport == [
                "page.md:2 (the Swift block starting there): Tests/T.swift has no `import CompositionalLayout`"
            ])
        #expect(try Self.swiftProblems(block, file: file).first?.contains("has no marker") == true)
        #expect(try Self.swiftProblems("<!-- example: not compiled: -->\n" + block, file: file).count == 1)
        #expect(try Self.swiftProblems("<!-- example: not compiled: a manifest -->\n" + block, file: file).isEmpty)
        #expect(
            try Self.swiftProblems("<!-- example: compiled in Tests/None.swift -->\n" + block, file: file).count == 1)
    }
}
