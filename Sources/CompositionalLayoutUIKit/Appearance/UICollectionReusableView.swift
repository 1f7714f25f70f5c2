/// A reusable view of a collection view (header, footer, badge); the facade draws none, so the type exists
/// for supplementary view providers to type check.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier; always nil off-device, where nothing is dequeued.
    open var reuseIdentifier: String? { nil }
}
