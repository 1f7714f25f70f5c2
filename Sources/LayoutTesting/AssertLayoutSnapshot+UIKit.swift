import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import LayoutSnapshots

/// Asserts that a UIKit-facade layout hosted in `collectionView` gives the frames recorded for it at each
/// of `widths` (the view's height, item counts, safe area and scale as set; its frame is restored).
///
/// Otherwise as the `Layout` overload: files `NAME@WIDTH.json`, recorded when missing, a frame diff and
/// the re-record command on failure. The size class is the view's (by width unless set). With
/// `failOnWarnings`, the view's `layoutWarnings` at any width fail the assertion too.
@MainActor
public func assertLayoutSnapshot(
    of collectionView: HeadlessCollectionView, widths: [Double] = LayoutSnapshotDefaults.widths,
    named name: String? = nil, tolerance: Double = 0, record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil, failOnWarnings: Bool = false, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let name = name ?? location.testName
    location.check(
        tolerance: tolerance, sizeClass: nil, record: record, snapshotDirectory: snapshotDirectory, name: name,
        failOnWarnings: failOnWarnings
    ) { warnings in
        try LayoutSnapshot(name: name, collectionView: collectionView, widths: widths, warnings: warnings)
    }
}

/// Asserts that a UIKit-facade layout (`UICollectionViewCompositionalLayout`) gives its recorded frames
/// with `itemCounts` items per section, hosted in a `HeadlessCollectionView` `height` points tall at
/// `displayScale` (3, as the headless view has by default) at each of `widths`.
@MainActor
public func assertLayoutSnapshot(
    of layout: UICollectionViewLayout, itemCounts: [Int], widths: [Double] = LayoutSnapshotDefaults.widths,
    height: Double = LayoutSnapshotDefaults.height, displayScale: Double = 3, named name: String? = nil,
    tolerance: Double = 0, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    failOnWarnings: Bool = false, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: CGFloat(widths.first ?? 320), height: CGFloat(height)),
        collectionViewLayout: layout)
    view.itemCounts = itemCounts
    view.displayScale = CGFloat(displayScale)
    assertLayoutSnapshot(
        of: view, widths: widths, named: name, tolerance: tolerance, record: record,
        snapshotDirectory: snapshotDirectory, failOnWarnings: failOnWarnings, fileID: fileID, filePath: filePath,
        function: function, line: line,
        column: column)
}
