// Fuzz target `snapshot-file`: the snapshot reader on any bytes.
//
// Checks: it never crashes; a snapshot it reads, written again in the one snapshot format
// (`SnapshotJSON`), reads back equal; and a snapshot compared with itself has no difference.
import CompositionalLayout
import LayoutSnapshots

/// libFuzzer's entry point: one input of `size` bytes at `data`; 0, or a crash when a check fails.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshotFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let snapshot = try? LayoutSnapshot.decode(bytes) else { return 0 }
    let again: LayoutSnapshot
    do {
        again = try LayoutSnapshot.decode(Array(SnapshotJSON.document(snapshot).utf8))
    } catch {
        fatalError("a snapshot read from the input cannot be read back once written: \(error)")
    }
    guard again == snapshot else { fatalError("written and read back, the snapshot differs") }
    guard
        SnapshotDiff(old: snapshot, new: snapshot).isIdentical
            || snapshot.runs.contains(where: { run in
                run.elements.contains { !$0.frame.isFinite }
            })
    else {
        fatalError("a snapshot differs from itself")
    }
    return 0
}
