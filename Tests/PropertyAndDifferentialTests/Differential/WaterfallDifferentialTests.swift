import CompositionalLayout
import LayoutTestSupport
import ReferenceSolver
import Testing

/// Waterfall groups (spec G13) in the differential test: the random layouts with each section's root group
/// rewritten as a waterfall of its items, solved by the engine and by the reference solver, which places
/// the columns on its own from the spec text.
@Suite("Differential: waterfall groups")
struct WaterfallDifferentialTests {
    /// How many random cases are rewritten and compared.
    static let cases = 300

    /// The items of `group`, depth first.
    static func items(_ group: Group) -> [Item] {
        group.subitems.flatMap { child -> [Item] in
            switch child {
            case .item(let item): [item]
            case .group(let nested): items(nested)
            }
        }
    }

    /// `dimension` with a fraction of the scroll axis made a fraction of the column (spec G13 refuses the former).
    static func columnRelative(_ dimension: Dimension, scrollAxis: Axis) -> Dimension {
        switch dimension {
        case .fractionalHeight(let f) where scrollAxis == .vertical: .fractionalWidth(f)
        case .fractionalWidth(let f) where scrollAxis == .horizontal: .fractionalHeight(f)
        default: dimension
        }
    }

    /// `section` with its root group made a waterfall of its items; columns and spacings from the seed.
    static func waterfall(_ section: Section, seed: UInt64, scrollAxis: Axis) -> Section {
        var copy = section
        let columns: WaterfallColumns =
            seed % 3 == 0 ? .adaptive(minimumWidth: Double(20 + seed % 140)) : .count(Int(1 + seed % 5))
        let subitems = items(section.group).map { item -> Item in
            var item = item
            item.size.width = columnRelative(item.size.width, scrollAxis: scrollAxis)
            item.size.height = columnRelative(item.size.height, scrollAxis: scrollAxis)
            return item
        }
        copy.group = Group(
            arrangement: .waterfall(
                Waterfall(columns: columns, columnSpacing: Double(seed % 4) * 3, itemSpacing: Double(seed % 3) * 5)),
            size: section.group.size, subitems: subitems.map { .item($0) }, contentInsets: section.group.contentInsets,
            edgeSpacing: section.group.edgeSpacing)
        copy.orthogonalScrollingBehavior = .none
        return copy
    }

    @Test("fast and reference solvers agree on random layouts with waterfall sections")
    func agree() {
        var compared = 0
        for seed in PropertyTestSettings.seeds(
            batch: 0, of: 1, total: Self.cases, base: PropertyTestSettings.baseSeed &+ 13)
        {
            var c = RandomLayoutGenerator.makeCase(seed: seed, contained: false)
            let axis = c.configuration.scrollDirection
            c.sections = c.sections.map { Self.waterfall($0, seed: seed, scrollAxis: axis) }
            guard let fast = try? solve(c.layout, in: c.environment, data: c.data),
                let reference = try? referenceSolve(c.layout, in: c.environment, data: c.data)
            else { continue }
            compared += 1
            let found = DifferentialTests.differences(fast, reference)
            if !found.isEmpty {
                Issue.record("waterfall differential seed \(seed): \(found.joined(separator: "\n  "))\n\(c)")
                break
            }
        }
        print("[differential] waterfall: \(compared) of \(Self.cases) cases compared")
        #expect(compared >= 100, "only \(compared) cases compared")
    }
}
