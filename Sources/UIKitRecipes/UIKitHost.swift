import CompositionalLayoutUIKit

/// The host conditions a UIKit recipe's layout is solved under, besides the width, height and data the
/// command gives: what `HeadlessCollectionView` is told before its layout pass.
public struct UIKitHost: @unchecked Sendable {
    /// The safe area (`HeadlessCollectionView.safeAreaInsets`); none by default.
    public var safeAreaInsets: UIEdgeInsets
    /// Pixels per point; nil uses the command's environment (3 unless a layout says otherwise).
    public var displayScale: CGFloat?
    /// What a self-sizing cell answers for an estimated dimension (`HeadlessCollectionView.preferredSize`).
    public var preferredSize: ((Foundation.IndexPath, CGSize) -> CGSize)?
    /// What a self-sizing header, footer or badge answers (`preferredSupplementarySize`).
    public var preferredSupplementarySize: ((String, Foundation.IndexPath, CGSize) -> CGSize)?

    /// Creates host conditions; every one is optional.
    ///
    /// The closures are called only under the bridge's lock, one layout pass at a time.
    public init(
        safeAreaInsets: UIEdgeInsets = .zero, displayScale: CGFloat? = nil,
        preferredSize: ((Foundation.IndexPath, CGSize) -> CGSize)? = nil,
        preferredSupplementarySize: ((String, Foundation.IndexPath, CGSize) -> CGSize)? = nil
    ) {
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        self.preferredSize = preferredSize
        self.preferredSupplementarySize = preferredSupplementarySize
    }
}
