/// A rectangle of a view that layout code measures against: its safe area or its layout margins, as the
/// view's `safeAreaLayoutGuide` and `layoutMarginsGuide` give it.
///
/// Off-device there are no constraints: the guides exist for their `layoutFrame`, UIKit's definition (the
/// view's bounds inset by its safe area or its margins), and none is made by hand.
@preconcurrency @MainActor
public final class UILayoutGuide {
    /// Which of its view's rectangles the guide follows.
    enum Edges {
        /// The bounds inset by the safe area.
        case safeArea
        /// The bounds inset by the layout margins.
        case layoutMargins
    }

    /// The view the guide belongs to.
    public private(set) weak var owningView: UIView?
    private let edges: Edges

    /// A guide of `view` following `edges`.
    init(_ view: UIView, _ edges: Edges) {
        owningView = view
        self.edges = edges
    }

    /// The guide's rectangle in its view's coordinates: the view's bounds inset by its safe area or layout
    /// margins; zero once the view is gone.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch edges {
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .layoutMargins: return owningView.bounds.inset(by: owningView.layoutMargins)
        }
    }
}
