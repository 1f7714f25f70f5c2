import CompositionalLayout
import Foundation
import LayoutFiles
import LayoutRecipes
import Testing

/// Layouts written as UIKit Swift source by `UIKitSourceWriter`.
///
/// Whether the source compiles and gives the recipe's
/// frames is checked by the GeneratedUIKit tests against `CompositionalLayoutUIKit`.
@Suite("UIKit source writer")
struct UIKitSourceWriterTests {
    /// The source of a catalog recipe, every size class it registers; nil when it is code.
    static func source(_ name: String) -> String? {
        let variants = RecipeCatalog.builtIn.providers(named: name).map {
            UIKitSourceWriter.Variant(
                sizeClass: $0.sizeClass,
                layouts: LayoutFile.layouts(
                    of: $0, sizeClass: $0.sizeClass == .regular ? .regular : .compact, sections: $0.defaultSections))
        }
        return try? UIKitSourceWriter.source(
            name: name, summary: nil, variants: variants, command: "recipes export \(name) --format swift")
    }

    /// The identifiers of Swift source outside comments, string literals and number literals.
    static func identifiers(_ source: String) -> Set<String> {
        var found = Set<String>()
        for rawLine in source.split(separator: "\n") {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            var token = ""
            var inString = false
            var inNumber = false
            for c in line + " " {
                if inString {
                    if c == "\"" { inString = false }
                    continue
                }
                if c == "\"" {
                    inString = true
                    continue
                }
                if token.isEmpty && !inNumber && c.isNumber {
                    inNumber = true
                    continue
                }
                if inNumber {
                    if c.isNumber || c == "." || c == "e" || c == "-" || c == "+" { continue }
                    inNumber = false
                }
                if c.isLetter || c == "_" || (c.isNumber && !token.isEmpty) {
                    token.append(c)
                } else {
                    if !token.isEmpty { found.insert(token) }
                    token = ""
                }
            }
        }
        return found
    }

    /// Names a generated file declares itself (`let x`, `func f`) and closure parameters.
    static func localNames(_ source: String) -> Set<String> {
        var names: Set<String> = ["sectionIndex", "environment", "_"]
        let words = source.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" })
        for (i, word) in words.enumerated()
        where (word == "let" || word == "func" || word == "for") && i + 1 < words.count {
            names.insert(String(words[i + 1]))
        }
        // A closure's parameters: `{ visibleItems, offset, environment in`.
        for line in source.split(separator: "\n") where line.hasSuffix(" in") {
            guard let brace = line.lastIndex(of: "{") else { continue }
            for name in line[line.index(after: brace)...].dropLast(3).split(separator: ",") {
                names.insert(name.trimmingCharacters(in: .whitespaces))
            }
        }
        return names
    }

    static let keywords: Set<String> = [
        "let", "func", "return", "if", "else", "endif", "switch", "case", "default", "import", "in", "nil", "true",
        "false", "for",
    ]

    @Test("every exportable recipe's source uses only the UIKit names in UIKitSymbols")
    func onlyListedSymbols() throws {
        var exported = 0
        for name in RecipeCatalog.builtIn.names {
            guard let source = Self.source(name) else { continue }
            exported += 1
            let unknown = Self.identifiers(source).subtracting(Self.keywords).subtracting(Self.localNames(source))
                .subtracting(UIKitSymbols.all)
            #expect(unknown.isEmpty, "\(name) uses \(unknown.sorted())")
        }
        // Every built-in recipe but adaptive-grid and photo-library (an adaptive count has no UIKit API),
        // waterfall and waterfall-mixed (a waterfall group has none either) and chat-transcript (short content
        // at the end has none).
        #expect(exported == RecipeCatalog.builtIn.names.count - 5)
    }

    @Test("the symbol check itself finds a name outside the list")
    func checkCanFail() {
        let source = "let layout = UICollectionViewFlowLayout()\n"
        let unknown = Self.identifiers(source).subtracting(Self.keywords).subtracting(Self.localNames(source))
            .subtracting(UIKitSymbols.all)
        #expect(unknown == ["UICollectionViewFlowLayout"])
    }

    @Test("a recipe with compact and regular layouts switches on the horizontal size class")
    func sizeClassSwitch() throws {
        let source = try #require(Self.source("grid"))
        #expect(source.contains("func makeCompactSection(_ sectionIndex: Int) -> NSCollectionLayoutSection {"))
        #expect(source.contains("func makeRegularSection(_ sectionIndex: Int) -> NSCollectionLayoutSection {"))
        #expect(source.contains("if environment.traitCollection.horizontalSizeClass == .regular {"))
        // The regular grid has six columns: 1/6 as Swift writes it exactly.
        #expect(source.contains(".fractionalWidth(0.16666666666666666)"))
    }

    @Test("a one-section layout is built inline with named constants, one statement per line")
    func singleSection() throws {
        let source = try #require(Self.source("item-badges"))
        let body = source.split(separator: "\n").map(String.init)
        #expect(
            body.contains("    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])"))
        #expect(body.contains("    return UICollectionViewCompositionalLayout(section: section)"))
        #expect(body.allSatisfy { $0.count <= 120 })
    }

    @Test("layouts with code, or with what UIKit code cannot say, are refused naming the part")
    func refusals() {
        func refusal(_ layout: Layout) -> [String]? {
            do {
                _ = try UIKitSourceWriter.source(
                    name: "x", summary: nil, variants: [.init(sizeClass: .any, layout: layout)], command: "x")
                return nil
            } catch {
                return error.problems.map(\.description)
            }
        }
        let hook = Layout(
            section: Section { HGroup { Item() } }.visibleItemsHandler(name: "fade") { items, _, _ in items })
        #expect(
            refusal(hook) == [
                "sections[0].visibleItemsHandler: a visible-items hook ('fade') is code; a layout file cannot express it"
            ])
        let last = Layout(
            section: Section {
                HGroup {
                    Item().supplementaryItems { SupplementaryItem(elementKind: "badge").visibility(.lastInSection) }
                }
            })
        #expect(
            refusal(last) == [
                "sections[0].group.subitems[0].supplementaryItems[0].visibility: 'lastInSection' cannot be written as "
                    + "UIKit code: a visible-items handler does not know the section's item count"
            ])
        let mixed = Layout(
            section: Section {
                HGroup {
                    Item().supplementaryItems { SupplementaryItem(elementKind: "badge").visibility(.firstInSection) }
                    Item().supplementaryItems { SupplementaryItem(elementKind: "badge") }
                }
            })
        #expect(
            refusal(mixed) == [
                "sections[0].group.subitems[1].supplementaryItems[0]: another supplementary of kind 'badge' in this "
                    + "section has another visibility; UIKit code hides supplementaries by kind"
            ])
    }

    @Test("data forms are written as UIKit code: width branches, a visible-items handler, computed custom frames")
    func dataForms() throws {
        let adaptive = try #require(Self.source("adaptive-sections"))
        #expect(adaptive.contains("let effectiveWidth = environment.container.effectiveContentSize.width"))
        #expect(adaptive.contains("if effectiveWidth <= 800 {"))
        let banner = try #require(Self.source("badge-banner"))
        #expect(banner.contains("item.isHidden = item.indexPath.item % 5 != 0"))
        let carousel = try #require(Self.source("scaling-carousel"))
        #expect(carousel.contains("let scale = max(1.1 - distance / width, 0.7)"))
        #expect(carousel.contains("item.transform = CGAffineTransform(scaleX: scale, y: scale)"))
        let mosaic = try #require(Self.source("mosaic"))
        #expect(mosaic.contains("width: max(0, 0.5 * width - 4)"))
    }

    @Test("fixed custom frames, every anchor form, spacing and escaping are written as UIKit code")
    func valueForms() throws {
        let badge = SupplementaryItem(
            elementKind: "new \"badge\"", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing], offset: .absolute(Point(x: 3, y: -4))),
            itemAnchor: Anchor(edges: [], offset: .fractional(Point(x: 0.5, y: 0.5))), zIndex: 2)
        let custom = Group.custom(
            LayoutSize(width: .fractionalWidth(0.5), height: .absolute(100)),
            provider: .fixed([CustomGroupItem(frame: Rect(x: 0, y: 0, width: 50, height: 100), zIndex: 3)]))
        var row = Group.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [
                .item(
                    Item(
                        size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                        supplementaryItems: [badge])), .group(custom),
            ])
        row.interItemSpacing = .flexible(8)
        let layout = Layout(section: Section(group: row), configuration: LayoutConfiguration(interSectionSpacing: 12))
        let source = try UIKitSourceWriter.source(
            name: "forms", summary: "All forms.", variants: [.init(sizeClass: .any, layout: layout)],
            functionName: "makeFormsLayout", command: "test")
        #expect(source.contains("func makeFormsLayout() -> UICollectionViewCompositionalLayout {"))
        #expect(
            source.contains("NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 3, y: -4))"))
        #expect(source.contains("NSCollectionLayoutAnchor(edges: [], fractionalOffset: CGPoint(x: 0.5, y: 0.5))"))
        #expect(source.contains("elementKind: \"new \\\"badge\\\"\""))
        #expect(source.contains("newBadge.zIndex = 2"))
        #expect(
            source.contains(
                "NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 100), zIndex: 3),"))
        #expect(source.contains("group.interItemSpacing = .flexible(8)"))
        #expect(source.contains("configuration.interSectionSpacing = 12"))
        #expect(
            source.contains(
                "return UICollectionViewCompositionalLayout(section: section, configuration: configuration)"))
    }
}
