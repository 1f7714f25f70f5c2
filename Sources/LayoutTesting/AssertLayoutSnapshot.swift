import CompositionalLayout
import Foundation
import LayoutSnapshots

/// Asserts that `layout` solves to the frames recorded for it, width by width, in
/// `snapshotDirectory/NAME@WIDTH.json` (the JSON of `recipes run --format json`); records a missing file.
///
/// Works in XCTest and in Swift Testing. `name` defaults to the test function's name; `snapshotDirectory`
/// to `__Snapshots__/<test file name>` beside the test file. A difference beyond `tolerance` points fails
/// with the frame diff and the command that re-records; `record` (else `RECORD_LAYOUT_SNAPSHOTS`, see
/// `SnapshotRecordMode`) says when files are written. Each width is solved in a `height`-point container,
/// compact below 600 points unless `sizeClass` is given. With `failOnWarnings`, the engine's layout
/// warnings (cells that will overlap, a child longer than its group) fail the assertion too, width by width.
public func assertLayoutSnapshot(
    of layout: Layout, data: LayoutData = LayoutData(sections: 1, items: 30),
    widths: [Double] = LayoutSnapshotDefaults.widths, height: Double = LayoutSnapshotDefaults.height,
    sizeClass: SizeClass? = nil, displayScale: Double = 0, scrollOffset: Double = 0, named name: String? = nil,
    tolerance: Double = 0, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    failOnWarnings: Bool = false, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertLayoutSnapshot(
        of: { _ in layout }, data: data, widths: widths, height: height, sizeClass: sizeClass,
        displayScale: displayScale, scrollOffset: scrollOffset, named: name, tolerance: tolerance, record: record,
        snapshotDirectory: snapshotDirectory, failOnWarnings: failOnWarnings, fileID: fileID, filePath: filePath,
        function: function, line: line,
        column: column)
}

/// Asserts that the layouts `layout` builds for each width's environment solve to their recorded frames.
///
/// For layouts that change with the size class or the width, as a recipe's provider or a UIKit section
/// provider does. Otherwise as `assertLayoutSnapshot(of:data:widths:...)` for one `Layout`.
public func assertLayoutSnapshot(
    of layout: (LayoutEnvironment) throws -> Layout, data: LayoutData = LayoutData(sections: 1, items: 30),
    widths: [Double] = LayoutSnapshotDefaults.widths, height: Double = LayoutSnapshotDefaults.height,
    sizeClass: SizeClass? = nil, displayScale: Double = 0, scrollOffset: Double = 0, named name: String? = nil,
    tolerance: Double = 0, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    failOnWarnings: Bool = false, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let name = name ?? location.testName
    location.check(
        tolerance: tolerance, sizeClass: sizeClass, record: record, snapshotDirectory: snapshotDirectory, name: name,
        failOnWarnings: failOnWarnings
    ) { warnings in
        try LayoutSnapshot(
            name: name, widths: widths, height: height, sizeClass: sizeClass, displayScale: displayScale,
            scrollOffset: scrollOffset, data: data, layout: layout, warnings: warnings)
    }
}

/// Where an assertion was written, and what it does once it has a snapshot: shared by every overload.
struct AssertionLocation {
    var fileID: StaticString
    var filePath: StaticString
    var function: StaticString
    var line: UInt
    var column: UInt

    /// The test function's name without its argument list: `twoColumnLayout()` gives `twoColumnLayout`.
    var testName: String {
        let text = String(describing: function)
        return String(text.prefix { $0 != "(" })
    }

    /// The test file's name without `.swift`.
    var fileStem: String {
        let file = (String(describing: filePath) as NSString).lastPathComponent
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// `__Snapshots__/<file stem>` beside the test file.
    var defaultDirectory: String {
        let folder = (String(describing: filePath) as NSString).deletingLastPathComponent
        return ((folder as NSString).appendingPathComponent("__Snapshots__") as NSString)
            .appendingPathComponent(fileStem)
    }

    /// The command that re-records this file's snapshots.
    var rerecordCommand: String {
        "\(SnapshotRecordMode.environmentVariable)=1 swift test --filter \(fileStem)"
    }

    /// Makes the snapshot, verifies it, and reports anything but a match to the running test framework; with
    /// `failOnWarnings`, also the layout warnings `make` hands its callback (width, descriptions).
    func check(
        tolerance: Double, sizeClass: SizeClass?, record: SnapshotRecordMode?, snapshotDirectory: String?,
        name: String, failOnWarnings: Bool = false,
        _ make: (_ warnings: (Double, [String]) -> Void) throws -> LayoutSnapshot
    ) {
        let mode: SnapshotRecordMode
        if let record {
            mode = record
        } else {
            switch SnapshotRecordMode.fromEnvironment(ProcessInfo.processInfo.environment) {
            case .success(let value): mode = value
            case .failure(let error): return report(error.description)
            }
        }
        guard tolerance >= 0, tolerance.isFinite else {
            return report("The tolerance must be a finite number of points at least 0, not \(tolerance).")
        }
        let snapshot: LayoutSnapshot
        var warnings: [String] = []
        do {
            snapshot = try make { width, found in
                warnings += found.map { "  at width \(SnapshotJSON.number(width)): \($0)\n" }
            }
        } catch {
            return report("Layout snapshot '\(name)' cannot be made: \(error)")
        }
        if failOnWarnings, !warnings.isEmpty {
            report(
                "Layout snapshot '\(name)' has \(warnings.count) layout warning\(warnings.count == 1 ? "" : "s") "
                    + "(failOnWarnings is true):\n" + warnings.joined())
        }
        let result = SnapshotVerification.verify(
            snapshot, directory: snapshotDirectory ?? defaultDirectory, mode: mode, tolerance: tolerance,
            sizeClass: sizeClass, rerecord: rerecordCommand)
        switch result {
        case .matched: break
        case .recorded(let paths): report(SnapshotVerification.recordedMessage(name: snapshot.name, paths: paths))
        case .failed(let message): report(message)
        }
    }

    /// Reports a failure at this location.
    func report(_ message: String) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
