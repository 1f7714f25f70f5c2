import CompositionalLayout

/// Solves `layout` the naive way (the rules of docs/geometry.md).
///
/// Every group instance and every item is walked and allocated again, with no template reuse. The benchmark
/// baseline and the differential oracle; elements at rest (scroll offset 0, no pinning, no hooks), ordered like
/// `allElements()`. The steps: the input check, the layout-wide boundary items' sizes (spec B6), the sections
/// one after another (spec L3), the layout-wide items around them, then, for short content aligned to the
/// end, the same again after a leading space (spec L7), then the content size and the order.
///
/// - Complexity: O(n log n) in the number of elements, with a heap object per element.
public func referenceSolve(_ layout: Layout, in environment: LayoutEnvironment, data: LayoutData) throws
    -> ReferenceResult
{
    try validateReferenceInput(environment, data: data)
    let configuration = layout.configuration
    let sections = ReferenceSectionSolver(
        environment: environment, scrollAxis: configuration.scrollDirection, sizing: data.sizing,
        configurationReference: configuration.contentInsetsReference, supplementarySizing: data.supplementarySizing)
    let layoutBoundary = try ReferenceLayoutBoundary(configuration, sections: sections)
    // Every section and layout-wide item, after `space` along the scroll axis; spec B4, spec B6: when an
    // extending item reaches before `space`, everything again, moved on by the difference.
    func layOut(space: Double) throws -> (elements: [ReferenceElement], extent: ReferenceLayoutBoundary.Extent) {
        var shift = 0.0
        while true {
            var elements: [ReferenceElement] = []
            let contentStart = space + layoutBoundary.contentStart + shift
            let contentEnd = try placeReferenceSections(
                layout, in: environment, data: data, sections: sections, start: contentStart, into: &elements)
            let extent = layoutBoundary.place(
                contentStart: contentStart, contentEnd: data.itemCounts.isEmpty ? contentStart : contentEnd,
                into: &elements)
            if extent.low >= space || shift > 0 { return (elements, extent) }
            shift = space - extent.low
        }
    }
    var (elements, extent) = try layOut(space: 0)
    // spec L7: content shorter than the visible length V (the container minus its insets along the scroll
    // axis) is laid out again after V - L, so that it ends where the visible area does.
    let axis = configuration.scrollDirection
    let visible =
        environment.container.contentSize[axis] - ReferenceRules.insetSum(environment.container.contentInsets, on: axis)
    if configuration.shortContentAlignment == .end && extent.high < visible {
        (elements, extent) = try layOut(space: visible - extent.high)
    }
    for (i, e) in elements.enumerated() { e.sequence = i }
    elements.sort(by: ReferenceElement.precedes)
    return ReferenceResult(
        contentSize: Size(main: extent.high, cross: environment.container.contentSize[axis.cross], axis: axis),
        elements: elements.map(\.attributes))
}

/// Refuses what the reference cannot solve: an empty or non-finite container, a negative or non-finite
/// display scale, a negative item count (so no frame is non-finite, spec R2).
private func validateReferenceInput(_ environment: LayoutEnvironment, data: LayoutData) throws {
    let size = environment.container.contentSize
    let effective = ReferenceRules.effectiveSize(environment.container)
    guard size.width.isFinite, size.height.isFinite, effective.width > 0, effective.height > 0 else {
        throw ReferenceError.invalidInput("container \(size.width) x \(size.height)")
    }
    let scale = environment.traits.displayScale
    guard scale.isFinite, scale >= 0 else { throw ReferenceError.invalidInput("display scale \(scale)") }
    guard data.itemCounts.allSatisfy({ $0 >= 0 }) else { throw ReferenceError.invalidInput("a negative item count") }
}

/// spec L3: places the sections one after the other from `start`, with the inter-section spacing before
/// every section after the first, appending their elements to `out`; returns where the content ends: the
/// furthest section end (with a negative spacing, spec D7, not always the last one's).
private func placeReferenceSections(
    _ layout: Layout, in environment: LayoutEnvironment, data: LayoutData, sections: ReferenceSectionSolver,
    start: Double, into out: inout [ReferenceElement]
) throws -> Double {
    var cursor = start
    var end = start
    for (s, count) in data.itemCounts.enumerated() {
        let section = try layout.section(at: s, environment: environment)
        if s > 0 { cursor += layout.configuration.interSectionSpacing }
        cursor = try sections.place(section, index: s, count: count, start: cursor, into: &out)
        end = Swift.max(end, cursor)
    }
    return end
}

/// The number of items one instance of section `index`'s root group holds (k, spec G1), as the reference
/// solver counts it: useful to pick item counts around a group boundary.
public func referenceItemsPerGroup(_ layout: Layout, section index: Int, in environment: LayoutEnvironment) throws
    -> Int
{
    let solver = ReferenceSectionSolver(
        environment: environment, scrollAxis: layout.configuration.scrollDirection, sizing: nil,
        configurationReference: layout.configuration.contentInsetsReference)
    let section = try layout.section(at: index, environment: environment)
    return try solver.probe(section, index: index).2.leaves.count
}
