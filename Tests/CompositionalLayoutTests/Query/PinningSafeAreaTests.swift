import CompositionalLayout
import LayoutTestSupport
import Testing

/// Pinned boundary items stay inside the safe area along the scroll axis (spec B5), as UIKit pins them
/// inside the adjusted content inset.
@Suite("Pinning inside the safe area")
struct PinningSafeAreaTests {
    /// A 375 x 812 view with a 54-pt top and 34-pt bottom safe area; one section of 100 rows 50 tall
    /// between a pinned 44-pt header and a pinned 24-pt footer.
    static func solved() throws -> SolvedLayout {
        let section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { Item() }
        }.boundarySupplementaryItems {
            BoundarySupplementaryItem(
                elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                alignment: .top, pinToVisibleBounds: true)
            BoundarySupplementaryItem(
                elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(24)),
                alignment: .bottom, pinToVisibleBounds: true)
        }
        let environment = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: Size(width: 375, height: 812),
                contentInsets: DirectionalInsets(top: 54, leading: 0, bottom: 34, trailing: 0)))
        return try Layout(section: section).solve(in: environment, data: LayoutData(sections: 1, items: 100))
    }

    @Test("the pinning rect is the view without its safe area: 812 - 54 - 34 = 724 tall")
    func pinningRect() throws {
        let s = try Self.solved()
        // Resting offset -54 (UIKit's -adjustedContentInset.top): the view's top is at content y -54.
        expectFrame(s.pinningRect(atScrollOffset: -54), equals: R(0, -54 + 54, 375, 812 - 54 - 34))
        expectFrame(s.visibleRect(atScrollOffset: -54), equals: R(0, -54, 375, 812))
    }

    @Test("at the resting offset the pinned footer rests at y 700 (spec B5's example)")
    func restingOffset() throws {
        let pinned = try Self.solved().boundarySupplementaries(atScrollOffset: -54)
        // Header at rest at y 0 = the pinning rect's top (-54 + 54).
        expectFrame(pinned[0].frame, equals: R(0, 0, 375, 44))
        // Footer: the pinning rect ends at 0 + 724; 724 - 24 = 700.
        expectFrame(pinned[1].frame, equals: R(0, 724 - 24, 375, 24))
    }

    @Test("scrolled 200 points from rest, the header sits below the top safe area")
    func scrolled() throws {
        let pinned = try Self.solved().boundarySupplementaries(atScrollOffset: -54 + 200)
        // Pinning rect: y from 146 + 54 = 200 to 200 + 724 = 924.
        expectFrame(pinned[0].frame, equals: R(0, 200, 375, 44))
        expectFrame(pinned[1].frame, equals: R(0, 924 - 24, 375, 24))
    }

    @Test("near the end the section's footer clamps the pinned header (spec B5)")
    func clampedBySection() throws {
        let s = try Self.solved()
        // Section: header 44 + 100 x 50 + footer 24 = 5068 tall. At offset 5000 the pinning rect starts at
        // 5054, but the header stops where the footer begins (recorded): 44 + 5000 - 44 = 5000.
        let pinned = s.boundarySupplementaries(atScrollOffset: 5000)
        #expect(s.contentSize.height == 44 + 100 * 50 + 24)
        expectFrame(pinned[0].frame, equals: R(0, 44 + 5000 - 44, 375, 44))
    }
}
