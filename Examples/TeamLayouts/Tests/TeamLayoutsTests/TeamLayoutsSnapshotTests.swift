import CompositionalLayout
import CompositionalLayoutUIKit
import LayoutRecipes
import LayoutTesting
import TeamLayouts
import Testing

/// The team's layouts against their recorded frames (`__Snapshots__/`, recorded on the first run; re-record
/// with RECORD_LAYOUT_SNAPSHOTS=1 after an intended change).
@Suite("TeamLayouts snapshots")
struct TeamLayoutsSnapshotTests {
    @Test("team-cards at a phone and a tablet width")
    func cards() {
        assertLayoutSnapshot(
            of: { Recipe.teamCards.layout(for: $0) }, data: LayoutData(sections: 1, items: 6), widths: [390, 820])
    }

    @Test("the feed screen's UIKit layout with four posts")
    @MainActor
    func feed() {
        assertLayoutSnapshot(of: makeFeedLayout(), itemCounts: [4], widths: [390])
    }

    @Test("every team recipe is registered once, after the built-in ones, with kebab-case names")
    func registered() throws {
        let catalog = try RecipeCatalog.builtIn.registering(contentsOf: TeamLayouts.recipes)
        #expect(Array(catalog.names.suffix(4)) == ["team-cards", "team-timeline", "team-feed", "team-shelves"])
    }
}
