import CompositionalLayoutUIKit
import Testing

/// A layout that records what it reads of its collection view inside `prepare()`, and every bounds change it
/// is asked about.
final class GeometryReadingLayout: UICollectionViewCompositionalLayout {
    var widthInPrepare: CGFloat?
    var visibleSizeInPrepare: CGSize?
    var adjustedInsetInPrepare: UIEdgeInsets?
    var boundsAsked: [CGRect] = []

    override func prepare() {
        super.prepare()
        widthInPrepare = collectionView!.bounds.width
        visibleSizeInPrepare = collectionView?.visibleSize
        adjustedInsetInPrepare = collectionView?.adjustedContentInset
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsAsked.append(newBounds)
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}

/// Usable columns of `view` as app code computes them from a view it is handed: the safe width inside the
/// layout margins, one column per 160 points, at least one.
@MainActor
func columns(in view: UIView) -> Int {
    let margins = view.layoutMargins
    let width = view.bounds.width - margins.left - margins.right
    return max(1, Int(width / 160))
}

/// The collection view as the view it is in UIKit: a `UIScrollView` is a `UIView`, whose geometry answers
/// from the host (bounds from the content offset, the safe area in the adjusted inset), and plain views and
/// scroll views with UIKit's view geometry.
@Suite("The collection view is a view")
struct CollectionViewAsViewTests {
    /// A 390 x 844 phone host with the safe area of a notched phone: 47 at the top, 34 at the bottom.
    func phoneHost(_ layout: UICollectionViewLayout = listLayout()) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.itemCounts = [20]
        return view
    }

    @Test("the host answers as a scroll view: the safe area adjusts the inset, the bounds start at the offset")
    func scrollViewAnswers() {
        let view = phoneHost()
        let scrollView: UIScrollView = view
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // At rest the offset is minus the adjusted top inset, and the bounds start there.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))
        #expect(scrollView.bounds == CGRect(x: 0, y: -47, width: 390, height: 844))
        #expect(scrollView.visibleSize == CGSize(width: 390, height: 844))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(view.bounds.origin == CGPoint(x: 0, y: 300))
        // Without animation off-device, setContentOffset(_:animated:) is the host's offset at once.
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
        #expect(view.contentOffset == CGPoint(x: 0, y: 120))
        // A 24-point header, 20 rows of 44 and a 24-point footer: the layout's height, not a stored size.
        scrollView.contentSize = .zero
        let height: CGFloat = 24 + 20 * 44 + 24
        #expect(scrollView.contentSize.height == height)
        // A content inset adds to the safe area's.
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let top: CGFloat = 47 + 10
        #expect(scrollView.adjustedContentInset.top == top)
    }

    @Test("a layout subclass reads the collection view's bounds, visible size and inset inside prepare()")
    func readsInPrepare() {
        let layout = GeometryReadingLayout(section: listLayoutSection())
        let view = phoneHost(layout)
        view.layoutIfNeeded()
        #expect(layout.widthInPrepare == 390)
        #expect(layout.visibleSizeInPrepare == CGSize(width: 390, height: 844))
        #expect(layout.adjustedInsetInPrepare?.top == 47)
        #expect(layout.adjustedInsetInPrepare?.bottom == 34)
    }

    @Test("code that takes a UIView accepts the collection view, and its geometry is the host's")
    func takesAView() {
        let view = phoneHost()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        // (390 − 2 × 20) / 160 = 2.19: two columns.
        #expect(columns(in: view) == 2)
        view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        // (1024 − 40) / 160 = 6.15: six.
        #expect(columns(in: view) == 6)
        let asView: UIView = view
        #expect(asView.safeAreaInsets.top == 47)
        #expect(asView.traitCollection.horizontalSizeClass == .regular)
        #expect(asView.window?.windowScene?.interfaceOrientation == .landscapeRight)
        asView.semanticContentAttribute = .forceRightToLeft
        #expect(asView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Right to left, the leading margin is the right one.
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 12)
        #expect(asView.layoutMargins == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 4))
    }

    @Test("setting the frame through UIView, or the bounds, is one bounds change the layout is asked about")
    func boundsChanges() {
        let layout = GeometryReadingLayout(section: listLayoutSection())
        let view = phoneHost(layout)
        view.layoutIfNeeded()
        layout.boundsAsked = []
        let asView: UIView = view
        asView.frame = CGRect(x: 0, y: 0, width: 400, height: 844)
        #expect(layout.boundsAsked == [CGRect(x: 0, y: -47, width: 400, height: 844)])
        // Moving the view keeps its bounds: nothing to ask.
        asView.center = CGPoint(x: 300, y: 500)
        #expect(layout.boundsAsked.count == 1)
        #expect(asView.frame == CGRect(x: 300 - 200, y: 500 - 422, width: 400, height: 844))
        // New bounds: the origin is the offset; the size grows about the center (300, 500).
        asView.bounds = CGRect(x: 0, y: 120, width: 420, height: 844)
        #expect(
            layout.boundsAsked == [
                CGRect(x: 0, y: -47, width: 400, height: 844), CGRect(x: 0, y: 120, width: 420, height: 844),
            ])
        #expect(view.contentOffset == CGPoint(x: 0, y: 120))
        #expect(view.frame == CGRect(x: 300 - 210, y: 500 - 422, width: 420, height: 844))
        view.layoutIfNeeded()
        #expect(layout.widthInPrepare == 420)
    }

    @Test("the guides' frames are the bounds inset by the safe area and by the margins")
    func guides() {
        let view = phoneHost()
        // The bounds start at the resting offset (0, −47): inset by 47 and 34, the safe area is 390 x 763 at 0.
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 844 - 47 - 34))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: -47, width: 390 - 40, height: 844))
        #expect(view.layoutMarginsGuide.owningView === view)
        // A plain view's default margins are 8 on each side.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(plain.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 100 - 16, height: 50 - 16))
        #expect(plain.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("the window is as large as the host, is its own window, and has the host's traits and safe area")
    func window() {
        let view = phoneHost()
        let window = view.window
        #expect(window?.window === window)
        #expect(window?.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window?.traitCollection.horizontalSizeClass == .compact)
        #expect(window?.traitCollection.displayScale == 3)
        // The host fills the screen: its window's safe area is the host's.
        #expect(window?.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(UIWindow(frame: .zero).safeAreaInsets == .zero)
    }

    @Test("a plain view has UIKit's geometry: bounds at the origin, a center, 8-point margins, no window")
    func plainView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 10 + 50, y: 20 + 25))
        // A wider bounds keeps the center: x = 60 − 120 / 2 = 0.
        view.bounds = CGRect(x: 0, y: 0, width: 120, height: 50)
        #expect(view.frame == CGRect(x: 0, y: 20, width: 120, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 100 - 60, y: 100 - 25, width: 120, height: 50))
        #expect(view.safeAreaInsets == .zero)
        #expect(view.window == nil)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.traitCollection.horizontalSizeClass == .unspecified)
        view.semanticContentAttribute = .forceRightToLeft
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 12)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 4))
    }

    @Test("a plain scroll view's offset is its bounds' origin; its adjusted inset is its content inset")
    func plainScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(scrollView.bounds == CGRect(x: 0, y: 30, width: 320, height: 480))
        scrollView.bounds.origin = CGPoint(x: 5, y: 60)
        #expect(scrollView.contentOffset == CGPoint(x: 5, y: 60))
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 90))
        scrollView.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(scrollView.visibleSize == CGSize(width: 320, height: 480))
        scrollView.decelerationRate = .fast
        #expect(scrollView.decelerationRate.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    }

    /// One 44-point row per item, full width.
    func listLayoutSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        return NSCollectionLayoutSection(
            group: .vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item]))
    }
}
