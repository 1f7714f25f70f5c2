import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

/// The README's DSL example is the `nested-groups` recipe, so the picture beside it tells the truth.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the README's DSL example builds the same layout as the nested-groups recipe")
    func readmeExample() throws {
        // README.md, "Writing a layout", word for word but its import (the doc tests check it).
        let small = Item().height(.fractionalHeight(0.5)).contentInsets(2.5)
        let column = VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) { small }
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                    Item().width(.fractionalWidth(0.5)).contentInsets(2.5)  // the large square
                    column  // subitems repeat until one does not fit,
                    column  // so the second column is listed (spec G2)
                }
            }.contentInsets(2.5).boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.estimated(100))
            })
        let solved = try layout.solve(
            in: LayoutEnvironment(width: 390, height: 844), data: LayoutData(sections: 1, items: 10))

        #expect(layout == Recipe.nestedGroups.layout(for: LayoutEnvironment(width: 390, height: 844)))
        // Group container 390 - 5 = 385; the large slot is 0.5 x 385 = 192.5 wide, below the 100-point header.
        expectFrame(
            solved.frame(ofCellAt: IndexPath(section: 0, item: 0)),
            equals: R(2.5 + 2.5, 100 + 2.5 + 2.5, 192.5 - 5, 192.5 - 5))
    }
}
