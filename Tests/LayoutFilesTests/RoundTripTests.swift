import CompositionalLayout
import LayoutFiles
import LayoutRecipes
import LayoutTestSupport
import Testing

/// Export then decode: the same `Layout` value and the same frames.
@Suite("Layout file round trip")
struct RoundTripTests {
    /// A layout built by `Layout(sections:)` with one entry decodes as `.single`; compare that way.
    static func normalized(_ layout: Layout) -> Layout {
        var copy = layout
        if case .cycle(let list) = layout.sections, list.count == 1 { copy.sections = .single(list[0]) }
        return copy
    }

    @Test(
        "every exportable built-in recipe exports, decodes to an equal layout and solves to equal frames",
        arguments: Array(RecipeCatalog.builtInRecipes.indices))
    func builtIn(index: Int) throws {
        let recipe = RecipeCatalog.builtInRecipes[index]
        let environment = LayoutFile.exportEnvironment(for: recipe.sizeClass)
        let result = Result { () throws(ExportError) -> String in
            try LayoutFile.encode(recipe: recipe, environment: environment)
        }
        if case .failure(let error) = result {
            // Recipes with code (providers, hooks, computed custom groups) are skipped by design; any
            // other export failure is a bug.
            #expect(error.kind == .inexpressible, "\(recipe.name): \(error)")
            return
        }
        let text = try result.get()
        let document = try LayoutFile.decode(text, sourceName: recipe.name)
        let layout = recipe.layout(for: environment)
        #expect(document.layout == Self.normalized(layout), "\(recipe.name) \(recipe.sizeClass)")
        #expect(document.name == recipe.name)
        #expect(document.sizeClass == recipe.sizeClass)
        #expect(document.data == Array(repeating: recipe.defaultItems, count: recipe.defaultSections))

        let direct = try recipe.solve(in: environment)
        let data = try #require(document.layoutData)
        let fromFile = try document.layout.solve(in: environment, data: data)
        #expect(fromFile.allElements() == direct.allElements(), "\(recipe.name) \(recipe.sizeClass)")
        #expect(fromFile.contentSize == direct.contentSize)

        // Writing the decoded document again gives the same text (the format is canonical).
        #expect(try LayoutFile.encode(document) == text)
    }

    @Test("at least one built-in recipe is exportable (grid)")
    func gridExports() throws {
        let grid = try RecipeCatalog.builtIn.recipe(named: "grid", sizeClass: .compact)
        let text = try LayoutFile.encode(recipe: grid, environment: LayoutFile.exportEnvironment(for: .compact))
        #expect(text.contains(#""name": "grid""#))
        #expect(text.contains(#""sizeClass": "compact""#))
    }

    /// A layout that uses every key of the format at least once, with non-default values.
    static func everything() -> Layout {
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .fractionalHeight(0.25)),
            containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))),
            itemAnchor: Anchor(edges: [.bottom, .leading], offset: .absolute(Point(x: -1, y: 2))), zIndex: 7,
            contentInsets: DirectionalInsets(top: 1, leading: 0, bottom: 0, trailing: 0))
        let centred = SupplementaryItem(
            elementKind: "dot", size: LayoutSize(width: .absolute(4), height: .absolute(4)),
            containerAnchor: Anchor(edges: []), zIndex: -2)
        let item = Item(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(80)),
            contentInsets: DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            edgeSpacing: EdgeSpacing(leading: .flexible(0), top: .fixed(2), trailing: .flexible(1), bottom: nil),
            supplementaryItems: [badge, centred])
        let column = Group(
            arrangement: .vertical, size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
            subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))],
            repetition: .count(2), interItemSpacing: .fixed(4))
        let repeated = Group(
            arrangement: .horizontal, size: LayoutSize(width: .fractionalWidth(0.25), height: .absolute(30)),
            subitems: [.item(Item(size: LayoutSize(width: .absolute(10), height: .absolute(10))))],
            repetition: .repeating(3), contentInsets: DirectionalInsets(all: 0.5),
            edgeSpacing: EdgeSpacing(top: .flexible(3)),
            supplementaryItems: [SupplementaryItem(elementKind: "group-badge", edges: [.bottom])])
        let custom = Group.custom(
            LayoutSize(width: .absolute(100), height: .absolute(60)),
            provider: .fixed([
                CustomGroupItem(frame: Rect(x: 0, y: 0, width: 50, height: 60)),
                CustomGroupItem(frame: Rect(x: 40.5, y: -2, width: 60, height: 1.0 / 3), zIndex: 3),
            ]))
        let root = Group(
            arrangement: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)),
            subitems: [.item(item), .group(column), .group(repeated)], interItemSpacing: .flexible(8))
        let first = Section(
            group: root, contentInsets: DirectionalInsets(top: 10, leading: 0, bottom: 5, trailing: 0.25),
            interGroupSpacing: 12, orthogonalScrollingBehavior: .groupPagingCentered,
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                    alignment: .topLeading, offset: Point(x: 3, y: -4), extendsBoundary: false,
                    pinToVisibleBounds: true,
                    zIndex: 5),
                BoundarySupplementaryItem(
                    elementKind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
                    alignment: .bottom),
            ],
            decorationItems: [
                DecorationItem(elementKind: "background", contentInsets: DirectionalInsets(all: 8), zIndex: -1),
                DecorationItem.background(elementKind: "plain"),
            ],
            supplementariesFollowContentInsets: false)
        let second = Section(group: custom)
        return Layout(
            sections: [first, second],
            configuration: LayoutConfiguration(
                scrollDirection: .horizontal, interSectionSpacing: 16,
                boundarySupplementaryItems: [
                    BoundarySupplementaryItem(
                        elementKind: "banner", size: LayoutSize(width: .absolute(50), height: .fractionalHeight(1)),
                        alignment: .leading)
                ]))
    }

    @Test("a layout using every key of the format decodes to an equal value, and re-encodes to the same text")
    func everyKey() throws {
        let layout = Self.everything()
        let text = try LayoutFile.encode(
            layout, name: "every-key", summary: "Everything \"quoted\"\n", sizeClass: .regular, data: [3, 0, 2])
        let document = try LayoutFile.decode(text, sourceName: "every-key.json")
        #expect(document.layout == layout)
        #expect(document.name == "every-key")
        #expect(document.summary == "Everything \"quoted\"\n")
        #expect(document.sizeClass == .regular)
        #expect(document.data == [3, 0, 2])
        #expect(try LayoutFile.encode(document) == text)
    }

    @Test("defaults are omitted when writing and restored when reading")
    func defaultsOmitted() throws {
        let layout = Layout(
            section: Section {
                HGroup { Item() }
            })
        let text = try LayoutFile.encode(layout)
        for key in [
            "contentInsets", "interGroupSpacing", "scrollDirection", "zIndex", "extendsBoundary", "name", "data",
        ] {
            #expect(!text.contains(key), "\(key) written")
        }
        #expect(try LayoutFile.decode(text, sourceName: "min").layout == layout)
    }

    @Test("numbers that are not short decimals survive the text form exactly")
    func exactNumbers() throws {
        let values = [
            1.0 / 3, 0.1 + 0.2, 1e-7, 123_456_789.123_456_78, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        for v in values {
            let layout = Layout(
                section: Section {
                    HGroup { Item().width(.fractionalWidth(v)).contentInsets(v) }
                })
            let document = try LayoutFile.decode(try LayoutFile.encode(layout), sourceName: "n")
            #expect(document.layout == layout, "\(v)")
        }
    }
}
