/// Which item an attached supplementary of a group instance belongs to, and whether it is shown there,
/// as plain values (spec A5, spec A6): the placement loop reads no string and calls no closure for the data rules.
struct AttachmentRule: Sendable {
    /// How the visibility is tested.
    enum Test: UInt8, Sendable {
        case always, everyNth, firstInSection, lastInSection
        /// Listed items or a closure: asks the `SupplementaryVisibility` (the slow path).
        case other
    }

    /// The leaf it is attached to, or -1 when it is attached to a group.
    var leaf: Int
    var groupOrdinal: Int
    var firstLeaf: Int
    var kind: Int32
    var zIndex: Int32
    var test: Test
    var every = 1
    var offset = 0
    /// Index into the plan's visibilities for `.other`.
    var visibility = -1

    /// True where the supplementary is hidden at `item` of section `section`, which holds `count` items.
    @inline(__always)
    func isHidden(item: Int, section: Int, count: Int, visibilities: [SupplementaryVisibility]) -> Bool {
        switch test {
        case .always: false
        case .everyNth: every > 0 && item % every != offset
        case .firstInSection: item != 0
        case .lastInSection: item != count - 1
        case .other: visibilities[visibility].isHidden(IndexPath(section: section, item: item), itemCount: count)
        }
    }
}
