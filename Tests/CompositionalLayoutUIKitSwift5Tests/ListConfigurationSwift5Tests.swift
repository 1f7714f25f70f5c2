import CompositionalLayoutUIKit
import Testing

/// List configurations as older app code writes them: a plain function in the Swift 5 language mode,
/// which compiles without diagnostics because the facade's types are `@preconcurrency @MainActor`.
func makeSettingsLayout() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

@MainActor
@Suite("UIKit list configurations (Swift 5)")
struct ListConfigurationSwift5Tests {
    @Test("a list layout made in a plain function lays out its rows 16 points in (compact width)")
    func settingsLayout() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: makeSettingsLayout())
        view.itemCounts = [1]
        view.layoutIfNeeded()
        // Spec LS1: margin 16, the row at the header's bottom; spec LS2: the header is estimated 17.5, and
        // 17.5 x 3 = 52.5 rounds to 53 (spec R1).
        #expect(
            view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 16, y: 53.0 / 3, width: 358, height: 44))
    }
}
