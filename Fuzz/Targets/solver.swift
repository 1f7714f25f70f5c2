// Fuzz target `solver`: random layouts from the differential tests' generator (every construct: nested and
// custom groups, waterfall, adaptive, estimated sizes, badges, boundary items, pinning, orthogonal
// sections, both scroll directions, right to left, list-like sections), solved three ways.
//
// The input's first 8 bytes are the generator's seed (`RandomLayoutGenerator.makeCase`), so the fuzzer
// explores seeds and keeps those that reach new solver code; byte 8 picks the contained profile; the rest
// picks the data-source update of the incremental re-solve (which sections change, and their new counts).
// Checks: no crash; the engine and the reference solver agree within the differential tests' tolerance
// (1e-9 plus 1e-12 of the coordinates) wherever both accept, and the reference never refuses what the
// engine solves; an incremental re-solve after the update equals a full solve of the new data.
import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver

/// The differential tests' tolerance for two frames.
func tolerance(_ a: Rect, _ b: Rect) -> Double {
    1e-9 + 1e-12 * max(abs(a.x), abs(a.y), abs(a.maxX), abs(a.maxY), abs(b.x), abs(b.y))
}

/// True when two frames agree within `tolerance`.
func close(_ a: Rect, _ b: Rect) -> Bool {
    let t = tolerance(a, b)
    return abs(a.x - b.x) <= t && abs(a.y - b.y) <= t && abs(a.width - b.width) <= t && abs(a.height - b.height) <= t
}

/// The first difference between two element lists, or nil.
func difference(
    _ a: [(category: ElementCategory, kind: String?, indexPath: IndexPath, frame: Rect, zIndex: Int)],
    _ b: [(category: ElementCategory, kind: String?, indexPath: IndexPath, frame: Rect, zIndex: Int)]
) -> String? {
    if a.count != b.count { return "\(a.count) elements vs \(b.count)" }
    for (i, (x, y)) in zip(a, b).enumerated() {
        guard x.category == y.category, x.kind == y.kind, x.indexPath == y.indexPath, x.zIndex == y.zIndex,
            close(x.frame, y.frame)
        else { return "element \(i): \(x) vs \(y)" }
    }
    return nil
}

func elements(_ solved: SolvedLayout) -> [(
    category: ElementCategory, kind: String?, indexPath: IndexPath, frame: Rect, zIndex: Int
)] {
    solved.allElements().map { ($0.category, $0.elementKind, $0.indexPath, $0.frame, $0.zIndex) }
}

/// libFuzzer's entry point: one input of `size` bytes at `data`; 0, or a crash when a check fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 8 else { return 0 }
    let seed = bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let contained = bytes.count > 8 && bytes[8] & 1 == 1
    let c = RandomLayoutGenerator.makeCase(seed: seed, contained: contained)
    let layout = c.layout
    let fast = try? solve(layout, in: c.environment, data: c.data)
    let reference = try? referenceSolve(layout, in: c.environment, data: c.data)
    guard let fast else { return 0 }
    guard let reference else { fatalError("seed \(seed): the reference refused a layout the engine solved\n\(c)") }
    let a = fast.contentSize
    let b = reference.contentSize
    let contentTolerance = 1e-9 + 1e-12 * max(abs(a.width), abs(a.height), abs(b.width), abs(b.height))
    if abs(a.width - b.width) > contentTolerance || abs(a.height - b.height) > contentTolerance {
        fatalError("seed \(seed): content size \(a) vs reference \(b)\n\(c)")
    }
    let theirs = reference.elements.map { ($0.category, $0.elementKind, $0.indexPath, $0.frame, $0.zIndex) }
    if let found = difference(elements(fast), theirs) { fatalError("seed \(seed): \(found) (reference)\n\(c)") }

    // The update: for each remaining byte, section (byte % sections) gets (byte / sections) % 5 - 2 more items.
    var counts = c.itemCounts
    var changed: [Int] = []
    for byte in bytes.dropFirst(9).prefix(8) where !counts.isEmpty {
        let s = Int(byte) % counts.count
        counts[s] = max(0, counts[s] + Int(byte) / counts.count % 5 - 2)
        changed.append(s)
    }
    let newData = LayoutData(itemCounts: counts, sizing: c.sizing?.callback)
    guard let full = try? solve(layout, in: c.environment, data: newData) else { return 0 }
    let incremental: SolvedLayout
    do {
        incremental = try solve(layout, in: c.environment, data: newData, reusing: fast, changedSections: changed)
    } catch {
        fatalError("seed \(seed): the incremental re-solve threw \(error) where a full solve succeeds\n\(c)")
    }
    if let found = difference(elements(incremental), elements(full)) {
        fatalError("seed \(seed): incremental \(found) (full), changed \(changed), counts \(counts)\n\(c)")
    }
    return 0
}
