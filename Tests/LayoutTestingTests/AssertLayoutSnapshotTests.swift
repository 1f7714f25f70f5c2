import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import LayoutSnapshots
import LayoutTesting
import Testing

@Suite("assertLayoutSnapshot in Swift Testing")
struct AssertLayoutSnapshotTests {
    @Test("a DSL layout matches its checked-in snapshots (__Snapshots__/AssertLayoutSnapshotTests)")
    func dslLayout() {
        assertLayoutSnapshot(of: TestLayouts.twoColumns, data: LayoutData(sections: 1, items: 4))
    }

    @MainActor
    @Test("a UIKit-facade layout matches its checked-in snapshots, taken at the headless view's scale 3")
    func uikitLayout() {
        assertLayoutSnapshot(of: TestLayouts.makeTwoColumnLayout(), itemCounts: [4])
    }

    @MainActor
    @Test("the facade's snapshot is the engine's: the same frames as the DSL layout, at every width")
    func facadeMatchesEngine() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 700), collectionViewLayout: TestLayouts.makeTwoColumnLayout())
        view.itemCounts = [3, 2]
        let widths: [Double] = [320, 390, 768, 1024]
        let facade = try LayoutSnapshot(name: "two", collectionView: view, widths: widths)
        let engine = try LayoutSnapshot(
            name: "two", widths: widths, height: 700, displayScale: 3, data: LayoutData(itemCounts: [3, 2])
        ) { _ in TestLayouts.twoColumns }
        #expect(facade == engine)
        // At 390: columns (390 - 24) / 2 = 183 wide; the second cell starts at 12 + 183 + 4.
        #expect(facade.runs[1].elements[1].frame == Rect(x: 12 + 183 + 4, y: 4, width: 175, height: 112))
        #expect(facade.runs.map(\.sizeClass) == [.compact, .compact, .regular, .regular])
        // The view gets its frame back.
        #expect(view.frame.width == 100)
    }

    @Test("the first run records and reports it; the next run matches")
    func recordsThenMatches() throws {
        let folder = try TestLayouts.temporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(
                of: TestLayouts.twoColumns, data: LayoutData(sections: 1, items: 2), widths: [400], named: "pair",
                record: .missing, snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("Recorded layout snapshot 'pair' at 1 width: \(folder)/pair@400.json.")
            }
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/pair@400.json"))
        assertLayoutSnapshot(
            of: TestLayouts.twoColumns, data: LayoutData(sections: 1, items: 2), widths: [400], named: "pair",
            record: .missing, snapshotDirectory: folder)
    }

    @Test("a changed layout fails with the frame diff and the command that re-records this file")
    func failsWithDiff() throws {
        let folder = try TestLayouts.temporaryFolder()
        let wider = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(120))) {
                    Item().width(.fractionalWidth(0.5)).contentInsets(4)
                }
            }
            .contentInsets(leading: 10, trailing: 12))
        withKnownIssue {
            assertLayoutSnapshot(
                of: TestLayouts.twoColumns, data: LayoutData(sections: 1, items: 1), widths: [400], named: "one",
                snapshotDirectory: folder)
        }
        withKnownIssue {
            assertLayoutSnapshot(
                of: wider, data: LayoutData(sections: 1, items: 1), widths: [400], named: "one",
                snapshotDirectory: folder)
        } matching: { issue in
            // Leading inset 12 -> 10: the column is (400 - 22) / 2 = 189 wide instead of 188, 2 points to the left.
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("    cell 0.0: moved by (-2, 0) to (14, 4); resized by (+1, 0) to 181 x 112\n")
                && text.hasSuffix(
                    "re-record: RECORD_LAYOUT_SNAPSHOTS=1 swift test --filter AssertLayoutSnapshotTests")
        }
    }

    @Test("a layout that cannot be solved fails, saying why")
    func unsolvable() {
        let broken = Layout(
            section: Section { HGroup(LayoutSize(width: .fractionalWidth(0), height: .absolute(10))) { Item() } })
        withKnownIssue {
            assertLayoutSnapshot(
                of: broken, data: LayoutData(sections: 1, items: 1), named: "broken",
                snapshotDirectory: "/nonexistent")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Layout snapshot 'broken' cannot be made: ") }
        }
    }
}
