import Foundation
import RecipesCLI

/// The folder one block of shell examples runs in: a fresh temporary folder.
///
/// In it `Recipes` and `docs` link to the package's own, so the paths the examples name resolve, and files the examples write
/// stay out of the package. `$TMPDIR` is its `tmp` folder; output names that folder `/tmp`.
final class ExampleSandbox: Sendable {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A setup a block asks for with `<!-- example: setup NAME -->`: files made before its commands run.
    typealias Setup = @Sendable (ExampleSandbox) throws -> Void

    /// The setups blocks may name.
    static let setups: [String: Setup] = [
        // README, "Regression-test layouts in CI": snapshots of shelves.json recorded in
        // Snapshots/shelves, then the file's interSectionSpacing changed from 20 to 24 and snapshotted
        // again in $TMPDIR/now.
        "shelves-spacing-changed": { sandbox in
            try sandbox.runChecked([
                "snapshot", "--file", "Recipes/Files/shelves.json", "--output", "Snapshots/shelves",
            ])
            let original = try String(
                contentsOf: packageRoot.appendingPathComponent("Recipes/Files/shelves.json"), encoding: .utf8)
            let changed = original.replacingOccurrences(
                of: "\"interSectionSpacing\": 20", with: "\"interSectionSpacing\": 24")
            guard changed != original else { throw SetupError(description: "shelves.json has no spacing of 20") }
            try changed.write(
                to: sandbox.folder.appendingPathComponent("tmp/shelves.json"), atomically: true, encoding: .utf8)
            try sandbox.runChecked(["snapshot", "--file", "tmp/shelves.json", "--output", "tmp/now", "--quiet"])
        }
    ]

    /// A setup that could not be made.
    struct SetupError: Error, CustomStringConvertible {
        /// The sentence.
        var description: String
    }

    /// The folder.
    let folder: URL

    /// Makes a fresh sandbox.
    init() throws {
        let manager = FileManager.default
        folder = manager.temporaryDirectory.appendingPathComponent("doc-examples-\(UUID().uuidString)")
        try manager.createDirectory(at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        for linked in ["Recipes", "docs"] {
            try manager.createSymbolicLink(
                at: folder.appendingPathComponent(linked),
                withDestinationURL: Self.packageRoot.appendingPathComponent(linked))
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The variables `$NAME` expands to in commands.
    var variables: [String: String] { ["TMPDIR": folder.appendingPathComponent("tmp").path] }

    /// Runs `line` in process (`RecipesCLI.run(arguments:)`) and returns what a terminal would show:
    /// standard output, then standard error, with the sandbox's `tmp` folder named `/tmp`.
    func run(_ line: ShellCommandLine) throws -> String {
        guard let arguments = line.recipesArguments else {
            throw ShellCommandLine.Unsupported(
                description: "`\(line.words.joined(separator: " "))`: examples run only `recipes` commands")
        }
        let outcome = RecipesCLI.run(
            arguments: arguments, environment: line.environment,
            fileSystem: FileSystem(currentDirectory: folder.path, standardInput: StandardInput(bytes: [])))
        return (outcome.stdout + outcome.stderr).replacingOccurrences(
            of: folder.appendingPathComponent("tmp").path, with: "/tmp")
    }

    /// Runs `arguments` for a setup; throws when the command fails.
    func runChecked(_ arguments: [String]) throws {
        let outcome = RecipesCLI.run(arguments: arguments, fileSystem: FileSystem(currentDirectory: folder.path))
        guard outcome.exitCode == 0 else {
            throw SetupError(description: "`recipes \(arguments.joined(separator: " "))` failed: \(outcome.stderr)")
        }
    }
}
