internal import CompositionalLayout

/// Which edges a layout or section measures its content insets from (spec S10).
///
/// On a section, `.automatic` means the layout configuration's reference; on the configuration, the safe
/// area. The host supplies the safe area, layout margins and a readable width (`HeadlessCollectionView`).
public enum UIContentInsetsReference: Int, Sendable, Hashable {
    /// The system's choice: on a section the configuration's reference, on the configuration the safe area.
    case automatic = 0
    /// No reference: insets are measured from the collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins (`HeadlessCollectionView.directionalLayoutMargins`).
    case layoutMargins
    /// The readable content guide (`HeadlessCollectionView.readableContentWidth` centred in the margins).
    case readableContent

    /// The engine's value.
    var engineValue: ContentInsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }
}
