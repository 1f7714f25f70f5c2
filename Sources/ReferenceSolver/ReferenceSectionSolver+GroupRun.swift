import CompositionalLayout

extension ReferenceSectionSolver {
    /// A root-group instance's solver (for its numbering and uniform lengths) and its solved node.
    typealias SolvedInstance = (solver: ReferenceGroupInstance, placed: ReferenceGroupInstance.Placed)

    /// The root group instances of a section, where each starts along the advance axis, and the content's
    /// lengths along and across it (spec S1 to spec S3, spec E1, spec G13).
    struct GroupRun {
        /// Every instance, in order.
        var instances: [SolvedInstance]
        /// Where each instance starts along the advance axis, in layout coordinates.
        var starts: [Double]
        /// The content's length along the advance axis, without the section's insets.
        var length: Double
        /// The content's length across the advance axis: the root group's (spec S6 reads it).
        var acrossLength: Double
    }

    /// Step 5, the instances: every root group instance, solved from scratch (no template reuse).
    ///
    /// Input: the shape. Output: the instances in order; none for a waterfall, which step 6 solves.
    /// spec E3: a self-sizing section shares uniform lengths across them.
    func solveInstances(_ shape: SectionShape) throws -> [SolvedInstance] {
        let k = shape.itemsPerGroup
        var instances: [SolvedInstance] = []
        instances.reserveCapacity(shape.groupCount)
        for g in 0..<shape.groupCount where shape.waterfall == nil {
            let solver = instance(
                section: shape.index, firstItem: g * k, itemCount: shape.count, sizing: sizing,
                numbering: (g, shape.ordinals))
            instances.append((solver, try solver.layout(shape.section.group, size: shape.rootSize)))
        }
        if shape.selfSizing {
            try shareUniformLengths(
                shape.section, index: shape.index, count: shape.count, perGroup: k, rootSize: shape.rootSize,
                &instances)
        }
        return instances
    }

    /// Step 6, the run: where each group instance starts along the advance axis, and the content's lengths.
    ///
    /// Input: the shape, the root placement and the instances of step 5. Output: a waterfall's run (spec G13),
    /// groups one after another by their own lengths (spec E1), or at a fixed stride (spec S1).
    func groupRun(_ shape: SectionShape, root: RootPlacement, instances: [SolvedInstance]) throws -> GroupRun {
        if let waterfall = shape.waterfall {
            return try waterfallRun(waterfall, shape: shape, root: root)
        } else if shape.selfSizing {
            return selfSizedRun(shape, root: root, instances: instances)
        } else {
            return strideRun(shape, root: root, instances: instances)
        }
    }

    /// spec G13: a waterfall's items, one instance each, at the starts its columns give; its length with insets.
    func waterfallRun(_ waterfall: Waterfall, shape: SectionShape, root: RootPlacement) throws -> GroupRun {
        let laid = try layoutWaterfall(
            waterfall, group: shape.section.group, size: shape.rootSize, section: shape.index, count: shape.count)
        return GroupRun(
            instances: laid.instances, starts: laid.starts.map { root.firstStart + $0 },
            length: shape.hasContent ? laid.length + root.fixedEdges : 0,
            acrossLength: shape.rootSize[shape.advanceAxis.cross])
    }

    /// spec E1: each group starts after the previous one's own length plus the spacing; spec S2: the last one
    /// counts its partial length; spec S3: the spacing goes between groups only.
    func selfSizedRun(_ shape: SectionShape, root: RootPlacement, instances: [SolvedInstance]) -> GroupRun {
        let a = shape.advanceAxis
        let k = shape.itemsPerGroup
        let groups = shape.groupCount
        let spacing = shape.section.interGroupSpacing
        var run = GroupRun(instances: instances, starts: [], length: 0, acrossLength: 0)
        var position = root.firstStart
        for g in 0..<groups {
            let placed = instances[g].placed
            run.starts.append(position)
            let extent = placed.size[a] + root.fixedEdges
            let length =
                g == groups - 1
                ? partialLength(placed.leaves, used: shape.count - g * k, extent: extent, axis: a) : extent
            run.length += length + (g > 0 ? spacing : 0)
            position += extent + spacing
            run.acrossLength = max(run.acrossLength, placed.size[a.cross])
        }
        return run
    }

    /// spec S1: origin of group g = first origin + g x (extent + spacing); spec S2, spec S3: the content is
    /// g - 1 strides long plus the last group's partial length.
    func strideRun(_ shape: SectionShape, root: RootPlacement, instances: [SolvedInstance]) -> GroupRun {
        let a = shape.advanceAxis
        let groups = shape.groupCount
        let extent = shape.probedSize[a] + root.fixedEdges
        let stride = extent + shape.section.interGroupSpacing
        var run = GroupRun(instances: instances, starts: [], length: 0, acrossLength: shape.probedSize[a.cross])
        for g in 0..<groups { run.starts.append(root.firstStart + Double(g) * stride) }
        if groups > 0 {
            let last = partialLength(
                instances[groups - 1].placed.leaves, used: shape.count - (groups - 1) * shape.itemsPerGroup,
                extent: extent, axis: a)
            run.length = Double(groups - 1) * stride + last
        }
        return run
    }

    /// Step 7, the content rectangle's end on the scroll axis: its start, the insets and the content (spec S4).
    ///
    /// Input: the shape, the content rectangle and the run. Output: the end. spec S3: cells that overflow their
    /// group do not lengthen it; spec S8: an empty section adds its insets only when it has boundary items;
    /// spec S6: an orthogonal section is as long as a group (plus fixed edges) on the scroll axis.
    func contentRectangleEnd(_ shape: SectionShape, content: ContentRectangle, run: GroupRun) -> Double {
        let edges = shape.section.group.edgeSpacing
        let contentMainLength: Double
        if shape.orthogonal {
            contentMainLength =
                shape.hasContent
                ? run.acrossLength + Self.fixedLength(ReferenceRules.edgeBefore(edges, on: scrollAxis))
                    + Self.fixedLength(ReferenceRules.edgeAfter(edges, on: scrollAxis)) : 0
        } else {
            contentMainLength = run.length
        }
        // spec D7 (decision in docs/geometry.md): negative insets never make the rectangle's length negative.
        let insets = ReferenceRules.insetSum(shape.section.contentInsets, on: scrollAxis)
        // spec D7: negative insets never make the content rectangle shorter than 0.
        return content.start
            + (shape.takesInsets ? Swift.max(0, insets + (shape.hasContent ? contentMainLength : 0)) : 0)
    }

    /// spec E3: a root group uniform across siblings on an axis shares the section's largest lengths there.
    ///
    /// Every uniform item takes the largest uniform item's, and every instance the largest instance's: the
    /// instances are solved again with the shared item length, then given the shared group length.
    func shareUniformLengths(
        _ section: Section, index s: Int, count n: Int, perGroup k: Int, rootSize: Size,
        _ instances: inout [SolvedInstance]
    ) throws {
        let uniformWidth = section.group.size.width.isUniformAcrossSiblings
        let uniformHeight = section.group.size.height.isUniformAcrossSiblings
        guard uniformWidth || uniformHeight, !instances.isEmpty else { return }
        let itemWidth = instances.map(\.solver.uniformMaximum.width).max() ?? 0
        let itemHeight = instances.map(\.solver.uniformMaximum.height).max() ?? 0
        for g in instances.indices {
            let solver = instance(
                section: s, firstItem: g * k, itemCount: n, sizing: sizing,
                numbering: (g, instances[g].solver.numbering.supplementedGroups))
            solver.sectionUniform = (uniformWidth ? itemWidth : nil, uniformHeight ? itemHeight : nil)
            instances[g] = (solver, try solver.layout(section.group, size: rootSize))
        }
        let groupWidth = instances.map(\.placed.size.width).max() ?? 0
        let groupHeight = instances.map(\.placed.size.height).max() ?? 0
        for g in instances.indices {
            if uniformWidth { instances[g].placed.size.width = groupWidth }
            if uniformHeight { instances[g].placed.size.height = groupHeight }
        }
    }

    /// A fresh instance solver for group instance data starting at `firstItem`; `numbering` is its number
    /// and the supplemented groups per instance (spec A5).
    func instance(
        section s: Int, firstItem: Int, itemCount: Int, sizing: SizingCallback?,
        numbering: (instance: Int, supplementedGroups: Int) = (0, 1)
    ) -> ReferenceGroupInstance {
        let instance = ReferenceGroupInstance(
            grid: grid, traits: environment.traits, sizing: sizing, section: s, firstItem: firstItem,
            itemCount: itemCount)
        instance.supplementarySizing = supplementarySizing
        instance.numbering = numbering
        return instance
    }

    /// spec S2.
    ///
    /// The length of a group whose first `used` leaves hold items: its extent minus what the unused leaves add
    /// along the axis. Never below 0 (the engine's decision for leaves that overflow their group).
    func partialLength(_ leaves: [ReferenceElement], used: Int, extent: Double, axis: Axis) -> Double {
        guard used < leaves.count, used > 0 else { return extent }
        return max(0, extent - (reach(leaves, used: leaves.count, axis: axis) - reach(leaves, used: used, axis: axis)))
    }

    /// The furthest edge along `axis` of the first `used` leaves, from the group's origin (at least 0).
    func reach(_ leaves: [ReferenceElement], used: Int, axis: Axis) -> Double {
        var reach = 0.0
        for leaf in leaves.prefix(used) { reach = max(reach, leaf.frame.max(axis)) }
        return reach
    }
}
