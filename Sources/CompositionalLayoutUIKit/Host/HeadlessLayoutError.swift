/// Why a layout pass of `HeadlessCollectionView` produced no layout (UIKit would raise an exception).
public enum HeadlessLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The section provider returned nil for a section.
    case sectionProviderReturnedNil(section: Int)
    /// A boundary supplementary item has alignment `.none`.
    case boundaryItemWithoutAlignment(elementKind: String)
    /// The engine refused the layout; the sentence names the bad value and where it is.
    case invalidLayout(String)

    /// One sentence naming the problem.
    public var description: String {
        switch self {
        case .sectionProviderReturnedNil(let section):
            "The section provider returned nil for section \(section); it must return a section for every index."
        case .boundaryItemWithoutAlignment(let kind):
            "The boundary supplementary item '\(kind)' has alignment .none; give it an edge or a corner."
        case .invalidLayout(let sentence):
            sentence
        }
    }
}
