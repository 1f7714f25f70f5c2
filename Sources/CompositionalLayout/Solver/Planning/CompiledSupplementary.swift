/// An item- or group-attached supplementary compiled once per plan (spec A1 to spec A4): its kind interned to an
/// integer, its size and anchor reduced to a few multiply-adds on the host's frame.
struct CompiledSupplementary: Sendable {
    /// The node it is attached to: an item (its frame is the host) or a group (its frame inside its insets).
    var host: Int
    /// The interned element kind.
    var kind: Int32
    var zIndex: Int32
    /// The leaf it is attached to, or -1 when it is attached to a group.
    var leaf: Int
    /// For group supplementaries: which group occurrence (depth first) inside the instance.
    var groupOrdinal: Int
    /// For group supplementaries: the group's first leaf; an instance holding no item at or after it (a
    /// partial last group) does not produce the supplementary.
    var firstLeaf: Int
    var size: LayoutSize
    var containerUnit: Point
    var itemUnit: Point
    var containerOffset: AnchorOffset
    var itemOffset: AnchorOffset
    var insets: DirectionalInsets
    /// For a nested group's supplementaries: the container the group was resolved in, which their fractions
    /// resolve against (spec A5); nil resolves them against the host's frame.
    var container: Size?

    /// Compiles `item` attached to `host`; `container` as the property says.
    init(
        _ item: SupplementaryItem, host: Int, kind: Int32, leaf: Int, groupOrdinal: Int, firstLeaf: Int,
        container: Size? = nil
    ) {
        self.host = host
        self.kind = kind
        zIndex = Int32(clamping: item.zIndex)
        self.leaf = leaf
        self.groupOrdinal = groupOrdinal
        self.firstLeaf = firstLeaf
        size = item.size
        containerUnit = item.containerAnchor.unitPoint
        itemUnit = (item.itemAnchor ?? Anchor(edges: item.containerAnchor.edges)).unitPoint
        containerOffset = item.containerAnchor.offset
        itemOffset = item.itemAnchor?.offset ?? .zero
        insets = item.contentInsets
        self.container = container
    }

    /// Its size resolved on a host frame (spec A1), or in its nested group's container (spec A5).
    @inline(__always)
    func resolvedSize(on host: Rect, grid: PixelGrid) -> Size {
        grid.resolve(size, in: container ?? host.size)
    }

    /// True when its size has an estimated dimension the supplementary sizing callback may answer (spec E4).
    var isEstimated: Bool { size.width.isEstimated || size.height.isEstimated }

    /// Its frame on a host frame (spec A1 to spec A4): both anchor offsets are added (spec A2); `measured` is
    /// its size when the sizing callback gave one (spec E4), else it is resolved on the host.
    @inline(__always)
    func frame(on host: Rect, grid: PixelGrid, measured: Size? = nil) -> Rect {
        let resolved = measured ?? resolvedSize(on: host, grid: grid)
        var x = host.x + host.width * containerUnit.x - resolved.width * itemUnit.x
        var y = host.y + host.height * containerUnit.y - resolved.height * itemUnit.y
        let c = CompiledSupplementary.offset(containerOffset, size: resolved)
        x += c.x
        y += c.y
        let i = CompiledSupplementary.offset(itemOffset, size: resolved)
        x += i.x
        y += i.y
        return Rect(x: x, y: y, width: resolved.width, height: resolved.height).inset(by: insets)
    }

    /// An anchor offset in points for a supplementary of `size`.
    @inline(__always)
    static func offset(_ offset: AnchorOffset, size: Size) -> Point {
        switch offset {
        case .absolute(let p): p
        case .fractional(let p): Point(x: p.x * size.width, y: p.y * size.height)
        }
    }
}
