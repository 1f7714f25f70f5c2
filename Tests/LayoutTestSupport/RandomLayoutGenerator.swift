import CompositionalLayout

/// Makes random, reproducible layout problems from a seed (style G17): groups nested up to depth 5 with
/// every dimension kind, fixed and flexible spacing, insets, edge spacing, the three repetition forms,
/// custom groups, item- and group-attached supplementaries, boundary items, decorations, every orthogonal
/// behaviour, several sections in three forms, both scroll directions, random containers and data
/// shapes.
///
/// About one case in twelve carries an `InjectedFault`. About one case in four outside the `contained`
/// profile has negative spacing and content insets (spec D7), drawn from a second generator so that every
/// other value of the case is the one its seed gave before negatives were generated.
///
/// The `contained` profile leaves out everything that lets content overflow its container by design
/// (children longer than their group, edge spacing, estimated sizes, `repeatingSubitem`, custom frames
/// beyond the group, a fractional length of the other axis beside spec G5 spacing), so strict containment
/// invariants can be checked on it.
public struct RandomLayoutGenerator {
    /// The deepest group nesting generated (the root group is depth 1).
    public static let maximumDepth = 5
    /// The most items a generated case holds in total, so thousands of cases solve quickly.
    public static let maximumTotalItems = 6_000

    var rng: SplitMix64
    /// The generator of negative values (spec D7): separate, so the main sequence is unchanged.
    var negativeRNG: SplitMix64
    /// True when this case may have negative spacing and insets.
    var negatives = false
    /// The scroll axis of the case being generated.
    var scrollAxis: Axis = .vertical
    let seed: UInt64
    /// True for the profile without overflow by design.
    let contained: Bool

    init(seed: UInt64, contained: Bool) {
        self.seed = seed
        self.contained = contained
        rng = SplitMix64(seed: seed)
        negativeRNG = SplitMix64(seed: seed ^ 0x4E45_4741_5449_5645)
        negatives = !contained && Double.random(in: 0..<1, using: &negativeRNG) < 0.25
    }

    /// The case for `seed` (and profile): the same seed always gives the same case.
    public static func makeCase(seed: UInt64, contained: Bool = false) -> RandomLayoutCase {
        var generator = RandomLayoutGenerator(seed: seed, contained: contained)
        return generator.makeCase()
    }

    /// The seed of case `index` in a run started from `base` (consecutive indices give unrelated cases).
    public static func seed(base: UInt64, index: Int) -> UInt64 {
        var mix = SplitMix64(seed: base &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9)
        return mix.next()
    }

    // MARK: Random primitives

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
    /// A value in `range` rounded to a quarter point, so descriptions stay short.
    mutating func quarter(_ range: ClosedRange<Double>) -> Double {
        min(range.upperBound, max(range.lowerBound, (double(range) * 4).rounded() / 4))
    }
    /// A value in `range` rounded to three decimals.
    mutating func fraction(_ range: ClosedRange<Double>) -> Double {
        min(range.upperBound, max(range.lowerBound, (double(range) * 1000).rounded() / 1000))
    }

    /// A fractional dimension of `axis` (fractionalWidth for horizontal).
    func fractionalOf(_ axis: Axis, _ f: Double) -> Dimension {
        axis == .horizontal ? .fractionalWidth(f) : .fractionalHeight(f)
    }

    /// Roughly the points `dimension` resolves to in `container` (to choose child sizes that fit).
    func approximate(_ dimension: Dimension, in container: Size) -> Double {
        switch dimension {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): v
        case .fractionalWidth(let f): f * container.width
        case .fractionalHeight(let f): f * container.height
        }
    }

    /// `value`, made negative at some of the places of a case with negatives (spec D7): usually the same
    /// magnitude, rarely up to `large` points, so that starts can decrease (spacing longer than a group).
    mutating func signed(_ value: Double, large: Double = 0) -> Double {
        guard negatives, Double.random(in: 0..<1, using: &negativeRNG) < 0.35 else { return value }
        if large > 0 && Double.random(in: 0..<1, using: &negativeRNG) < 0.15 {
            return -((Double.random(in: 0...large, using: &negativeRNG) * 4).rounded() / 4)
        }
        return -value
    }

    /// Insets with some edges made negative (spec D7).
    mutating func signed(_ insets: DirectionalInsets) -> DirectionalInsets {
        DirectionalInsets(
            top: signed(insets.top), leading: signed(insets.leading), bottom: signed(insets.bottom),
            trailing: signed(insets.trailing))
    }

    /// A spacing with its value made negative at times (spec D7).
    mutating func signed(_ spacing: Spacing) -> Spacing {
        switch spacing {
        case .fixed(let v): .fixed(signed(v))
        case .flexible(let v): .flexible(signed(v))
        }
    }

    // MARK: The case

    mutating func makeCase() -> RandomLayoutCase {
        let environment = makeEnvironment()
        scrollAxis = chance(0.25) ? .horizontal : .vertical
        let size = environment.container.effectiveContentSize
        var sections: [Section] = []
        for _ in 0..<int(1...4) { sections.append(makeSection(container: size)) }
        let form = pick(RandomSectionForm.allCases)
        var configuration = LayoutConfiguration(
            scrollDirection: scrollAxis, interSectionSpacing: signed(chance(0.5) ? 0 : quarter(0...24), large: 300))
        if chance(0.15) {
            for _ in 0..<int(1...2) { configuration.boundarySupplementaryItems.append(makeBoundary(kind: "layout")) }
        }
        let itemCounts = makeItemCounts()
        let estimated = sections.contains { SectionAnalysis.containsEstimated($0.group) }
        var sizing: RandomSizing?
        if !contained && (estimated && chance(0.6) || chance(0.05)) {
            switch int(0...3) {
            case 0: sizing = .proposed
            case 1: sizing = .varyingHeights(modulus: int(1...9))
            case 2: sizing = .varyingWidths(modulus: int(1...9))
            default: sizing = .unruly(modulus: int(2...11))
            }
        }
        var result = RandomLayoutCase(
            seed: seed, sections: sections, form: form, configuration: configuration, environment: environment,
            itemCounts: itemCounts, sizing: sizing, fault: nil)
        if chance(1.0 / 12) { inject(pick(InjectedFault.allCases), into: &result) }
        return result
    }

    mutating func length() -> Double {
        switch int(0...19) {
        case 0...13: return quarter(200...1400)
        case 14...15: return quarter(1...199)
        case 16...17: return quarter(1400...4000)
        default: return pick([320, 375, 390, 414, 768, 1024, 1366])
        }
    }

    mutating func makeEnvironment() -> LayoutEnvironment {
        let width = length()
        let height = length()
        var insets = DirectionalInsets.zero
        if chance(0.2) {
            insets = DirectionalInsets(
                top: quarter(0...min(60, height / 4)), leading: quarter(0...min(50, width / 4)),
                bottom: quarter(0...min(40, height / 4)), trailing: quarter(0...min(50, width / 4)))
        }
        let derived: SizeClass = width >= LayoutEnvironment.regularWidthThreshold ? .regular : .compact
        let horizontal: SizeClass = chance(0.7) ? derived : pick(SizeClass.allCases)
        let traits = Traits(
            horizontalSizeClass: horizontal, verticalSizeClass: pick(SizeClass.allCases),
            displayScale: pick([0, 0, 1, 2, 3]))
        return LayoutEnvironment(
            container: LayoutContainer(contentSize: Size(width: width, height: height), contentInsets: insets),
            traits: traits)
    }

    mutating func makeItemCounts() -> [Int] {
        let sections = pick([0, 1, 1, 1, 2, 2, 3, 3, 4, 5, 6])
        var counts: [Int] = []
        var total = 0
        for _ in 0..<sections {
            var n: Int
            switch int(0...99) {
            case 0...9: n = 0
            case 10...69: n = int(1...40)
            case 70...89: n = int(41...400)
            case 90...97: n = int(401...2000)
            default: n = int(2001...5000)
            }
            n = min(n, Self.maximumTotalItems - total)
            total += n
            counts.append(n)
        }
        return counts
    }

    // MARK: Sections

    mutating func makeSection(container: Size) -> Section {
        let orthogonal = chance(0.3) ? pick(Array(OrthogonalScrollingBehavior.allCases.dropFirst())) : .none
        let advance = orthogonal.isOrthogonal ? scrollAxis.cross : scrollAxis
        let group = makeRootGroup(container: container, advance: advance)
        var section = Section(
            group: group,
            contentInsets: chance(0.5)
                ? .zero : signed(insets(max: contained ? min(20, container.width / 4, container.height / 4) : 20)),
            interGroupSpacing: signed(chance(0.5) ? 0 : quarter(0...16), large: 300),
            orthogonalScrollingBehavior: orthogonal)
        if chance(0.35) {
            for i in 0..<int(1...3) {
                section.boundarySupplementaryItems.append(makeBoundary(kind: ["header", "footer", "banner"][i]))
            }
            // Several items on one edge overlay (spec B3).
            if chance(0.3) {
                section.boundarySupplementaryItems.append(makeBoundary(kind: "subheader"))
                section.boundarySupplementaryItems.append(makeBoundary(kind: "subfooter"))
            }
        }
        if chance(0.25) {
            for i in 0..<int(1...2) {
                section.decorationItems.append(
                    DecorationItem(
                        elementKind: "background\(i)", contentInsets: chance(0.5) ? .zero : signed(insets(max: 12)),
                        zIndex: chance(0.8) ? 0 : int(-2...3)))
            }
        }
        if chance(0.2) { section.supplementariesFollowContentInsets = false }
        if chance(0.05) {
            section.visibleItemsHandler = VisibleItemsHandler(name: "half-alpha") { items, _, _ in
                items.map { item in
                    var copy = item
                    copy.alpha = 0.5
                    return copy
                }
            }
        }
        return section
    }

    mutating func insets(max limit: Double) -> DirectionalInsets {
        let l = max(0, limit)
        return DirectionalInsets(
            top: quarter(0...l), leading: quarter(0...l), bottom: quarter(0...l), trailing: quarter(0...l))
    }

    mutating func makeBoundary(kind: String) -> BoundarySupplementaryItem {
        let m = scrollAxis
        var size = LayoutSize.fill
        size[m] = pick([
            .absolute(quarter(10...80)), .estimated(quarter(20...90)), fractionalOf(m, fraction(0.02...0.1)),
        ])
        size[m.cross] =
            chance(0.7)
            ? fractionalOf(m.cross, 1) : pick([.absolute(quarter(20...300)), fractionalOf(m.cross, fraction(0.2...1))])
        let usual: BoundaryAlignment
        switch kind {
        case "header", "subheader": usual = m == .vertical ? .top : .leading
        case "footer", "subfooter": usual = m == .vertical ? .bottom : .trailing
        default: usual = pick(BoundaryAlignment.allCases)
        }
        return BoundarySupplementaryItem(
            elementKind: kind, size: size, alignment: chance(0.85) ? usual : pick(BoundaryAlignment.allCases),
            offset: chance(0.8) ? .zero : Point(x: quarter(-10...10), y: quarter(-10...10)),
            extendsBoundary: chance(0.8), pinToVisibleBounds: chance(0.3), zIndex: chance(0.8) ? 1 : int(-1...5))
    }

    // MARK: Groups and items

    /// The root group: advancing along `advance`, with a moderate length there and filling across.
    mutating func makeRootGroup(container: Size, advance: Axis) -> Group {
        let cross = advance.cross
        var size = LayoutSize.fill
        let crossLength = max(1, container[cross])
        size[cross] = pick([
            fractionalOf(cross, 1), fractionalOf(cross, fraction(0.5...1)),
            contained ? fractionalOf(cross, 1) : .absolute(quarter(crossLength * 0.3...crossLength)),
            fractionalOf(cross, 1),
        ])
        switch int(0...5) {
        case 0: size[advance] = .absolute(quarter(30...300))
        case 1: size[advance] = fractionalOf(cross, fraction(0.1...0.8))
        case 2: size[advance] = fractionalOf(advance, fraction(0.1...0.6))
        case 3: size[advance] = contained ? .absolute(quarter(30...200)) : .estimated(quarter(30...200))
        case 4: size[advance] = fractionalOf(cross, fraction(0.2...1.2))
        default: size[advance] = .absolute(quarter(40...160))
        }
        var resolved = Size.zero
        resolved[cross] = approximate(size[cross], in: container)
        resolved[advance] = approximate(size[advance], in: container)
        return makeGroup(size: size, resolved: resolved, axis: chance(0.5) ? advance : cross, depth: 1, budget: 400)
    }

    /// A group of `size` (about `resolved` points) with children along `axis`, or a custom group; at
    /// most about `budget` leaves per instance.
    mutating func makeGroup(size: LayoutSize, resolved: Size, axis: Axis, depth: Int, budget: Int) -> Group {
        if depth > 1 && chance(0.12) || chance(0.04) {
            return makeCustomGroup(size: size, budget: budget)
        }
        var group = Group(arrangement: axis == .horizontal ? .horizontal : .vertical, size: size, subitems: [])
        if chance(0.35) { group.contentInsets = signed(insets(max: min(8, resolved.width / 8, resolved.height / 8))) }
        let inner = Size(
            width: max(1, resolved.width - group.contentInsets.total(.horizontal)),
            height: max(1, resolved.height - group.contentInsets.total(.vertical)))
        if chance(0.4) {
            let v = quarter(0...min(12, inner[axis] / 10))
            group.interItemSpacing = signed(chance(0.7) ? .fixed(v) : .flexible(v))
        }
        if chance(0.1) { group.supplementaryItems = [makeSupplementary(kind: "groupBadge")] }

        func slot(_ share: Double) -> Size {
            var s = inner
            s[axis] = max(1, inner[axis] * share)
            return s
        }
        let form = int(0...9)
        if form < 2 {
            // count: n equal slots of one child (spec G6).
            let n = int(1...max(1, min(6, budget)))
            group.repetition = .count(n)
            group.subitems = [
                makeChild(
                    parentAxis: axis, inner: inner, share: 1 / Double(n), slot: slot(1 / Double(n)), depth: depth,
                    budget: max(1, budget / n))
            ]
        } else if form < 3 && !contained {
            // repeatingSubitem: n copies at the child's own size, no fit check (may overflow the group).
            let n = int(1...max(1, min(5, budget)))
            group.repetition = .repeating(n)
            let share = fraction(0.1...max(0.1, 1 / Double(n)))
            group.subitems = [
                makeChild(
                    parentAxis: axis, inner: inner, share: share, slot: slot(share), depth: depth,
                    budget: max(1, budget / n))
            ]
        } else {
            // fill: a list repeated while the next child fits (spec G2, spec G3).
            let count = int(1...3)
            var shares: [Double] = []
            for _ in 0..<count { shares.append(pick([1, 0.5, 1.0 / 3, 0.25, 0.2, fraction(0.15...1)])) }
            let total = shares.reduce(0, +)
            if total > 1 { shares = shares.map { $0 / total } }
            let repeats = max(1, Int((1 / shares.reduce(0, +)).rounded(.down))) * count
            for share in shares {
                group.subitems.append(
                    makeChild(
                        parentAxis: axis, inner: inner, share: share, slot: slot(share), depth: depth,
                        budget: max(1, budget / repeats)))
            }
        }
        if !contained && chance(0.05) { group.size[axis] = .estimated(quarter(20...200)) }
        deepenNegativeInsets(&group)
        return group
    }

    /// In a case with negatives, gives each estimated axis of `group` now and then negative insets of up to
    /// 40 points a side, often longer than what its children need, so that self-sizing groups shorter than 0
    /// are generated (spec D7, spec E1); drawn from the negative generator only.
    mutating func deepenNegativeInsets(_ group: inout Group) {
        guard negatives else { return }
        for axis in [Axis.horizontal, .vertical] where group.size[axis].isEstimated {
            guard Double.random(in: 0..<1, using: &negativeRNG) < 0.75 else { continue }
            let before = -(Double.random(in: 0...40, using: &negativeRNG) * 4).rounded() / 4
            let after = -(Double.random(in: 0...40, using: &negativeRNG) * 4).rounded() / 4
            if axis == .horizontal {
                (group.contentInsets.leading, group.contentInsets.trailing) = (before, after)
            } else {
                (group.contentInsets.top, group.contentInsets.bottom) = (before, after)
            }
        }
    }

    /// A custom group whose frames are derived from the environment it is given (spec G10): a grid of
    /// columns x rows over the effective container, optionally with overlapping cells.
    mutating func makeCustomGroup(size: LayoutSize, budget: Int) -> Group {
        let columns = int(1...max(1, min(4, budget)))
        let rows = int(1...max(1, min(3, budget / columns)))
        let grow = !contained && chance(0.3) ? 1.5 : 1
        var group = CustomGroup(size, name: "grid \(columns) x \(rows) grow \(grow)") { environment in
            let insets = environment.container.contentInsets
            let effective = environment.container.effectiveContentSize
            let w = max(0, effective.width) / Double(columns)
            let h = max(0, effective.height) / Double(rows)
            var items: [CustomGroupItem] = []
            for r in 0..<rows {
                for c in 0..<columns {
                    let frame = Rect(
                        x: insets.leading + Double(c) * w, y: insets.top + Double(r) * h, width: w * grow,
                        height: h * grow)
                    items.append(CustomGroupItem(frame: frame, zIndex: r * columns + c))
                }
            }
            return items
        }
        if chance(0.3) { group.contentInsets = signed(insets(max: 6)) }
        if chance(0.15) { group.supplementaryItems = [makeSupplementary(kind: "customBadge")] }
        return group
    }

    /// A child taking about `share` of its parent's inner length along `parentAxis`: an item or, below
    /// the depth limit, a nested group.
    mutating func makeChild(parentAxis axis: Axis, inner: Size, share: Double, slot: Size, depth: Int, budget: Int)
        -> LayoutNode
    {
        let cross = axis.cross
        var size = LayoutSize.fill
        switch contained ? 0 : int(0...9) {
        case 0...4: size[axis] = fractionalOf(axis, max(0.001, fraction(share * 0.95...share)))
        case 5:
            size[axis] = fractionalOf(
                cross, max(0.001, (share * inner[axis] / inner[cross] * 1000).rounded(.down) / 1000))
        case 6...7: size[axis] = .absolute(max(0.25, (share * inner[axis] * 4).rounded(.down) / 4))
        default: size[axis] = .estimated(max(1, (share * inner[axis]).rounded(.down)))
        }
        let crossRange = max(1, inner[cross] * 0.3)...max(1, inner[cross])
        switch int(0...(contained ? 6 : 9)) {
        case 0...4: size[cross] = fractionalOf(cross, 1)
        case 5...6: size[cross] = fractionalOf(cross, fraction(0.3...1))
        case 7: size[cross] = .absolute(quarter(crossRange))
        case 8: size[cross] = fractionalOf(axis, fraction(0.1...1))
        default: size[cross] = .estimated(quarter(crossRange))
        }
        let edges = !contained && chance(0.15) ? makeEdgeSpacing() : EdgeSpacing.none
        if depth < Self.maximumDepth && budget >= 2 && chance(depth == 1 ? 0.55 : 0.35) {
            var resolved = slot
            resolved[cross] = approximate(size[cross], in: inner)
            var group = makeGroup(
                size: size, resolved: resolved, axis: chance(0.6) ? cross : axis, depth: depth + 1, budget: budget)
            group.edgeSpacing = edges
            return .group(group)
        }
        var item = Item(size: size, edgeSpacing: edges)
        if chance(0.3) { item.contentInsets = signed(insets(max: min(6, slot.width / 6, slot.height / 6))) }
        if chance(0.15) {
            item.supplementaryItems = [makeSupplementary(kind: "badge")]
            if chance(0.2) { item.supplementaryItems.append(makeSupplementary(kind: "ribbon")) }
        }
        return .item(item)
    }

    mutating func makeEdgeSpacing() -> EdgeSpacing {
        var edges: [Spacing?] = []
        for _ in 0..<4 {
            if chance(0.5) {
                let v = quarter(0...4)
                edges.append(signed(chance(0.5) ? .fixed(v) : .flexible(v)))
            } else {
                edges.append(nil)
            }
        }
        return EdgeSpacing(leading: edges[0], top: edges[1], trailing: edges[2], bottom: edges[3])
    }

    mutating func makeSupplementary(kind: String) -> SupplementaryItem {
        let size =
            chance(0.7)
            ? LayoutSize(width: .absolute(quarter(4...30)), height: .absolute(quarter(4...30)))
            : LayoutSize(width: .fractionalWidth(fraction(0.1...0.6)), height: .fractionalHeight(fraction(0.1...0.6)))
        let edgeSets: [Edges] = [
            [.top, .trailing], [.top, .leading], [.bottom], [.bottom, .trailing], [], [.top, .bottom], [.leading],
        ]
        let offset: AnchorOffset
        switch int(0...3) {
        case 0...1: offset = .zero
        case 2: offset = .absolute(Point(x: quarter(-8...8), y: quarter(-8...8)))
        default: offset = .fractional(Point(x: pick([0.5, -0.5, 0.25, 0]), y: pick([-0.5, 0.5, 0])))
        }
        var item = SupplementaryItem(
            elementKind: kind, size: size, containerAnchor: Anchor(edges: pick(edgeSets), offset: offset),
            itemAnchor: chance(0.2) ? Anchor(edges: pick(edgeSets)) : nil, zIndex: chance(0.8) ? 1 : int(-1...4))
        if chance(0.2) { item.contentInsets = signed(insets(max: 2)) }
        if chance(0.2) { item.visibility = .onlyEvery(int(1...4)) }
        return item
    }

    // MARK: Faults

    mutating func inject(_ fault: InjectedFault, into c: inout RandomLayoutCase) {
        let faultSection = int(0...20)
        func ensureSection() {
            if c.itemCounts.isEmpty { c.itemCounts = [faultSection] }
        }
        c.fault = fault
        switch fault {
        case .negativeDimension:
            ensureSection()
            c.sections[0].group.size.height = .absolute(-1)
        case .nanInset:
            ensureSection()
            c.sections[0].group.contentInsets.bottom = .nan
        case .zeroFraction:
            ensureSection()
            c.sections[0].group.size.width = .fractionalWidth(0)
        case .zeroCount:
            ensureSection()
            c.sections[0].group = Group(
                arrangement: .horizontal, size: c.sections[0].group.size, subitems: [.item(Item())],
                repetition: .count(0))
        case .emptyGroup:
            ensureSection()
            c.sections[0].group = Group(arrangement: .vertical, size: c.sections[0].group.size, subitems: [])
        case .infiniteSpacing:
            ensureSection()
            c.sections[0].interGroupSpacing = -.infinity
        case .negativeItemCount:
            c.itemCounts.append(-1)
        case .zeroWidthContainer:
            c.environment.container.contentSize.width = 0
        case .negativeScale:
            c.environment.traits.displayScale = -2
        case .infiniteOffset:
            c.configuration.boundarySupplementaryItems.append(
                BoundarySupplementaryItem(
                    elementKind: "bad", size: LayoutSize(width: .absolute(10), height: .absolute(10)), alignment: .top,
                    offset: Point(x: 0, y: .infinity)))
        case .emptySectionList:
            ensureSection()
            c.sections = []
            c.form = .cycle
        case .oversizedFirstChild:
            ensureSection()
            let root = c.sections[0].group
            let axis = root.arrangement.axis ?? .horizontal
            var child = Item(size: .fill)
            child.size[axis] = .absolute(1_000_000)
            var size = root.size
            size[axis] = fractionalOf(axis, 1)
            c.sections[0].group = Group(
                arrangement: axis == .horizontal ? .horizontal : .vertical, size: size,
                subitems: [.item(child), .item(Item())])
        }
    }
}
