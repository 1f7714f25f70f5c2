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

    /// The case's data with `sizing` as the supplementary sizing callback.
    static func measured(_ c: RandomLayoutCase) -> LayoutData {
        var data = c.data
        data.supplementarySizing = Self.sizing
        return data
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
        let count = DifferentialComparison.run(
            "badge sizing", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 17
        ) { c, _ in
            DifferentialComparison.rewriteGroups(&c, { Self.estimatedBadges($0) }) ? Self.measured(c) : nil
        }
        print("[differential] badge sizing: \(count.prepared) cases with estimated badges, \(count.compared) compared")
        #expect(count.prepared >= 40, "only \(count.prepared) cases had an item badge")
        #expect(count.compared >= 30, "only \(count.compared) cases compared")
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
        let count = DifferentialComparison.run(
            "group supplementary sizing", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 19
        ) { c, _ in
            DifferentialComparison.rewriteGroups(&c, { Self.estimatedGroupSupplementaries($0) })
                ? Self.measured(c) : nil
        }
        #expect(count.prepared >= 40, "only \(count.prepared) cases had a group supplementary")
        #expect(count.compared >= 30, "only \(count.compared) cases compared")
    }

    /// True when some section or the layout has a boundary item with an estimated dimension.
    static func hasEstimatedBoundary(_ c: RandomLayoutCase) -> Bool {
        let items = c.sections.flatMap(\.boundarySupplementaryItems) + c.configuration.boundarySupplementaryItems
        return items.contains { $0.size.width.isEstimated || $0.size.height.isEstimated }
    }

    @Test("fast and reference solvers agree on random layouts whose estimated boundary items are measured")
    func agree() {
        let count = DifferentialComparison.run(
            "supplementary sizing", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 13
        ) { c, _ in
            Self.hasEstimatedBoundary(c) ? Self.measured(c) : nil
        }
        print(
            "[differential] supplementary sizing: \(count.prepared) cases with estimated boundary items, "
                + "\(count.compared) compared")
        #expect(count.prepared >= 40, "only \(count.prepared) cases had an estimated boundary item")
        #expect(count.compared >= 30, "only \(count.compared) cases compared")
    }
}
