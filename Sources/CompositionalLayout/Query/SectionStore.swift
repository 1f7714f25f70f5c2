/// Elements of one sort (cells, attached supplementaries, ...) stored section by section in one buffer.
///
/// A section's elements are contiguous and relative to its section's start along the scroll axis, so that
/// moving a section (an incremental re-solve changed one before it) moves no element. A section that grows
/// past its room moves to the end of the buffer; the holes it leaves are compacted once they outweigh the
/// elements in use.
struct SectionStore<Element>: Sendable {
    private(set) var buffer: ElementBuffer<Element>
    /// Per section: where its elements start, how many it has, and how many fit before the next section.
    private var spans: [Span] = []
    private var holes = 0
    /// Where the section being appended starts.
    private var pending = 0

    /// An empty store with room for `capacity` elements.
    init(capacity: Int) {
        buffer = ElementBuffer(capacity: capacity)
    }

    /// Empties the store for a full solve of `sections` sections, keeping its memory when it is not shared.
    mutating func reset(sections: Int, capacity: Int) {
        if isKnownUniquelyReferenced(&buffer) {
            buffer.count = 0
            buffer.reserve(capacity)
        } else {
            buffer = ElementBuffer(capacity: capacity)
        }
        spans.removeAll(keepingCapacity: true)
        spans.reserveCapacity(sections)
        holes = 0
    }

    /// Makes room for `total` elements in all, so that the sections appended up to that many move nothing.
    mutating func reserveTotal(_ total: Int) {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        buffer.reserve(total)
    }

    /// Room for at most `limit` elements of section `s`: the next section, or an existing one.
    ///
    /// The next section is a full solve's; an existing one is a re-solve's. The caller initialises the
    /// elements, then calls `commit`; nothing else may write to the store in between.
    mutating func reserve(section s: Int, limit: Int) -> UnsafeMutablePointer<Element> {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        if s == spans.count {
            pending = buffer.appendUninitialized(limit)
            return buffer.base + pending
        }
        if limit > spans[s].room {
            holes += spans[s].room
            spans[s].start = buffer.appendUninitialized(limit)
            spans[s].room = limit
        }
        return buffer.base + spans[s].start
    }

    /// Records that the reserved room of section `s` holds `n` initialised elements.
    mutating func commit(section s: Int, count n: Int) {
        if s == spans.count {
            buffer.count = pending + n
            spans.append(Span(start: pending, count: n, room: n))
            return
        }
        spans[s].count = n
        if holes > buffer.count / 2 { compact() }
    }

    /// Records that section `s` has no elements; the next section of a full solve touches no buffer.
    mutating func setEmpty(section s: Int) {
        if s == spans.count {
            spans.append(Span(start: buffer.count, count: 0, room: 0))
            return
        }
        _ = reserve(section: s, limit: 0)
        commit(section: s, count: 0)
    }

    /// Appends section `s` (the next one of a full solve) as a copy of section `t`'s elements, each passed
    /// through `adjust`: a section placed exactly as `t` was (`RepeatedSection`).
    ///
    /// - Complexity: O(n), n = the elements copied; allocates only when the buffer grows.
    mutating func appendCopy(ofSection t: Int, as s: Int, adjust: (inout Element) -> Void) {
        precondition(s == spans.count && t < s, "appendCopy appends the next section of a full solve")
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        let n = spans[t].count
        let start = buffer.appendUninitialized(n)
        // Read after appending: appending may have moved the buffer.
        let source = buffer.base + spans[t].start
        let destination = buffer.base + start
        destination.initialize(from: source, count: n)
        for i in 0..<n { adjust(&destination[i]) }
        spans.append(Span(start: start, count: n, room: n))
    }

    /// Moves every section back into index order with no room to spare.
    private mutating func compact() {
        let live = spans.reduce(0) { $0 + $1.count }
        let fresh = ElementBuffer<Element>(capacity: live)
        for s in spans.indices {
            let start = fresh.appendUninitialized(spans[s].count)
            (fresh.base + start).update(from: buffer.base + spans[s].start, count: spans[s].count)
            spans[s].start = start
            spans[s].room = spans[s].count
        }
        buffer = fresh
        holes = 0
    }

    /// Element `i` of section `s`.
    @inline(__always)
    subscript(section s: Int, index i: Int) -> Element {
        buffer.base[spans[s].start + i]
    }

    /// The number of elements of section `s`.
    @inline(__always)
    func count(_ s: Int) -> Int { spans[s].count }

    /// Where section `s`'s elements start: valid while the store is neither mutated nor released.
    @inline(__always)
    func elements(ofSection s: Int) -> UnsafePointer<Element> {
        UnsafePointer(buffer.base + spans[s].start)
    }
}

/// Where one section's elements sit in a `SectionStore`'s buffer.
struct Span: Sendable {
    /// The first element's index, the number of elements, and how many fit before the next section.
    var start: Int
    var count: Int
    var room: Int
}
