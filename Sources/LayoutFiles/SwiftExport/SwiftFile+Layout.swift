import CompositionalLayout

/// The UIKit code of a layout: its configuration, the local function building its sections and each
/// section's statements.
extension SwiftFile {
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
}
