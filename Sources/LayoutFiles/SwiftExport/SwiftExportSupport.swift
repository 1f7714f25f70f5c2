import CompositionalLayout

/// What the Swift export cannot write although a layout file holds it, with paths: checked before writing
/// so that no generated file silently drops a part of the layout.
///
/// UIKit has no per-item visibility of supplementaries; the export hides them in the section's
/// `visibleItemsInvalidationHandler` by element kind and index path. That cannot say "last in section" (the
/// handler does not know the item count), nor tell apart two supplementaries of one kind in one section
/// when only one of them has the rule.
enum SwiftExportSupport {
    /// The problems of `layout` (paths as a layout file's).
    static func problems(_ layout: Layout) -> [LayoutFileProblem] {
        var problems: [LayoutFileProblem] = []
        let sections: [(Section, String)]
        switch layout.sections {
        case .single(let section): sections = [(section, "sections[0]")]
        case .cycle(let list): sections = list.enumerated().map { ($1, "sections[\($0)]") }
        case .provider(let provider):
            sections = (provider.choices ?? []).enumerated().flatMap { i, choice in
                choice.values.map { ($0, "sections[\(i)]") }
            }
        }
        for (section, path) in sections {
            var rules: [String: SupplementaryVisibility.Rule?] = [:]
            for item in section.boundarySupplementaryItems { rules[item.elementKind] = .some(nil) }
            check(.group(section.group), path + ".group", &rules, &problems)
        }
        return problems
    }

    private static func check(
        _ node: LayoutNode, _ path: String, _ rules: inout [String: SupplementaryVisibility.Rule?],
        _ problems: inout [LayoutFileProblem]
    ) {
        let supplementaries: [SupplementaryItem]
        switch node {
        case .item(let item): supplementaries = item.supplementaryItems
        case .group(let group):
            supplementaries = group.supplementaryItems
            for (i, child) in group.subitems.enumerated() {
                check(child, "\(path).subitems[\(i)]", &rules, &problems)
            }
        }
        for (i, item) in supplementaries.enumerated() {
            let here = "\(path).supplementaryItems[\(i)]"
            if item.visibility?.rule == .lastInSection {
                problems.append(
                    LayoutFileProblem(
                        path: here + ".visibility",
                        message: "'lastInSection' cannot be written as UIKit code: a visible-items handler does not "
                            + "know the section's item count"))
            }
            let rule = item.visibility?.rule
            if let seen = rules[item.elementKind], seen != rule {
                problems.append(
                    LayoutFileProblem(
                        path: here,
                        message: "another supplementary of kind \(quoted(item.elementKind)) in this section has "
                            + "another visibility; UIKit code hides supplementaries by kind"))
            }
            rules[item.elementKind] = rule
        }
    }
}
