import CompositionalLayout
import LayoutTestSupport
import Testing

/// The engine's "Getting started" article (CompositionalLayout.docc/GettingStarted.md): its Swift blocks,
/// word for word but their import (the doc tests check it: Tests/DocExamplesTests), and the numbers its
/// comments state.
@Suite("Getting started article")
struct GettingStartedExampleTests {
    @Test("the three-column grid under a 44-point header gives the frames the article states")
    func describeSolveRead() throws {
        // "Describe a layout"
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                    Item().width(.fractionalWidth(1.0 / 3)).contentInsets(2.5)
                }
            }
            .contentInsets(2.5)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.absolute(44))
            })

        // "Solve it"
        let solved = try layout.solve(
            in: LayoutEnvironment(width: 320, height: 844),
            data: LayoutData(sections: 1, items: 9))

        // "Read the frames"
        let size = solved.contentSize  // 320 x 364: 44 + 2.5 + 3 x 105 + 2.5
        let cell = solved.frame(ofCellAt: IndexPath(section: 0, item: 4))  // (110, 154, 100, 100)
        for element in solved.elements(in: Rect(x: 0, y: 0, width: 320, height: 120)) {
            print(element.category, element.elementKind ?? "-", element.indexPath, element.frame)
        }

        // spec D4: the content is 320 - 2 x 2.5 = 315 wide, each slot 315 / 3 = 105; spec I1: cells of 100.
        expectClose(size.width, 320)
        expectClose(size.height, 2.5 + 44 + 3 * 105 + 2.5)
        expectFrame(cell, equals: R(2.5 + 105 + 2.5, 2.5 + 44 + 105 + 2.5, 100, 100))
    }

    @Test("a fraction of 0 throws the sentence the article quotes")
    func badInput() {
        // "Handle bad input"
        do {
            _ = try Layout(
                section: Section {
                    HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                        Item().width(.fractionalWidth(0))
                    }
                }
            ).solve(in: LayoutEnvironment(width: 320, height: 844), data: LayoutData(sections: 1, items: 3))
        } catch {
            print(error)
            // section[0].group.subitems[0].size.width is a fraction of 0; fractions must be greater than 0.
        }

        let zero = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                    Item().width(.fractionalWidth(0))
                }
            })
        #expect {
            try zero.solve(in: LayoutEnvironment(width: 320, height: 844), data: LayoutData(sections: 1, items: 3))
        } throws: { error in
            "\(error)"
                == "section[0].group.subitems[0].size.width is a fraction of 0; fractions must be greater than 0."
        }
    }
}
