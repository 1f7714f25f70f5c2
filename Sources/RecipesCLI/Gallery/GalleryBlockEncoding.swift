import CompositionalLayout

/// The text form of one solve on the interactive gallery page (a "block"), compact enough that every
/// width step of the whole catalog fits in a few megabytes, and exact: decoding gives back the engine's
/// doubles bit for bit.
///
/// A block is a JSON object: `s` the structure (below, or the index of an earlier block with the same
/// one), `a` the scroll axis (`v`, `h`), `c` the content size, `n` the layout's element count (more than
/// the elements stored when the drawing cap applies), `g` the geometry, `b` when present the index of the
/// earlier block (as many elements) the geometry is relative to, `o` the orthogonal sections
/// `[section, start, length along the scroll axis, content length, largest offset]`, `p` the pinned items
/// `[element, edge, lowest, highest start along the scroll axis]` (`SolvedLayout.pinnedRanges()`), and `q`,
/// only when not zero, the container's insets before and after along the scroll axis (the pinning rect).
///
/// A structure is `{"t": types, "e": elements}`: `t` lists `[category, element kind, zIndex, hidden (0/1),
/// alpha]`; `e` holds three integers per element: its type, its section minus the previous element's, and
/// its item (minus the previous element's item when the section is the same). The geometry holds four
/// values per element, x, y, width, height, each in units of 1/`unitsPerPoint` point minus the same value
/// of the previous element (without `b`) or of the same element in block `b`; a value that is not a whole
/// number of units is written `~` and its exact decimal in points, and the next difference is taken from
/// the value before it (a base value that is not whole makes the value written `~` too).
enum GalleryBlockEncoding {
    /// The structure of `elements` as JSON text.
    static func structure<C: Collection<ElementAttributes>>(_ elements: C) -> String {
        var types: [String] = []
        var typeIndex: [String: Int] = [:]
        var fields: [String] = []
        fields.reserveCapacity(elements.count * 3)
        var section = 0
        var item = 0
        for e in elements {
            let type =
                "[\(JSONWriter.string(e.category.rawValue)), \(e.elementKind.map(JSONWriter.string) ?? "null"), "
                + "\(e.zIndex), \(e.isHidden ? 1 : 0), \(formatNumber(e.alpha))]"
            let t: Int
            if let known = typeIndex[type] {
                t = known
            } else {
                t = types.count
                typeIndex[type] = t
                types.append(type)
            }
            let ds = e.indexPath.section - section
            fields.append("\(t),\(ds),\(ds == 0 ? e.indexPath.item - item : e.indexPath.item)")
            section = e.indexPath.section
            item = e.indexPath.item
        }
        return "{\"t\": [\(types.joined(separator: ", "))], \"e\": \"\(fields.joined(separator: ","))\"}"
    }

    /// The four values x, y, width, height of each element in units of 1/`unitsPerPoint` point; nil for a
    /// value that is not a whole number of units.
    static func units<C: Collection<ElementAttributes>>(_ elements: C, unitsPerPoint: Double) -> [Int?] {
        var out: [Int?] = []
        out.reserveCapacity(elements.count * 4)
        for e in elements {
            for v in [e.frame.x, e.frame.y, e.frame.width, e.frame.height] {
                let units = (v * unitsPerPoint).rounded()
                out.append(v.isFinite && units.magnitude < 1e15 && units / unitsPerPoint == v ? Int(units) : nil)
            }
        }
        return out
    }

    /// The geometry of `elements` whose `units` are given: comma-separated, four values per element (see the
    /// type's summary), each the difference from the previous element's, or with `base` (the units of a
    /// block with as many elements) from the same value there.
    static func geometry<C: Collection<ElementAttributes>>(_ elements: C, units: [Int?], base: [Int?]?) -> String {
        var out = ""
        out.reserveCapacity(units.count * 3)
        var previous = [0, 0, 0, 0]
        for (j, e) in elements.enumerated() {
            let values = [e.frame.x, e.frame.y, e.frame.width, e.frame.height]
            for k in 0..<4 {
                if j > 0 || k > 0 { out += "," }
                let i = 4 * j + k
                guard let u = units[i] else {
                    out += "~" + formatNumber(values[k])
                    continue
                }
                if let base {
                    guard let b = base[i] else {
                        out += "~" + formatNumber(values[k])
                        continue
                    }
                    out += String(u - b)
                } else {
                    out += String(u - previous[k])
                    previous[k] = u
                }
            }
        }
        return out
    }

    /// The whole block for one solve: `run`'s first `selection` elements, its pin ranges and orthogonal
    /// sections; `structure` is the structure's text or the index of an earlier block that has it; `geometry`
    /// is the elements' geometry, relative to block `base` when given.
    static func block(
        _ run: RecipeRun, selection: DrawingSelection, structure: String, geometry: String, base: Int?
    ) -> String {
        let solved = run.solved
        let m = solved.scrollDirection
        var out = "{\"s\": \(structure), \"a\": \"\(m == .vertical ? "v" : "h")\", "
        out += "\"c\": [\(formatNumber(solved.contentSize.width)), \(formatNumber(solved.contentSize.height))], "
        out += "\"n\": \(selection.total), \"g\": \"\(geometry)\""
        if let base { out += ", \"b\": \(base)" }
        let orthogonal = solved.sections.compactMap { section -> String? in
            guard let info = section.orthogonal else { return nil }
            return
                "[\(section.index), \(formatNumber(section.frame.min(m))), \(formatNumber(section.frame.length(m))), "
                + "\(formatNumber(info.contentLength)), \(formatNumber(info.maximumOffset))]"
        }
        if !orthogonal.isEmpty { out += ", \"o\": [\(orthogonal.joined(separator: ", "))]" }
        let pins = pinEntries(solved.pinnedRanges(), in: selection.elements)
        if !pins.isEmpty { out += ", \"p\": [\(pins.joined(separator: ", "))]" }
        let visible = solved.visibleRect(atScrollOffset: 0)
        let pinning = solved.pinningRect(atScrollOffset: 0)
        let before = pinning.min(m) - visible.min(m)
        let after = visible.max(m) - pinning.max(m)
        if before != 0 || after != 0 { out += ", \"q\": [\(formatNumber(before)), \(formatNumber(after))]" }
        return out + "}"
    }

    /// `[element, edge, lowest, highest]` for each pin range whose item is among `elements` (matched by
    /// kind, index path and its place across the scroll axis, each element once).
    static func pinEntries(_ ranges: [PinnedRange], in elements: ArraySlice<ElementAttributes>) -> [String] {
        var used = Set<Int>()
        var entries: [String] = []
        for range in ranges {
            let c = range.axis.cross
            let match = elements.indices.first { j in
                let e = elements[j]
                return !used.contains(j) && e.category == .supplementary && e.elementKind == range.elementKind
                    && e.indexPath == range.indexPath && e.frame.min(c) == range.restingFrame.min(c)
                    && e.frame.length(c) == range.restingFrame.length(c)
            }
            guard let j = match else { continue }
            used.insert(j)
            entries.append(
                "[\(j - elements.startIndex), \"\(range.edge.rawValue)\", \(formatNumber(range.range.lowerBound)), "
                    + "\(formatNumber(range.range.upperBound))]")
        }
        return entries
    }
}
