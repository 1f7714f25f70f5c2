// Shortcut. Shape: a self-sizing flat stack whose items carry attached supplementaries, badges for instance
// (`Stamping.flatStack`).
// General twin: the supplementary frames of `GroupEvaluator.evaluate` and `InstanceStamping.writeAttached` in
// `stampInstances` (`Stamping.measuredInstances`).
// Held equal, bit for bit, by ShortcutDifferentialTests (shortcuts on against off), and by the hand-arithmetic
// tests of the shape in Tests/CompositionalLayoutTests (SelfSizingBadgeTests).

extension FlatStack {
    /// The items' attached supplementaries of one flat section (spec A1 to spec A4): each instance's frames from
    /// its items' frames in the instance, computed as the general path computes them, added to the instance's
    /// extents after its leaves, then written as records with their items' numbers and visibility (spec A6).
    ///
    /// Scratch memory is allocated once per section (`deallocate` frees it). Contract: MUST NOT allocate per
    /// item or per instance.
    struct Attached {
        /// Every leaf's frame in the current instance, which `FlatStack.placeInstance` writes.
        let leaves: UnsafeMutablePointer<Rect>
        /// The current instance's supplementary frames, in the group's order.
        let frames: UnsafeMutableBufferPointer<Rect>
        /// The group's supplementaries, all its items' (`FlatStack.init`), each with its item's leaf, and their
        /// numbering and visibility rules: copied once, so that no instance retains the group's arrays.
        let supplementaries: UnsafeMutableBufferPointer<CompiledSupplementary>
        let hostLeaves: UnsafeMutableBufferPointer<Int>
        let rules: UnsafeMutableBufferPointer<AttachmentRule>
        let visibilities: [SupplementaryVisibility]
        let leafCount: Int
        let ordinals: Int
        let groupAxis: Axis
        /// Where the records go, and how many are written.
        let out: UnsafeMutablePointer<AttachedRecord>
        private(set) var written = 0

        /// Scratch for `group`'s instances, writing records to `out`.
        init(_ group: CompiledGroup, groupAxis: Axis, to out: UnsafeMutablePointer<AttachedRecord>) {
            leaves = .allocate(capacity: group.leafCount)
            leaves.initialize(repeating: .zero, count: group.leafCount)
            frames = .allocate(capacity: group.supplementaries.count)
            frames.initialize(repeating: .zero)
            supplementaries = .allocate(capacity: group.supplementaries.count)
            _ = supplementaries.initialize(from: group.supplementaries)
            hostLeaves = .allocate(capacity: group.supplementaries.count)
            _ = hostLeaves.initialize(from: group.supplementaries.map { group.nodes[$0.host].leaf })
            rules = .allocate(capacity: group.rules.count)
            _ = rules.initialize(from: group.rules)
            visibilities = group.visibilities
            leafCount = group.leafCount
            ordinals = group.groupOrdinals
            self.groupAxis = groupAxis
            self.out = out
        }

        /// Frees the scratch memory.
        func deallocate() {
            leaves.deallocate()
            frames.deallocate()
            supplementaries.deallocate()
            hostLeaves.deallocate()
            rules.deallocate()
        }

        /// The current instance's supplementary frames on its items' frames (`GroupEvaluator.evaluate`), added
        /// to `scan` after the leaves.
        ///
        /// One that is not finite names the instance's first item, as `SolverRun.checkFinite` does once the
        /// leaves are finite (spec R2). Mutating only so that the caller's variable is used in place: a copy
        /// retained the visibilities on every instance.
        @inline(__always)
        mutating func place(scan: inout InstanceScan, section s: Int, firstItem: Int, grid: PixelGrid) throws {
            for j in 0..<frames.count {
                frames[j] = supplementaries[j].frame(on: leaves[hostLeaves[j]], grid: grid)
                scan.addSupplementary(frames[j], axis: groupAxis)
            }
            if !scan.finite { throw LayoutError.nonFiniteFrame(section: s, item: firstItem) }
        }

        /// Writes instance `g`'s records at its `origin` along the group axis and `across` it
        /// (`InstanceStamping.writeAttached`: a partial last instance writes fewer).
        @inline(__always)
        mutating func write(instance g: Int, section s: Int, count n: Int, origin: Double, across: Double) {
            written += InstanceStamping.writeAttached(
                rules: UnsafeBufferPointer(rules), leafCount: leafCount, ordinals: ordinals, visibilities: visibilities,
                frames: UnsafeBufferPointer(frames), instance: g, section: s, count: n, origin: origin,
                across: across, axis: groupAxis, to: out + written)
        }
    }
}
