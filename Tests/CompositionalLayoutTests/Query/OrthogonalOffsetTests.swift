import CompositionalLayout
import LayoutTestSupport
import Testing

/// Orthogonal sections scrolled to an offset (spec S9), and where a fling comes to rest.
@Suite("Orthogonal offsets")
struct OrthogonalOffsetTests {
    /// Cards 0.85 x 320 = 272 wide and 100 tall, paging by group.
    func carousel(
        _ behavior: OrthogonalScrollingBehavior = .groupPaging, handler: VisibleItemsHandler? = nil
    ) -> Layout {
        let group = HGroup(LayoutSize(width: .fractionalWidth(0.85), height: .absolute(100))) { Item() }
        var section = Section(group: group).orthogonalScrolling(behavior)
        section.visibleItemsHandler = handler
        return Layout(section: section)
    }

    func solve(_ layout: Layout, direction: LayoutDirection = .leftToRight) throws -> SolvedLayout {
        try layout.solve(
            in: LayoutEnvironment(width: 320, height: 844, layoutDirection: direction),
            data: LayoutData(sections: 1, items: 5))
    }

    @Test("cells move back by the offset; the visible ones and a rect query follow them")
    func scrolledCells() throws {
        let s = try solve(carousel(.continuous))
        let all = s.elements(atScrollOffset: 0, orthogonalOffsets: [0: 300])
        // Continuous keeps 300 (inside 0...5 x 272 - 320 = 1040). Cells at x = 272 x i, minus 300.
        #expect(all.filter { $0.category == .cell }.map(\.frame.x) == [-300, -28, 244, 516, 788])
        // The visible rect 0...320 meets cells 1 (-28...244) and 2 (244...516).
        let visible = s.visibleElements(atScrollOffset: 0, orthogonalOffsets: [0: 300])
        #expect(visible.map(\.indexPath.item) == [1, 2])
        #expect(visible.first?.frame == Rect(x: -28, y: 0, width: 272, height: 100))
        let found = s.elements(in: Rect(x: 0, y: 0, width: 10, height: 10), orthogonalOffsets: [0: 300])
        #expect(found.map(\.indexPath.item) == [1])
        // Without offsets nothing moves.
        #expect(s.elements(atScrollOffset: 0).filter { $0.category == .cell }.first?.frame.x == 0)
    }

    @Test("right to left, scrolling moves the mirrored cells rightwards")
    func rightToLeft() throws {
        let s = try solve(carousel(.continuous), direction: .rightToLeft)
        let cells = s.elements(atScrollOffset: 0, orthogonalOffsets: [0: 300]).filter { $0.category == .cell }
        // Mirrored at rest: 320 - 272 - 272 x i = 48, -224, ...; scrolled by 300: 348, 76.
        #expect(cells.prefix(2).map(\.frame.x) == [348, 76])
    }

    @Test("the visible-items hook sees frames at offset 0 and the point (effective orthogonal offset, scroll offset)")
    func hookPoint() throws {
        let handler = VisibleItemsHandler(name: "record") { items, point, _ in
            // Moves each item down by point.x / 100 and encodes its resting x in its zIndex.
            items.map { item in
                var moved = item
                moved.center.y += point.x / 100
                moved.zIndex = Int(item.frame.x)
                return moved
            }
        }
        let s = try solve(carousel(.continuous, handler: handler))
        let visible = s.visibleElements(atScrollOffset: 0, orthogonalOffsets: [0: 300])
        // Cell 1 rests at x = 272, is shown at -28, and the hook saw x = 272 and moved it down 3 points.
        #expect(visible.first?.zIndex == 272)
        #expect(visible.first?.frame == Rect(x: -28, y: 3, width: 272, height: 100))
        // groupPaging resolves 300 to the nearest group, 272 (spec S9): the hook's point.x is 272, so cell 1
        // is shown at 272 - 272 = 0 and moved down 2.72 points.
        let paged = try solve(carousel(handler: handler))
        let shown = paged.visibleElements(atScrollOffset: 0, orthogonalOffsets: [0: 300])
        let card = try #require(shown.first { $0.indexPath.item == 1 })
        expectFrame(card.frame, equals: R(272 - 272, 272.0 / 100, 272, 100))
    }

    @Test("a fling's resting offset: projected with UIKit's deceleration, then snapped per behaviour")
    func restingOffsets() throws {
        // Content 5 x 272 = 1360, visible 320: maximum offset 1040; group offsets 0, 272, 544, 816, 1040.
        let paging = try #require(try solve(carousel(.groupPaging)).sections[0].orthogonal)
        #expect(paging.restingOffset(from: 100, velocity: 500) == 272)
        #expect(paging.restingOffset(from: 100, velocity: -500) == 0)
        #expect(paging.restingOffset(from: 200, velocity: 0) == 272)
        #expect(paging.restingOffset(from: 1000, velocity: 5000) == 1040)
        // 1000 pt/s at 0.998 travels 1 x 0.998 / 0.002 = 499 points: from 100 to 599.
        expectClose(OrthogonalScrollInfo.projectedDistance(velocity: 1000, decelerationRate: 0.998), 499)
        let continuous = try #require(try solve(carousel(.continuous)).sections[0].orthogonal)
        expectClose(continuous.restingOffset(from: 100, velocity: 1000), 599)
        expectClose(continuous.restingOffset(from: 900, velocity: 1000), 1040)
        // Leading boundary: the group offset nearest 599 is 544.
        let leading = try #require(try solve(carousel(.continuousGroupLeadingBoundary)).sections[0].orthogonal)
        #expect(leading.restingOffset(from: 100, velocity: 1000) == 544)
        // At the fast rate 0.99: 1 x 0.99 / 0.01 = 99 points, from 100 to 199: nearest boundary 272.
        #expect(leading.restingOffset(from: 100, velocity: 1000, decelerationRate: 0.99) == 272)
    }
}
