import CompositionalLayout

/// How a random case hands its sections to the layout: one section for every index, a cycling list,
/// or a named provider closure that derives the section from the environment.
public enum RandomSectionForm: String, Sendable, Hashable, CaseIterable {
    /// `Layout(section:)`: the first description for every section.
    case single
    /// `Layout(sections:)`: section i uses description i mod count.
    case cycle
    /// `Layout(name:)`: description i mod count, with 8 more points of leading and trailing insets in a
    /// regular horizontal size class.
    case provider
}

/// A fault a random case contains on purpose, so the error paths run; its solve must throw.
public enum InjectedFault: String, Sendable, Hashable, CaseIterable {
    /// An absolute height of -1 on section 0's root group.
    case negativeDimension
    /// A NaN bottom content inset on section 0's root group.
    case nanInset
    /// A fractional width of 0 on section 0's root group.
    case zeroFraction
    /// Section 0's root group repeats `count: 0` times.
    case zeroCount
    /// Section 0's root group has no subitems.
    case emptyGroup
    /// Section 0 has an infinite inter-group spacing (negative spacing is accepted, spec D7; infinity is not).
    case infiniteSpacing
    /// A section with -1 items.
    case negativeItemCount
    /// A container 0 points wide.
    case zeroWidthContainer
    /// A display scale of -2.
    case negativeScale
    /// An infinite offset on a layout-wide boundary item.
    case infiniteOffset
    /// `Layout(sections: [])` with at least one section of data.
    case emptySectionList
    /// Section 0's root group is a fill group whose first child is a million points long on its axis.
    case oversizedFirstChild
}

/// A named, deterministic sizing callback for estimated dimensions (spec E1).
public struct RandomSizing: Sendable {
    /// What it does, for the case description.
    public let name: String
    /// The callback.
    public let callback: SizingCallback

    /// Creates a named callback.
    public init(name: String, callback: @escaping SizingCallback) {
        self.name = name
        self.callback = callback
    }

    /// Returns the proposed size unchanged.
    public static let proposed = RandomSizing(name: "proposed") { _, proposed in proposed }

    /// Keeps the proposed width; heights are 20 + 9 x ((7 item + section) mod modulus).
    public static func varyingHeights(modulus: Int) -> RandomSizing {
        let m = max(1, modulus)
        return RandomSizing(name: "varyingHeights(modulus: \(m))") { indexPath, proposed in
            Size(width: proposed.width, height: 20 + Double((indexPath.item &* 7 &+ indexPath.section) % m) * 9)
        }
    }

    /// Keeps the proposed height; widths are 0.3 to 1 times the proposed width, varying with the index path.
    public static func varyingWidths(modulus: Int) -> RandomSizing {
        let m = max(1, modulus)
        return RandomSizing(name: "varyingWidths(modulus: \(m))") { indexPath, proposed in
            let f = 0.3 + 0.7 * Double((indexPath.item &* 5 &+ indexPath.section) % m) / Double(m)
            return Size(width: proposed.width * f, height: proposed.height)
        }
    }

    /// Both axes vary, up to 1.5 x the proposed width (content that does not fit its slot).
    public static func unruly(modulus: Int) -> RandomSizing {
        let m = max(1, modulus)
        return RandomSizing(name: "unruly(modulus: \(m))") { indexPath, proposed in
            let r = Double((indexPath.item &* 13 &+ indexPath.section &* 3) % m) / Double(m)
            return Size(width: proposed.width * (0.5 + r), height: 10 + 150 * r)
        }
    }
}

/// One random layout problem: section descriptions, form, configuration, container and data shape,
/// with the seed that made it.
///
/// `description` renders all of it so a failure can be rebuilt by hand.
public struct RandomLayoutCase: Sendable, CustomStringConvertible {
    /// The seed `RandomLayoutGenerator.makeCase(seed:)` was called with.
    public let seed: UInt64
    /// The section descriptions, in order (the provider and cycle forms index into them).
    public var sections: [Section]
    /// How the layout hands out sections.
    public var form: RandomSectionForm
    /// Scroll direction, inter-section spacing, layout-wide boundary items.
    public var configuration: LayoutConfiguration
    /// The container: size, safe-area insets, size classes, scale.
    public var environment: LayoutEnvironment
    /// Items per section.
    public var itemCounts: [Int]
    /// The sizing callback, or nil for none.
    public var sizing: RandomSizing?
    /// The fault put in on purpose, or nil for a case meant to be valid.
    public var fault: InjectedFault?

    /// Creates a case from its parts.
    public init(
        seed: UInt64, sections: [Section], form: RandomSectionForm, configuration: LayoutConfiguration,
        environment: LayoutEnvironment, itemCounts: [Int], sizing: RandomSizing?, fault: InjectedFault?
    ) {
        self.seed = seed
        self.sections = sections
        self.form = form
        self.configuration = configuration
        self.environment = environment
        self.itemCounts = itemCounts
        self.sizing = sizing
        self.fault = fault
    }

    /// The layout built from `sections`, `form` and `configuration`.
    public var layout: Layout { layout(mapping: { $0 }) }

    /// The layout with `transform` applied to every section description first (same form).
    public func layout(mapping transform: (Section) -> Section) -> Layout {
        let list = sections.map(transform)
        switch form {
        case .single:
            return Layout(section: list.first ?? Section(group: HGroup { Item() }), configuration: configuration)
        case .cycle:
            return Layout(sections: list, configuration: configuration)
        case .provider:
            var layout = Layout(name: "random-provider-\(seed)") { index, environment in
                guard !list.isEmpty else { throw LayoutError.noSections }
                var section = list[index % list.count]
                if environment.traits.horizontalSizeClass == .regular {
                    section.contentInsets.leading += 8
                    section.contentInsets.trailing += 8
                }
                return section
            }
            layout.configuration = configuration
            return layout
        }
    }

    /// The data shape, with the sizing callback if any.
    public var data: LayoutData { LayoutData(itemCounts: itemCounts, sizing: sizing?.callback) }

    /// The number of items in all sections (negative counts count as 0).
    public var totalItems: Int { itemCounts.reduce(0) { $0 &+ max(0, $1) } }

    /// Everything needed to rebuild the case by hand.
    public var description: String {
        let env = environment
        let traits = env.traits
        var lines = [
            "seed \(seed) (0x\(String(seed, radix: 16))); fault: \(fault.map(\.rawValue) ?? "none")",
            "container \(env.container.contentSize.width) x \(env.container.contentSize.height), safe area "
                + "\(LayoutRendering.insets(env.container.contentInsets)), size classes "
                + "\(traits.horizontalSizeClass.rawValue)/\(traits.verticalSizeClass.rawValue), scale \(traits.displayScale)",
            "data itemCounts \(itemCounts), sizing \(sizing?.name ?? "none")",
            "layout form \(form.rawValue), scroll \(configuration.scrollDirection.rawValue), interSectionSpacing "
                + "\(configuration.interSectionSpacing)",
        ]
        for b in configuration.boundarySupplementaryItems {
            lines.append("  layout boundary " + LayoutRendering.boundary(b))
        }
        for (i, section) in sections.enumerated() {
            lines.append("section description [\(i)]:")
            lines.append(LayoutRendering.section(section, indent: "  "))
        }
        return lines.joined(separator: "\n")
    }
}
