internal import CompositionalLayout

// Conversions between the facade's UIKit-named values and the engine's values: names and units only,
// no geometry.

extension NSDirectionalEdgeInsets {
    /// The engine's insets.
    var engineValue: DirectionalInsets {
        DirectionalInsets(
            top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }

    /// The facade's insets for engine insets.
    init(_ insets: DirectionalInsets) {
        self.init(
            top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
            trailing: CGFloat(insets.trailing))
    }
}

extension NSRectAlignment {
    /// The engine's alignment; nil for `.none`, which the engine has no place for.
    var engineValue: BoundaryAlignment? {
        switch self {
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        default: nil
        }
    }

    /// The edges of the alignment, as a boundary item's container anchor reports them.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .top: [.top]
        case .topLeading: [.top, .leading]
        case .leading: [.leading]
        case .bottomLeading: [.bottom, .leading]
        case .bottom: [.bottom]
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: [.trailing]
        case .topTrailing: [.top, .trailing]
        default: []
        }
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The engine's behaviour.
    var engineValue: OrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

extension UICollectionView.ElementCategory {
    /// The facade's category for an engine category.
    init(_ category: CompositionalLayout.ElementCategory) {
        switch category {
        case .cell: self = .cell
        case .supplementary: self = .supplementaryView
        case .decoration: self = .decorationView
        }
    }
}

extension UIUserInterfaceSizeClass {
    /// The facade's size class for an engine size class.
    init(_ sizeClass: SizeClass) {
        self = sizeClass == .compact ? .compact : .regular
    }
}

extension CGRect {
    /// The facade's rectangle for an engine rectangle.
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    /// The engine's rectangle.
    var engineValue: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    /// The facade's size for an engine size.
    init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    /// The engine's size.
    var engineValue: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGPoint {
    /// The facade's point for an engine point.
    init(_ point: Point) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }

    /// The engine's point.
    var engineValue: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGAffineTransform {
    /// The facade's transform for an engine transform.
    init(_ t: AffineTransform) {
        self.init(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }

    /// The engine's transform.
    var engineValue: CompositionalLayout.AffineTransform {
        CompositionalLayout.AffineTransform(
            a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension Foundation.IndexPath {
    /// The facade's index path for an engine index path.
    init(_ indexPath: CompositionalLayout.IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }

    /// The engine's index path; nil unless the path has exactly two indexes.
    var engineValue: CompositionalLayout.IndexPath? {
        count == 2 ? CompositionalLayout.IndexPath(section: self[0], item: self[1]) : nil
    }
}
