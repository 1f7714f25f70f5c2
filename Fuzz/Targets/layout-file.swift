// Fuzz target `layout-file`: the layout-file decoder on any bytes, then the solve of what it decodes.
//
// Checks: decoding never crashes; a decoded file, solved at 320 and 1024 points with its data (or one
// section of 8 items), either solves or throws a `LayoutError`; every frame and the content size are
// finite; and `recipes validate -` finds the file valid exactly when `recipes run --file -` solves it at
// the same widths (the CLI in process, the bytes as standard input).
import CompositionalLayout
import Foundation
import LayoutFiles
import RecipesCLI

/// The widths every check solves at.
let widths = [320.0, 1024.0]

/// The outcome of the command line `arguments` with `bytes` as standard input.
func recipes(_ arguments: [String], input bytes: [UInt8]) -> Outcome {
    let fileSystem = FileSystem(currentDirectory: "/nonexistent", standardInput: StandardInput(bytes: bytes))
    return RecipesCLI.run(arguments: arguments, fileSystem: fileSystem)
}

/// libFuzzer's entry point: one input of `size` bytes at `data`; 0, or a crash when a check fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? LayoutFile.decode(bytes, sourceName: "fuzz") else {
        // Refused: validate must say so too, and run must refuse it.
        let validate = recipes(["validate", "-", "-w", "320,1024"], input: bytes)
        let run = recipes(["run", "--file", "-", "-w", "320,1024"], input: bytes)
        if validate.exitCode == 0 || run.exitCode == 0 {
            fatalError("a file the decoder refuses: validate \(validate.exitCode), run \(run.exitCode)")
        }
        return 0
    }
    // Very large data makes one input take seconds; the decoder's limits are checked above all the same.
    let items = document.data ?? [8]
    guard items.reduce(0, { $0 &+ max(0, $1) }) <= 20_000, items.count <= 200 else { return 0 }
    var solvedEverywhere = true
    for width in widths {
        let environment = LayoutEnvironment(width: width, height: 844)
        let layoutData = document.applySizes(to: LayoutData(itemCounts: items))
        do {
            let solved = try solve(document.layout(for: environment), in: environment, data: layoutData)
            let size = solved.contentSize
            guard size.width.isFinite, size.height.isFinite else { fatalError("content size \(size) at \(width)") }
            for element in solved.allElements() where !element.frame.isFinite {
                fatalError("\(element) is not finite at \(width)")
            }
        } catch is LayoutError {
            solvedEverywhere = false
        } catch {
            fatalError("solve threw \(type(of: error)), not a LayoutError: \(error)")
        }
    }
    // The CLI's verdicts: validate (valid, or with warnings only) is exit 0 exactly when run is exit 0.
    let validate = recipes(["validate", "-", "-w", "320,1024"], input: bytes)
    let run = recipes(["run", "--file", "-", "-w", "320,1024", "-f", "json"], input: bytes)
    if (validate.exitCode == 0) != (run.exitCode == 0) {
        fatalError(
            "validate exits \(validate.exitCode) (\(validate.stdout.prefix(300))), run exits \(run.exitCode) "
                + "(\(run.stderr.prefix(300)))")
    }
    // Without its own data run solves 1 section of the recipe's default items, not our 8: compare only with data.
    if document.data != nil, solvedEverywhere != (run.exitCode == 0) {
        fatalError("the engine \(solvedEverywhere ? "solves" : "refuses") it, run exits \(run.exitCode): \(run.stderr)")
    }
    return 0
}
