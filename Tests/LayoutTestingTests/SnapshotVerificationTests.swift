import CompositionalLayout
import Foundation
import LayoutSnapshots
import LayoutTesting
import Testing

@Suite("Snapshot verification")
struct SnapshotVerificationTests {
    /// `twoColumns` with `items` items at 320 and 768 points.
    static func snapshot(items: Int = 4, name: String = "two-columns") throws -> LayoutSnapshot {
        try LayoutSnapshot(name: name, widths: [320, 768], data: LayoutData(sections: 1, items: items)) { _ in
            TestLayouts.twoColumns
        }
    }

    static func verify(_ snapshot: LayoutSnapshot, in folder: String, mode: SnapshotRecordMode = .missing)
        -> SnapshotVerification
    {
        SnapshotVerification.verify(
            snapshot, directory: folder, mode: mode, artifactDirectory: folder + "/artifacts", rerecord: "RERECORD")
    }

    @Test("a missing snapshot is recorded, one file per width, exactly as `recipes run --format json` prints it")
    func records() throws {
        let folder = try TestLayouts.temporaryFolder()
        let snapshot = try Self.snapshot()
        #expect(
            Self.verify(snapshot, in: folder)
                == .recorded([folder + "/two-columns@320.json", folder + "/two-columns@768.json"]))
        let text = try String(contentsOfFile: folder + "/two-columns@768.json", encoding: .utf8)
        #expect(text == SnapshotJSON.document(LayoutSnapshot(name: "two-columns", runs: [snapshot.runs[1]])))
        // At 768: columns (768 - 24) / 2 = 372 wide, so cell 1 is at x = 12 + 372 + 4, 372 - 8 wide.
        #expect(text.contains("\"item\": 1, \"x\": 388, \"y\": 4, \"width\": 364, \"height\": 112,"))
        #expect(Self.verify(snapshot, in: folder) == .matched)
    }

    @Test("a changed layout fails with the frame diff, where the new frames are, and how to re-record")
    func differs() throws {
        let folder = try TestLayouts.temporaryFolder()
        _ = Self.verify(try Self.snapshot(items: 4), in: folder)
        guard case .failed(let message) = Self.verify(try Self.snapshot(items: 5), in: folder) else {
            Issue.record("a fifth item did not fail")
            return
        }
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Layout snapshot 'two-columns' differs from its recording at 2 of 2 widths.")
        #expect(lines[1] == "two-columns@320.json (recorded at \(folder)/two-columns@320.json):")
        // Row 3 starts at y = 2 x 120 = 240 (content 240 -> 360); at 320 a cell is (320 - 24) / 2 - 8 = 140 wide.
        #expect(lines[2] == "  width 320 (compact): 1 element added; content size 320 x 240 -> 320 x 360")
        #expect(lines[3] == "    cell 0.4: added at (16, 244), 140 x 112")
        #expect(
            lines[4]
                == "  The new frames are in \(folder)/artifacts/two-columns@320.json; 'swift run recipes diff "
                + "\(folder)/two-columns@320.json \(folder)/artifacts/two-columns@320.json' lists every change.")
        #expect(lines.last == "If the new frames are intended, re-record: RERECORD")
        #expect(FileManager.default.fileExists(atPath: folder + "/artifacts/two-columns@768.json"))
        // The recording is left alone.
        #expect(Self.verify(try Self.snapshot(items: 4), in: folder) == .matched)
    }

    @Test("within the tolerance a change passes")
    func tolerance() throws {
        let folder = try TestLayouts.temporaryFolder()
        var snapshot = try Self.snapshot()
        _ = Self.verify(snapshot, in: folder)
        snapshot.runs[0].elements[0].frame.x += 0.25
        let strict = SnapshotVerification.verify(snapshot, directory: folder, mode: .missing, rerecord: "R")
        let loose = SnapshotVerification.verify(
            snapshot, directory: folder, mode: .missing, tolerance: 0.25, rerecord: "R")
        #expect(strict != .matched)
        #expect(loose == .matched)
    }

    @Test("never: a missing snapshot fails and nothing is written")
    func never() throws {
        let folder = try TestLayouts.temporaryFolder()
        guard case .failed(let message) = Self.verify(try Self.snapshot(), in: folder, mode: .never) else {
            Issue.record("a missing snapshot passed in never mode")
            return
        }
        #expect(message.contains("two-columns@320.json: no recorded snapshot at \(folder)/two-columns@320.json"))
        #expect(message.contains("RECORD_LAYOUT_SNAPSHOTS=never forbids recording it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("all: changed widths are rewritten (and reported), unchanged ones match")
    func all() throws {
        let folder = try TestLayouts.temporaryFolder()
        _ = Self.verify(try Self.snapshot(items: 4), in: folder)
        var changed = try Self.snapshot(items: 4)
        changed.runs[1].elements[0].frame.y = 1
        #expect(Self.verify(changed, in: folder, mode: .all) == .recorded([folder + "/two-columns@768.json"]))
        #expect(Self.verify(changed, in: folder) == .matched)
    }

    @Test("a recording that is not a snapshot fails, naming the problem")
    func corrupt() throws {
        let folder = try TestLayouts.temporaryFolder()
        try Data("{\"recipe\": 1, \"runs\": []}".utf8).write(to: URL(fileURLWithPath: folder + "/two-columns@320.json"))
        guard case .failed(let message) = Self.verify(try Self.snapshot(), in: folder) else {
            Issue.record("a corrupt recording passed")
            return
        }
        #expect(message.hasPrefix("Layout snapshot 'two-columns' cannot be compared with its recording.\n"))
        #expect(message.contains("cannot be read: recipe: expected a string, found a number."))
        // The other width was recorded meanwhile, and the message says so.
        #expect(message.contains("Recorded: \(folder)/two-columns@768.json."))
    }
}
