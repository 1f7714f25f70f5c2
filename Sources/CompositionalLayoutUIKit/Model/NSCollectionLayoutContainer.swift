/// The size and insets of a layout's, section's or group's container, as an environment reports it.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The size minus `contentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The container's insets: the host's safe area for the layout's container, a group's content insets
    /// for a custom group's container.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets fractional dimensions are measured inside: the same as `contentInsets` here.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
