import CompositionalLayoutUIKit
import Testing

/// One layout of the corpus: how to make it, the data it is shown with, and what its sanity check allows.
nonisolated struct CorpusEntry: Sendable, CustomTestStringConvertible {
    /// The layout function's name, for test output.
    let name: String
    /// Items per section.
    let itemCounts: [Int]
    /// Whether cells of one section may overlap (stacked cards, overlapping tiles).
    var overlapping = false
    /// Sections that scroll sideways: their cells may lie outside the content across the scroll axis.
    var orthogonalSections: Set<Int> = []
    /// Makes the layout, as the app function does.
    let make: @MainActor @Sendable () -> UICollectionViewLayout
    /// What the app does with the view after it is laid out (scrolls, inserts, reads), checked by the entry.
    var exercise: (@MainActor @Sendable (UICollectionView) -> Void)?

    var testDescription: String { name }
}
