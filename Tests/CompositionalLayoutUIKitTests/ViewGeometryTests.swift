import CompositionalLayoutUIKit
import Testing

/// What layout code reads of views and the device besides the host's own geometry: the orientation (from the
/// host's shape, through `UIDevice.current` during a pass and the window's scene), the visible size, the
/// app's layout direction.
@Suite("View geometry")
struct ViewGeometryTests {
    /// Three columns when the device is on its side, else two, as app layouts branch on the orientation.
    func columnsByOrientation() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let columns: CGFloat = UIDevice.current.orientation.isLandscape ? 3 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [item]))
        }
    }

    @Test("a provider reading UIDevice.current.orientation gets the host's shape during the pass")
    func deviceOrientation() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 900), collectionViewLayout: columnsByOrientation())
        view.itemCounts = [3]
        let second = { view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame }
        // Portrait: two columns of 390 / 2.
        #expect(second() == CGRect(x: 195, y: 0, width: 195, height: 100))
        view.frame = CGRect(x: 0, y: 0, width: 900, height: 390)
        view.collectionViewLayout.invalidateLayout()
        // Landscape: three columns of 900 / 3.
        #expect(second() == CGRect(x: 300, y: 0, width: 300, height: 100))
        // Outside a pass: the standard phone, upright.
        #expect(UIDevice.current.orientation == .portrait)
    }

    @Test("the window's scene turns with the host; visibleSize is the bounds' size")
    func windowAndVisibleSize() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: listLayout())
        #expect(view.window?.windowScene?.interfaceOrientation == .portrait)
        #expect(view.window?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(view.window?.windowScene?.traitCollection.horizontalSizeClass == .compact)
        view.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(view.window?.windowScene?.interfaceOrientation == .landscapeRight)
        #expect(view.window?.windowScene?.interfaceOrientation.isLandscape == true)
        view.contentOffset = CGPoint(x: 0, y: 120)
        #expect(view.visibleSize == CGSize(width: 844, height: 390))
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test("orientations have UIKit's raw values and classify as UIKit's do")
    func orientationValues() {
        let device: [UIDeviceOrientation] = [
            .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown,
        ]
        #expect(device.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(device.map(\.isPortrait) == [false, true, true, false, false, false, false])
        #expect(device.map(\.isLandscape) == [false, false, false, true, true, false, false])
        #expect(device.map(\.isFlat) == [false, false, false, false, false, true, true])
        #expect(device.filter(\.isValidInterfaceOrientation).count == 4)
        let interface: [UIInterfaceOrientation] = [
            .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
        ]
        // The interface's landscape left is the device's landscape right: 4, and the other way round.
        #expect(interface.map(\.rawValue) == [0, 1, 2, 4, 3])
        #expect(interface.map(\.isLandscape) == [false, false, false, true, true])
        #expect(interface.map(\.isPortrait) == [false, true, true, false, false])
    }

    @Test("a view subclass with UIKit's initializers compiles; the frame is stored")
    func viewSubclass() {
        final class BadgeView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        let badge = BadgeView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(badge.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIView().frame == .zero)
    }
}
