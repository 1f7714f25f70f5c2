import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation
import LayoutRecipes
import RecipesCLI
import RecipesCommand
import Testing
import UIKitRecipes

/// Two cells per row 100 tall, items inset 4, the section inset 10 at each side, under a 40-point header:
/// written as an app writes it.
@MainActor
private func makeHeaderGrid() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
    )
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: "header", alignment: .top)
    ]
    return UICollectionViewCompositionalLayout(section: section)
}

/// Full-width rows, each estimated 50 tall: they take what the cells answer.
@MainActor
private func makeEstimatedRows() -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A section provider that returns nil: the host lays out nothing.
@MainActor
private func makeBroken() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, _ in nil }
}

private let headerGrid = Recipe.uikit(
    name: "header-grid", summary: "Two cells per row under a header.", defaultItems: 3, makeLayout: makeHeaderGrid)

@Suite("UIKit recipes: a UICollectionViewCompositionalLayout function as a recipe")
struct UIKitRecipeTests {
    @Test("at 320 points the recipe's frames are the hand-checked ones HeadlessCollectionView gives")
    @MainActor
    func framesAt320() throws {
        let solved = try headerGrid.solve(in: LayoutEnvironment(width: 320, height: 844))
        let frames = Dictionary(
            uniqueKeysWithValues: solved.allElements().map { ("\($0.elementKind ?? "cell") \($0.indexPath)", $0.frame) }
        )
        // The section is 320 - 2 x 10 = 300 wide; each half 150, inset 4: 142 x 92. The header is 300 x 40 at
        // x 10 (it follows the section's insets); the rows start under it at 40, each 100 tall.
        let expected: [String: Rect] = [
            "header \(IndexPath(section: 0, item: 0))": Rect(x: 10, y: 0, width: 300, height: 40),
            "cell \(IndexPath(section: 0, item: 0))": Rect(x: 10 + 4, y: 40 + 4, width: 142, height: 92),
            "cell \(IndexPath(section: 0, item: 1))": Rect(x: 10 + 150 + 4, y: 40 + 4, width: 142, height: 92),
            "cell \(IndexPath(section: 0, item: 2))": Rect(x: 10 + 4, y: 40 + 100 + 4, width: 142, height: 92),
        ]
        #expect(frames == expected)
        #expect(solved.contentSize == Size(width: 320, height: 40 + 2 * 100))
        // The same frames from the facade's host, read directly.
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 844), collectionViewLayout: makeHeaderGrid())
        view.itemCounts = [3]
        view.layoutIfNeeded()
        let hosted = view.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 844))
        #expect(hosted.count == 4)
        for attributes in hosted {
            let key =
                "\(attributes.representedElementKind ?? "cell") "
                + "\(IndexPath(section: attributes.indexPath.section, item: attributes.indexPath.item))"
            let f = attributes.frame
            #expect(
                frames[key]
                    == Rect(x: Double(f.minX), y: Double(f.minY), width: Double(f.width), height: Double(f.height)))
        }
    }

    @Test("the command runs it at the data it is given, and names it in list")
    func command() throws {
        let catalog = { try RecipeCatalog([headerGrid]) }
        let run = RecipesCommand.run(
            arguments: ["run", "header-grid", "--widths", "320", "--items", "4"], catalog: try catalog())
        // 4 items: two rows, 40 + 200.
        #expect(run.stdout.hasPrefix("header-grid at width 320, height 844, compact, content size 320 x 240\n"))
        #expect(
            run.stdout.contains("cell          -              0.3           164.00     144.00     142.00      92.00"))
        let list = RecipesCommand.run(arguments: ["list"], catalog: try catalog())
        #expect(list.stdout.contains("header-grid"))
        let sweep = RecipesCommand.run(
            arguments: ["sweep", "header-grid", "--widths", "300,350,400,800", "--jobs", "2"], catalog: try catalog())
        #expect(sweep.exitCode == 0)
        // bench times it: 3 cells and the header are 4 elements.
        let bench = RecipesCommand.run(
            arguments: ["bench", "header-grid", "--widths", "320", "--rounds", "1"], catalog: try catalog())
        #expect(bench.stdout.contains("\n| header-grid | - | 320 | 4 | "))
    }

    @Test("snapshot, diff and gallery work on it")
    func snapshotDiffGallery() throws {
        let catalog = try RecipeCatalog([headerGrid])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-recipes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["old", "new"] {
            let snapshot = RecipesCommand.run(
                arguments: ["snapshot", "header-grid", "--widths", "320,768", "--output", folder.path + "/" + name],
                catalog: catalog)
            #expect(snapshot.exitCode == 0)
        }
        let diff = RecipesCommand.run(
            arguments: ["diff", folder.path + "/old", folder.path + "/new"], catalog: catalog)
        #expect(diff.exitCode == 0)
        let page = folder.appendingPathComponent("gallery.html")
        let gallery = RecipesCommand.run(
            arguments: ["gallery", "--recipe", "header-grid", "--output", page.path, "--quiet"], catalog: catalog)
        #expect(gallery == Outcome())
        #expect(try String(contentsOf: page, encoding: .utf8).contains("header-grid"))
    }

    @Test("export refuses a UIKit recipe in one sentence, exit 1, as a layout file and as UIKit code")
    func exportRefusal() throws {
        let catalog = try RecipeCatalog([headerGrid])
        let file = RecipesCommand.run(arguments: ["export", "header-grid"], catalog: catalog)
        #expect(
            file
                == Outcome(
                    stderr: "Error: recipe 'header-grid' cannot be written as a layout file: its layout is UIKit code "
                        + "(a function returning UICollectionViewCompositionalLayout), whose behaviour a file cannot "
                        + "hold; 'recipes snapshot' or 'recipes run --format json' write its frames.\n", exitCode: 1))
        let swift = RecipesCommand.run(arguments: ["export", "header-grid", "--format", "swift"], catalog: catalog)
        #expect(swift.exitCode == 1)
        #expect(swift.stderr.hasPrefix("Error: recipe 'header-grid' cannot be written as UIKit code: its layout is "))
    }

    @Test("self-sizing answers come from the host conditions, else from run --sizes")
    func selfSizing() throws {
        let answered = Recipe.uikit(
            name: "answered", summary: "Rows 70 tall.", defaultItems: 2,
            host: UIKitHost(preferredSize: { _, proposed in CGSize(width: proposed.width, height: 70) }),
            makeLayout: makeEstimatedRows)
        let rows = Recipe.uikit(
            name: "rows", summary: "Estimated rows.", defaultItems: 3, makeLayout: makeEstimatedRows)
        let catalog = try RecipeCatalog([answered, rows])
        // Two rows of 70.
        let host = RecipesCommand.run(arguments: ["run", "answered", "--widths", "320"], catalog: catalog)
        #expect(host.stdout.hasPrefix("answered at width 320, height 844, compact, content size 320 x 140\n"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sizes-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: path) }
        try #"{"cells": [{"section": 0, "item": 1, "height": 80}]}"#.write(to: path, atomically: true, encoding: .utf8)
        let sized = RecipesCommand.run(
            arguments: ["run", "rows", "--widths", "320", "--sizes", path.path], catalog: catalog)
        // Item 1 answers 80, the others keep the estimate 50: 50 + 80 + 50 = 180, item 2 at y 130.
        #expect(sized.stdout.hasPrefix("rows at width 320, height 844, compact, content size 320 x 180\n"))
        #expect(
            sized.stdout.contains("cell          -              0.2             0.00     130.00     320.00      50.00"))
    }

    @Test("a layout the host cannot lay out is one sentence, exit 1, never a crash")
    func hostFailure() throws {
        let broken = Recipe.uikit(name: "broken", summary: "Nil sections.", defaultItems: 1, makeLayout: makeBroken)
        let run = RecipesCommand.run(
            arguments: ["run", "broken", "--widths", "320"], catalog: try RecipeCatalog([broken]))
        #expect(
            run
                == Outcome(
                    stderr: "Error: recipe 'broken' cannot be solved at width 320: The section provider returned nil "
                        + "for section 0; it must return a section for every index.\n", exitCode: 1))
    }
}
