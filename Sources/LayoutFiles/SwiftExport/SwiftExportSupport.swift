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
        for (section, path) in sections(of: layout) {
            var rules: [String: SupplementaryVisibility.Rule?] = [:]
            for item in section.boundarySupplementaryItems { rules[item.elementKind] = .some(nil) }
            check(.group(section.group), path + ".group", &rules, &problems)
        }
        return problems
    }

    /// Every section the Swift export writes for `layout`, with its path.
    ///
    /// That is each section of a list, and every section a section choice can give (a choice's sections
    /// share the path of its entry). A section provider that is code gives none; the layout-file encoder
    /// refuses it first.
    static func sections(of layout: Layout) -> [(section: Section, path: String)] {
        switch layout.sections {
        case .single(let section): [(section, "sections[0]")]
        case .cycle(let list): list.enumerated().map { ($1, "sections[\($0)]") }
        case .provider(let provider):
            (provider.choices ?? []).enumerated().flatMap { i, choice in
                choice.values.map { ($0, "sections[\(i)]") }
            }
        }
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
