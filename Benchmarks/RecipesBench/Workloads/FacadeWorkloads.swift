import CompositionalLayout
import CompositionalLayoutUIKit

extension WorkloadFamily {
    /// The UIKit facade against the engine it wraps: the same layouts through both doors, side by side.
    static var facade: WorkloadFamily {
        WorkloadFamily(
            number: 10, name: "The UIKit facade against the engine",
            summary: "The same layouts written in UIKit's API (`CompositionalLayoutUIKit`, hosted in a 390 x 844 "
                + "`HeadlessCollectionView` at scale 3) and in the engine's DSL, checked to give the same frames, "
                + "then timed side by side: a layout pass against `solve`, every attribute against `allElements()`, "
                + "visible-window queries against `elements(in:)`, and scroll steps (a new content offset, a layout "
                + "pass, the visible window's attributes) against the engine's `ScrolledLayout` at that offset."
        ) { scale in
            let (items, listSections, stepSizes) =
                switch scale {
                case .full: (100_000, 1_000, [100, 1_000, 10_000])
                case .quick: (10_000, 100, [10, 100, 1_000])
                case .tiny: (300, 3, [2, 3])
                }
            var benchmarks: [Benchmark] = [
                .comparison(facadePass(items: items, isKey: true)),
                .comparison(facadeAllAttributes(items: items)),
                .comparison(facadeWindow(items: items, offsets: scale == .tiny ? 5 : 200)),
            ]
            for sections in stepSizes {
                benchmarks.append(
                    .latency(
                        scrollStep(
                            sections: sections, facade: true, isKey: sections == listSections,
                            targets: [
                                TargetCheck(
                                    row: .facadeScrollStep,
                                    label: "pinned-header list, \(Format.count(sections * 100)) items",
                                    rule: .medianBelow(ns: 10_000))
                            ])))
                benchmarks.append(.latency(scrollStep(sections: sections, facade: false, isKey: false, targets: [])))
            }
            benchmarks.append(.latency(feedScrollStep(sections: scale == .tiny ? 6 : 300)))
            benchmarks.append(.comparison(facadeItemUpdate(sections: listSections)))
            if scale == .full { benchmarks.append(.comparison(facadePass(items: 1_000_000, isKey: false))) }
            return benchmarks
        }
    }

    /// A layout pass of the photo grid (`invalidateLayout()`, then `layoutIfNeeded()`) against the engine's
    /// `solve` of the same layout; at 1 M items it also reports the peak memory of each.
    static func facadePass(items: Int, isKey: Bool) -> Comparison {
        let title = "photo grid layout pass, facade vs engine (\(Format.count(items)) items)"
        var summary =
            "`invalidateLayout()` and `layoutIfNeeded()` of the photo grid through the facade (the section "
            + "translated, the engine's solve, no attribute object) against `solve` of the same layout."
        let memory = FacadeMemory.measure
        if items >= 1_000_000 { summary += " Peak memory is measured once, untimed, before the rounds." }
        return Comparison(
            id: isKey ? "facade-pass" : "facade-pass-\(items)", title: title, summary: summary,
            reference: "engine-solve",
            isKey: isKey,
            targets: items >= 1_000_000
                ? []
                : [
                    TargetCheck(
                        row: .facadePass, label: "photo grid, \(Format.count(items)) items",
                        rule: .ratioAtMost(subject: "facade-pass", reference: "engine-solve", limit: 2))
                ],
            measuredNote: items >= 1_000_000 ? { memory(items) } : nil,
            setUp: {
                try onMain {
                    let data = LayoutData(sections: 1, items: items)
                    let (host, solved) = try hostedGrid(items: items)
                    let count = solved.elementCount
                    return [
                        Subject(
                            id: "engine-solve", title: "engine solve (\(Format.count(items)) items)", elements: count
                        ) {
                            blackHole(
                                try solve(FacadeLayouts.enginePhotoGrid, in: FacadeLayouts.environment, data: data))
                        },
                        Subject(
                            id: "facade-pass", title: "facade layout pass (\(Format.count(items)) items)",
                            role: .facade, elements: count
                        ) {
                            MainActor.assumeIsolated {
                                host.collectionViewLayout.invalidateLayout()
                                host.layoutIfNeeded()
                            }
                        },
                    ]
                }
            })
    }

    /// Every attribute of the photo grid through the facade against `allElements()`.
    static func facadeAllAttributes(items: Int) -> Comparison {
        Comparison(
            id: "facade-all-attributes",
            title: "photo grid every attribute, facade vs engine (\(Format.count(items)) items)",
            summary: "`layoutAttributesForElements(in:)` over all content (one new object per element) against "
                + "`allElements()` (one value per element).",
            reference: "engine-all",
            targets: [
                TargetCheck(
                    row: .facadeAllAttributes, label: "photo grid, \(Format.count(items)) items",
                    rule: .ratioAtMost(subject: "facade-all", reference: "engine-all", limit: 3))
            ],
            setUp: {
                try onMain {
                    let (host, solved) = try hostedGrid(items: items)
                    let everything = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
                    let count = solved.elementCount
                    return [
                        Subject(
                            id: "engine-all", title: "engine allElements (\(Format.count(items)) items)",
                            elements: count
                        ) {
                            blackHole(solved.allElements())
                        },
                        Subject(
                            id: "objects-all",
                            title: "engine allElements + one object each (\(Format.count(items)) items)",
                            role: .objectFloor, elements: count
                        ) {
                            MainActor.assumeIsolated { blackHole(objects(for: solved.allElements()).count) }
                        },
                        Subject(
                            id: "facade-all", title: "facade every attribute (\(Format.count(items)) items)",
                            role: .facade, elements: count
                        ) {
                            MainActor.assumeIsolated {
                                blackHole(host.layoutAttributesForElements(in: everything).count)
                            }
                        },
                    ]
                }
            })
    }

    /// `offsets` visible-window queries of the photo grid through the host against `elements(in:)`.
    static func facadeWindow(items: Int, offsets: Int) -> Comparison {
        Comparison(
            id: "facade-window",
            title: "photo grid visible-window queries, facade vs engine (\(Format.count(items)) items)",
            summary: "`layoutAttributesForElements(in:)` of the host for a 390 x 844 rect at \(offsets) seeded random "
                + "offsets (one new object per element returned) against the engine's `elements(in:)` for the same "
                + "rects; one call is all \(offsets) queries.",
            reference: "engine-window",
            targets: [
                TargetCheck(
                    row: .facadeWindow, label: "photo grid, \(Format.count(items)) items",
                    rule: .ratioAtMost(subject: "facade-window", reference: "engine-window", limit: 2))
            ],
            setUp: {
                try onMain {
                    let (host, solved) = try hostedGrid(items: items)
                    let room = max(0, solved.contentSize.height - 844)
                    var random = SeededRandom(seed: 34)
                    let rects = (0..<offsets).map { _ in
                        Rect(x: 0, y: Double(random.next() >> 11) / Double(1 << 53) * room, width: 390, height: 844)
                    }
                    // The host leaves out elements that only touch a rect's edge (UIKit's rule); random offsets
                    // make that rare, but the check counts the same way.
                    let found = rects.map { r in solved.elements(in: r).filter { $0.frame.intersects(r) }.count }
                        .reduce(0, +)
                    let made = rects.map { host.layoutAttributesForElements(in: CGRect($0)).count }.reduce(0, +)
                    guard found == made, found > 0 else {
                        throw Disagreement(description: "facade window: \(made) attributes, the engine finds \(found)")
                    }
                    return [
                        Subject(id: "engine-window", title: "engine elements(in:) (\(offsets) rects)", elements: found)
                        {
                            var n = 0
                            for rect in rects { n &+= solved.elements(in: rect).count }
                            blackHole(n)
                        },
                        Subject(
                            id: "objects-window", title: "engine elements(in:) + one object each (\(offsets) rects)",
                            role: .objectFloor, elements: found
                        ) {
                            MainActor.assumeIsolated {
                                var n = 0
                                for rect in rects { n &+= objects(for: solved.elements(in: rect)).count }
                                blackHole(n)
                            }
                        },
                        Subject(
                            id: "facade-window", title: "facade layoutAttributesForElements(in:) (\(offsets) rects)",
                            role: .facade, elements: found
                        ) {
                            MainActor.assumeIsolated {
                                var n = 0
                                for rect in rects { n &+= host.layoutAttributesForElements(in: CGRect(rect)).count }
                                blackHole(n)
                            }
                        },
                    ]
                }
            })
    }

    /// Scroll steps of the pinned-header list of `sections` x 100 items: through the facade (a new content
    /// offset, `layoutIfNeeded()`, the visible window's attributes) or the engine (`ScrolledLayout` at the
    /// offset, then `elements(in:)` of the visible rect).
    static func scrollStep(sections: Int, facade: Bool, isKey: Bool, targets: [TargetCheck]) -> LatencyProbe {
        let items = sections * 100
        let door = facade ? "facade" : "engine"
        return LatencyProbe(
            id: isKey ? "facade-scroll-step" : "\(door)-scroll-step-\(items)",
            title: "pinned-header list \(facade ? "facade" : "engine (the facade's floor)") scroll step "
                + "(\(Format.count(items)) items, 200 offsets)",
            summary: facade
                ? "Set `contentOffset`, `layoutIfNeeded()`, then `layoutAttributesForElements(in: bounds)` of the host."
                : "`ScrolledLayout(solved, scrollOffset:)`, then `elements(in:)` of the visible rect.",
            isKey: isKey, targets: targets,
            setUp: {
                try onMain {
                    let host = HeadlessCollectionView(
                        frame: CGRect(origin: .zero, size: FacadeLayouts.size),
                        collectionViewLayout: FacadeLayouts.pinnedHeaderList())
                    host.itemCounts = Array(repeating: 100, count: sections)
                    host.layoutIfNeeded()
                    let solved = try solve(
                        FacadeLayouts.enginePinnedHeaderList, in: FacadeLayouts.environment,
                        data: LayoutData(sections: sections, items: 100))
                    let offsets = randomOffsets(room: solved.contentSize.height - 844, count: 200, seed: 35)
                    for offset in offsets.prefix(5) {
                        host.contentOffset = CGPoint(x: 0, y: offset)
                        let made = host.layoutAttributesForElements(in: host.bounds)
                        let visible = solved.visibleRect(atScrollOffset: offset)
                        let found = ScrolledLayout(solved, scrollOffset: offset).elements(in: visible).filter {
                            $0.frame.intersects(visible)
                        }
                        let same = zip(made, found).allSatisfy { $0.frame == CGRect($1.frame) }
                        guard made.count == found.count, same,
                            made.contains(where: { $0.representedElementKind != nil })
                        else {
                            throw Disagreement(
                                description: "scroll step at \(offset): \(made.count) attributes, engine \(found.count)"
                            )
                        }
                    }
                    if facade {
                        return LatencyOperations(count: offsets.count) { i in
                            MainActor.assumeIsolated {
                                host.contentOffset = CGPoint(x: 0, y: offsets[i])
                                host.layoutIfNeeded()
                                return host.layoutAttributesForElements(in: host.bounds).count
                            }
                        }
                    }
                    return LatencyOperations(count: offsets.count) { i in
                        let scrolled = ScrolledLayout(solved, scrollOffset: offsets[i])
                        return scrolled.elements(in: solved.visibleRect(atScrollOffset: offsets[i])).count
                    }
                }
            })
    }

    /// Scroll steps of the home feed (`FacadeLayouts.homeFeed()`): a shape the targets do not name, with
    /// orthogonal carousels whose handler runs at every step, badges and backgrounds.
    static func feedScrollStep(sections: Int) -> LatencyProbe {
        LatencyProbe(
            id: "facade-feed-scroll-step",
            title: "home feed facade scroll step (\(Format.count(sections)) sections, 200 offsets)",
            summary: "The second layout: carousels with a visible-items handler, badged grids, lists with pinned "
                + "headers and backgrounds, 20 items a section; a step as in the list's.",
            setUp: {
                try onMain {
                    let host = HeadlessCollectionView(
                        frame: CGRect(origin: .zero, size: FacadeLayouts.size),
                        collectionViewLayout: FacadeLayouts.homeFeed())
                    host.itemCounts = Array(repeating: 20, count: sections)
                    host.layoutIfNeeded()
                    if let error = host.layoutError { throw Disagreement(description: "home feed: \(error)") }
                    let offsets = randomOffsets(room: Double(host.contentSize.height) - 844, count: 200, seed: 36)
                    return LatencyOperations(count: offsets.count) { i in
                        MainActor.assumeIsolated {
                            host.contentOffset = CGPoint(x: 0, y: offsets[i])
                            host.layoutIfNeeded()
                            return host.layoutAttributesForElements(in: host.bounds).count
                        }
                    }
                }
            })
    }

    /// The photo grid of `items` in a host, laid out once and checked against the engine's solve of it, and
    /// that solve.
    @MainActor
    static func hostedGrid(items: Int) throws -> (host: HeadlessCollectionView, solved: SolvedLayout) {
        let host = HeadlessCollectionView(
            frame: CGRect(origin: .zero, size: FacadeLayouts.size), collectionViewLayout: FacadeLayouts.photoGrid())
        host.itemCounts = [items]
        host.layoutIfNeeded()
        let solved = try solve(
            FacadeLayouts.enginePhotoGrid, in: FacadeLayouts.environment, data: LayoutData(sections: 1, items: items))
        let made = host.layoutAttributesForElements(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        let all = solved.allElements()
        guard made.count == all.count, zip(made, all).allSatisfy({ $0.frame == CGRect($1.frame) }) else {
            throw Disagreement(
                description: "photo grid: the facade's \(made.count) frames are not the engine's \(all.count)")
        }
        return (host, solved)
    }

    /// One attributes object per element, made and set through the facade's public API, as an app converting
    /// the engine's answer itself would.
    @MainActor
    static func objects(for elements: [ElementAttributes]) -> [UICollectionViewLayoutAttributes] {
        elements.map { element in
            let attributes = UICollectionViewLayoutAttributes(
                forCellWith: IndexPath(item: element.indexPath.item, section: element.indexPath.section))
            attributes.frame = CGRect(element.frame)
            attributes.zIndex = element.zIndex
            return attributes
        }
    }

    /// `count` seeded random offsets in 0...room.
    static func randomOffsets(room: Double, count: Int, seed: UInt64) -> [Double] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in Double(random.next() >> 11) / Double(1 << 53) * max(0, room) }
    }
}

/// Runs `body` on the main actor, which the benchmark's top-level code runs on.
func onMain<T>(_ body: @MainActor () throws -> T) throws -> T {
    nonisolated(unsafe) var result: Result<T, any Error>?
    MainActor.assumeIsolated { result = Result { try body() } }
    return try result!.get()
}

extension CGRect {
    /// The engine rect as a facade rect.
    init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}
