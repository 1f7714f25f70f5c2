import CompositionalLayout
import LayoutTestSupport
import Testing

/// What the solver does with an error a section provider throws.
@Suite("Section provider errors")
struct SectionProviderErrorTests {
    /// A section provider's own error type, to see what the solver does with it.
    struct ProviderFailure: Error, Equatable {}

    @Test("a section provider's own error reaches the caller unchanged")
    func providerErrorPassesThrough() {
        // Decision: the solver does not wrap a provider's error; only the provider can throw a type other
        // than LayoutError.
        let layout = Layout(name: "failing") { _, _ in throw ProviderFailure() }
        #expect(throws: ProviderFailure()) {
            try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        }
    }
}
