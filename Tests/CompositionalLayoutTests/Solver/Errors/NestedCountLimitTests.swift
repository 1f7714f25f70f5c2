import CompositionalLayout
import LayoutTestSupport
import Synchronization
import Testing

/// Nested `count:` forms multiply; a tree whose product passes `LayoutLimits.maximumChildren` is refused
/// from arithmetic on the counts, before any child is made.
@Suite("Nested count limit")
struct NestedCountLimitTests {
    /// Counts calls to a custom group's provider: the first thing solving a template would do.
    final class Calls: Sendable {
        let count = Mutex(0)
    }

    /// `levels` nested horizontal groups, each `count:` copies of the next; a custom group at the bottom.
    static func tower(levels: Int, count: Int, calls: Calls) -> Group {
        let provider = CustomGroupProvider(name: "one") { environment in
            calls.count.withLock { $0 += 1 }
            return [CustomGroupItem(frame: Rect(origin: .zero, size: environment.container.contentSize))]
        }
        var group = Group.custom(LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), provider: provider)
        for _ in 0..<levels {
            group = .horizontal(
                LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), subitem: .group(group), count: count)
        }
        return group
    }

    @Test("32 levels of count 100000 are refused before the provider is ever asked")
    func absurdTower() throws {
        let calls = Calls()
        let layout = Layout(section: Section(group: Self.tower(levels: 31, count: 100_000, calls: calls)))
        // The innermost count group holds 100000 x 1 leaves (at the limit); its parent 10^10: refused there.
        let pathPrefix = String(repeating: ".subitems[0]", count: 29)
        #expect(
            throws: LayoutError.tooManyChildren(
                path: "section[0].group" + pathPrefix, limit: LayoutLimits.maximumChildren)
        ) {
            try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        }
        #expect(calls.count.withLock { $0 } == 0)
    }

    @Test("a product exactly at the limit is accepted: 100 x 1000 leaves")
    func atTheLimit() throws {
        let item = Item(size: LayoutSize(width: .absolute(0.001), height: .absolute(1)))
        let inner = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), subitem: .item(item), count: 1000)
        let outer = Group.vertical(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitem: .group(inner), count: 100)
        let s = try Layout(section: Section(group: outer)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 100 * 1000))
        // 100 rows of 1000 items of 320 / 1000 = 0.32 (count form, spec G6); the last one at (999 x 0.32, 99).
        expectFrame(
            try #require(s.frame(ofCellAt: IndexPath(section: 0, item: 99_999))), equals: R(999 * 0.32, 99, 0.32, 1))
    }

    @Test("one leaf over the limit is refused: 2 x 50001")
    func overByOne() throws {
        let item = Item()
        let inner = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), subitem: .item(item), count: 50_001)
        let outer = Group.vertical(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(2)), subitem: .group(inner), count: 2)
        #expect(throws: LayoutError.tooManyChildren(path: "section[0].group", limit: 100_000)) {
            try Layout(section: Section(group: outer)).solve(
                in: container(320), data: LayoutData(sections: 1, items: 1))
        }
    }
}
