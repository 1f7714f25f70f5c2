import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Item-attached supplementaries at every anchor form (spec A1 to spec A4) solved by the engine and by the
/// reference solver, written from the spec; each form's hand arithmetic is `AnchorTests`.
@Suite("Differential: anchors of item supplementaries")
struct AnchorDifferentialTests {
    /// One anchor form: its edges, by name.
    struct Form: CustomTestStringConvertible, Sendable {
        var name: String
        var edges: Edges
        var testDescription: String { name }
    }

    /// The eight edges and corners, and the centre (no edge).
    static let forms: [Form] = [
        Form(name: "top", edges: [.top]), Form(name: "bottom", edges: [.bottom]),
        Form(name: "leading", edges: [.leading]), Form(name: "trailing", edges: [.trailing]),
        Form(name: "top leading", edges: [.top, .leading]), Form(name: "top trailing", edges: [.top, .trailing]),
        Form(name: "bottom leading", edges: [.bottom, .leading]),
        Form(name: "bottom trailing", edges: [.bottom, .trailing]), Form(name: "centre", edges: []),
    ]

    @Test("the reference solver, written from the spec, agrees on every anchor form", arguments: forms)
    func referenceAgrees(_ form: Form) throws {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .fractionalWidth(0.25), height: .absolute(10)),
            containerAnchor: Anchor(edges: form.edges, offset: .fractional(Point(x: -0.5, y: 0.25))),
            itemAnchor: Anchor(edges: [.top], offset: .absolute(Point(x: 1, y: 2))))
        // Items 100 x 80 with insets (top 5, leading 10, bottom 5, trailing 10), side by side in a 320-wide row.
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(80))) {
            Item(size: LayoutSize(width: .absolute(100), height: .absolute(80)), supplementaryItems: [badge])
                .contentInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        }
        let layout = Layout(section: Section { row })
        let environment = container(320, scale: 3)
        let data = LayoutData(sections: 1, items: 7)
        let engine = try layout.solve(in: environment, data: data)
        let reference = try referenceSolve(layout, in: environment, data: data)
        // Seven cells and seven badges.
        #expect(reference.elements.count == 14)
        let found = DifferentialTests.differences(engine, reference)
        #expect(found.isEmpty, "\(found.joined(separator: "\n  "))")
    }
}
