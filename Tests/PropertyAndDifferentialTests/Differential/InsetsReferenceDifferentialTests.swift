import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Content-insets references (spec S10, spec B2) and boundary items' own insets (spec B7) in the differential test:
/// the random layouts with layout margins and a readable width in the container, a reference on every
/// section, its boundary items and the configuration, and insets on the boundary items, solved by the engine
/// and by the reference solver, which works the bands out on its own from the spec text.
@Suite("Differential: content-insets references")
struct InsetsReferenceDifferentialTests {
    /// How many random cases are rewritten and compared.
    static let cases = 300

    /// The references in a fixed order, picked by arithmetic on the seed and the section index.
    static let references = ContentInsetsReference.allCases

    /// `c` with layout margins, a readable width and references for the configuration, every section and
    /// every section's boundary items picked from `seed`, and insets on some boundary items.
    static func measureFromReferences(_ c: inout RandomLayoutCase, seed: UInt64) {
        let pick = Int(seed % 997)
        let size = c.environment.container.contentSize
        let safe = c.environment.container.contentInsets
        // Margins: the safe area plus up to 16 (and never more than a quarter of the size) on each edge.
        let extra = Double(pick % 17)
        let margin = { (inset: Double, length: Double) in min(inset + extra, length / 4) }
        c.environment.container.layoutMargins = DirectionalInsets(
            top: margin(safe.top, size.height), leading: margin(safe.leading, size.width),
            bottom: margin(safe.bottom, size.height), trailing: margin(safe.trailing, size.width))
        c.environment.container.readableContentWidth = pick % 3 == 0 ? nil : Double(100 + pick % 400)
        c.configuration.contentInsetsReference = Self.references[pick % Self.references.count]
        c.sections = c.sections.enumerated().map { index, section -> Section in
            var s = section
            s.contentInsetsReference = Self.references[(pick / 5 + index) % Self.references.count]
            s.supplementaryContentInsetsReference = Self.references[(pick / 25 + index) % Self.references.count]
            s.boundarySupplementaryItems = s.boundarySupplementaryItems.enumerated().map { i, item in
                var b = item
                if (pick + i) % 2 == 0 {
                    b.contentInsets = DirectionalInsets(top: 1, leading: Double(i % 4), bottom: 2, trailing: 3)
                }
                return b
            }
            return s
        }
    }

    @Test("fast and reference solvers agree on random layouts measured from every reference")
    func agree() {
        let count = DifferentialComparison.run(
            "insets-reference differential", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 11
        ) { c, seed in
            Self.measureFromReferences(&c, seed: seed)
            return c.data
        }
        print("[differential] insets reference: \(count.compared) compared")
        #expect(count.compared >= 200, "only \(count.compared) cases compared")
    }
}
