import CompositionalLayout

/// What the Swift export cannot write yet although a layout file holds it, with paths: checked before
/// writing so that no generated file silently drops a part of the layout.
enum SwiftExportSupport {
    /// The problems of `layout` (paths as a layout file's).
    static func problems(_ layout: Layout) -> [LayoutFileProblem] {
        var problems: [LayoutFileProblem] = []
        let sections: [(Section, String)]
        switch layout.sections {
        case .single(let section): sections = [(section, "sections[0]")]
        case .cycle(let list): sections = list.enumerated().map { ($1, "sections[\($0)]") }
        case .provider(let provider):
            sections = []
            if provider.choices != nil {
                problems.append(
                    LayoutFileProblem(
                        path: "sections",
                        message: "sections chosen by width or size class cannot be written as Swift yet"))
            }
        }
        for (section, path) in sections {
            if section.visibleItemsHandler?.effect != nil {
                problems.append(
                    LayoutFileProblem(
                        path: path + ".visibleItemsEffect",
                        message: "a visible-items effect cannot be written as Swift yet"))
            }
            check(.group(section.group), path + ".group", &problems)
        }
        return problems
    }

    private static func check(_ node: LayoutNode, _ path: String, _ problems: inout [LayoutFileProblem]) {
        let supplementaries: [SupplementaryItem]
        switch node {
        case .item(let item): supplementaries = item.supplementaryItems
        case .group(let group):
            supplementaries = group.supplementaryItems
            if case .custom(let provider) = group.arrangement, provider.fractionalFrames != nil {
                problems.append(
                    LayoutFileProblem(path: path, message: "fractional custom frames cannot be written as Swift yet"))
            }
            for (i, child) in group.subitems.enumerated() { check(child, "\(path).subitems[\(i)]", &problems) }
        }
        for (i, item) in supplementaries.enumerated() where item.visibility != nil {
            problems.append(
                LayoutFileProblem(
                    path: "\(path).supplementaryItems[\(i)].visibility",
                    message: "a visibility rule cannot be written as Swift yet"))
        }
    }
}
