import CompositionalLayoutUIKit
import Foundation
import Testing

extension UIKitConformanceTests {
    @Test("a case's per-item height table sizes each listed cell, and a cell it does not list keeps its estimate")
    func perItemHeightTable() throws {
        let json = """
            {"id": "heights", "host": {"width": 375, "height": 667, "scale": 2, "safeAreaInsets": [0, 0, 0, 0],
             "layoutMargins": null, "contentOffset": null, "rightToLeft": false},
             "itemCounts": [3], "selfSizedCellHeights": [[52, 68.5]], "contentSize": null, "printedDecimals": null,
             "frames": []}
            """
        let recordedCase = try JSONDecoder().decode(RecordedCase.self, from: Data(json.utf8))
        let layout = TableEditorListLayout.make()
        _ = ConformanceRun.host(for: recordedCase, layout: layout)
        let frames = (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0]?.height == 52)
        #expect(frames[1]?.height == 68.5)
        #expect(frames[1]?.minY == (frames[0]?.minY ?? 0) + 52)
        // Unlisted: the list's row estimate (spec LS5), directly below the second row.
        #expect(frames[2]?.height == 44)
        #expect(frames[2]?.minY == (frames[0]?.minY ?? 0) + 52 + 68.5)
    }
}
