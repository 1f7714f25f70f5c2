import CompositionalLayoutUIKit
import Testing

/// A layout subclass in the Swift 5 language mode that reads its collection view as a view in `prepare()`.
final class InsetReadingLayout: UICollectionViewCompositionalLayout {
    var readWidth: CGFloat = 0
    var readTopInset: CGFloat = 0

    override func prepare() {
        readWidth = collectionView!.bounds.width
        readTopInset = collectionView?.adjustedContentInset.top ?? 0
        super.prepare()
    }
}

/// A view subclass overriding `frame`, as app views that track their size do.
final class ResizeCountingView: UIView {
    var resizes = 0

    override var frame: CGRect {
        didSet { if frame.size != oldValue.size { resizes += 1 } }
    }
}

/// The width inside a view's safe area, from any view.
@MainActor
func safeWidth(of view: UIView) -> CGFloat {
    view.bounds.inset(by: view.safeAreaInsets).width
}

@MainActor
@Suite("The collection view is a view (Swift 5)")
struct ViewGeometrySwift5Tests {
    @Test("a layout subclass reads bounds and the adjusted inset; a UIView parameter takes the collection view")
    func readsTheView() {
        let row = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let layout = InsetReadingLayout(
            section: NSCollectionLayoutSection(
                group: .vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [row])))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.safeAreaInsets = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 20)
        view.itemCounts = [3]
        view.layoutIfNeeded()
        #expect(layout.readWidth == 390)
        #expect(layout.readTopInset == 47)
        // 390 − 10 − 20 = 360.
        #expect(safeWidth(of: view) == 360)
    }

    @Test("a view subclass overriding frame sees UIKit's geometry: bounds follow, a move is no resize")
    func viewSubclass() {
        let view = ResizeCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        view.center = CGPoint(x: 200, y: 200)
        #expect(view.resizes == 1)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(view.frame == CGRect(x: 200 - 60, y: 200 - 20, width: 120, height: 40))
    }
}
