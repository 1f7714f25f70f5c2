import CompositionalLayout

/// The UIKit code of the data forms: a `visibleItemsInvalidationHandler` for supplementary visibility and
/// visible-items effects, and a custom group's item provider computing fractional frames.
extension SwiftFile {
    /// The visibility rules of the supplementaries attached in `group`'s tree, one per element kind, in
    /// tree order (`SwiftExportSupport` refuses a kind with two different rules).
    static func visibilityRules(_ group: Group) -> [(kind: String, rule: SupplementaryVisibility.Rule)] {
        var rules: [(kind: String, rule: SupplementaryVisibility.Rule)] = []
        func visit(_ node: LayoutNode) {
            let supplementaries: [SupplementaryItem]
            switch node {
            case .item(let item): supplementaries = item.supplementaryItems
            case .group(let group):
                supplementaries = group.supplementaryItems
                group.subitems.forEach(visit)
            }
            for item in supplementaries {
                guard let rule = item.visibility?.rule, !rules.contains(where: { $0.kind == item.elementKind }) else {
                    continue
                }
                rules.append((item.elementKind, rule))
            }
        }
        visit(.group(group))
        return rules
    }

    /// `section.visibleItemsInvalidationHandler`, when the section has a visibility rule or an effect:
    /// it hides supplementaries where their rule says (UIKit has no per-item visibility of its own) and
    /// applies the effect, as the engine does.
    mutating func visibleItemsHandler(_ section: Section, _ name: String, names: inout Names) {
        let rules = Self.visibilityRules(section.group)
        let effect = section.visibleItemsHandler?.effect
        guard !rules.isEmpty || effect != nil else { return }
        var conditions: [(kind: String, hidden: String)] = []
        for (kind, rule) in rules {
            switch rule {
            case .everyNth(let n, let offset) where n > 0:
                conditions.append((kind, "item.indexPath.item % \(n) != \(offset)"))
            case .firstInSection:
                conditions.append((kind, "item.indexPath.item != 0"))
            case .items(let map):
                let shown = names.make("shown" + Self.identifier(kind).capitalizedFirst)
                let entries = map.keys.sorted().map { section in
                    "\(section): [\(map[section]!.map(String.init).joined(separator: ", "))]"
                }
                line("let \(shown): [Int: Set<Int>] = [\(entries.isEmpty ? ":" : entries.joined(separator: ", "))]")
                conditions.append((kind, "!(\(shown)[item.indexPath.section]?.contains(item.indexPath.item) ?? false)"))
            case .everyNth, .lastInSection, .custom:
                break  // Shown everywhere (n < 1), or refused before writing (`SwiftExportSupport`).
            }
        }
        open("\(name).visibleItemsInvalidationHandler = { visibleItems, offset, environment in")
        if case .scaleByDistanceFromCenter = effect { line("let width = environment.container.contentSize.width") }
        open("for item in visibleItems {")
        for (kind, hidden) in conditions {
            open(
                "if item.representedElementCategory == .supplementaryView, item.representedElementKind == "
                    + "\(Self.stringLiteral(kind)) {")
            line("item.isHidden = \(hidden)")
            close("}")
        }
        switch effect {
        case .scaleByDistanceFromCenter(let maximum, let minimum, let minimumAlpha):
            open("if width > 0 {")
            line("let distance = abs(item.frame.midX - offset.x - width / 2)")
            line("let scale = max(\(Self.number(maximum)) - distance / width, \(Self.number(minimum)))")
            line("item.transform = CGAffineTransform(scaleX: scale, y: scale)")
            if minimumAlpha < 1 { line("item.alpha = max(1 - distance / width, \(Self.number(minimumAlpha)))") }
            close("}")
        case .hide(let category, let kind):
            let categoryName =
                switch category {
                case .cell: ".cell"
                case .supplementary: ".supplementaryView"
                case .decoration: ".decorationView"
                }
            let kindTest = kind.map { ", item.representedElementKind == \(Self.stringLiteral($0))" } ?? ""
            open("if item.representedElementCategory == \(categoryName)\(kindTest) {")
            line("item.isHidden = true")
            close("}")
        case nil:
            break
        }
        close("}")
        close("}")
    }

    /// `NSCollectionLayoutGroup.custom` whose item provider computes each frame from the group's size.
    mutating func fractionalCustomGroup(_ name: String, _ frames: [FractionalCustomFrame]) {
        let lengths = frames.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        let usesWidth = lengths.contains { $0.widthFraction != 0 }
        let usesHeight = lengths.contains { $0.heightFraction != 0 }
        open("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(name)Size) { environment in")
        if usesWidth { line("let width = environment.container.contentSize.width") }
        if usesHeight { line("let height = environment.container.contentSize.height") }
        var items: [String] = []
        for (i, frame) in frames.enumerated() {
            let rect = "frame\(i + 1)"
            call(
                "let \(rect) = CGRect",
                [
                    "x: \(Self.length(frame.x))", "y: \(Self.length(frame.y))",
                    "width: max(0, \(Self.length(frame.width)))", "height: max(0, \(Self.length(frame.height)))",
                ])
            items.append(
                frame.zIndex == 0
                    ? "NSCollectionLayoutGroupCustomItem(frame: \(rect))"
                    : "NSCollectionLayoutGroupCustomItem(frame: \(rect), zIndex: \(frame.zIndex))")
        }
        open("return [")
        for item in items { line(item + ",") }
        close("]")
        close("}")
    }

    /// A group length as a Swift expression in the order the engine computes it (`a * width + b * height + p`,
    /// zero terms left out, which changes no bit of the result).
    static func length(_ length: GroupLength) -> String {
        var terms: [String] = []
        // A fraction of 1 is the length itself (1 * x == x exactly).
        if length.widthFraction != 0 {
            terms.append(length.widthFraction == 1 ? "width" : "\(number(length.widthFraction)) * width")
        }
        if length.heightFraction != 0 {
            terms.append(length.heightFraction == 1 ? "height" : "\(number(length.heightFraction)) * height")
        }
        guard !terms.isEmpty else { return number(length.points) }
        var expression = terms.joined(separator: " + ")
        if length.points > 0 { expression += " + \(number(length.points))" }
        if length.points < 0 { expression += " - \(number(-length.points))" }
        return expression
    }
}
