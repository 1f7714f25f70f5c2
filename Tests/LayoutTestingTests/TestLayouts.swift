import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation

/// Layouts the LayoutTesting tests snapshot, each written once in the DSL and once in UIKit's API.
enum TestLayouts {
    /// Two cells per 120-point row, each inset by 4, in a section inset by 12 on both sides: at width W
    /// each cell's column is (W - 24) / 2 wide, the cell itself 8 less.
    static let twoColumns = Layout(
        section: Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(120))) {
                Item().width(.fractionalWidth(0.5)).contentInsets(4)
            }
        }
        .contentInsets(leading: 12, trailing: 12))

    /// `twoColumns` in UIKit's API (the README's example).
    @MainActor
    static func makeTwoColumnLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
        )
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A fresh empty temporary folder, inside one folder per test process that is removed when it exits.
    ///
    /// Each test made its own in the system's temporary folder, and left it there.
    static func temporaryFolder() throws -> String {
        let url = processFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// The folder that holds this test process's temporary folders; made on first use, removed at exit.
    static let processFolder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-testing-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: TestLayouts.processFolder) }
        return url
    }()
}
