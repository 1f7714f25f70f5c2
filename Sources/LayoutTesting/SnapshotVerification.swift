import CompositionalLayout
import Foundation
import LayoutSnapshots

/// What comparing a fresh snapshot with its recorded files found: a match, files recorded, or a failure
/// whose message holds the frame diff and how to re-record.
public enum SnapshotVerification: Sendable, Equatable {
    /// Every width matches its file.
    case matched
    /// Some widths were recorded (their paths); the rest matched. An assertion fails on this, so that a
    /// recording is always seen.
    case recorded([String])
    /// Some width differs or cannot be compared; the message says which, how, and how to re-record.
    case failed(String)

    /// Compares each run of `snapshot` with its file `directory/NAME@WIDTH.json` (one run per file), or
    /// records it, as `mode` says.
    ///
    /// A run differing beyond `tolerance` points fails; its new frames are written under
    /// `artifactDirectory` so that `recipes diff` can show every change. `rerecord` is the command the
    /// message gives for re-recording. `sizeClass` is the forced size class, if any (it is in the names).
    public static func verify(
        _ snapshot: LayoutSnapshot, directory: String, mode: SnapshotRecordMode, tolerance: Double = 0,
        sizeClass: SizeClass? = nil, artifactDirectory: String = SnapshotVerification.defaultArtifactDirectory,
        rerecord: String
    ) -> SnapshotVerification {
        var recorded: [String] = []
        var failures: [String] = []
        var differing = 0
        for run in snapshot.runs {
            let file = SnapshotFileName.make(name: snapshot.name, width: run.width, sizeClass: sizeClass)
            let path = (directory as NSString).appendingPathComponent(file)
            let single = LayoutSnapshot(name: snapshot.name, runs: [run])
            let text = SnapshotJSON.document(single)
            guard let bytes = FileManager.default.contents(atPath: path) else {
                if mode == .never {
                    failures.append("\(file): no recorded snapshot at \(path), and \(recordHint(.never)).")
                } else if let problem = write(text, to: path) {
                    failures.append("\(file): cannot record the snapshot at \(path): \(problem).")
                } else {
                    recorded.append(path)
                }
                continue
            }
            let old: LayoutSnapshot
            do {
                old = try LayoutSnapshot.decode([UInt8](bytes))
            } catch {
                if mode == .all, write(text, to: path) == nil {
                    recorded.append(path)
                } else {
                    failures.append("\(file): the recorded snapshot \(path) cannot be read: \(error).")
                }
                continue
            }
            let diff = SnapshotDiff(old: old, new: single, tolerance: tolerance)
            guard !diff.isIdentical else { continue }
            differing += 1
            if mode == .all, write(text, to: path) == nil {
                recorded.append(path)
                continue
            }
            var entry = "\(file) (recorded at \(path)):\n"
            entry += diff.lines(limit: SnapshotLimits.listedChangesPerRun).map { "  " + $0 + "\n" }.joined()
            let artifact = (artifactDirectory as NSString).appendingPathComponent(file)
            if write(text, to: artifact) == nil {
                entry +=
                    "  The new frames are in \(artifact); 'swift run recipes diff \(path) \(artifact)' "
                    + "lists every change.\n"
            }
            failures.append(entry)
        }
        guard failures.isEmpty else {
            return .failed(
                failureMessage(
                    snapshot, differing: differing, tolerance: tolerance, failures: failures, recorded: recorded,
                    rerecord: rerecord))
        }
        return recorded.isEmpty ? .matched : .recorded(recorded)
    }

    /// The message of a `.failed` result: how many widths differ (or that the recording cannot be
    /// compared), each width's problem, the files recorded meanwhile and the command that re-records.
    static func failureMessage(
        _ snapshot: LayoutSnapshot, differing: Int, tolerance: Double, failures: [String], recorded: [String],
        rerecord: String
    ) -> String {
        let widths = snapshot.runs.count
        var message = "Layout snapshot '\(snapshot.name)' "
        message +=
            differing > 0
            ? "differs from its recording at \(differing) of \(widths) width\(widths == 1 ? "" : "s")"
                + (tolerance > 0 ? " (tolerance \(SnapshotJSON.number(tolerance)) points)" : "") + ".\n"
            : "cannot be compared with its recording.\n"
        message += failures.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
        if !recorded.isEmpty { message += "Recorded: " + recorded.joined(separator: ", ") + ".\n" }
        message += "If the new frames are intended, re-record: \(rerecord)"
        return message
    }

    /// Where the frames of failing widths are written: `layout-snapshot-failures` in the temporary folder.
    public static var defaultArtifactDirectory: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("layout-snapshot-failures").path
    }

    /// The message of a `.recorded` result.
    static func recordedMessage(name: String, paths: [String]) -> String {
        "Recorded layout snapshot '\(name)' at \(paths.count) width\(paths.count == 1 ? "" : "s"): "
            + paths.joined(separator: ", ") + ". Check the files in; the next run compares with them."
    }

    /// Why a file was not recorded in `mode`.
    static func recordHint(_ mode: SnapshotRecordMode) -> String {
        "\(SnapshotRecordMode.environmentVariable)=\(mode.rawValue) forbids recording it"
    }

    /// Writes `text` to `path` (creating its folder); nil on success, else why not.
    static func write(_ text: String, to path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return "the file cannot be written"
        }
    }
}
