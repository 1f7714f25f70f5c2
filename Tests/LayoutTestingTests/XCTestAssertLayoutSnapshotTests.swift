import CompositionalLayout
import Foundation
import LayoutTesting
import XCTest

/// `assertLayoutSnapshot` from an XCTest case: failures go to XCTest (captured here to check them).
final class XCTestAssertLayoutSnapshotTests: XCTestCase {
    /// The failures recorded while `capturing` is true.
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// A DSL layout matches its checked-in snapshots (__Snapshots__/XCTestAssertLayoutSnapshotTests).
    func testMatchesCheckedInSnapshot() {
        assertLayoutSnapshot(of: TestLayouts.twoColumns, data: LayoutData(sections: 1, items: 3), widths: [375])
    }

    /// A recording and a difference are reported to XCTest, at the assertion's line.
    func testReportsToXCTest() throws {
        let folder = try TestLayouts.temporaryFolder()
        capturing = true
        assertLayoutSnapshot(
            of: TestLayouts.twoColumns, data: LayoutData(sections: 1, items: 1), widths: [400], named: "x",
            snapshotDirectory: folder)
        assertLayoutSnapshot(
            of: TestLayouts.twoColumns, data: LayoutData(sections: 1, items: 2), widths: [400], named: "x",
            snapshotDirectory: folder)
        capturing = false
        XCTAssertEqual(captured.count, 2)
        XCTAssertTrue(captured.first?.contains("Recorded layout snapshot 'x' at 1 width") == true, "\(captured)")
        // The second item sits beside the first: x = 12 + 188 + 4.
        XCTAssertTrue(captured.last?.contains("    cell 0.1: added at (204, 4), 180 x 112\n") == true, "\(captured)")
    }
}
