import CompositionalLayout

/// The UIKit code of items and groups (`NSCollectionLayoutItem`, `NSCollectionLayoutGroup`).
extension SwiftFile {
    /// An item or group's statements (children first); returns its name.
    mutating func node(_ node: LayoutNode, names: inout Names, isRoot: Bool = false, path: String = "") -> String {
        switch node {
        case .item(let item):
            let supplementaries = item.supplementaryItems.map { supplementary($0, names: &names) }
            let name = names.make("item")
            size(name, item.size, path: path)
            if supplementaries.isEmpty {
                line("let \(name) = NSCollectionLayoutItem(layoutSize: \(name)Size)")
            } else {
                call(
                    "let \(name) = NSCollectionLayoutItem",
                    ["layoutSize: \(name)Size", "supplementaryItems: [\(supplementaries.joined(separator: ", "))]"])
            }
            if item.contentInsets != .zero { insets("\(name).contentInsets", item.contentInsets) }
            if !item.edgeSpacing.isEmpty { edgeSpacing("\(name).edgeSpacing", item.edgeSpacing) }
            return name
        case .group(let group):
            return self.group(group, names: &names, isRoot: isRoot, path: path)
        }
    }

    /// A group's statements; returns its name.
    mutating func group(_ group: Group, names: inout Names, isRoot: Bool, path: String = "") -> String {
        var children: [String] = []
        if case .custom = group.arrangement {
        } else {
            for (i, child) in group.subitems.enumerated() {
                children.append(node(child, names: &names, path: "\(path).subitems[\(i)]"))
            }
        }
        let supplementaries = group.supplementaryItems.map { supplementary($0, names: &names) }
        let name = names.make(isRoot ? "group" : "innerGroup")
        size(name, group.size, path: path)
        switch group.arrangement {
        case .waterfall:
            // Unreachable: `UIKitSourceWriter.source` throws for every waterfall group, in every section and
            // section choice, before writing (`adaptiveGroupProblems`): UIKit has no such API.
            preconditionFailure("a waterfall group is refused before writing (`adaptiveGroupProblems`)")
        case .custom(let provider):
            customGroup(name, provider)
        case .horizontal, .vertical:
            stackGroup(name, group, children: children)
        }
        if let spacing = group.interItemSpacing { line("\(name).interItemSpacing = \(Self.spacing(spacing))") }
        if group.contentInsets != .zero { insets("\(name).contentInsets", group.contentInsets) }
        if !group.edgeSpacing.isEmpty { edgeSpacing("\(name).edgeSpacing", group.edgeSpacing) }
        if !supplementaries.isEmpty { list("\(name).supplementaryItems", supplementaries) }
        return name
    }

    /// `let <name> = NSCollectionLayoutGroup.custom(...)` with the provider's frames: fixed frames as a
    /// literal array, fractional ones computed from the group's size.
    mutating func customGroup(_ name: String, _ provider: CustomGroupProvider) {
        if let fractional = provider.fractionalFrames {
            fractionalCustomGroup(name, fractional)
            return
        }
        let frames = provider.frames(LayoutEnvironment(width: 1, height: 1))
        open("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(name)Size) { _ in")
        open("[")
        for item in frames {
            let f = item.frame
            let rect =
                "CGRect(x: \(Self.number(f.x)), y: \(Self.number(f.y)), width: \(Self.number(f.width)), height: \(Self.number(f.height)))"
            var arguments = ["frame: \(rect)"]
            if item.zIndex != 0 { arguments.append("zIndex: \(item.zIndex)") }
            call("NSCollectionLayoutGroupCustomItem", arguments)
            commaAfterLastLine()
        }
        close("]")
        close("}")
    }

    /// `let <name> = NSCollectionLayoutGroup.horizontal(...)` or `.vertical(...)`, in the form of the
    /// group's repetition.
    mutating func stackGroup(_ name: String, _ group: Group, children: [String]) {
        let head =
            "let \(name) = NSCollectionLayoutGroup.\(group.arrangement == .horizontal ? "horizontal" : "vertical")"
        switch group.repetition {
        case .fill:
            call(head, ["layoutSize: \(name)Size", "subitems: [\(children.joined(separator: ", "))]"])
        case .count(let n):
            call(head, ["layoutSize: \(name)Size", "subitem: \(children[0])", "count: \(n)"])
        case .repeating(let n):
            call(head, ["layoutSize: \(name)Size", "repeatingSubitem: \(children[0])", "count: \(n)"])
        case .adaptive:
            // Unreachable: `UIKitSourceWriter.source` throws for every adaptive group, in every section and
            // section choice, before writing (`adaptiveGroupProblems`): UIKit has no such API.
            preconditionFailure("UIKitSourceWriter refuses adaptive groups (UIKit has no such API) before writing")
        }
    }
}
