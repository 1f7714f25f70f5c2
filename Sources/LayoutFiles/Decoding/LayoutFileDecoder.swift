import CompositionalLayout
import LayoutRecipes

/// Turns a parsed JSON document into engine values, collecting every problem with its path instead of
/// stopping at the first (the format is in `LayoutFile`'s documentation and the issue).
///
/// Each `decode…` function decodes all of its fields even when one fails, so sibling problems are all
/// reported; it returns nil when any problem was found below it. The helpers that read objects,
/// numbers and enum strings are in `LayoutFileDecoder+Values.swift`.
struct LayoutFileDecoder {
    /// Problems found so far, in document order.
    private(set) var problems: [LayoutFileProblem] = []
    /// True once `maximumProblems` were recorded; later problems are dropped.
    private(set) var truncated = false
    /// How many `group` objects enclose the value being decoded (the root group is 1).
    private var groupDepth = 0
    /// The absolute dimensions given as WIDTHLENGTH, by their full paths, since the enclosing layout or
    /// section choice began (it takes them as `EnvironmentChoice.widthRelative`).
    var widthLengths: [String: WidthLength] = [:]
    /// The size class `list` sections are expanded for: the document's, compact unless it is regular; inside
    /// a `sizeClasses` choice, the branch's.
    var listSizeClass = SizeClass.compact

    /// The most problems recorded for one file; a final line says when more were dropped.
    static let maximumProblems = 500

    /// Records a problem.
    mutating func report(_ path: String, _ message: String) {
        guard problems.count < Self.maximumProblems else {
            truncated = true
            return
        }
        problems.append(LayoutFileProblem(path: path, message: message))
    }

    /// The problems, with a last line when some were dropped.
    var allProblems: [LayoutFileProblem] {
        truncated
            ? problems + [
                LayoutFileProblem(
                    path: "$", message: "more than \(Self.maximumProblems) problems; the rest are not listed")
            ]
            : problems
    }

    // MARK: Document

    /// The top-level object.
    mutating func decodeDocument(_ value: JSONValue, sourceName: String) -> LayoutDocument? {
        let path = "$"
        // A file that chooses its layout (`sizeClasses`, `widths`) has no `sections` of its own.
        let required = Self.isChoice(value) ? [] : ["sections"]
        guard let f = fields(value, path, allowed: LayoutFileKeys.document, required: required) else { return nil }
        var ok = true
        var name: String?
        if let v = f["name"] {
            name = string(v, child(path, "name"))
            if let n = name, !RecipeCatalog.isKebabCase(n) {
                report(
                    child(path, "name"),
                    "name must be kebab-case (lowercase letters, digits and single hyphens), found \(quoted(n))")
                ok = false
            }
            if name == nil { ok = false }
        }
        var summary: String?
        if let v = f["summary"] {
            summary = string(v, child(path, "summary"))
            if summary == nil { ok = false }
        }
        var sizeClass = SizeClassKey.any
        if let v = f["sizeClass"] {
            if let s: SizeClassKey = enumValue(v, child(path, "sizeClass")) { sizeClass = s } else { ok = false }
        }
        if let v = f["$schema"], string(v, child(path, "$schema")) == nil { ok = false }
        listSizeClass = sizeClass == .regular ? .regular : .compact
        let layouts = decodeLayoutChoice(f, path, depth: 0)
        if f["sizeClasses"] != nil, sizeClass != .any {
            report(
                child(path, "sizeClass"), "a file with 'sizeClasses' serves both size classes; leave 'sizeClass' out")
            ok = false
        }
        var data: [Int]?
        if let v = f["data"] {
            data = decodeData(v, child(path, "data"))
            if data == nil { ok = false }
        }
        var sizes: LayoutSizes?
        if let v = f["sizes"] {
            sizes = decodeSizes(v, child(path, "sizes"))
            if sizes == nil { ok = false }
        }
        guard ok, let layouts else { return nil }
        var document = LayoutDocument(
            name: name, summary: summary, sizeClass: sizeClass, layouts: layouts, data: data, sourceName: sourceName)
        document.sizes = sizes
        return document
    }

    /// LAYOUT: the layout keys of `f` (the document's own, or a nested layout object's): scroll direction,
    /// spacing, boundary items and `sections`, each entry a SECTION or a section choice.
    mutating func decodeLayoutBody(_ f: [String: JSONValue], _ path: String) -> Layout? {
        var ok = true
        var configuration = LayoutConfiguration()
        if let v = f["scrollDirection"] {
            if let axis: Axis = enumValue(v, child(path, "scrollDirection")) {
                configuration.scrollDirection = axis
            } else {
                ok = false
            }
        }
        if let v = f["interSectionSpacing"] {
            if let s = nonNegative(v, child(path, "interSectionSpacing")) {
                configuration.interSectionSpacing = s
            } else {
                ok = false
            }
        }
        if let v = f["contentInsetsReference"] {
            if let r: ContentInsetsReference = enumValue(v, child(path, "contentInsetsReference")) {
                configuration.contentInsetsReference = r
            } else {
                ok = false
            }
        }
        if let v = f["boundarySupplementaryItems"] {
            if let items = list(v, child(path, "boundarySupplementaryItems"), { $0.decodeBoundary($1, $2) }) {
                configuration.boundarySupplementaryItems = items
            } else {
                ok = false
            }
        }
        var sections: [EnvironmentChoice<Section>]?
        if let v = f["sections"] {
            let p = child(path, "sections")
            sections = list(v, p, { $0.decodeSectionChoice($1, $2, depth: 0) })
            if let s = sections, s.isEmpty {
                report(p, "a layout needs at least one section")
                sections = nil
            }
        }
        guard ok, let sections else { return nil }
        let fixed = sections.compactMap { choice -> Section? in
            if case .fixed(let section) = choice { return section }
            return nil
        }
        if fixed.count == sections.count {
            return fixed.count == 1
                ? Layout(section: fixed[0], configuration: configuration)
                : Layout(sections: fixed, configuration: configuration)
        }
        return Layout(provider: .choosing(sections, name: "layout-file"), configuration: configuration)
    }

    /// `data`: items per section, each >= 0, within the engine's limits.
    mutating func decodeData(_ value: JSONValue, _ path: String) -> [Int]? {
        guard let elements = array(value, path) else { return nil }
        guard !elements.isEmpty else {
            report(path, "data needs at least one section's item count")
            return nil
        }
        guard elements.count <= LayoutFileLimits.maximumSections else {
            report(
                path, "data lists \(elements.count) sections; at most \(LayoutFileLimits.maximumSections) are allowed")
            return nil
        }
        var counts: [Int] = []
        var ok = true
        for (i, element) in elements.enumerated() {
            let p = index(path, i)
            guard let n = integer(element, p) else {
                ok = false
                continue
            }
            if n < 0 {
                report(p, "an item count must be >= 0, found \(n)")
                ok = false
            } else {
                counts.append(n)
            }
        }
        guard ok else { return nil }
        let total = counts.reduce(0) { $0 + min($1, LayoutLimits.maximumTotalItems + 1) }
        guard total <= LayoutLimits.maximumTotalItems else {
            report(path, "data has more than \(LayoutLimits.maximumTotalItems) items in total")
            return nil
        }
        return counts
    }

    // MARK: Sections

    /// SECTION.
    mutating func decodeSection(_ value: JSONValue, _ path: String) -> Section? {
        if case .object(let members) = value, members.contains(where: { $0.key == "list" }) {
            return decodeListSection(value, path)
        }
        guard let f = fields(value, path, allowed: LayoutFileKeys.section, required: ["group"]) else { return nil }
        var ok = true
        var group: Group?
        if let v = f["group"] { group = decodeRootGroup(v, child(path, "group")) }
        var section = Section(group: Group(arrangement: .vertical, size: .fill, subitems: []))
        if let v = f["contentInsets"] {
            if let insets = decodeInsets(v, child(path, "contentInsets")) {
                section.contentInsets = insets
            } else {
                ok = false
            }
        }
        if let v = f["interGroupSpacing"] {
            if let s = nonNegative(v, child(path, "interGroupSpacing")) {
                section.interGroupSpacing = s
            } else {
                ok = false
            }
        }
        if let v = f["orthogonalScrollingBehavior"] {
            if let b: OrthogonalScrollingBehavior = enumValue(v, child(path, "orthogonalScrollingBehavior")) {
                section.orthogonalScrollingBehavior = b
            } else {
                ok = false
            }
        }
        let behaviorPath = child(path, "orthogonalScrollingBehavior")
        if !checkWaterfallPlacement(group, section.orthogonalScrollingBehavior, behaviorPath) { ok = false }
        if let v = f["boundarySupplementaryItems"] {
            if let items = list(v, child(path, "boundarySupplementaryItems"), { $0.decodeBoundary($1, $2) }) {
                section.boundarySupplementaryItems = items
            } else {
                ok = false
            }
        }
        if let v = f["decorationItems"] {
            if let items = list(v, child(path, "decorationItems"), { $0.decodeDecoration($1, $2) }) {
                section.decorationItems = items
            } else {
                ok = false
            }
        }
        if let v = f["supplementariesFollowContentInsets"] {
            if let b = bool(v, child(path, "supplementariesFollowContentInsets")) {
                section.supplementariesFollowContentInsets = b
            } else {
                ok = false
            }
        }
        for key in ["contentInsetsReference", "supplementaryContentInsetsReference"] {
            guard let v = f[key] else { continue }
            if let r: ContentInsetsReference = enumValue(v, child(path, key)) {
                if key == "contentInsetsReference" {
                    section.contentInsetsReference = r
                } else {
                    section.supplementaryContentInsetsReference = r
                }
            } else {
                ok = false
            }
        }
        if let v = f["visibleItemsEffect"] {
            if let effect = decodeEffect(v, child(path, "visibleItemsEffect")) {
                section.visibleItemsHandler = VisibleItemsHandler(effect: effect)
            } else {
                ok = false
            }
        }
        guard ok, let group else { return nil }
        section.group = group
        return section
    }

    /// A section's root: GROUP (a `group` or `customGroup` wrapper, not an item).
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

    // MARK: Nodes

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
        var size: LayoutSize?
        if let v = f["size"] { size = decodeSize(v, child(path, "size")) }
        var item = Item()
        if let v = f["contentInsets"] {
            if let insets = decodeInsets(v, child(path, "contentInsets")) {
                item.contentInsets = insets
            } else {
                ok = false
            }
        }
        if let v = f["edgeSpacing"] {
            if let edges = decodeEdgeSpacing(v, child(path, "edgeSpacing")) {
                item.edgeSpacing = edges
            } else {
                ok = false
            }
        }
        if let v = f["supplementaryItems"] {
            if let items = list(v, child(path, "supplementaryItems"), { $0.decodeSupplementary($1, $2) }) {
                item.supplementaryItems = items
            } else {
                ok = false
            }
        }
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
        var axis: Axis?
        if let v = f["axis"] { axis = enumValue(v, child(path, "axis")) }
        var size: LayoutSize?
        if let v = f["size"] { size = decodeSize(v, child(path, "size")) }
        var subitems: [LayoutNode]?
        if let v = f["subitems"] {
            let p = child(path, "subitems")
            subitems = list(v, p, { $0.decodeNode($1, $2) })
            if let s = subitems, s.isEmpty {
                report(p, "a group needs at least one subitem")
                subitems = nil
            }
        }
        var repetition = GroupRepetition.fill
        let count = f["count"].flatMap { decodeCount($0, child(path, "count")) }
        let repeatingCount = f["repeatingCount"].flatMap { decodeCount($0, child(path, "repeatingCount")) }
        let adaptive = f["adaptiveMinimumLength"].flatMap {
            decodeAdaptiveMinimum($0, child(path, "adaptiveMinimumLength"))
        }
        if (f["count"] != nil && count == nil) || (f["repeatingCount"] != nil && repeatingCount == nil) { ok = false }
        if f["adaptiveMinimumLength"] != nil && adaptive == nil { ok = false }
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
        var group = Group(arrangement: .horizontal, size: .fill, subitems: [])
        if let v = f["interItemSpacing"] {
            if let s = decodeSpacing(v, child(path, "interItemSpacing")) {
                group.interItemSpacing = s
            } else {
                ok = false
            }
        }
        if let v = f["contentInsets"] {
            if let insets = decodeInsets(v, child(path, "contentInsets")) {
                group.contentInsets = insets
            } else {
                ok = false
            }
        }
        if let v = f["edgeSpacing"] {
            if let edges = decodeEdgeSpacing(v, child(path, "edgeSpacing")) {
                group.edgeSpacing = edges
            } else {
                ok = false
            }
        }
        if let v = f["supplementaryItems"] {
            if let items = list(v, child(path, "supplementaryItems"), { $0.decodeSupplementary($1, $2) }) {
                group.supplementaryItems = items
            } else {
                ok = false
            }
        }
        guard ok, let axis, let size, let subitems else { return nil }
        // A child sized from the width has no length yet; the engine checks it when solving.
        let widthSized = widthLengths.keys.contains { $0.hasPrefix(child(path, "subitems") + "[") }
        if repetition == .fill, !size[axis].isEstimated, !widthSized,
            Self.lengthAlong(axis, of: subitems) + (group.interItemSpacing?.value ?? 0) == 0
        {
            // The engine refuses this too (spec G4), but only when solving; report it with its path now.
            report(
                child(path, "subitems"),
                "the subitems have zero length along the \(axis.rawValue) axis, so they would repeat forever")
            return nil
        }
        group.arrangement = axis == .horizontal ? .horizontal : .vertical
        group.size = size
        group.subitems = subitems
        group.repetition = repetition
        return group
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

    /// The body of a `customGroup` wrapper: `.custom(size, provider: .fixed(frames))`.
    mutating func decodeCustomGroup(_ value: JSONValue, _ path: String) -> Group? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.customGroup, required: ["size", "frames"]) else {
            return nil
        }
        var size: LayoutSize?
        if let v = f["size"] { size = decodeSize(v, child(path, "size")) }
        var frames: [FractionalCustomFrame]?
        if let v = f["frames"] {
            let p = child(path, "frames")
            frames = list(v, p, { $0.decodeCustomFrame($1, $2) })
            if let list = frames, list.isEmpty {
                report(p, "a custom group needs at least one frame")
                frames = nil
            } else if let list = frames, list.count > LayoutFileLimits.maximumChildren {
                report(
                    p,
                    "a custom group has \(list.count) frames; at most \(LayoutFileLimits.maximumChildren) are allowed")
                frames = nil
            }
        }
        guard let size, let frames else { return nil }
        // Frames of plain numbers are fixed (the original form); any LENGTH object makes them fractional.
        let fixed = frames.allSatisfy { frame in
            [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.widthFraction == 0 && $0.heightFraction == 0 }
        }
        guard fixed else { return Group.custom(size, provider: .fractional(frames)) }
        return Group.custom(
            size, provider: .fixed(frames.map { $0.resolve(in: Size(width: 0, height: 0)) }))
    }

    /// One frame of a custom group: x, y (any finite), width, height (>= 0), zIndex (default 0); each
    /// of x, y, width and height a number of points or a LENGTH of the group's size.
    mutating func decodeCustomFrame(_ value: JSONValue, _ path: String) -> FractionalCustomFrame? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.customFrame, required: ["x", "y", "width", "height"])
        else {
            return nil
        }
        let x = f["x"].flatMap { decodeGroupLength($0, child(path, "x"), nonNegative: false) }
        let y = f["y"].flatMap { decodeGroupLength($0, child(path, "y"), nonNegative: false) }
        let width = f["width"].flatMap { decodeGroupLength($0, child(path, "width"), nonNegative: true) }
        let height = f["height"].flatMap { decodeGroupLength($0, child(path, "height"), nonNegative: true) }
        var zIndex: Int? = 0
        if let v = f["zIndex"] { zIndex = integer(v, child(path, "zIndex")) }
        guard let x, let y, let width, let height, let zIndex else { return nil }
        return FractionalCustomFrame(x: x, y: y, width: width, height: height, zIndex: zIndex)
    }

    // MARK: Supplementaries and decorations

    /// SUPPLEMENTARY.
    mutating func decodeSupplementary(_ value: JSONValue, _ path: String) -> SupplementaryItem? {
        guard
            let f = fields(
                value, path, allowed: LayoutFileKeys.supplementary,
                required: ["elementKind", "size", "containerAnchor"])
        else { return nil }
        var ok = true
        let kind = f["elementKind"].flatMap { elementKind($0, child(path, "elementKind")) }
        let size = f["size"].flatMap { decodeSize($0, child(path, "size")) }
        let containerAnchor = f["containerAnchor"].flatMap { decodeAnchor($0, child(path, "containerAnchor")) }
        var itemAnchor: Anchor?
        if let v = f["itemAnchor"] {
            itemAnchor = decodeAnchor(v, child(path, "itemAnchor"))
            if itemAnchor == nil { ok = false }
        }
        var zIndex = 1
        if let v = f["zIndex"] {
            if let z = integer(v, child(path, "zIndex")) { zIndex = z } else { ok = false }
        }
        var insets = DirectionalInsets.zero
        if let v = f["contentInsets"] {
            if let i = decodeInsets(v, child(path, "contentInsets")) { insets = i } else { ok = false }
        }
        var visibility: SupplementaryVisibility?
        if let v = f["visibility"] {
            visibility = decodeVisibility(v, child(path, "visibility"))
            if visibility == nil { ok = false }
        }
        guard ok, let kind, let size, let containerAnchor else { return nil }
        return SupplementaryItem(
            elementKind: kind, size: size, containerAnchor: containerAnchor, itemAnchor: itemAnchor, zIndex: zIndex,
            contentInsets: insets, visibility: visibility)
    }

    /// ANCHOR: edges plus an absolute or a fractional offset (not both).
    mutating func decodeAnchor(_ value: JSONValue, _ path: String) -> Anchor? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.anchor, required: ["edges"]) else { return nil }
        var ok = true
        var edges: Edges?
        if let v = f["edges"] { edges = decodeEdges(v, child(path, "edges")) }
        var offset = AnchorOffset.zero
        if f["absoluteOffset"] != nil && f["fractionalOffset"] != nil {
            report(path, "'absoluteOffset' and 'fractionalOffset' cannot both be given")
            ok = false
        }
        if let v = f["absoluteOffset"] {
            if let p = decodePoint(v, child(path, "absoluteOffset")) { offset = .absolute(p) } else { ok = false }
        }
        if let v = f["fractionalOffset"] {
            if let p = decodePoint(v, child(path, "fractionalOffset")) { offset = .fractional(p) } else { ok = false }
        }
        guard ok, let edges else { return nil }
        return Anchor(edges: edges, offset: offset)
    }

    /// `["top", "leading", ...]`: any subset, each edge at most once; `[]` is the centre.
    mutating func decodeEdges(_ value: JSONValue, _ path: String) -> Edges? {
        guard let elements = array(value, path) else { return nil }
        var edges: Edges = []
        var ok = true
        for (i, element) in elements.enumerated() {
            let p = index(path, i)
            guard let name: EdgeName = enumValue(element, p) else {
                ok = false
                continue
            }
            if edges.contains(name.edge) {
                report(p, "edge '\(name.rawValue)' is listed twice")
                ok = false
            }
            edges.insert(name.edge)
        }
        return ok ? edges : nil
    }

    /// BOUNDARY.
    mutating func decodeBoundary(_ value: JSONValue, _ path: String) -> BoundarySupplementaryItem? {
        guard
            let f = fields(
                value, path, allowed: LayoutFileKeys.boundary, required: ["elementKind", "size", "alignment"])
        else { return nil }
        var ok = true
        let kind = f["elementKind"].flatMap { elementKind($0, child(path, "elementKind")) }
        let size = f["size"].flatMap { decodeSize($0, child(path, "size")) }
        let alignment: BoundaryAlignment? = f["alignment"].flatMap { enumValue($0, child(path, "alignment")) }
        var offset = Point.zero
        if let v = f["offset"] {
            if let p = decodePoint(v, child(path, "offset")) { offset = p } else { ok = false }
        }
        var extends = true
        if let v = f["extendsBoundary"] {
            if let b = bool(v, child(path, "extendsBoundary")) { extends = b } else { ok = false }
        }
        var pinned = false
        if let v = f["pinToVisibleBounds"] {
            if let b = bool(v, child(path, "pinToVisibleBounds")) { pinned = b } else { ok = false }
        }
        var zIndex = 1
        if let v = f["zIndex"] {
            if let z = integer(v, child(path, "zIndex")) { zIndex = z } else { ok = false }
        }
        var insets = DirectionalInsets.zero
        if let v = f["contentInsets"] {
            if let i = decodeInsets(v, child(path, "contentInsets")) { insets = i } else { ok = false }
        }
        guard ok, let kind, let size, let alignment else { return nil }
        return BoundarySupplementaryItem(
            elementKind: kind, size: size, alignment: alignment, offset: offset, extendsBoundary: extends,
            pinToVisibleBounds: pinned, zIndex: zIndex, contentInsets: insets)
    }

    /// DECORATION.
    mutating func decodeDecoration(_ value: JSONValue, _ path: String) -> DecorationItem? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.decoration, required: ["elementKind"]) else {
            return nil
        }
        var ok = true
        let kind = f["elementKind"].flatMap { elementKind($0, child(path, "elementKind")) }
        var insets = DirectionalInsets.zero
        if let v = f["contentInsets"] {
            if let i = decodeInsets(v, child(path, "contentInsets")) { insets = i } else { ok = false }
        }
        var zIndex = 0
        if let v = f["zIndex"] {
            if let z = integer(v, child(path, "zIndex")) { zIndex = z } else { ok = false }
        }
        guard ok, let kind else { return nil }
        return DecorationItem(elementKind: kind, contentInsets: insets, zIndex: zIndex)
    }

    // MARK: Small values

    /// SIZE: both dimensions required.
    mutating func decodeSize(_ value: JSONValue, _ path: String) -> LayoutSize? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.size, required: ["width", "height"]) else {
            return nil
        }
        let width = f["width"].flatMap { decodeDimension($0, child(path, "width")) }
        let height = f["height"].flatMap { decodeDimension($0, child(path, "height")) }
        guard let width, let height else { return nil }
        return LayoutSize(width: width, height: height)
    }

    /// DIM: exactly one of absolute / fractionalWidth / fractionalHeight / estimated; value problems are
    /// reported at the dimension's path.
    mutating func decodeDimension(_ value: JSONValue, _ path: String) -> Dimension? {
        guard let (kind, inner) = oneOf(value, path, choices: LayoutFileKeys.dimension) else {
            return nil
        }
        if kind == "absolute", case .object = inner {
            // WIDTHLENGTH: computed from the container's width when the layout is chosen.
            guard let length = decodeWidthLength(inner, child(path, "absolute")) else { return nil }
            widthLengths[path] = length
            return .absolute(0)
        }
        guard let v = number(inner, path) else { return nil }
        switch kind {
        case "fractionalWidth", "fractionalHeight":
            guard v > 0 else {
                report(path, "fraction must be > 0, found \(formatNumber(v))")
                return nil
            }
            return kind == "fractionalWidth" ? .fractionalWidth(v) : .fractionalHeight(v)
        default:
            guard v >= 0 else {
                report(path, "\(kind) must be >= 0, found \(formatNumber(v))")
                return nil
            }
            switch kind {
            case "absolute": return .absolute(v)
            case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: v)
            default: return .estimated(v)
            }
        }
    }

    /// INSETS: missing edges are 0; each >= 0.
    mutating func decodeInsets(_ value: JSONValue, _ path: String) -> DirectionalInsets? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.insets, required: []) else { return nil }
        let top = f["top"].map { nonNegative($0, child(path, "top")) } ?? 0
        let leading = f["leading"].map { nonNegative($0, child(path, "leading")) } ?? 0
        let bottom = f["bottom"].map { nonNegative($0, child(path, "bottom")) } ?? 0
        let trailing = f["trailing"].map { nonNegative($0, child(path, "trailing")) } ?? 0
        guard let top, let leading, let bottom, let trailing else { return nil }
        return DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// SPACING: exactly one of fixed / flexible, >= 0.
    mutating func decodeSpacing(_ value: JSONValue, _ path: String) -> Spacing? {
        guard let (kind, inner) = oneOf(value, path, choices: LayoutFileKeys.spacing) else {
            return nil
        }
        guard let v = number(inner, path) else { return nil }
        guard v >= 0 else {
            report(path, "spacing must be >= 0, found \(formatNumber(v))")
            return nil
        }
        return kind == "fixed" ? .fixed(v) : .flexible(v)
    }

    /// EDGES: each edge an optional SPACING.
    mutating func decodeEdgeSpacing(_ value: JSONValue, _ path: String) -> EdgeSpacing? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.edgeSpacing, required: []) else { return nil }
        var ok = true
        func edge(_ key: String, _ decoder: inout LayoutFileDecoder) -> Spacing? {
            guard let v = f[key] else { return nil }
            let s = decoder.decodeSpacing(v, decoder.child(path, key))
            if s == nil { ok = false }
            return s
        }
        let edges = EdgeSpacing(
            leading: edge("leading", &self), top: edge("top", &self), trailing: edge("trailing", &self),
            bottom: edge("bottom", &self))
        return ok ? edges : nil
    }

    /// `{"x": 0, "y": 0}`: missing coordinates are 0 (like insets); any finite value.
    mutating func decodePoint(_ value: JSONValue, _ path: String) -> Point? {
        guard let f = fields(value, path, allowed: LayoutFileKeys.point, required: []) else { return nil }
        let x = f["x"].map { number($0, child(path, "x")) } ?? 0
        let y = f["y"].map { number($0, child(path, "y")) } ?? 0
        guard let x, let y else { return nil }
        return Point(x: x, y: y)
    }
}

/// The edge names of ANCHOR.edges.
enum EdgeName: String, CaseIterable {
    case top, leading, bottom, trailing

    /// The engine's edge.
    var edge: Edges {
        switch self {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}
