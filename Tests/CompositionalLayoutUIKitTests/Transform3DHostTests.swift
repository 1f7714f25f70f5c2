import CompositionalLayoutUIKit
import Testing

/// `transform3D` on visible items and layout attributes: the host reports what a handler set, and the frame
/// is the bounding box of the transform's affine part about the element's centre (as for a 2D transform).
@Suite("3D transforms in the host")
struct Transform3DHostTests {
    /// Rows (0, 100 i, 300, 100) in a 300 x 400 host, whose handler runs `change` on row 1.
    func host(_ change: @escaping (any NSCollectionLayoutVisibleItem) -> Void) -> UICollectionViewLayout {
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [fillingItem()]))
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items where item.indexPath.item == 1 { change(item) }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.itemCounts = [4]
        view.layoutIfNeeded()
        return view.collectionViewLayout
    }

    @Test("a 3D scale is reported as set and shrinks the frame about the centre")
    func scale() {
        let set = CATransform3DMakeScale(0.5, 0.5, 1)
        let layout = host { $0.transform3D = set }
        let item = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(item?.transform3D == set)
        #expect(item?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // Row 1 is (0, 100, 300, 100), centre (150, 150): half size is 150 x 50 about it.
        #expect(item?.frame == CGRect(x: 150 - 75, y: 150 - 25, width: 150, height: 50))
        #expect(item?.center == CGPoint(x: 150, y: 150) && item?.size == CGSize(width: 300, height: 100))
    }

    @Test("a cover-flow tilt keeps its perspective in transform3D; the frame narrows by the cosine")
    func tiltWithPerspective() {
        var tilt = CATransform3DIdentity
        tilt.m34 = -1.0 / 500
        tilt = CATransform3DRotate(tilt, .pi / 3, 0, 1, 0)
        let layout = host { $0.transform3D = tilt }
        let item = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(item?.transform3D == tilt)
        // The rotation comes first (R x tilt): m34 = m33 of the rotation (cos 60 = 0.5) x -1/500.
        #expect(abs((item?.transform3D.m34 ?? 0) - 0.5 * (-1.0 / 500)) < 1e-12)
        // Affine part: m11 = cos 60 = 0.5, m22 = 1; perspective and z are dropped. Width 300 * 0.5 = 150 about
        // x = 150; at scale 3 the engine snaps the frame to thirds, which 75 and 150 already are.
        let frame = item?.frame ?? .null
        #expect(abs(frame.minX - 75) < 1e-9 && abs(frame.width - 150) < 1e-9)
        #expect(frame.minY == 100 && frame.height == 100)
    }

    @Test("setting transform on a visible item sets transform3D to its 3D version, and the reverse")
    func affineAndThreeDStayInStep() {
        var seen: (CATransform3D, CGAffineTransform)?
        _ = host { item in
            item.transform = CGAffineTransform(translationX: 10, y: 0)
            let afterAffine = item.transform3D
            item.transform3D = CATransform3DMakeScale(2, 2, 1)
            seen = (afterAffine, item.transform)
        }
        #expect(seen?.0 == CATransform3DMakeTranslation(10, 0, 0))
        #expect(seen?.1 == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("attributes' transform and transform3D stay in step; an untouched element is the identity")
    func attributesInStep() {
        let layout = host { _ in }
        let item = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(item.map { CATransform3DIsIdentity($0.transform3D) } == true)
        item?.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(item?.transform3D == CATransform3DMakeScale(2, 3, 1))
        var perspective = CATransform3DMakeTranslation(1, 2, 3)
        perspective.m34 = -0.002
        item?.transform3D = perspective
        #expect(item?.transform == CGAffineTransform(translationX: 1, y: 2))
        // Changing a copy does not change the layout's answer.
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)).map {
                CATransform3DIsIdentity($0.transform3D)
            } == true)
    }
}
