import CompositionalLayoutUIKit
import Testing

/// `UIScreen.main` and `UIDevice.current`: the host being laid out during its pass, an iPhone 16 in portrait
/// outside every pass.
@Suite("Screen and device")
struct ScreenAndDeviceTests {
    @Test("outside a layout pass the screen is 393 x 852 points at 3x and the device a phone")
    func outsideAPass() {
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.scale == 3 && screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 393 * 3, height: 852 * 3))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test("a section provider reads the host's screen, scale and idiom, and picks its columns from them")
    func duringAPass() {
        var seen: (CGRect, CGFloat, UIUserInterfaceIdiom, UIUserInterfaceIdiom)?
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen = (
                UIScreen.main.bounds, UIScreen.main.scale, UIDevice.current.userInterfaceIdiom,
                environment.traitCollection.userInterfaceIdiom
            )
            let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 768, height: 1024), collectionViewLayout: layout)
        view.displayScale = 2
        view.userInterfaceIdiom = .pad
        view.itemCounts = [8]
        view.layoutIfNeeded()
        #expect(seen?.0 == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(seen?.1 == 2 && seen?.2 == .pad && seen?.3 == .pad)
        // Four columns of 768 / 4 = 192: item 1 starts at 192.
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 192, y: 0, width: 192, height: 50))
        // After the pass the answers are the standard ones again.
        #expect(UIScreen.main.bounds.width == 393 && UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test("a host is a phone by default, and its traits say so")
    func defaultIdiom() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: listLayout())
        #expect(view.userInterfaceIdiom == .phone && view.traitCollection.userInterfaceIdiom == .phone)
        view.userInterfaceIdiom = .mac
        #expect(view.traitCollection.userInterfaceIdiom == .mac)
    }

    @Test("the idiom's raw values are UIKit's")
    func idiomRawValues() {
        let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
        #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
    }
}
