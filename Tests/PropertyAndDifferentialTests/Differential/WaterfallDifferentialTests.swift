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
        let count = DifferentialComparison.run(
            "waterfall differential", total: Self.cases, base: PropertyTestSettings.baseSeed &+ 13
        ) { c, seed in
            let axis = c.configuration.scrollDirection
            c.sections = c.sections.map { Self.waterfall($0, seed: seed, scrollAxis: axis) }
            return c.data
        }
        print("[differential] waterfall: \(count.compared) of \(Self.cases) cases compared")
        #expect(count.compared >= 100, "only \(count.compared) cases compared")
    }
}
