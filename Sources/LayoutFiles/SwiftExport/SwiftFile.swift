import CompositionalLayout
import LayoutRecipes

/// Local names of one Swift scope, each base name numbered from its second use (`item`, `item2`).
struct Names {
    private var used: [String: Int] = [:]

    /// A fresh name for `base`.
    mutating func make(_ base: String) -> String {
        let n = (used[base] ?? 0) + 1
        used[base] = n
        return n == 1 ? base : "\(base)\(n)"
    }
}

/// The text of a generated Swift file, built line by line with four-space indentation.
struct SwiftFile {
    private(set) var text = ""
    private var depth = 0
    /// The item and group dimensions computed from the width in the section being written, by their paths
    /// relative to it (`group.subitems[1].size.height`), written from `effectiveWidth`.
    var widthLengths: [String: WidthLength] = [:]
    /// The same for the layout being written, by paths relative to it (`sections[0].group.size.height`).
    var layoutWidthLengths: [String: WidthLength] = [:]

    /// Appends one line at the current indentation (an empty line has no spaces).
    mutating func line(_ content: String) {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// The longest line swift-format allows (the repository's `.swift-format`).
    static let lineLength = 120

    /// Appends `head(arguments)`: on one line when it fits, else as swift-format breaks a call: the
    /// arguments packed on continuation lines indented by four more spaces, the `)` after the last one.
    mutating func call(_ head: String, _ arguments: [String]) {
        let indent = String(repeating: "    ", count: depth)
        let single = head + "(" + arguments.joined(separator: ", ") + ")"
        // swift-format breaks some calls of exactly the limit, so a call on one line stays below it.
        guard indent.count + single.count >= Self.lineLength, !arguments.isEmpty else {
            line(single)
            return
        }
        line(head + "(")
        depth += 1
        let inner = String(repeating: "    ", count: depth)
        var current = ""
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? ")" : ",")
            if current.isEmpty {
                current = piece
            } else if inner.count + current.count + 1 + piece.count <= Self.lineLength {
                current += " " + piece
            } else {
                line(current)
                current = piece
            }
        }
        line(current)
        depth -= 1
    }

    /// Ends the last line with a comma (an element of an array literal written with `call`).
    mutating func commaAfterLastLine() {
        text.removeLast()
        text += ",\n"
    }

    /// Appends a line and indents what follows.
    mutating func open(_ content: String) {
        line(content)
        depth += 1
    }

    /// Outdents and appends a line (nothing when `content` is empty).
    mutating func close(_ content: String) {
        depth -= 1
        if !content.isEmpty { line(content) }
    }

    // MARK: Layout

    /// The layout-wide configuration as `let configuration = ...` and its settings.
    mutating func configuration(_ configuration: LayoutConfiguration, names: inout Names) {
        var items: [String] = []
        for item in configuration.boundarySupplementaryItems { items.append(boundary(item, names: &names)) }
        line("let configuration = UICollectionViewCompositionalLayoutConfiguration()")
        if configuration.scrollDirection == .horizontal { line("configuration.scrollDirection = .horizontal") }
        if configuration.interSectionSpacing != 0 {
            line("configuration.interSectionSpacing = \(Self.number(configuration.interSectionSpacing))")
        }
        if configuration.contentInsetsReference != .safeArea {
            line("configuration.contentInsetsReference = .\(configuration.contentInsetsReference.rawValue)")
        }
        if !items.isEmpty { list("configuration.boundarySupplementaryItems", items) }
    }

    /// A local function `make<Class>Section(_ sectionIndex: Int)` building the variant's sections (with
    /// `_ environment:` when it chooses by width or size class, as a UIKit section provider does).
    mutating func sectionFunction(_ variant: UIKitSourceWriter.Variant) {
        let parameters = variant.needsEnvironment ? ", _ environment: NSCollectionLayoutEnvironment" : ""
        open("func \(variant.functionName)(_ sectionIndex: Int\(parameters)) -> NSCollectionLayoutSection {")
        if Self.choosesByWidth(variant.layouts) {
            line("let effectiveWidth = environment.container.effectiveContentSize.width")
        }
        choice(variant.layouts) { file, layout in file.sections(layout) }
        close("}")
        line("")
    }

    /// True when `choice`, or a section choice of one of its layouts, ranges over widths.
    static func choosesByWidth(_ choice: EnvironmentChoice<Layout>) -> Bool {
        switch choice {
        case .byWidth, .widthRelative: return true
        case .fixed, .bySizeClass: break
        }
        if case .bySizeClass(let compact, let regular) = choice {
            return choosesByWidth(compact) || choosesByWidth(regular)
        }
        return choice.values.contains { layout in
            guard case .provider(let provider) = layout.sections, let choices = provider.choices else { return false }
            return choices.contains(where: choosesByWidth)
        }
    }

    /// True when a section choice ranges over widths.
    static func choosesByWidth(_ choice: EnvironmentChoice<Section>) -> Bool {
        switch choice {
        case .fixed: false
        case .byWidth, .widthRelative: true
        case .bySizeClass(let compact, let regular): choosesByWidth(compact) || choosesByWidth(regular)
        }
    }

    /// Statements that return from every branch of `choice`: `if` on the size class or the width, then
    /// the value's own statements (`leaf`) in each branch.
    mutating func choice<Value>(_ choice: EnvironmentChoice<Value>, _ leaf: (inout SwiftFile, Value) -> Void) {
        switch choice {
        case .fixed(let value):
            leaf(&self, value)
        case .bySizeClass(let compact, let regular):
            open("if environment.traitCollection.horizontalSizeClass == .regular {")
            self.choice(regular, leaf)
            close("}")
            self.choice(compact, leaf)
        case .byWidth(let ranges, let otherwise):
            for range in ranges {
                switch range.bound {
                case .below(let v): open("if effectiveWidth < \(Self.number(v)) {")
                case .atMost(let v): open("if effectiveWidth <= \(Self.number(v)) {")
                }
                self.choice(range.choice, leaf)
                close("}")
            }
            self.choice(otherwise, leaf)
        case .widthRelative(let value, let lengths):
            // Dimensions at these paths (relative to the value) are written from `effectiveWidth`.
            let saved = (widthLengths, layoutWidthLengths)
            if value is Layout { layoutWidthLengths = lengths } else { widthLengths = lengths }
            leaf(&self, value)
            (widthLengths, layoutWidthLengths) = saved
        }
    }

    /// Statements returning the section of `layout` for `sectionIndex`.
    mutating func sections(_ layout: Layout) {
        switch layout.sections {
        case .single(let section):
            var names = Names()
            widthLengths = sectionLengths(0)
            line("return \(self.section(section, names: &names))")
        case .cycle(let list):
            line("switch sectionIndex % \(list.count) {")
            for (index, section) in list.enumerated() {
                open(index == list.count - 1 ? "default:" : "case \(index):")
                var names = Names()
                widthLengths = sectionLengths(index)
                line("return \(self.section(section, names: &names))")
                close("")
            }
            line("}")
        case .provider(let provider):
            // Only data providers get here (`LayoutFile.encode` refuses closures before writing).
            let choices = provider.choices ?? []
            func leaf(_ file: inout SwiftFile, _ section: Section) {
                var names = Names()
                file.line("return \(file.section(section, names: &names))")
            }
            guard choices.count > 1 else {
                if let only = choices.first { choice(only, leaf) }
                return
            }
            line("switch sectionIndex % \(choices.count) {")
            for (index, sectionChoice) in choices.enumerated() {
                open(index == choices.count - 1 ? "default:" : "case \(index):")
                choice(sectionChoice, leaf)
                close("")
            }
            line("}")
        }
    }

    /// The layout's width lengths of section `index`, by paths relative to the section.
    func sectionLengths(_ index: Int) -> [String: WidthLength] {
        let prefix = "sections[\(index)]."
        return Dictionary(
            uniqueKeysWithValues: layoutWidthLengths.compactMap { key, value in
                key.hasPrefix(prefix) ? (String(key.dropFirst(prefix.count)), value) : nil
            })
    }

    /// A section's statements; returns the name of its `NSCollectionLayoutSection`.
    mutating func section(_ section: Section, names: inout Names) -> String {
        let group = node(.group(section.group), names: &names, isRoot: true, path: "group")
        var boundaries: [String] = []
        for item in section.boundarySupplementaryItems { boundaries.append(boundary(item, names: &names)) }
        var decorations: [String] = []
        for item in section.decorationItems { decorations.append(decoration(item, names: &names)) }
        let name = names.make("section")
        line("let \(name) = NSCollectionLayoutSection(group: \(group))")
        if section.contentInsets != .zero { insets("\(name).contentInsets", section.contentInsets) }
        if section.interGroupSpacing != 0 {
            line("\(name).interGroupSpacing = \(Self.number(section.interGroupSpacing))")
        }
        if section.orthogonalScrollingBehavior != .none {
            line("\(name).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
        }
        if !boundaries.isEmpty { list("\(name).boundarySupplementaryItems", boundaries) }
        if !decorations.isEmpty { list("\(name).decorationItems", decorations) }
        if !section.supplementariesFollowContentInsets { line("\(name).supplementariesFollowContentInsets = false") }
        if section.contentInsetsReference != .automatic {
            line("\(name).contentInsetsReference = .\(section.contentInsetsReference.rawValue)")
        }
        if section.supplementaryContentInsetsReference != .automatic {
            let reference = section.supplementaryContentInsetsReference.rawValue
            line("\(name).supplementaryContentInsetsReference = .\(reference)")
        }
        visibleItemsHandler(section, name, names: &names)
        return name
    }

    // MARK: Items and groups

    /// An item or group's statements (children first); returns its name.
    mutating func node(_ node: LayoutNode, names: inout Names, isRoot: Bool = false, path: String = "") -> String {
        switch node {
        case .item(let item):
            let supplementaries = item.supplementaryItems.map { supplementary($0, names: &names) }
            let name = names.make("item")
            size(name, item.size, path: path)
            if supplementaries.isEmpty {
                line("let \(name) = NSCollectionLayoutItem(layoutSize: \(name)Size)")
            } else {
                call(
                    "let \(name) = NSCollectionLayoutItem",
                    ["layoutSize: \(name)Size", "supplementaryItems: [\(supplementaries.joined(separator: ", "))]"])
            }
            if item.contentInsets != .zero { insets("\(name).contentInsets", item.contentInsets) }
            if !item.edgeSpacing.isEmpty { edgeSpacing("\(name).edgeSpacing", item.edgeSpacing) }
            return name
        case .group(let group):
            return self.group(group, names: &names, isRoot: isRoot, path: path)
        }
    }

    /// A group's statements; returns its name.
    mutating func group(_ group: Group, names: inout Names, isRoot: Bool, path: String = "") -> String {
        var children: [String] = []
        if case .custom = group.arrangement {
        } else {
            for (i, child) in group.subitems.enumerated() {
                children.append(node(child, names: &names, path: "\(path).subitems[\(i)]"))
            }
        }
        let supplementaries = group.supplementaryItems.map { supplementary($0, names: &names) }
        let name = names.make(isRoot ? "group" : "innerGroup")
        size(name, group.size, path: path)
        switch group.arrangement {
        case .waterfall:
            preconditionFailure("a waterfall group is refused before writing (`adaptiveGroupProblems`)")
        case .custom(let provider) where provider.fractionalFrames != nil:
            fractionalCustomGroup(name, provider.fractionalFrames ?? [])
        case .custom(let provider):
            let frames = provider.frames(LayoutEnvironment(width: 1, height: 1))
            open("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(name)Size) { _ in")
            open("[")
            for item in frames {
                let f = item.frame
                let rect =
                    "CGRect(x: \(Self.number(f.x)), y: \(Self.number(f.y)), width: \(Self.number(f.width)), height: \(Self.number(f.height)))"
                var arguments = ["frame: \(rect)"]
                if item.zIndex != 0 { arguments.append("zIndex: \(item.zIndex)") }
                call("NSCollectionLayoutGroupCustomItem", arguments)
                text.removeLast()
                text += ",\n"
            }
            close("]")
            close("}")
        case .horizontal, .vertical:
            let axis = group.arrangement == .horizontal ? "horizontal" : "vertical"
            switch group.repetition {
            case .fill:
                call(
                    "let \(name) = NSCollectionLayoutGroup.\(axis)",
                    ["layoutSize: \(name)Size", "subitems: [\(children.joined(separator: ", "))]"])
            case .count(let n):
                call(
                    "let \(name) = NSCollectionLayoutGroup.\(axis)",
                    ["layoutSize: \(name)Size", "subitem: \(children[0])", "count: \(n)"])
            case .repeating(let n):
                call(
                    "let \(name) = NSCollectionLayoutGroup.\(axis)",
                    ["layoutSize: \(name)Size", "repeatingSubitem: \(children[0])", "count: \(n)"])
            case .adaptive:
                preconditionFailure("UIKitSourceWriter refuses adaptive groups (UIKit has no such API) before writing")
            }
        }
        if let spacing = group.interItemSpacing { line("\(name).interItemSpacing = \(Self.spacing(spacing))") }
        if group.contentInsets != .zero { insets("\(name).contentInsets", group.contentInsets) }
        if !group.edgeSpacing.isEmpty { edgeSpacing("\(name).edgeSpacing", group.edgeSpacing) }
        if !supplementaries.isEmpty { list("\(name).supplementaryItems", supplementaries) }
        return name
    }

    // MARK: Supplementaries

    /// An item- or group-attached supplementary's statements; returns its name.
    mutating func supplementary(_ item: SupplementaryItem, names: inout Names) -> String {
        let name = names.make(Self.identifier(item.elementKind))
        size(name, item.size)
        anchor("\(name)Anchor", item.containerAnchor)
        let kind = Self.stringLiteral(item.elementKind)
        if let itemAnchor = item.itemAnchor {
            anchor("\(name)ItemAnchor", itemAnchor)
            call(
                "let \(name) = NSCollectionLayoutSupplementaryItem",
                [
                    "layoutSize: \(name)Size", "elementKind: \(kind)", "containerAnchor: \(name)Anchor",
                    "itemAnchor: \(name)ItemAnchor",
                ])
        } else {
            call(
                "let \(name) = NSCollectionLayoutSupplementaryItem",
                ["layoutSize: \(name)Size", "elementKind: \(kind)", "containerAnchor: \(name)Anchor"])
        }
        if item.zIndex != 1 { line("\(name).zIndex = \(item.zIndex)") }
        if item.contentInsets != .zero { insets("\(name).contentInsets", item.contentInsets) }
        return name
    }

    /// A boundary supplementary's statements; returns its name.
    mutating func boundary(_ item: BoundarySupplementaryItem, names: inout Names) -> String {
        let name = names.make(Self.identifier(item.elementKind))
        size(name, item.size)
        let kind = Self.stringLiteral(item.elementKind)
        var arguments = ["layoutSize: \(name)Size", "elementKind: \(kind)", "alignment: .\(item.alignment.rawValue)"]
        if item.offset != .zero { arguments.append("absoluteOffset: \(Self.point(item.offset))") }
        call("let \(name) = NSCollectionLayoutBoundarySupplementaryItem", arguments)
        if !item.extendsBoundary { line("\(name).extendsBoundary = false") }
        if item.pinToVisibleBounds { line("\(name).pinToVisibleBounds = true") }
        if item.zIndex != 1 { line("\(name).zIndex = \(item.zIndex)") }
        if item.contentInsets != .zero { insets("\(name).contentInsets", item.contentInsets) }
        return name
    }

    /// A decoration item's statements; returns its name.
    mutating func decoration(_ item: DecorationItem, names: inout Names) -> String {
        let name = names.make(Self.identifier(item.elementKind))
        call(
            "let \(name) = NSCollectionLayoutDecorationItem.background",
            ["elementKind: \(Self.stringLiteral(item.elementKind))"])
        if item.contentInsets != .zero { insets("\(name).contentInsets", item.contentInsets) }
        if item.zIndex != 0 { line("\(name).zIndex = \(item.zIndex)") }
        return name
    }

    // MARK: Statements for values

    /// `let <name>Size = NSCollectionLayoutSize(...)`, its dimensions as named constants when long.
    mutating func size(_ name: String, _ size: LayoutSize, path: String = "") {
        // A dimension computed from the width: `.absolute(a * effectiveWidth + b)`, as the engine computes it.
        func dimension(_ d: Dimension, _ key: String) -> String {
            guard !path.isEmpty, let length = widthLengths[path + ".size." + key] else { return Self.dimension(d) }
            var expression = "\(Self.number(length.widthFraction)) * effectiveWidth"
            if length.points > 0 { expression += " + \(Self.number(length.points))" }
            if length.points < 0 { expression += " - \(Self.number(-length.points))" }
            return ".absolute(\(expression))"
        }
        call(
            "let \(name)Size = NSCollectionLayoutSize",
            [
                "widthDimension: \(dimension(size.width, "width"))",
                "heightDimension: \(dimension(size.height, "height"))",
            ])
    }

    /// `<target> = NSDirectionalEdgeInsets(...)`.
    mutating func insets(_ target: String, _ i: DirectionalInsets) {
        call(
            "\(target) = NSDirectionalEdgeInsets",
            [
                "top: \(Self.number(i.top))", "leading: \(Self.number(i.leading))", "bottom: \(Self.number(i.bottom))",
                "trailing: \(Self.number(i.trailing))",
            ])
    }

    /// `<target> = NSCollectionLayoutEdgeSpacing(...)`.
    mutating func edgeSpacing(_ target: String, _ e: EdgeSpacing) {
        let parts = [("leading", e.leading), ("top", e.top), ("trailing", e.trailing), ("bottom", e.bottom)]
        call("\(target) = NSCollectionLayoutEdgeSpacing", parts.map { "\($0.0): \($0.1.map(Self.spacing) ?? "nil")" })
    }

    /// `let <name> = NSCollectionLayoutAnchor(...)`.
    mutating func anchor(_ name: String, _ a: Anchor) {
        let names: [(Edges, String)] = [
            (.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
        ]
        var arguments = ["edges: [" + names.filter { a.edges.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"]
        switch a.offset {
        case .absolute(let p) where p == .zero: break
        case .absolute(let p): arguments.append("absoluteOffset: \(Self.point(p))")
        case .fractional(let p): arguments.append("fractionalOffset: \(Self.point(p))")
        }
        call("let \(name) = NSCollectionLayoutAnchor", arguments)
    }

    /// `<target> = [a, b, c]`.
    mutating func list(_ target: String, _ names: [String]) {
        line("\(target) = [\(names.joined(separator: ", "))]")
    }

    // MARK: Values

    /// A number as a Swift literal: integers without a fraction, others in Swift's shortest exact form.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func dimension(_ d: Dimension) -> String {
        switch d {
        case .absolute(let v): ".absolute(\(number(v)))"
        case .estimated(let v): ".estimated(\(number(v)))"
        case .uniformAcrossSiblings(let v): ".uniformAcrossSiblings(estimate: \(number(v)))"
        case .fractionalWidth(let f): ".fractionalWidth(\(number(f)))"
        case .fractionalHeight(let f): ".fractionalHeight(\(number(f)))"
        }
    }

    static func size(_ size: LayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.width)), heightDimension: \(dimension(size.height)))"
    }

    static func spacing(_ s: Spacing) -> String {
        s.isFlexible ? ".flexible(\(number(s.value)))" : ".fixed(\(number(s.value)))"
    }

    static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

    /// A Swift string literal for `s`, escaping quotes, backslashes and control characters.
    static func stringLiteral(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A lower-camel-case local name for an element kind (`section-header` -> `sectionHeader`); kinds that
    /// give no usable name, or a keyword, become `supplementary`.
    static func identifier(_ kind: String) -> String {
        var words: [String] = []
        var current = ""
        for c in kind {
            if c.isASCII && (c.isLetter || c.isNumber) {
                current.append(c)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first, let initial = first.first, initial.isLetter else { return "supplementary" }
        let name = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map(\.capitalizedFirst).joined()
        let reserved: Set = [
            "let", "var", "func", "return", "switch", "case", "default", "if", "else", "in", "for", "import", "true",
            "false", "nil", "self", "section", "configuration", "group", "item", "environment", "sectionIndex",
        ]
        return reserved.contains(name) || UIKitSymbols.types.contains(name) ? name + "Item" : name
    }
}
