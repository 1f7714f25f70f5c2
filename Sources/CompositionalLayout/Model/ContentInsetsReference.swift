/// The edges a section's content insets are measured from across the scroll axis (spec S10), as UIKit's
/// `UIContentInsetsReference`.
public enum ContentInsetsReference: String, Sendable, Hashable, CaseIterable, Codable {
    /// On a section: the layout configuration's reference. On the configuration: the safe area.
    case automatic
    /// The container's edges: the safe area is ignored.
    case none
    /// The safe area (the container's `contentInsets`); UIKit's default for the layout configuration.
    case safeArea
    /// The container's layout margins (`LayoutContainer.layoutMargins`).
    case layoutMargins
    /// The readable content guide: at most `LayoutContainer.readableContentWidth` wide, centred in the margins.
    case readableContent

    /// This reference with `automatic` replaced by `fallback` (which itself falls back to the safe area).
    public func resolved(defaultingTo fallback: ContentInsetsReference) -> ContentInsetsReference {
        guard self == .automatic else { return self }
        return fallback == .automatic ? .safeArea : fallback
    }
}
