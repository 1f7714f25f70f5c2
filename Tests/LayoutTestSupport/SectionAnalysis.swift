import CompositionalLayout

/// Static facts about a group tree that random-layout tests need (which dimensions are estimated).
public enum SectionAnalysis {
    /// True when any size in the tree (the group, its nested groups, its items) is `estimated`.
    public static func containsEstimated(_ group: Group) -> Bool {
        if group.size.width.isEstimated || group.size.height.isEstimated { return true }
        return group.subitems.contains { node in
            switch node {
            case .item(let item): item.size.width.isEstimated || item.size.height.isEstimated
            case .group(let nested): containsEstimated(nested)
            }
        }
    }
}
