import CompositionalLayout

/// Solves `layout` the naive way (the rules of docs/geometry.md).
///
/// Every group instance and every item is walked and allocated again, with no template reuse. The benchmark
/// baseline and the differential oracle; elements at rest (scroll offset 0, no pinning, no hooks), ordered like
/// `allElements()`. - Complexity: O(n log n) in the number of elements, with a heap object per element.
public func referenceSolve(_ layout: Layout, in environment: LayoutEnvironment, data: LayoutData) throws
    -> ReferenceResult
{
    let container = environment.container
    let size = container.contentSize
    let effective = ReferenceRules.effectiveSize(container)
    guard size.width.isFinite, size.height.isFinite, effective.width > 0, effective.height > 0 else {
        throw ReferenceError.invalidInput("container \(size.width) x \(size.height)")
    }
    let scale = environment.traits.displayScale
    guard scale.isFinite, scale >= 0 else { throw ReferenceError.invalidInput("display scale \(scale)") }
    guard data.itemCounts.allSatisfy({ $0 >= 0 }) else { throw ReferenceError.invalidInput("a negative item count") }

    let configuration = layout.configuration
    let m = configuration.scrollDirection
    let c = m.cross
    let sections = ReferenceSectionSolver(
        environment: environment, scrollAxis: m, sizing: data.sizing,
        configurationReference: configuration.contentInsetsReference, supplementarySizing: data.supplementarySizing)
    let grid = sections.grid
    let boundary = sections.boundary
    let crossStart = sections.crossStart
    let crossLength = sections.crossLength
    let mainLength = sections.mainLength

    // spec B6: layout-wide boundary items; extending leading ones shift every section.
    let layoutContainer = Size(main: mainLength, cross: crossLength, axis: m)
    let layoutSizes = try configuration.boundarySupplementaryItems.map {
        try sections.boundarySize($0, resolved: grid.size($0.size, in: layoutContainer), section: 0)
    }
    var cursor = 0.0
    for (item, itemSize) in zip(configuration.boundarySupplementaryItems, layoutSizes)
    where boundary.extendsBefore(item) {
        cursor += itemSize[m]
    }
    let contentStart = cursor

    // spec L3: sections one after the other, spacing before every section after the first.
    var elements: [ReferenceElement] = []
    for (s, count) in data.itemCounts.enumerated() {
        let section = try layout.section(at: s, environment: environment)
        if s > 0 { cursor += configuration.interSectionSpacing }
        cursor = try sections.place(section, index: s, count: count, start: cursor, into: &elements)
    }
    let contentEnd = cursor

    var before = 0.0
    var after = contentEnd
    var contentMain = contentEnd
    var layoutElements: [ReferenceElement] = []
    for (item, itemSize) in zip(configuration.boundarySupplementaryItems, layoutSizes) {
        let frame = grid.round(
            boundary.frame(
                item, size: itemSize, crossMin: crossStart, crossLength: crossLength, contentMin: contentStart,
                contentMax: contentEnd, before: &before, after: &after))
        layoutElements.append(
            ReferenceElement(category: .supplementary, elementKind: item.elementKind, frame: frame, zIndex: item.zIndex)
        )
    }
    contentMain = max(contentMain, after)
    for e in layoutElements { contentMain = max(contentMain, e.frame.max(m)) }
    elements += layoutElements

    for (i, e) in elements.enumerated() { e.sequence = i }
    elements.sort(by: ReferenceElement.precedes)
    return ReferenceResult(
        contentSize: Size(main: contentMain, cross: size[c], axis: m), elements: elements.map(\.attributes))
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
