/// A view, as handlers and providers receive one; stored only: the facade lays out and draws no views.
///
/// The type exists so that code naming it, or subclassing it with UIKit's initializers, compiles; off-device
/// no handler that receives one is called.
@preconcurrency @MainActor
open class UIView {
    /// The frame given at creation or set since; stored; no effect on layout.
    open var frame: CGRect

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// There are no archived views off-device, so this always fails (returns nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }
}
