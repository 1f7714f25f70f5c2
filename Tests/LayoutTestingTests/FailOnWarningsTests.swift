import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import LayoutTesting
import Testing

/// `failOnWarnings`: an assertion that asks fails on the engine's layout warnings, for DSL and UIKit
/// layouts alike; one that does not ask passes as before.
@Suite("assertLayoutSnapshot(failOnWarnings:)")
struct FailOnWarningsTests {
    /// Items 150 points tall in rows 50 points tall: 3 times as tall as their group (spec G8).
    static let overlapping = Layout(
        section: Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                Item().width(.fractionalWidth(1)).height(.absolute(150))
            }
        })

    /// `overlapping` in UIKit's API.
    @MainActor
    static func makeOverlapping() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static let warning =
        "section[0].group.subitems[0].size.height: the item is 3 times as tall as its group; "
        + "cells will overlap"

    @Test("a DSL layout with overlapping cells fails when asked, naming the width and the warning")
    func dslFails() throws {
        let folder = try TestLayouts.temporaryFolder()
        // Recorded first, so the only issue left is the warning.
        withKnownIssue {
            assertLayoutSnapshot(
                of: Self.overlapping, data: LayoutData(sections: 1, items: 2), widths: [320], named: "tall",
                snapshotDirectory: folder)
        }
        assertLayoutSnapshot(
            of: Self.overlapping, data: LayoutData(sections: 1, items: 2), widths: [320], named: "tall",
            snapshotDirectory: folder)
        withKnownIssue {
            assertLayoutSnapshot(
                of: Self.overlapping, data: LayoutData(sections: 1, items: 2), widths: [320], named: "tall",
                snapshotDirectory: folder, failOnWarnings: true)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                == "Layout snapshot 'tall' has 1 layout warning (failOnWarnings is true):\n  at width 320: "
                + Self.warning + "\n"
        }
    }

    @MainActor
    @Test("the host exposes the warnings after a pass, and a UIKit layout's assertion fails on them when asked")
    func uikitFails() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Self.makeOverlapping())
        view.itemCounts = [2]
        #expect(view.layoutWarnings.map(\.description) == [Self.warning])
        #expect(view.layoutWarnings.first?.path == "section[0].group.subitems[0].size.height")

        let folder = try TestLayouts.temporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(of: view, widths: [390, 768], named: "tall", snapshotDirectory: folder)
        }
        assertLayoutSnapshot(of: view, widths: [390, 768], named: "tall", snapshotDirectory: folder)
        withKnownIssue {
            assertLayoutSnapshot(
                of: view, widths: [390, 768], named: "tall", snapshotDirectory: folder, failOnWarnings: true)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                == "Layout snapshot 'tall' has 2 layout warnings (failOnWarnings is true):\n"
                + "  at width 390: \(Self.warning)\n  at width 768: \(Self.warning)\n"
        }
    }

    @MainActor
    @Test("a layout without warnings passes with failOnWarnings, and its host reports none")
    func cleanLayoutPasses() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TestLayouts.makeTwoColumnLayout())
        view.itemCounts = [4]
        #expect(view.layoutWarnings.isEmpty)
        let folder = try TestLayouts.temporaryFolder()
        withKnownIssue {
            assertLayoutSnapshot(
                of: TestLayouts.makeTwoColumnLayout(), itemCounts: [4], widths: [390], named: "two",
                snapshotDirectory: folder)
        }
        assertLayoutSnapshot(
            of: TestLayouts.makeTwoColumnLayout(), itemCounts: [4], widths: [390], named: "two",
            snapshotDirectory: folder, failOnWarnings: true)
    }

    @MainActor
    @Test("a grouped or inset-grouped list passes with failOnWarnings: its negative section spacing is UIKit's")
    func groupedListPasses() throws {
        let folder = try TestLayouts.temporaryFolder()
        for appearance in [UICollectionLayoutListConfiguration.Appearance.grouped, .insetGrouped] {
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: appearance))
            // spec LS4: the list itself sets the spacing -20 (0 gap less the 20 bottom inset).
            #expect(layout.configuration.interSectionSpacing == -20)
            let name = "\(appearance)"
            withKnownIssue {
                assertLayoutSnapshot(
                    of: layout, itemCounts: [2, 3], widths: [390, 768], named: name, snapshotDirectory: folder)
            }
            assertLayoutSnapshot(
                of: layout, itemCounts: [2, 3], widths: [390, 768], named: name, snapshotDirectory: folder,
                failOnWarnings: true)
        }
    }
}
