import CompositionalLayout
import CompositionalLayoutUIKit
import LayoutTestSupport
import Testing

/// The seed articles' UIKit code, ported unchanged into `Tests/UIKitSnippets/Snippets`, hosted in
/// `HeadlessCollectionView`: equal to the catalog recipe of the same layout solved by the engine, and to
/// hand arithmetic (spec rules named in comments).
@MainActor
@Suite("Seed snippets")
struct SeedSnippetTests {
    @Test("seed 000 first grid: three squares per row with no insets")
    func firstGrid() {
        // W = 390, scale 3: group (1 fw, 1/3 fw) = 390 x 130; items 1/3 fw = 130 (spec D1, spec G2).
        let view = host(Seed000FirstGrid.makeLayout(), width: 390, itemCounts: [9])
        for i in 0..<9 {
            expectFrame(cellFrame(view, i), equals: R(130 * Double(i % 3), 130 * Double(i / 3), 130, 130))
        }
        #expect(view.contentSize == CGSize(width: 390, height: 130 * 3))
    }

    @Test("seed 000 header grid equals the grid recipe in compact width and the hand arithmetic")
    func headerGrid() throws {
        try expectSnippet(Seed000HeaderGrid.makeLayout, matchesRecipe: "grid", widths: [320])
        // W = 395, scale 0: section insets 2.5 leave 390; slots 130; items inset 2.5 (spec I1). The header is
        // 390 x 100 at x 2.5 (spec B2, spec B3) and comes before the top inset (spec B4): cell 0 at y 100 + 2.5 + 2.5.
        let view = host(Seed000HeaderGrid.makeLayout(), width: 395, itemCounts: [6])
        view.displayScale = 0
        let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: "header", at: IndexPath(item: 0, section: 0))
        expectFrame(header.map { rect($0.frame) }, equals: R(2.5, 0, 390, 100))
        for i in 0..<6 {
            expectFrame(
                cellFrame(view, i), equals: R(5 + 130 * Double(i % 3), 105 + 130 * Double(i / 3), 125, 125))
        }
    }

    @Test("seed 000 growing columns equal the growing-columns recipe")
    func growingColumns() throws {
        try expectSnippet(Seed000GrowingColumns.makeLayout, matchesRecipe: "growing-columns")
    }

    @Test("seed 000 size-class grid equals the grid recipe: three per row compact, six regular")
    func sizeClassGrid() throws {
        try expectSnippet(Seed000SizeClassGrid.makeLayout, matchesRecipe: "grid")
        // W = 605 is regular (at least 600): six slots of (605 - 5) / 6 = 100 (spec L4, spec D1).
        let view = host(Seed000SizeClassGrid.makeLayout(), width: 605, itemCounts: [6])
        expectFrame(cellFrame(view, 5), equals: R(2.5 + 100 * 5 + 2.5, 105, 95, 95))
    }

    @Test("seed 000 badge banner equals the badge-banner recipe's frames in compact width")
    func badgeBanner() throws {
        // The article hides four banners in five from its data source; the recipe hides them in the layout.
        try expectSnippet(
            Seed000BadgeBanner.makeLayout, matchesRecipe: "badge-banner", widths: [320], compareHidden: false)
        // W = 394, scale 2: section insets 8 leave 378; slots 126; items 110 x 110 at x 8 + 8 (spec I1). The
        // banner is 1.1 x 110 = 121 wide, 30 tall, anchored at the bottom centre and moved 10 down (spec A2):
        // x = 16 + 55 - 121 / 2, y = 16 + 110 - 30 + 10.
        let layout = Seed000BadgeBanner.makeLayout()
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 394, height: 844), collectionViewLayout: layout)
        view.displayScale = 2
        view.itemCounts = [3]
        expectFrame(cellFrame(view, 0), equals: R(16, 16, 110, 110))
        let banner = layout.layoutAttributesForSupplementaryView(
            ofKind: "new-banner", at: IndexPath(item: 0, section: 0))
        expectFrame(banner.map { rect($0.frame) }, equals: R(16 + 55 - 121.0 / 2, 16 + 110 - 30 + 10, 121, 30))
        #expect(banner?.zIndex == 1)
    }

    @Test("seed 000 section backgrounds equal the section-backgrounds recipe")
    func sectionBackgrounds() throws {
        try expectSnippet(Seed000SectionBackgrounds.makeLayout, matchesRecipe: "section-backgrounds", widths: [320])
        // W = 422, scale 0: insets 16 leave 390, slots 130. One row: section 16 + 130 + 16 = 162 tall; the
        // background is the section minus 8 on each edge, zIndex 0, cells zIndex 1 (spec C1, spec C2).
        let layout = Seed000SectionBackgrounds.makeLayout()
        let view = host(layout, width: 422, itemCounts: [3])
        view.displayScale = 0
        let background = layout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 0))
        expectFrame(background.map { rect($0.frame) }, equals: R(8, 8, 422 - 16, 162 - 16))
        #expect(background?.zIndex == 0)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        expectFrame(cellFrame(view, 2), equals: R(16 + 260 + 2.5, 18.5, 125, 125))
    }

    @Test("seed 000 nested groups equal the nested-groups recipe and the hand arithmetic")
    func nestedGroups() throws {
        try expectSnippet(Seed000NestedGroups.makeLayout, matchesRecipe: "nested-groups")
        // W = 395, scale 0: the outer group is 390 x 195 after insets 2.5; the large item 195 x 195 and the columns
        // 97.5 wide hold squares of 97.5, each inset 2.5 (spec G2, spec G9, spec I1), below a 100 header (spec B4).
        let view = host(Seed000NestedGroups.makeLayout(), width: 395, itemCounts: [5])
        view.displayScale = 0
        expectFrame(cellFrame(view, 0), equals: R(5, 105, 190, 190))
        expectFrame(cellFrame(view, 1), equals: R(2.5 + 195 + 2.5, 105, 92.5, 92.5))
        expectFrame(cellFrame(view, 2), equals: R(2.5 + 195 + 2.5, 105 + 97.5, 92.5, 92.5))
        expectFrame(cellFrame(view, 3), equals: R(2.5 + 195 + 97.5 + 2.5, 105, 92.5, 92.5))
    }

    @Test("seed 000 scaling carousel equals the scaling-carousel recipe; its handler scales about the centre")
    func scalingCarousel() throws {
        try expectSnippet(Seed000ScalingCarousel.makeLayout, matchesRecipe: "scaling-carousel")
        // W = 390, scale 0: orthogonal groups are 1/3 of the full width, 130 (spec D5), at x 2.5 + 130 i, y 100.
        // The handler scales item 0 by s = max(1.1 - |67.5 - 195| / 390, 0.7) about its centre (spec L5).
        let layout = Seed000ScalingCarousel.makeLayout()
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.displayScale = 0
        view.itemCounts = [6]
        let s = max(1.1 - abs(2.5 + 65 - 195) / 390, 0.7)
        let item = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(item?.transform == CGAffineTransform(scaleX: CGFloat(s), y: CGFloat(s)))
        #expect(item?.center == CGPoint(x: 67.5, y: 165))
        #expect(item?.size == CGSize(width: 130, height: 130))
        expectFrame(item.map { rect($0.frame) }, equals: R(67.5 - 65 * s, 165 - 65 * s, 130 * s, 130 * s))
    }

    @Test("seed 001 orthogonal gallery equals the orthogonal-gallery recipe")
    func orthogonalGallery() throws {
        try expectSnippet(Seed001OrthogonalGallery.makeLayout, matchesRecipe: "orthogonal-gallery")
        // W = 390, scale 3: section 0 pages groups 390 x 50 of one item inset 2; section 1 starts at y 50
        // with half-width items (spec S3, spec S6).
        let view = host(Seed001OrthogonalGallery.makeLayout(), width: 390, itemCounts: [4, 4, 4, 4])
        expectFrame(cellFrame(view, 0), equals: R(2, 2, 386, 46))
        expectFrame(cellFrame(view, 1), equals: R(390 + 2, 2, 386, 46))
        expectFrame(cellFrame(view, 1, section: 1), equals: R(195 + 2, 50 + 2, 191, 46))
    }

    @Test("seed 002 basic list equals the list recipe: full-width rows 44 points tall")
    func basicList() throws {
        try expectSnippet(Seed002BasicList.createBasicListLayout, matchesRecipe: "list")
        let view = host(Seed002BasicList.createBasicListLayout(), width: 390, itemCounts: [3])
        expectFrame(cellFrame(view, 2), equals: R(0, 44 * 2, 390, 44))
    }

    @Test("seed 003 leading and trailing items scroll sideways in 0.85-wide groups")
    func leadingTrailing() {
        // W = 400, H = 844, scale 0, orthogonal: the group is 0.85 x 400 = 340 wide (spec D5) and 0.4 x 844 =
        // 337.6 tall; the leading item is 0.7 x 340 = 238 wide, the column 0.3 x 340 = 102 with two halves
        // of 168.8 (spec G6); every item is inset 10 (spec I1).
        let view = host(Seed003LeadingTrailing.makeLayout(), width: 400, itemCounts: [6])
        view.displayScale = 0
        expectFrame(cellFrame(view, 0), equals: R(10, 10, 238 - 20, 337.6 - 20))
        expectFrame(cellFrame(view, 1), equals: R(238 + 10, 10, 102 - 20, 168.8 - 20))
        expectFrame(cellFrame(view, 2), equals: R(238 + 10, 168.8 + 10, 102 - 20, 168.8 - 20))
        expectFrame(cellFrame(view, 3), equals: R(340 + 10, 10, 238 - 20, 337.6 - 20))
    }

    @Test("seed 003 pinned list equals the pinned-list recipe; its header pins at the content offset")
    func pinnedList() throws {
        try expectSnippet(
            Seed003PinnedList.makeLayout, matchesRecipe: "pinned-list",
            kinds: ["header": "section-header-element-kind", "footer": "section-footer-element-kind"])
        // W = 390: rows 370 wide after insets 10, 44 tall, 5 apart, below a 44 header (spec S1, spec B4). Scrolled to
        // y 100, the pinned header of section 0 sits at y 100 (spec B5) with zIndex 2.
        let layout = Seed003PinnedList.makeLayout()
        let view = host(layout, width: 390, itemCounts: [12, 12])
        expectFrame(cellFrame(view, 3), equals: R(10, 44 + 49 * 3, 370, 44))
        view.contentOffset = CGPoint(x: 0, y: 100)
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: "section-header-element-kind", at: IndexPath(item: 0, section: 0))
        expectFrame(header.map { rect($0.frame) }, equals: R(10, 100, 370, 44))
        #expect(header?.zIndex == 2)
    }

    @Test("seed 004 simple layout scrolls vertically in 0.85-wide groups inside insets of 5")
    func simpleLayout() {
        // W = 400, scale 0: insets 5 leave 390 across (spec D4); the group is 0.85 x 390 = 331.5 wide and
        // 0.4 x 844 = 337.6 tall (spec D4: the section's top and bottom insets are not subtracted).
        let view = host(Seed004SimpleLayout.createLayout(), width: 400, itemCounts: [3])
        view.displayScale = 0
        expectFrame(cellFrame(view, 0), equals: R(5 + 5, 5 + 5, 0.7 * 331.5 - 10, 337.6 - 10))
        expectFrame(cellFrame(view, 1), equals: R(5 + 0.7 * 331.5 + 5, 10, 0.3 * 331.5 - 10, 337.6 / 2 - 10))
    }

    @Test("seed 004 tri-section equals the tri-section recipe")
    func triSection() throws {
        try expectSnippet(Seed004TriSection.createLayout, matchesRecipe: "tri-section")
    }

    @Test("seed 004 image carousel equals the carousel recipe")
    func carousel() throws {
        try expectSnippet(Seed004Carousel.createLayout, matchesRecipe: "carousel")
        // W = 390, orthogonal paging: groups 390 x 150 after the top inset 5 (spec D5); items inset (5, 5, 5, 15).
        let view = host(Seed004Carousel.createLayout(), width: 390, itemCounts: [2])
        expectFrame(cellFrame(view, 1), equals: R(5 + 390 + 5, 5 + 5, 390 - 20, 140))
    }

    @Test("seed 004 tree equals the tree recipe")
    func tree() throws {
        try expectSnippet(Seed004Tree.createLayout, matchesRecipe: "tree")
    }

    @Test("seed 004 square family equals the square-family recipe")
    func squareFamily() throws {
        try expectSnippet(Seed004SquareFamily.createLayout, matchesRecipe: "square-family")
    }

    @Test("README example: two columns of 120-point cells inside 12-point margins")
    func readmeExample() {
        // W = 390, scale 3: 390 - 24 = 366 across, two slots of 183, cells inset 4 (spec D1, spec I1).
        let view = host(makeTwoColumnLayout(), width: 390, itemCounts: [4])
        expectFrame(cellFrame(view, 1), equals: R(12 + 183 + 4, 4, 175, 112))
        expectFrame(cellFrame(view, 2), equals: R(12 + 4, 120 + 4, 175, 112))
    }
}
