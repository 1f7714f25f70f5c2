/// A child of a group: an item or a nested group (a group is an item, as in UIKit).
public enum LayoutNode: Sendable, Hashable {
    /// A leaf.
    case item(Item)
    /// A nested group.
    case group(Group)

    /// The node's size.
    public var size: LayoutSize {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }

    /// The node's edge spacing.
    public var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }

    /// The node's size and edge spacing with one switch: `size` and `edgeSpacing` each copy the item or group
    /// out of the node, retaining what it holds (the group compiler reads both per child).
    var sizeAndEdges: (size: LayoutSize, edges: EdgeSpacing) {
        switch self {
        case .item(let item): (item.size, item.edgeSpacing)
        case .group(let group): (group.size, group.edgeSpacing)
        }
    }

    /// The node with its size replaced.
    func withSize(_ size: LayoutSize) -> LayoutNode {
        switch self {
        case .item(var item):
            item.size = size
            return .item(item)
        case .group(var group):
            group.size = size
            return .group(group)
        }
    }
}
