import CompositionalLayout

/// The UIKit code of supplementary, boundary supplementary and decoration items, and their anchors.
extension SwiftFile {
    /// An item- or group-attached supplementary's statements; returns its name.
    mutating func supplementary(_ item: SupplementaryItem, names: inout Names) -> String {
        let name = names.make(Self.identifier(item.elementKind))
        size(name, item.size)
        anchor("\(name)Anchor", item.containerAnchor)
        let kind = Self.stringLiteral(item.elementKind)
        if let itemAnchor = item.itemAnchor {
            anchor("\(name)ItemAnchor", itemAnchor)
            call(
                "let \(name) = NSCollectionLayoutSupplementaryItem",
                [
                    "layoutSize: \(name)Size", "elementKind: \(kind)", "containerAnchor: \(name)Anchor",
                    "itemAnchor: \(name)ItemAnchor",
                ])
        } else {
            call(
                "let \(name) = NSCollectionLayoutSupplementaryItem",
                ["layoutSize: \(name)Size", "elementKind: \(kind)", "containerAnchor: \(name)Anchor"])
        }
        if item.zIndex != 1 { line("\(name).zIndex = \(item.zIndex)") }
        if item.contentInsets != .zero { insets("\(name).contentInsets", item.contentInsets) }
        return name
    }

    /// A boundary supplementary's statements; returns its name.
    mutating func boundary(_ item: BoundarySupplementaryItem, names: inout Names) -> String {
        let name = names.make(Self.identifier(item.elementKind))
        size(name, item.size)
        let kind = Self.stringLiteral(item.elementKind)
        var arguments = ["layoutSize: \(name)Size", "elementKind: \(kind)", "alignment: .\(item.alignment.rawValue)"]
        if item.offset != .zero { arguments.append("absoluteOffset: \(Self.point(item.offset))") }
        call("let \(name) = NSCollectionLayoutBoundarySupplementaryItem", arguments)
        if !item.extendsBoundary { line("\(name).extendsBoundary = false") }
        if item.pinToVisibleBounds { line("\(name).pinToVisibleBounds = true") }
        if item.zIndex != 1 { line("\(name).zIndex = \(item.zIndex)") }
        if item.contentInsets != .zero { insets("\(name).contentInsets", item.contentInsets) }
        return name
    }

    /// A decoration item's statements; returns its name.
    mutating func decoration(_ item: DecorationItem, names: inout Names) -> String {
        let name = names.make(Self.identifier(item.elementKind))
        call(
            "let \(name) = NSCollectionLayoutDecorationItem.background",
            ["elementKind: \(Self.stringLiteral(item.elementKind))"])
        if item.contentInsets != .zero { insets("\(name).contentInsets", item.contentInsets) }
        if item.zIndex != 0 { line("\(name).zIndex = \(item.zIndex)") }
        return name
    }

    /// `let <name> = NSCollectionLayoutAnchor(...)`.
    mutating func anchor(_ name: String, _ a: Anchor) {
        let names: [(Edges, String)] = [
            (.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
        ]
        var arguments = ["edges: [" + names.filter { a.edges.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"]
        switch a.offset {
        case .absolute(let p) where p == .zero: break
        case .absolute(let p): arguments.append("absoluteOffset: \(Self.point(p))")
        case .fractional(let p): arguments.append("fractionalOffset: \(Self.point(p))")
        }
        call("let \(name) = NSCollectionLayoutAnchor", arguments)
    }
}
