import CompositionalLayout
import ReferenceSolver
import Testing

/// Where the engine and the spec parted ways (found by the reference solver): both now follow the spec.
@Suite("Engine disagreements")
struct EngineDisagreementTests {
    /// An orthogonal section whose root group has flexible top and bottom edge spacing.
    static var orthogonalFlexibleEdges: Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(0.8), height: .absolute(100))) { Item() }
                    .edgeSpacing(top: .flexible(0), bottom: .flexible(0))
            }
            .orthogonalScrolling(.continuous))
    }

    @Test("the reference ignores flexible root edges along the scroll axis of an orthogonal section (spec S5, spec S6)")
    func referenceFollowsSpec() throws {
        let result = try referenceSolve(
            Self.orthogonalFlexibleEdges, in: LayoutEnvironment(width: 400, height: 844),
            data: LayoutData(sections: 1, items: 2))
        // spec D5: group 0.8 x 400 = 320 wide, 100 tall; spec S6: groups side by side at y = 0; section 0 + 100 + 0 tall.
        let cells = result.elements.filter { $0.category == .cell }.map(\.frame)
        #expect(cells == [Rect(x: 0, y: 0, width: 320, height: 100), Rect(x: 320, y: 0, width: 320, height: 100)])
        #expect(result.contentSize == Size(width: 400, height: 100))
    }

    @Test("engine agrees: flexible root edges along the scroll axis of an orthogonal section are ignored (spec S5)")
    func engineFollowsSpec() {
        CatalogDifferentialTests.compare(
            Self.orthogonalFlexibleEdges, LayoutEnvironment(width: 400, height: 844), LayoutData(sections: 1, items: 2),
            "orthogonal flexible root edges")
    }
}
