import CompositionalLayout
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
                sizeClass: $0.sizeClass, layout: $0.layout(for: LayoutFile.exportEnvironment(for: $0.sizeClass)))
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
        for (i, word) in words.enumerated() where (word == "let" || word == "func") && i + 1 < words.count {
            names.insert(String(words[i + 1]))
        }
        return names
    }

    static let keywords: Set<String> = [
        "let", "func", "return", "if", "else", "endif", "switch", "case", "default", "import", "in", "nil", "true",
        "false",
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
        #expect(exported >= 16)
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

    @Test("code-only recipes are refused naming the part that is code")
    func refusals() {
        #expect(Self.source("badge-banner") == nil)
        let variants = RecipeCatalog.builtIn.providers(named: "mosaic").map {
            UIKitSourceWriter.Variant(
                sizeClass: $0.sizeClass, layout: $0.layout(for: LayoutFile.exportEnvironment(for: .any)))
        }
        #expect(throws: ExportError.self) {
            try UIKitSourceWriter.source(name: "mosaic", summary: nil, variants: variants, command: "x")
        }
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
