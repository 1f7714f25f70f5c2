import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import LayoutRecipes
import RecipesCLI
import RecipesCommand
import Testing
import UIKitRecipes

/// Two sections on backgrounds, written as an app writes it.
///
/// Section 0: two cells per row 100 tall, each with a 20 x 20 badge on its top-trailing corner offset by
/// (5, -5), under a 40-point header, content insets 16. Section 1: two cells per row 50 tall, no insets, on a
/// background inset 8.
@MainActor
private func makeBadgedGrid() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, _ in
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: index == 0 ? [badge] : [])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(index == 0 ? 100 : 50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        if index == 0 {
            section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    elementKind: "header", alignment: .top)
            ]
        } else {
            background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        section.decorationItems = [background]
        return section
    }
}

/// A grid under a pinned section header, between a layout-wide header and footer, with an empty second
/// section that has a header of its own.
@MainActor
private func makePinnedAndLayoutWide() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
    )
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            elementKind: "layout-header", alignment: .top),
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24)),
            elementKind: "layout-footer", alignment: .bottom),
    ]
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}

/// A horizontally scrolling layout of badged columns on a background, and a vertical one whose section
/// scrolls orthogonally with badged cards on a background inset 4.
@MainActor
private func makeScrolling(_ direction: UICollectionView.ScrollDirection) -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
        supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(200)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    section.decorationItems = [background]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = direction
    if direction == .vertical { section.orthogonalScrollingBehavior = .continuous }
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}

/// Badged cells 120 wide in rows 100 tall, each overlapping the next by 20 (spacing -20): no cut separates
/// them, so the replay lays them one after the other with negative edge spacing.
@MainActor
private func makeOverlapping() -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
    group.interItemSpacing = .fixed(-20)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// Badged cells in nested groups, item order not row by row: a tall cell on the left, two stacked on the
/// right, each badged on its top-trailing corner, in a section inset 10 on a background.
@MainActor
private func makeNested() -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(12)),
        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let tall = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [badge])
    let small = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
        supplementaryItems: [badge])
    let column = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
        subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)),
        subitems: [tall, column])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
    return UICollectionViewCompositionalLayout(section: section)
}

/// One element as both sides report it: category, kind, index path, frame and zIndex.
private struct Reported: Hashable, CustomStringConvertible {
    var category: String
    var kind: String? = nil
    var section: Int
    var item: Int
    var frame: Rect
    var zIndex: Int

    var description: String { "\(category) \(kind ?? "-") \(section).\(item) \(frame) z\(zIndex)" }

    /// A cell at `frame`.
    static func cell(_ section: Int, _ item: Int, _ frame: Rect, z: Int) -> Reported {
        Reported(category: "cell", section: section, item: item, frame: frame, zIndex: z)
    }
    /// A supplementary of `kind` at `frame`.
    static func supplementary(_ kind: String, _ section: Int, _ item: Int, _ frame: Rect, z: Int) -> Reported {
        Reported(category: "supplementary", kind: kind, section: section, item: item, frame: frame, zIndex: z)
    }
    /// A decoration of `kind` at `frame`.
    static func decoration(_ kind: String, _ section: Int, _ frame: Rect, z: Int) -> Reported {
        Reported(category: "decoration", kind: kind, section: section, item: 0, frame: frame, zIndex: z)
    }
}

/// Every element `HeadlessCollectionView` reports for `makeLayout` at `width` x 844 with `itemCounts`, with
/// `scale` pixels per point.
@MainActor
private func hosted(
    _ makeLayout: () -> UICollectionViewCompositionalLayout, width: Double, itemCounts: [Int], scale: Double = 3
) -> Set<Reported> {
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: makeLayout())
    view.itemCounts = itemCounts
    view.displayScale = CGFloat(scale)
    view.layoutIfNeeded()
    let everything = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
    return Set(
        view.layoutAttributesForElements(in: everything).map { a in
            let category: String =
                switch a.representedElementCategory {
                case .cell: "cell"
                case .supplementaryView: "supplementary"
                case .decorationView: "decoration"
                }
            return Reported(
                category: category, kind: a.representedElementKind, section: a.indexPath.section,
                item: a.indexPath.item,
                frame: Rect(
                    x: Double(a.frame.minX), y: Double(a.frame.minY), width: Double(a.frame.width),
                    height: Double(a.frame.height)), zIndex: a.zIndex)
        })
}

/// Every element of `recipe` solved at `width` x 844 with `itemCounts`, with `scale` pixels per point; unless
/// `clean` is false, the solve warns of nothing and keeps its invariants.
private func replayed(
    _ recipe: Recipe, width: Double, itemCounts: [Int], scale: Double = 3, clean: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Set<Reported> {
    let solved = try recipe.solve(
        in: LayoutEnvironment(width: width, height: 844, displayScale: scale), data: LayoutData(itemCounts: itemCounts))
    if clean {
        #expect(solved.warnings == [], sourceLocation: sourceLocation)
        #expect(solved.checkInvariants() == [], sourceLocation: sourceLocation)
    }
    return Set(
        solved.allElements().map {
            Reported(
                category: $0.category.rawValue, kind: $0.elementKind, section: $0.indexPath.section,
                item: $0.indexPath.item, frame: $0.frame, zIndex: $0.zIndex)
        })
}

private let badgedGrid = Recipe.uikit(
    name: "badged-grid", summary: "A badged grid on a background.", defaultSections: 2, defaultItems: 5,
    makeLayout: makeBadgedGrid)

private let pinnedAndLayoutWide = Recipe.uikit(
    name: "pinned", summary: "A pinned header between layout-wide items.", defaultSections: 2, defaultItems: 3,
    makeLayout: makePinnedAndLayoutWide)

@Suite("UIKit replay: every element HeadlessCollectionView reports, at its frame, index path and zIndex")
struct UIKitReplayTests {
    @Test("at 390 points backgrounds and badges are the hand-checked ones, and every element is the host's")
    @MainActor
    func badgedGridAt390() throws {
        let elements = try replayed(badgedGrid, width: 390, itemCounts: [5, 2])
        // Section 0: the header is 390 - 2 x 16 = 358 wide at x 16 (it follows the insets, spec B2); rows
        // start at 40 + 16 = 56, each 100 tall, cells 358 / 2 = 179 wide at x 16 and 16 + 179 = 195.
        // Its frame is 40 + 16 + 3 x 100 + 16 = 372 long and the full 390 wide (spec C1: insets included).
        // Cells on a background have zIndex 1 (spec C2).
        let expected: Set<Reported> = [
            .supplementary("header", 0, 0, Rect(x: 16, y: 0, width: 358, height: 40), z: 1),
            .decoration("background", 0, Rect(x: 0, y: 0, width: 390, height: 40 + 16 + 300 + 16), z: 0),
            .cell(0, 0, Rect(x: 16, y: 56, width: 179, height: 100), z: 1),
            .cell(0, 1, Rect(x: 195, y: 56, width: 179, height: 100), z: 1),
            .cell(0, 2, Rect(x: 16, y: 156, width: 179, height: 100), z: 1),
            .cell(0, 3, Rect(x: 195, y: 156, width: 179, height: 100), z: 1),
            .cell(0, 4, Rect(x: 16, y: 256, width: 179, height: 100), z: 1),
            // Badge on a cell at (cx, cy), spec A2: P = (cx + 179, cy); origin = P - (20, 0) + (5, -5) =
            // (cx + 164, cy - 5); zIndex 1 (spec A4); index path the cell's.
            .supplementary("badge", 0, 0, Rect(x: 16 + 164, y: 56 - 5, width: 20, height: 20), z: 1),
            .supplementary("badge", 0, 1, Rect(x: 195 + 164, y: 56 - 5, width: 20, height: 20), z: 1),
            .supplementary("badge", 0, 2, Rect(x: 16 + 164, y: 156 - 5, width: 20, height: 20), z: 1),
            .supplementary("badge", 0, 3, Rect(x: 195 + 164, y: 156 - 5, width: 20, height: 20), z: 1),
            .supplementary("badge", 0, 4, Rect(x: 16 + 164, y: 256 - 5, width: 20, height: 20), z: 1),
            // Section 1 starts at 372: one row of two 195-wide cells 50 tall; its background is its frame
            // (0, 372, 390, 50) inset 8 on every side.
            .cell(1, 0, Rect(x: 0, y: 372, width: 195, height: 50), z: 1),
            .cell(1, 1, Rect(x: 195, y: 372, width: 195, height: 50), z: 1),
            .decoration("background", 1, Rect(x: 8, y: 372 + 8, width: 390 - 16, height: 50 - 16), z: 0),
        ]
        #expect(elements.subtracting(expected).sorted { $0.description < $1.description } == [])
        #expect(expected.subtracting(elements).sorted { $0.description < $1.description } == [])
        // And the host's own report is the same set.
        #expect(elements == hosted(makeBadgedGrid, width: 390, itemCounts: [5, 2]))
    }

    @Test(
        "at other widths, counts and scales the replay equals the host for every element",
        arguments: [320.0, 391, 768, 1024], [0.0, 2, 3])
    @MainActor
    func badgedGridEqualsHost(width: Double, scale: Double) throws {
        for counts in [[5, 2], [1, 0], [0, 3], [7, 1], [2, 0, 3]] {
            let elements = try replayed(badgedGrid, width: width, itemCounts: counts, scale: scale)
            let host = hosted(makeBadgedGrid, width: width, itemCounts: counts, scale: scale)
            #expect(
                elements.symmetricDifference(host).sorted { $0.description < $1.description } == [],
                "width \(width), counts \(counts), scale \(scale)")
        }
    }

    @Test("layout-wide header and footer, a pinned header and an empty section with a header replay at rest")
    @MainActor
    func layoutWideAndPinned() throws {
        let empty = try replayed(pinnedAndLayoutWide, width: 390, itemCounts: [3, 0])
        // The layout header is 60 tall; section 0's header 30, then two rows of 80 (3 items, two a row):
        // section 1 starts at 60 + 30 + 2 x 80 = 250 and, empty, is its 30-point header alone (spec S8);
        // the layout footer follows at 250 + 30 = 280. Layout-wide items are at (0, 0) (docs/geometry.md).
        let expected: Set<Reported> = [
            .supplementary("layout-header", 0, 0, Rect(x: 0, y: 0, width: 390, height: 60), z: 1),
            .supplementary("header", 0, 0, Rect(x: 0, y: 60, width: 390, height: 30), z: 1),
            .cell(0, 0, Rect(x: 0, y: 90, width: 195, height: 80), z: 0),
            .cell(0, 1, Rect(x: 195, y: 90, width: 195, height: 80), z: 0),
            .cell(0, 2, Rect(x: 0, y: 170, width: 195, height: 80), z: 0),
            .supplementary("header", 1, 0, Rect(x: 0, y: 60 + 30 + 2 * 80, width: 390, height: 30), z: 1),
            .supplementary("layout-footer", 0, 0, Rect(x: 0, y: 250 + 30, width: 390, height: 24), z: 1),
        ]
        #expect(empty.symmetricDifference(expected).sorted { $0.description < $1.description } == [])
        for counts in [[3, 0], [3, 2], [0, 3], [0, 0]] {
            let elements = try replayed(pinnedAndLayoutWide, width: 390, itemCounts: counts)
            let host = hosted(makePinnedAndLayoutWide, width: 390, itemCounts: counts)
            #expect(
                elements.symmetricDifference(host).sorted { $0.description < $1.description } == [],
                "counts \(counts)")
        }
    }

    @Test("a horizontal layout and an orthogonal section replay every badge and background", arguments: [0, 1])
    @MainActor
    func scrolling(direction: Int) throws {
        let scroll: UICollectionView.ScrollDirection = direction == 0 ? .horizontal : .vertical
        let recipe = Recipe.uikit(name: "scrolling", summary: "Badged columns.") { makeScrolling(scroll) }
        for counts in [[5], [9, 4], [0, 2], [3, 0, 4]] {
            // An orthogonal section replays as a plain one as wide as its content at rest, which the engine
            // warns of and its invariants flag (docs/plugins.md).
            let elements = try replayed(recipe, width: 390, itemCounts: counts, clean: scroll == .horizontal)
            let host = hosted({ makeScrolling(scroll) }, width: 390, itemCounts: counts)
            #expect(
                elements.symmetricDifference(host).sorted { $0.description < $1.description } == [],
                "direction \(scroll), counts \(counts)")
        }
    }

    @Test("badged cells of nested groups replay in item order, with no warning")
    @MainActor
    func nested() throws {
        let recipe = Recipe.uikit(name: "nested", summary: "Nested badged cells.", makeLayout: makeNested)
        for counts in [[3], [7], [4, 2]] {
            let elements = try replayed(recipe, width: 390, itemCounts: counts)
            // The right column's second cell: x 10 + (390 - 20) / 2 = 195, y 10 + 160 / 2 = 90, 185 x 80; its
            // badge's top-trailing corner on the cell's: x 195 + 185 - 12 = 368.
            #expect(elements.contains(.cell(0, 2, Rect(x: 195, y: 90, width: 185, height: 80), z: 1)))
            #expect(elements.contains(.supplementary("badge", 0, 2, Rect(x: 368, y: 90, width: 12, height: 12), z: 1)))
            let host = hosted(makeNested, width: 390, itemCounts: counts)
            #expect(elements.symmetricDifference(host).sorted { $0.description < $1.description } == [], "\(counts)")
        }
    }

    @Test("overlapping badged cells replay at their frames, one after the other")
    @MainActor
    func overlapping() throws {
        let recipe = Recipe.uikit(name: "overlapping", summary: "Overlapping cells.", makeLayout: makeOverlapping)
        let elements = try replayed(recipe, width: 390, itemCounts: [4], clean: false)
        // A row holds n cells while 120 + (n - 1) x (120 - 20) <= 390: three (320; four need 420), at x 0, 100
        // and 200, overlapping by 20; item 3 starts the next row at y 100. Badges sit on their top-leading
        // corners (spec A2).
        #expect(elements.contains(.cell(0, 2, Rect(x: 2 * 100, y: 0, width: 120, height: 100), z: 0)))
        #expect(elements.contains(.supplementary("badge", 0, 2, Rect(x: 200, y: 0, width: 10, height: 10), z: 1)))
        #expect(elements.contains(.cell(0, 3, Rect(x: 0, y: 100, width: 120, height: 100), z: 0)))
        #expect(elements.contains(.supplementary("badge", 0, 3, Rect(x: 0, y: 100, width: 10, height: 10), z: 1)))
        let host = hosted(makeOverlapping, width: 390, itemCounts: [4])
        #expect(elements.symmetricDifference(host).sorted { $0.description < $1.description } == [])
    }

    @Test("a pinned header is replayed where it rests: scrolled, the host pins it and the replay does not")
    @MainActor
    func pinnedHeaderRests() throws {
        let solved = try pinnedAndLayoutWide.solve(
            in: LayoutEnvironment(width: 390, height: 844, displayScale: 3), data: LayoutData(itemCounts: [3, 2]))
        let replayed = solved.elements(atScrollOffset: 100).first {
            $0.elementKind == "header" && $0.indexPath.section == 0
        }
        // At rest the header is under the 60-point layout header; the replay keeps it there (docs/plugins.md).
        #expect(replayed?.frame == Rect(x: 0, y: 60, width: 390, height: 30))
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: makePinnedAndLayoutWide())
        view.itemCounts = [3, 2]
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 100)
        let hosted = view.layoutAttributesForElements(in: view.bounds).first {
            $0.representedElementKind == "header" && $0.indexPath.section == 0
        }
        // The host pins it to the top of the visible rect, y 100 (spec B5).
        #expect(hosted?.frame == CGRect(x: 0, y: 100, width: 390, height: 30))
    }

    @Test("run lists the backgrounds and the badges with their cells' index paths")
    func runListsThem() throws {
        let run = RecipesCommand.run(
            arguments: ["run", "badged-grid", "--widths", "390", "--items", "3"],
            catalog: try RecipeCatalog([badgedGrid]))
        // 3 items: two rows in section 0, 40 + 16 + 2 x 100 + 16 = 272 long, its background 390 x 272; item 1's
        // badge at 195 + 164 = 359, 56 - 5 = 51; section 1's background (0, 272, 390, 2 x 50) inset 8.
        let rows = [
            "decoration    background     0.0             0.00       0.00     390.00     272.00    0",
            "supplementary badge          0.1           359.00      51.00      20.00      20.00    1",
            "decoration    background     1.0             8.00     280.00     374.00      84.00    0",
        ]
        for row in rows { #expect(run.stdout.contains(row + "\n"), "\(row)") }
        #expect(run.exitCode == 0)
    }
}
