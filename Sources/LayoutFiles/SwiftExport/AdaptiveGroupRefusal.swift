import CompositionalLayout

extension UIKitSourceWriter {
    /// One problem per adaptive group (spec G12, ours) and per waterfall group (spec G13, ours) in `layout`,
    /// with its path: UIKit has no API that chooses a group's count from a minimum width or places items in
    /// the shortest column, so `export --format swift` refuses these layouts.
    ///
    /// A section provider yields nothing here; the layout-file encoder refuses it first.
    static func adaptiveGroupProblems(in layout: Layout) -> [LayoutFileProblem] {
        let sections: [Section]
        switch layout.sections {
        case .single(let section): sections = [section]
        case .cycle(let list): sections = list
        case .provider: sections = []
        }
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
        for (i, section) in sections.enumerated() { visit(section.group, "sections[\(i)].group") }
        return problems
    }
}
