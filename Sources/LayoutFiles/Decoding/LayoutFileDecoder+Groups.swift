import CompositionalLayout

/// Decoding of items and groups: a section's root group, the ITEM and GROUP wrappers of subitems, a group's
/// repetition and custom groups with their frames (written by `LayoutFileEncoder+Groups.swift`).
extension LayoutFileDecoder {
    /// A section's root: GROUP (a `group`, `customGroup` or `waterfall` wrapper, not an item).
    mutating func decodeRootGroup(_ value: JSONValue, _ path: String) -> Group? {
        guard let (kind, inner) = oneOf(value, path, choices: ["group", "customGroup", "waterfall"]) else {
            return nil
        }
        switch kind {
        case "group": return decodeGroup(inner, path)
        case "waterfall": return decodeWaterfall(inner, path)
        default: return decodeCustomGroup(inner, path)
        }
    }

    /// ITEM or GROUP: a one-key wrapper object.
    mutating func decodeNode(_ value: JSONValue, _ path: String) -> LayoutNode? {
        guard let (kind, inner) = oneOf(value, path, choices: ["item", "group", "customGroup"]) else {
            return nil
        }
        switch kind {
        case "item": return decodeItem(inner, path).map(LayoutNode.item)
        case "group": return decodeGroup(inner, path).map(LayoutNode.group)
        default: return decodeCustomGroup(inner, path).map(LayoutNode.group)
        }
    }

    /// The body of an `item` wrapper.
    mutating func decodeItem(_ value: JSONValue, _ path: String) -> Item? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.item, required: ["size"]) else { return nil }
        var ok = true
        let size = field("size", in: f, path: path, ok: &ok) { $0.decodeSize($1, $2) }
        var item = Item()
        item.contentInsets =
            field("contentInsets", in: f, path: path, ok: &ok) { $0.decodeInsets($1, $2) } ?? item.contentInsets
        item.edgeSpacing =
            field("edgeSpacing", in: f, path: path, ok: &ok) { $0.decodeEdgeSpacing($1, $2) } ?? item.edgeSpacing
        item.supplementaryItems =
            field("supplementaryItems", in: f, path: path, ok: &ok) { $0.decodeSupplementaries($1, $2) }
            ?? item.supplementaryItems
        guard ok, let size else { return nil }
        item.size = size
        return item
    }

    /// The body of a `group` wrapper.
    mutating func decodeGroup(_ value: JSONValue, _ path: String) -> Group? {
        groupDepth += 1
        defer { groupDepth -= 1 }
        guard groupDepth <= LayoutFileLimits.maximumGroupDepth else {
            report(path, "groups nest more than \(LayoutFileLimits.maximumGroupDepth) levels deep")
            return nil
        }
        guard let f = fields(value, path, allowed: LayoutFileKeys.group, required: ["axis", "size", "subitems"]) else {
            return nil
        }
        var ok = true
        let axis: Axis? = field("axis", in: f, path: path, ok: &ok) { $0.enumValue($1, $2) }
        let size = field("size", in: f, path: path, ok: &ok) { $0.decodeSize($1, $2) }
        let subitems = field("subitems", in: f, path: path, ok: &ok) { $0.decodeSubitems($1, $2) }
        let repetition = decodeRepetition(f, path, subitems: subitems, ok: &ok)
        var group = Group(arrangement: .horizontal, size: .fill, subitems: [])
        group.interItemSpacing =
            field("interItemSpacing", in: f, path: path, ok: &ok) { $0.decodeSpacing($1, $2) }
            ?? group.interItemSpacing
        group.contentInsets =
            field("contentInsets", in: f, path: path, ok: &ok) { $0.decodeInsets($1, $2) } ?? group.contentInsets
        group.edgeSpacing =
            field("edgeSpacing", in: f, path: path, ok: &ok) { $0.decodeEdgeSpacing($1, $2) } ?? group.edgeSpacing
        group.supplementaryItems =
            field("supplementaryItems", in: f, path: path, ok: &ok) { $0.decodeSupplementaries($1, $2) }
            ?? group.supplementaryItems
        guard ok, let axis, let size, let subitems else { return nil }
        if repetition == .fill, !size[axis].isEstimated,
            repeatsForever(subitems, along: axis, spacing: group.interItemSpacing, path)
        {
            return nil
        }
        group.arrangement = axis == .horizontal ? .horizontal : .vertical
        group.size = size
        group.subitems = subitems
        group.repetition = repetition
        return group
    }

    /// A group's `subitems`: at least one ITEM or GROUP.
    mutating func decodeSubitems(_ value: JSONValue, _ path: String) -> [LayoutNode]? {
        guard let subitems = list(value, path, { $0.decodeNode($1, $2) }) else { return nil }
        guard !subitems.isEmpty else {
            report(path, "a group needs at least one subitem")
            return nil
        }
        return subitems
    }

    /// A group's repetition: at most one of `count`, `repeatingCount` and `adaptiveMinimumLength`, each
    /// needing exactly one subitem; `.fill` when none is given (or the one given cannot be read).
    mutating func decodeRepetition(
        _ f: [String: JSONValue], _ path: String, subitems: [LayoutNode]?, ok: inout Bool
    ) -> GroupRepetition {
        var repetition = GroupRepetition.fill
        let count = field("count", in: f, path: path, ok: &ok) { $0.decodeCount($1, $2) }
        let repeatingCount = field("repeatingCount", in: f, path: path, ok: &ok) { $0.decodeCount($1, $2) }
        let adaptive = field("adaptiveMinimumLength", in: f, path: path, ok: &ok) { $0.decodeAdaptiveMinimum($1, $2) }
        let countKeys = ["count", "repeatingCount", "adaptiveMinimumLength"].filter { f[$0] != nil }
        if countKeys.count > 1 {
            report(
                path,
                "\(listing(countKeys, "and")) cannot \(countKeys.count == 2 ? "both be given" : "be given together")")
            ok = false
        } else if let n = count {
            repetition = .count(n)
        } else if let n = repeatingCount {
            repetition = .repeating(n)
        } else if let minimum = adaptive {
            repetition = .adaptive(minimumLength: minimum)
        }
        if let key = countKeys.first, let s = subitems, s.count != 1 {
            report(child(path, "subitems"), "'\(key)' needs exactly one subitem, found \(s.count)")
            ok = false
        }
        return repetition
    }

    /// Reports (at the group's `subitems`) and returns true when a group that repeats its subitems until
    /// no more fit would never end: they have no length along its axis (spec G4).
    ///
    /// A child sized from the width, or fractional, has no length yet; the engine checks it when solving.
    /// With negative spacing (spec D7) the engine's sum is used: the children's lengths and edge spacing plus
    /// one inter-item spacing per child, at most 0.
    mutating func repeatsForever(
        _ subitems: [LayoutNode], along axis: Axis, spacing: Spacing?, _ path: String
    ) -> Bool {
        let widthSized = widthLengths.keys.contains { $0.hasPrefix(child(path, "subitems") + "[") }
        let fractional = subitems.contains { $0.size[axis].isFractional }
        let total = Self.lengthAlong(axis, of: subitems) + (spacing?.value ?? 0) * Double(subitems.count)
        guard !widthSized, !fractional, total <= 0 else { return false }
        // The engine refuses this too (spec G4), but only when solving; report it with its path now.
        let sentence =
            total == 0
            ? "the subitems have zero length along the \(axis.rawValue) axis"
            : "the subitems and their spacing add up to \(formatNumber(total)) points along the \(axis.rawValue) axis"
        report(child(path, "subitems"), sentence + ", so they would repeat forever")
        return true
    }

    /// The summed length of `subitems` along `axis` with their edge spacing, counting any fractional
    /// dimension (always > 0 here) as 1: zero exactly when the repeat-until-no-fit form cannot end.
    static func lengthAlong(_ axis: Axis, of subitems: [LayoutNode]) -> Double {
        subitems.reduce(0) { total, child in
            let dimension = child.size[axis]
            return total + (dimension.isFractional ? 1 : dimension.value) + (child.edgeSpacing.before(axis)?.value ?? 0)
                + (child.edgeSpacing.after(axis)?.value ?? 0)
        }
    }

    /// `count` / `repeatingCount`: an integer from 1 to the engine's child limit.
    mutating func decodeCount(_ value: JSONValue, _ path: String) -> Int? {
        guard let n = integer(value, path) else { return nil }
        guard n >= 1 else {
            report(path, "count must be >= 1, found \(n)")
            return nil
        }
        guard n <= LayoutFileLimits.maximumChildren else {
            report(path, "count must be <= \(LayoutFileLimits.maximumChildren), found \(n)")
            return nil
        }
        return n
    }

    /// `adaptiveMinimumLength` (spec G12): a number of points greater than 0.
    mutating func decodeAdaptiveMinimum(_ value: JSONValue, _ path: String) -> Double? {
        guard let v = number(value, path) else { return nil }
        guard v > 0 else {
            report(path, "must be > 0, found \(formatNumber(v))")
            return nil
        }
        return v
    }

    /// The body of a `customGroup` wrapper: `.custom(size, provider: .fixed(frames))`, or `.fractional`
    /// when any frame has a LENGTH object.
    mutating func decodeCustomGroup(_ value: JSONValue, _ path: String) -> Group? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.customGroup, required: ["size", "frames"]) else {
            return nil
        }
        var ok = true
        let size = field("size", in: f, path: path, ok: &ok) { $0.decodeSize($1, $2) }
        let frames = field("frames", in: f, path: path, ok: &ok) { $0.decodeCustomFrames($1, $2) }
        guard ok, let size, let frames else { return nil }
        // Frames of plain numbers are fixed (the original form); any LENGTH object makes them fractional.
        let fixed = frames.allSatisfy { frame in
            [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.widthFraction == 0 && $0.heightFraction == 0 }
        }
        guard fixed else { return Group.custom(size, provider: .fractional(frames)) }
        return Group.custom(
            size, provider: .fixed(frames.map { $0.resolve(in: Size(width: 0, height: 0)) }))
    }

    /// A custom group's `frames`: from 1 to `LayoutFileLimits.maximumChildren`.
    mutating func decodeCustomFrames(_ value: JSONValue, _ path: String) -> [FractionalCustomFrame]? {
        guard let frames = list(value, path, { $0.decodeCustomFrame($1, $2) }) else { return nil }
        if frames.isEmpty {
            report(path, "a custom group needs at least one frame")
            return nil
        }
        if frames.count > LayoutFileLimits.maximumChildren {
            report(
                path,
                "a custom group has \(frames.count) frames; at most \(LayoutFileLimits.maximumChildren) are allowed")
            return nil
        }
        return frames
    }

    /// One frame of a custom group: x, y (any finite), width, height (>= 0), zIndex (default 0); each
    /// of x, y, width and height a number of points or a LENGTH of the group's size.
    mutating func decodeCustomFrame(_ value: JSONValue, _ path: String) -> FractionalCustomFrame? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.customFrame, required: ["x", "y", "width", "height"])
        else {
            return nil
        }
        var ok = true
        let x = field("x", in: f, path: path, ok: &ok) { $0.decodeGroupLength($1, $2, nonNegative: false) }
        let y = field("y", in: f, path: path, ok: &ok) { $0.decodeGroupLength($1, $2, nonNegative: false) }
        let width = field("width", in: f, path: path, ok: &ok) { $0.decodeGroupLength($1, $2, nonNegative: true) }
        let height = field("height", in: f, path: path, ok: &ok) { $0.decodeGroupLength($1, $2, nonNegative: true) }
        let zIndex = field("zIndex", in: f, path: path, ok: &ok) { $0.integer($1, $2) } ?? 0
        guard ok, let x, let y, let width, let height else { return nil }
        return FractionalCustomFrame(x: x, y: y, width: width, height: height, zIndex: zIndex)
    }
}
