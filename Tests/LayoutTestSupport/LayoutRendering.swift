import CompositionalLayout

/// Renders layout descriptions as short DSL-like text, so a failing random case can be read and
/// rebuilt by hand (closures appear by name).
public enum LayoutRendering {
    /// A number without a trailing ".0".
    public static func number(_ v: Double) -> String {
        if v.isFinite, v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }

    /// `.absolute(10)`, `.fractionalWidth(0.5)`, ...
    public static func dimension(_ d: Dimension) -> String {
        switch d {
        case .absolute(let v): ".absolute(\(number(v)))"
        case .fractionalWidth(let v): ".fractionalWidth(\(number(v)))"
        case .fractionalHeight(let v): ".fractionalHeight(\(number(v)))"
        case .estimated(let v): ".estimated(\(number(v)))"
        case .uniformAcrossSiblings(let v): ".uniformAcrossSiblings(estimate: \(number(v)))"
        }
    }

    /// `(w x h)`.
    public static func size(_ s: LayoutSize) -> String { "(\(dimension(s.width)) x \(dimension(s.height)))" }

    /// `insets(t, l, b, tr)` or `0`.
    public static func insets(_ i: DirectionalInsets) -> String {
        i == .zero
            ? "0"
            : "(top \(number(i.top)), leading \(number(i.leading)), bottom \(number(i.bottom)), trailing \(number(i.trailing)))"
    }

    /// `.fixed(4)` or `.flexible(2)`.
    public static func spacing(_ s: Spacing?) -> String {
        switch s {
        case nil: "nil"
        case .fixed(let v): ".fixed(\(number(v)))"
        case .flexible(let v): ".flexible(\(number(v)))"
        }
    }

    /// Edge spacing, edge by edge.
    public static func edges(_ e: EdgeSpacing) -> String {
        "(leading \(spacing(e.leading)), top \(spacing(e.top)), trailing \(spacing(e.trailing)), bottom \(spacing(e.bottom)))"
    }

    /// An item- or group-attached supplementary.
    public static func supplementary(_ s: SupplementaryItem) -> String {
        func anchor(_ a: Anchor) -> String {
            let offset: String
            switch a.offset {
            case .absolute(let p): offset = "absolute(\(number(p.x)), \(number(p.y)))"
            case .fractional(let p): offset = "fractional(\(number(p.x)), \(number(p.y)))"
            }
            return "edges \(a.edges.rawValue) offset \(offset)"
        }
        var text = "\"\(s.elementKind)\" \(size(s.size)) container[\(anchor(s.containerAnchor))]"
        if let item = s.itemAnchor { text += " item[\(anchor(item))]" }
        text += " z \(s.zIndex)"
        if s.contentInsets != .zero { text += " insets \(insets(s.contentInsets))" }
        if let v = s.visibility { text += " visibility \(v.name)" }
        return text
    }

    /// A boundary supplementary.
    public static func boundary(_ b: BoundarySupplementaryItem) -> String {
        "\"\(b.elementKind)\" \(size(b.size)) .\(b.alignment.rawValue) offset (\(number(b.offset.x)), \(number(b.offset.y))) "
            + "extends \(b.extendsBoundary) pinned \(b.pinToVisibleBounds) z \(b.zIndex)"
    }

    /// A layout node and its children, one per line.
    public static func node(_ node: LayoutNode, indent: String) -> String {
        switch node {
        case .item(let item):
            var text = "\(indent)Item \(size(item.size))"
            if item.contentInsets != .zero { text += " insets \(insets(item.contentInsets))" }
            if !item.edgeSpacing.isEmpty { text += " edgeSpacing \(edges(item.edgeSpacing))" }
            for s in item.supplementaryItems { text += "\n\(indent)  + supplementary \(supplementary(s))" }
            return text
        case .group(let group):
            return self.group(group, indent: indent)
        }
    }

    /// A group and its children, one per line.
    public static func group(_ group: Group, indent: String) -> String {
        let kind: String
        switch group.arrangement {
        case .horizontal: kind = "HGroup"
        case .vertical: kind = "VGroup"
        case .custom(let provider): kind = "CustomGroup(\"\(provider.name)\")"
        case .waterfall(let w):
            kind = "WaterfallGroup(\(w.columns), columnSpacing \(w.columnSpacing), itemSpacing \(w.itemSpacing))"
        }
        var text = "\(indent)\(kind) \(size(group.size))"
        switch group.repetition {
        case .fill: break
        case .count(let n): text += " count \(n)"
        case .repeating(let n): text += " repeating \(n)"
        case .adaptive(let minimum): text += " adaptive \(minimum)"
        }
        if let s = group.interItemSpacing { text += " interItemSpacing \(spacing(s))" }
        if group.contentInsets != .zero { text += " insets \(insets(group.contentInsets))" }
        if !group.edgeSpacing.isEmpty { text += " edgeSpacing \(edges(group.edgeSpacing))" }
        for s in group.supplementaryItems { text += "\n\(indent)  + supplementary \(supplementary(s))" }
        for child in group.subitems { text += "\n" + node(child, indent: indent + "    ") }
        return text
    }

    /// A section: its settings, boundary items, decorations and group tree.
    public static func section(_ section: Section, indent: String) -> String {
        var text =
            "\(indent)Section insets \(insets(section.contentInsets)) interGroupSpacing \(number(section.interGroupSpacing))"
            + " orthogonal .\(section.orthogonalScrollingBehavior.rawValue)"
        if !section.supplementariesFollowContentInsets { text += " supplementariesFollowContentInsets false" }
        if let h = section.visibleItemsHandler { text += " hook \(h.name)" }
        for b in section.boundarySupplementaryItems { text += "\n\(indent)  boundary \(boundary(b))" }
        for d in section.decorationItems {
            text += "\n\(indent)  decoration \"\(d.elementKind)\" insets \(insets(d.contentInsets)) z \(d.zIndex)"
        }
        return text + "\n" + group(section.group, indent: indent + "  ")
    }
}
