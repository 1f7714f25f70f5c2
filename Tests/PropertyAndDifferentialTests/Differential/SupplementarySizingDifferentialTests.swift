import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Boundary supplementaries sized by the supplementary sizing callback (spec E4) in the differential test:
/// random layouts solved with a callback by the engine and by the reference solver, which asks it on its own.
@Suite("Differential: supplementary sizing")
struct SupplementarySizingDifferentialTests {
    /// How many random cases are compared.
    static let cases = 300

    /// Grows the proposed size by an amount that depends on the kind's length and the section.
    static let sizing: SupplementarySizingCallback = { kind, indexPath, proposed in
        Size(
            width: proposed.width + Double(kind.count % 3),
            height: proposed.height + Double((indexPath.section * 7 + kind.count) % 23))
    }

    /// `group` with the absolute heights of its items' supplementaries (badges) made estimates.
    static func estimatedBadges(_ group: Group) -> Group {
        var copy = group
        copy.subitems = group.subitems.map { child in
            switch child {
            case .group(let nested): return .group(estimatedBadges(nested))
            case .item(var item):
                item.supplementaryItems = item.supplementaryItems.map { badge in
                    var badge = badge
                    if case .absolute(let h) = badge.size.height { badge.size.height = .estimated(h) }
                    return badge
                }
                return .item(item)
            }
        }
        return copy
    }

    @Test("fast and reference solvers agree on random layouts whose items' badges are measured")
    func agreeOnBadges() {
        var compared = 0
        var withBadges = 0
        for seed in PropertyTestSettings.seeds(
            batch: 0, of: 1, total: Self.cases, base: PropertyTestSettings.baseSeed &+ 17)
        {
            var c = RandomLayoutGenerator.makeCase(seed: seed, contained: false)
            let rewritten = c.sections.map { section -> Section in
                var s = section
                s.group = Self.estimatedBadges(section.group)
                return s
            }
            guard rewritten != c.sections else { continue }
            withBadges += 1
            c.sections = rewritten
            var data = c.data
            data.supplementarySizing = Self.sizing
            guard let fast = try? solve(c.layout, in: c.environment, data: data),
                let reference = try? referenceSolve(c.layout, in: c.environment, data: data)
            else { continue }
            compared += 1
            let found = DifferentialTests.differences(fast, reference)
            if !found.isEmpty {
                Issue.record("badge sizing seed \(seed): \(found.joined(separator: "\n  "))\n\(c)")
                break
            }
        }
        print("[differential] badge sizing: \(withBadges) cases with estimated badges, \(compared) compared")
        #expect(withBadges >= 40, "only \(withBadges) cases had an item badge")
        #expect(compared >= 30, "only \(compared) cases compared")
    }

    /// `group` with the absolute heights of its own and its nested groups' supplementaries made estimates.
    static func estimatedGroupSupplementaries(_ group: Group) -> Group {
        var copy = group
        copy.supplementaryItems = group.supplementaryItems.map { supplementary in
            var supplementary = supplementary
            if case .absolute(let h) = supplementary.size.height { supplementary.size.height = .estimated(h) }
            return supplementary
        }
        copy.subitems = group.subitems.map { child in
            guard case .group(let nested) = child else { return child }
            return .group(estimatedGroupSupplementaries(nested))
        }
        return copy
    }

    @Test("fast and reference solvers agree on random layouts whose groups' own supplementaries are measured")
    func agreeOnGroupSupplementaries() {
        var compared = 0
        var withGroupSupplementaries = 0
        for seed in PropertyTestSettings.seeds(
            batch: 0, of: 1, total: Self.cases, base: PropertyTestSettings.baseSeed &+ 19)
        {
            var c = RandomLayoutGenerator.makeCase(seed: seed, contained: false)
            let rewritten = c.sections.map { section -> Section in
                var s = section
                s.group = Self.estimatedGroupSupplementaries(section.group)
                return s
            }
            guard rewritten != c.sections else { continue }
            withGroupSupplementaries += 1
            c.sections = rewritten
            var data = c.data
            data.supplementarySizing = Self.sizing
            guard let fast = try? solve(c.layout, in: c.environment, data: data),
                let reference = try? referenceSolve(c.layout, in: c.environment, data: data)
            else { continue }
            compared += 1
            let found = DifferentialTests.differences(fast, reference)
            if !found.isEmpty {
                Issue.record("group supplementary sizing seed \(seed): \(found.joined(separator: "\n  "))\n\(c)")
                break
            }
        }
        #expect(withGroupSupplementaries >= 40, "only \(withGroupSupplementaries) cases had a group supplementary")
        #expect(compared >= 30, "only \(compared) cases compared")
    }

    /// True when some section or the layout has a boundary item with an estimated dimension.
    static func hasEstimatedBoundary(_ c: RandomLayoutCase) -> Bool {
        let items = c.sections.flatMap(\.boundarySupplementaryItems) + c.configuration.boundarySupplementaryItems
        return items.contains { $0.size.width.isEstimated || $0.size.height.isEstimated }
    }

    @Test("fast and reference solvers agree on random layouts whose estimated boundary items are measured")
    func agree() {
        var compared = 0
        var withEstimated = 0
        for seed in PropertyTestSettings.seeds(
            batch: 0, of: 1, total: Self.cases, base: PropertyTestSettings.baseSeed &+ 13)
        {
            let c = RandomLayoutGenerator.makeCase(seed: seed, contained: false)
            guard Self.hasEstimatedBoundary(c) else { continue }
            withEstimated += 1
            var data = c.data
            data.supplementarySizing = Self.sizing
            guard let fast = try? solve(c.layout, in: c.environment, data: data),
                let reference = try? referenceSolve(c.layout, in: c.environment, data: data)
            else { continue }
            compared += 1
            let found = DifferentialTests.differences(fast, reference)
            if !found.isEmpty {
                Issue.record("supplementary sizing seed \(seed): \(found.joined(separator: "\n  "))\n\(c)")
                break
            }
        }
        print(
            "[differential] supplementary sizing: \(withEstimated) cases with estimated boundary items, \(compared) compared"
        )
        #expect(withEstimated >= 40, "only \(withEstimated) cases had an estimated boundary item")
        #expect(compared >= 30, "only \(compared) cases compared")
    }
}
