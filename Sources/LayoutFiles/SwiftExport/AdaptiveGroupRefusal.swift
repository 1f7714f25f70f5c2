import CompositionalLayout

extension UIKitSourceWriter {
    /// One problem per adaptive group (spec G12, ours) and per waterfall group (spec G13, ours) in `layout`,
    /// with its path: UIKit has no API that chooses a group's count from a minimum width or places items in
    /// the shortest column, so `export --format swift` refuses these layouts.
    ///
    /// Every section is checked, those a section choice can give included (`SwiftExportSupport.sections`),
    /// so that `SwiftFile` never meets such a group.
    static func adaptiveGroupProblems(in layout: Layout) -> [LayoutFileProblem] {
        var problems: [LayoutFileProblem] = []
        func visit(_ group: Group, _ path: String) {
            if case .waterfall = group.arrangement {
                let message = "a waterfall group has no UIKit API; write it as a custom group in a section provider"
                problems.append(LayoutFileProblem(path: path, message: message))
            }
            if case .adaptive = group.repetition {
                problems.append(
                    LayoutFileProblem(
                        path: path + ".adaptiveMinimumLength",
                        message: "an adaptive count has no UIKit API; compute the count in a section provider"))
            }
            for (i, child) in group.subitems.enumerated() {
                if case .group(let nested) = child { visit(nested, "\(path).subitems[\(i)]") }
            }
        }
        for (section, path) in SwiftExportSupport.sections(of: layout) { visit(section.group, path + ".group") }
        return problems
    }

    /// A problem when `layout` aligns short content to the end (spec L7, ours): UIKit's compositional layout
    /// has no such setting, apps raise the collection view's `contentInset` instead.
    static func shortContentProblems(in layout: Layout) -> [LayoutFileProblem] {
        guard layout.configuration.shortContentAlignment != .start else { return [] }
        return [
            LayoutFileProblem(
                path: "shortContentAlignment",
                message: "aligning short content to the end has no UIKit layout API; raise the collection view's "
                    + "contentInset.top instead")
        ]
    }
}
