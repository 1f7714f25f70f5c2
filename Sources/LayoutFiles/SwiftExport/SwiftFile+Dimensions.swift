import CompositionalLayout

/// The UIKit code of sizes, dimensions, insets, spacing and points, as statements and as expressions.
extension SwiftFile {
    /// `let <name>Size = NSCollectionLayoutSize(...)`, its dimensions as named constants when long.
    mutating func size(_ name: String, _ size: LayoutSize, path: String = "") {
        // A dimension computed from the width: `.absolute(a * effectiveWidth + b)`, as the engine computes it.
        func dimension(_ d: Dimension, _ key: String) -> String {
            guard !path.isEmpty, let length = widthLengths[path + ".size." + key] else { return Self.dimension(d) }
            var expression = "\(Self.number(length.widthFraction)) * effectiveWidth"
            if length.points > 0 { expression += " + \(Self.number(length.points))" }
            if length.points < 0 { expression += " - \(Self.number(-length.points))" }
            return ".absolute(\(expression))"
        }
        call(
            "let \(name)Size = NSCollectionLayoutSize",
            [
                "widthDimension: \(dimension(size.width, "width"))",
                "heightDimension: \(dimension(size.height, "height"))",
            ])
    }

    /// `<target> = NSDirectionalEdgeInsets(...)`.
    mutating func insets(_ target: String, _ i: DirectionalInsets) {
        call(
            "\(target) = NSDirectionalEdgeInsets",
            [
                "top: \(Self.number(i.top))", "leading: \(Self.number(i.leading))", "bottom: \(Self.number(i.bottom))",
                "trailing: \(Self.number(i.trailing))",
            ])
    }

    /// `<target> = NSCollectionLayoutEdgeSpacing(...)`.
    mutating func edgeSpacing(_ target: String, _ e: EdgeSpacing) {
        let parts = [("leading", e.leading), ("top", e.top), ("trailing", e.trailing), ("bottom", e.bottom)]
        call("\(target) = NSCollectionLayoutEdgeSpacing", parts.map { "\($0.0): \($0.1.map(Self.spacing) ?? "nil")" })
    }

    static func dimension(_ d: Dimension) -> String {
        switch d {
        case .absolute(let v): ".absolute(\(number(v)))"
        case .estimated(let v): ".estimated(\(number(v)))"
        case .uniformAcrossSiblings(let v): ".uniformAcrossSiblings(estimate: \(number(v)))"
        case .fractionalWidth(let f): ".fractionalWidth(\(number(f)))"
        case .fractionalHeight(let f): ".fractionalHeight(\(number(f)))"
        }
    }

    static func size(_ size: LayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.width)), heightDimension: \(dimension(size.height)))"
    }

    static func spacing(_ s: Spacing) -> String {
        s.isFlexible ? ".flexible(\(number(s.value)))" : ".fixed(\(number(s.value)))"
    }

    static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }
}
