import CompositionalLayout
import LayoutRecipes
import LayoutTestSupport
import Testing

/// The README's DSL example is the `nested-groups` recipe, so the picture beside it tells the truth.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("the README's DSL example builds the same layout as the nested-groups recipe")
    func readmeExample() throws {
        // Copied from README.md, "Writing a layout".
        let small = Item().height(.fractionalHeight(0.5)).contentInsets(2.5)
        let column = VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) { small }
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                    Item().width(.fractionalWidth(0.5)).contentInsets(2.5)
                    column
                    column
                }
            }.contentInsets(2.5).boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.estimated(100))
            })
        let environment = LayoutEnvironment(width: 390, height: 844)
        #expect(layout == Recipe.nestedGroups.layout(for: environment))
        let solved = try layout.solve(in: environment, data: LayoutData(sections: 1, items: 10))
        // Group container 390 - 5 = 385; the large slot is 0.5 x 385 = 192.5 wide, below the 100-point header.
        expectFrame(
            solved.frame(ofCellAt: IndexPath(section: 0, item: 0)),
            equals: R(2.5 + 2.5, 100 + 2.5 + 2.5, 192.5 - 5, 192.5 - 5))
    }
}
