/// A visible-items hook as data: a named, parameterised effect instead of a closure (the layout-file form
/// of `VisibleItemsHandler`).
public enum VisibleItemsEffect: Sendable, Hashable {
    /// Scales (and optionally fades) each element by its distance from the visible centre along x.
    ///
    /// With `d = |frame.midX - offset.x - width / 2|` (`width` the container's full width):
    /// `scale = max(maximumScale - d / width, minimumScale)` and, when `minimumAlpha < 1`,
    /// `alpha = max(1 - d / width, minimumAlpha)` (the scaling carousel: 1.1, 0.7, alpha 1).
    case scaleByDistanceFromCenter(maximumScale: Double, minimumScale: Double, minimumAlpha: Double)
    /// Hides the elements of one category (cells, supplementaries or decorations), optionally only
    /// those of one element kind.
    case hide(ElementCategory, elementKind: String?)

    /// The items with the effect applied for the scroll offset and environment.
    public func apply(to items: [VisibleItem], offset: Point, environment: LayoutEnvironment) -> [VisibleItem] {
        switch self {
        case .scaleByDistanceFromCenter(let maximumScale, let minimumScale, let minimumAlpha):
            let width = environment.container.contentSize.width
            guard width > 0 else { return items }
            return items.map { item in
                var item = item
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(maximumScale - distance / width, minimumScale)
                item.transform = .scale(x: scale, y: scale)
                if minimumAlpha < 1 { item.alpha = max(1 - distance / width, minimumAlpha) }
                return item
            }
        case .hide(let category, let elementKind):
            return items.map { item in
                var item = item
                if item.category == category, elementKind == nil || item.elementKind == elementKind {
                    item.isHidden = true
                }
                return item
            }
        }
    }

    /// A stable name for the effect, used as the handler's name.
    public var name: String {
        switch self {
        case .scaleByDistanceFromCenter(let maximum, let minimum, let alpha):
            "scale-by-distance-from-center(\(maximum),\(minimum),\(alpha))"
        case .hide(let category, let kind): "hide(\(category)\(kind.map { "," + $0 } ?? ""))"
        }
    }
}
