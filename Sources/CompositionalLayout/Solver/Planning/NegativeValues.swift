/// The negative spacing and content insets of a section description (spec D7): each with its path and value.
///
/// UIKit accepts them and so does the engine (the same formulas, so elements overlap or reach outside their
/// container); they are listed once per value, not per element, for the overlap warning of
/// `recipes validate` and for `SolvedLayout.checkInvariants()`, which does not hold such a section's cells
/// inside the content.
enum NegativeValues {
    /// One negative value: where it is, what it is and its value.
    struct Entry: Equatable {
        let path: String
        let kind: Kind
        let value: Double
    }

    /// What a negative value spaces or insets, for the warning's sentence.
    enum Kind: Equatable {
        case interSectionSpacing, interGroupSpacing, interItemSpacing(flexible: Bool)
        case edgeSpacing(edge: String, flexible: Bool), contentInset(edge: String)
    }

    /// Every negative value of `section` whose path starts at `path` (`section[0]`), depth first.
    /// - Complexity: O(nodes in the description).
    static func entries(of section: Section, path: @autoclosure () -> String) -> [Entry] {
        // Most descriptions have none: looked for first without building a path or an array.
        guard hasNegative(section) else { return [] }
        let path = path()
        var found: [Entry] = []
        if section.interGroupSpacing < 0 {
            found.append(
                Entry(path: path + ".interGroupSpacing", kind: .interGroupSpacing, value: section.interGroupSpacing))
        }
        insets(section.contentInsets, path + ".contentInsets", into: &found)
        for (i, b) in section.boundarySupplementaryItems.enumerated() {
            insets(b.contentInsets, "\(path).boundarySupplementaryItems[\(i)].contentInsets", into: &found)
        }
        for (i, d) in section.decorationItems.enumerated() {
            insets(d.contentInsets, "\(path).decorationItems[\(i)].contentInsets", into: &found)
        }
        group(section.group, path + ".group", into: &found)
        return found
    }

    /// True when `section` has a value `entries(of:path:)` lists: the same values, without their paths.
    static func hasNegative(_ section: Section) -> Bool {
        section.interGroupSpacing < 0 || isNegative(section.contentInsets)
            || section.boundarySupplementaryItems.contains { isNegative($0.contentInsets) }
            || section.decorationItems.contains { isNegative($0.contentInsets) } || hasNegative(section.group)
    }

    /// True when `group` or a node in it has a value `group(_:_:into:)` lists.
    private static func hasNegative(_ group: Group) -> Bool {
        if isNegative(group.contentInsets) || isNegative(group.edgeSpacing) || (group.interItemSpacing?.value ?? 0) < 0
            || group.supplementaryItems.contains(where: { isNegative($0.contentInsets) })
        {
            return true
        }
        return group.subitems.contains { child in
            switch child {
            case .group(let nested): hasNegative(nested)
            case .item(let item):
                isNegative(item.contentInsets) || isNegative(item.edgeSpacing)
                    || item.supplementaryItems.contains { isNegative($0.contentInsets) }
            }
        }
    }

    /// True when an edge of `insets` is negative.
    private static func isNegative(_ insets: DirectionalInsets) -> Bool {
        insets.top < 0 || insets.leading < 0 || insets.bottom < 0 || insets.trailing < 0
    }

    /// True when a spacing of `spacing` is negative.
    private static func isNegative(_ spacing: EdgeSpacing) -> Bool {
        (spacing.leading?.value ?? 0) < 0 || (spacing.top?.value ?? 0) < 0 || (spacing.trailing?.value ?? 0) < 0
            || (spacing.bottom?.value ?? 0) < 0
    }

    /// The layout-wide negative values: the inter-section spacing and the layout boundary items' insets.
    static func entries(of configuration: LayoutConfiguration) -> [Entry] {
        var found: [Entry] = []
        // spec LS4: a whole list's own negative spacing only overlaps bottom insets; no warning for it.
        if configuration.interSectionSpacing < 0
            && configuration.interSectionSpacing != configuration.listInterSectionSpacing
        {
            found.append(
                Entry(
                    path: "layout.interSectionSpacing", kind: .interSectionSpacing,
                    value: configuration.interSectionSpacing))
        }
        for (i, b) in configuration.boundarySupplementaryItems.enumerated() {
            insets(b.contentInsets, "layout.boundarySupplementaryItems[\(i)].contentInsets", into: &found)
        }
        return found
    }

    /// The warning for one entry: the value, and the overlap it causes.
    static func warning(_ entry: Entry) -> LayoutWarning {
        let v = LayoutWarning.format(entry.value)
        let overlap = LayoutWarning.format(-entry.value)
        let message: String
        switch entry.kind {
        case .interSectionSpacing:
            message = "the spacing between sections is \(v) points; consecutive sections overlap by \(overlap) points"
        case .interGroupSpacing:
            message = "the spacing between groups is \(v) points; consecutive groups overlap by \(overlap) points"
        case .interItemSpacing(let flexible):
            message =
                flexible
                ? "the flexible spacing between items starts at \(v) points; neighbouring items overlap by up to \(overlap) points"
                : "the spacing between items is \(v) points; neighbouring items overlap by \(overlap) points"
        case .edgeSpacing(let edge, let flexible):
            message =
                "the \(edge) edge spacing \(flexible ? "starts at" : "is") \(v) points; the element reaches "
                + "\(flexible ? "up to " : "")\(overlap) points into its neighbour or past its group's \(edge) edge"
        case .contentInset(let edge):
            message = "the \(edge) inset is \(v) points; the content reaches \(overlap) points outside its \(edge) edge"
        }
        return LayoutWarning(path: entry.path, message: message)
    }

    /// Adds an entry per negative edge of `insets`; the path is built only when there is one, since a solve
    /// and a re-solve ask about every layout-wide item's insets (spec D7).
    private static func insets(
        _ insets: DirectionalInsets, _ path: @autoclosure () -> String, into found: inout [Entry]
    ) {
        guard insets.top < 0 || insets.leading < 0 || insets.bottom < 0 || insets.trailing < 0 else { return }
        let path = path()
        let edges = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
        ]
        for (edge, value) in edges where value < 0 {
            found.append(Entry(path: "\(path).\(edge)", kind: .contentInset(edge: edge), value: value))
        }
    }

    private static func edges(_ spacing: EdgeSpacing, _ path: String, into found: inout [Entry]) {
        let edges = [
            ("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing),
            ("bottom", spacing.bottom),
        ]
        for case (let edge, let s?) in edges where s.value < 0 {
            found.append(
                Entry(path: "\(path).\(edge)", kind: .edgeSpacing(edge: edge, flexible: s.isFlexible), value: s.value))
        }
    }

    private static func supplementaries(_ items: [SupplementaryItem], _ path: String, into found: inout [Entry]) {
        for (i, s) in items.enumerated() {
            insets(s.contentInsets, "\(path).supplementaryItems[\(i)].contentInsets", into: &found)
        }
    }

    private static func group(_ group: Group, _ path: String, into found: inout [Entry]) {
        insets(group.contentInsets, path + ".contentInsets", into: &found)
        edges(group.edgeSpacing, path + ".edgeSpacing", into: &found)
        if let s = group.interItemSpacing, s.value < 0 {
            found.append(
                Entry(path: path + ".interItemSpacing", kind: .interItemSpacing(flexible: s.isFlexible), value: s.value)
            )
        }
        supplementaries(group.supplementaryItems, path, into: &found)
        for (i, child) in group.subitems.enumerated() {
            let childPath = "\(path).subitems[\(i)]"
            switch child {
            case .group(let nested): Self.group(nested, childPath, into: &found)
            case .item(let item):
                insets(item.contentInsets, childPath + ".contentInsets", into: &found)
                edges(item.edgeSpacing, childPath + ".edgeSpacing", into: &found)
                supplementaries(item.supplementaryItems, childPath, into: &found)
            }
        }
    }
}
