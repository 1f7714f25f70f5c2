import CompositionalLayoutUIKit

/// The layouts of kern0x1b/charon's `builders()` (tests/backports/device/compositional-cases.m, commit
/// 66f3a318), whose UIKit answers are `Recordings/charon-compositional.json`, by builder index.
///
/// Written against the facade from reading each builder (sizes, spacings, insets, counts are facts of the
/// builder); the host (view size, margins, offset) comes from the recording. Case `charon.NNN` is builder NNN.
enum CharonLayouts {
    /// Every charon case that has a layout here, keyed as the recording names it.
    static var table: [String: @MainActor () -> UICollectionViewLayout] {
        var table: [String: @MainActor () -> UICollectionViewLayout] = [:]
        for index in 0..<182 {
            let id = "charon." + String(String(index + 1000).dropFirst())
            table[id] = { layout(index) }
        }
        return table
    }

    /// Builder `index`'s layout, by family (each family's file holds its builders).
    @MainActor
    static func layout(_ index: Int) -> UICollectionViewLayout {
        switch index {
        case 0..<63: basics(index)
        case 63..<135: CharonBoundaryLayouts.layout(index)
        default: CharonSupplementaryLayouts.layout(index)
        }
    }

    // MARK: Shorthands for the builders' vocabulary

    /// A size of two dimensions.
    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// An item of the given dimensions.
    static func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutItem
    {
        NSCollectionLayoutItem(layoutSize: size(width, height))
    }

    /// A horizontal group of the given dimensions and subitems, with optional inter-item spacing.
    static func row(
        _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
        _ subitems: [NSCollectionLayoutItem], spacing: NSCollectionLayoutSpacing? = nil
    ) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(width, height), subitems: subitems)
        group.interItemSpacing = spacing
        return group
    }

    /// A vertical group of the given dimensions and subitems, with optional inter-item spacing.
    static func column(
        _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
        _ subitems: [NSCollectionLayoutItem], spacing: NSCollectionLayoutSpacing? = nil
    ) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(width, height), subitems: subitems)
        group.interItemSpacing = spacing
        return group
    }

    /// A section of `group` with content insets top, leading, bottom, trailing.
    static func section(
        _ group: NSCollectionLayoutGroup, insets: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    ) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: insets.0, leading: insets.1, bottom: insets.2, trailing: insets.3)
        return section
    }

    /// A layout configuration scrolling `horizontal`ly or not, with spacing between sections.
    static func configuration(horizontal: Bool, spacing: CGFloat = 0)
        -> UICollectionViewCompositionalLayoutConfiguration
    {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        configuration.interSectionSpacing = spacing
        return configuration
    }

    /// The builders' spacing modes: none, fixed 10, flexible 10, flexible 1.
    static func spacing(mode: Int) -> NSCollectionLayoutSpacing? {
        [nil, .fixed(10), .flexible(10), .flexible(1)][mode]
    }

    /// The usual group: a full-width row 40 high of half-width items.
    static func halves(height: CGFloat = 40) -> NSCollectionLayoutGroup {
        row(.fractionalWidth(1), .absolute(height), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
    }

    /// The usual sideways group: 100 wide, the full height, of half-width items.
    static func sidewaysHalves() -> NSCollectionLayoutGroup {
        row(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
    }

    // MARK: Builders 0-62: rows, groups, spacing, insets, sections, estimates, providers

    /// Builders 0 to 62.
    @MainActor
    static func basics(_ index: Int) -> UICollectionViewLayout {
        let full = NSCollectionLayoutDimension.fractionalWidth(1)
        let tall = NSCollectionLayoutDimension.fractionalHeight(1)
        switch index {
        case 0..<24:  // row of a fraction, four spacing modes
            let fraction = [0.3, 0.25, 0.5, 1.0 / 3, 0.4, 0.9][index % 6]
            let group = row(
                full, .absolute(10), [item(.fractionalWidth(fraction), .absolute(10))],
                spacing: spacing(mode: index / 6))
            return UICollectionViewCompositionalLayout(section: section(group))
        case 24..<27:  // thirds in 301, 300, 280 points
            return UICollectionViewCompositionalLayout(
                section: section(row(full, .absolute(20), [item(.fractionalWidth(1.0 / 3), tall)])))
        case 27:
            let items = [item(.fractionalWidth(0.5), tall), item(.absolute(50), tall)]
            return UICollectionViewCompositionalLayout(
                section: section(row(full, .absolute(20), items, spacing: .fixed(10))))
        case 28:
            let items = [item(.fractionalWidth(0.5), tall), item(.fractionalWidth(0.25), tall)]
            return UICollectionViewCompositionalLayout(section: section(row(full, .absolute(20), items)))
        case 29:
            return UICollectionViewCompositionalLayout(
                section: section(row(full, .absolute(20), [item(.absolute(100), tall)], spacing: .flexible(4))))
        case 30:
            let items = [
                item(.fractionalWidth(0.5), .absolute(100)), item(.fractionalWidth(0.5), .fractionalWidth(0.25)),
            ]
            return UICollectionViewCompositionalLayout(
                section: section(row(full, .absolute(20), items, spacing: .fixed(10))))
        case 31:
            return UICollectionViewCompositionalLayout(
                section: section(row(full, .fractionalWidth(0.2), [item(.fractionalWidth(0.5), tall)])))
        case 32:
            let group = row(full, .fractionalHeight(0.5), [item(.fractionalWidth(0.5), tall)])
            return UICollectionViewCompositionalLayout(section: section(group, insets: (10, 20, 30, 40)))
        case 33, 34:
            let group = column(
                full, .absolute(100), [item(full, .fractionalHeight(0.25))], spacing: index == 34 ? .fixed(10) : nil)
            return UICollectionViewCompositionalLayout(section: section(group))
        case 35:
            let group = column(
                .fractionalWidth(0.5), .fractionalHeight(0.5), [item(full, .fractionalHeight(0.3))], spacing: .fixed(10)
            )
            return UICollectionViewCompositionalLayout(section: section(group))
        case 36..<42:  // partly filled last group (down), partly filled horizontal scroll (sideways)
            let mode = (index - 36) / 2
            if index % 2 == 0 {
                let group = column(full, .absolute(100), [item(full, .absolute(30))], spacing: spacing(mode: mode))
                return UICollectionViewCompositionalLayout(section: section(group))
            }
            let group = row(.absolute(100), tall, [item(.absolute(30), tall)], spacing: spacing(mode: mode))
            return UICollectionViewCompositionalLayout(
                section: section(group), configuration: configuration(horizontal: true))
        case 42:
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(full, .absolute(20)), subitem: item(.absolute(30), tall), count: 3)
            group.interItemSpacing = .fixed(10)
            return UICollectionViewCompositionalLayout(section: section(group))
        case 43:
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(0.5), .absolute(90)), subitem: item(full, .fractionalHeight(0.1)),
                count: 3)
            return UICollectionViewCompositionalLayout(section: section(group))
        default: return moreBasics(index)
        }
    }

    /// Builders 44 to 62.
    @MainActor
    static func moreBasics(_ index: Int) -> UICollectionViewLayout {
        let full = NSCollectionLayoutDimension.fractionalWidth(1)
        let tall = NSCollectionLayoutDimension.fractionalHeight(1)
        let half = NSCollectionLayoutDimension.fractionalWidth(0.5)
        switch index {
        case 44:
            let group = row(full, .absolute(50), [item(.fractionalWidth(1.0 / 3), tall)], spacing: .fixed(10))
            let layoutSection = section(group, insets: (5, 6, 7, 8))
            layoutSection.interGroupSpacing = 4
            return UICollectionViewCompositionalLayout(section: layoutSection)
        case 45:
            let inset = item(half, tall)
            inset.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
            let group = row(full, .absolute(100), [inset])
            group.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            return UICollectionViewCompositionalLayout(section: section(group))
        case 46, 47, 48:
            let spaced = index == 48 ? item(.fractionalWidth(0.4), .fractionalHeight(0.5)) : item(half, tall)
            spaced.edgeSpacing =
                switch index {
                case 46:
                    NSCollectionLayoutEdgeSpacing(
                        leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7))
                case 47:
                    NSCollectionLayoutEdgeSpacing(
                        leading: .flexible(4), top: nil, trailing: .flexible(6), bottom: .flexible(7))
                default:
                    NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: nil, bottom: nil)
                }
            return UICollectionViewCompositionalLayout(section: section(row(full, .absolute(100), [spaced])))
        case 49:
            let group = row(full, .absolute(30), [item(half, tall)])
            group.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7))
            let layoutSection = section(group)
            layoutSection.interGroupSpacing = 8
            return UICollectionViewCompositionalLayout(section: layoutSection)
        case 50:
            let layoutSection = section(row(.fractionalWidth(0.6), .absolute(30), [item(half, tall)]))
            layoutSection.interGroupSpacing = 8
            return UICollectionViewCompositionalLayout(section: layoutSection)
        case 51:
            return UICollectionViewCompositionalLayout(
                section: section(halves(height: 30), insets: (3, 4, 5, 6)),
                configuration: configuration(horizontal: false, spacing: 12))
        case 52:
            let layoutSection = section(
                column(.absolute(100), tall, [item(full, .fractionalHeight(0.25))]), insets: (3, 4, 5, 6))
            layoutSection.interGroupSpacing = 5
            return UICollectionViewCompositionalLayout(
                section: layoutSection, configuration: configuration(horizontal: true, spacing: 12))
        case 53:
            return UICollectionViewCompositionalLayout(
                section: section(row(half, tall, [item(full, .fractionalHeight(0.25))]), insets: (3, 4, 5, 6)),
                configuration: configuration(horizontal: true))
        case 54, 55:
            let inner = column(
                half, tall, [item(full, .fractionalHeight(0.5))], spacing: index == 54 ? .fixed(4) : nil)
            let group =
                index == 54
                ? row(full, .absolute(100), [item(half, tall), inner], spacing: .fixed(6))
                : row(full, .absolute(100), [inner])
            return UICollectionViewCompositionalLayout(section: section(group))
        case 56:
            return UICollectionViewCompositionalLayout(
                section: section(row(full, .estimated(44), [item(half, .estimated(30))])))
        case 57:
            return UICollectionViewCompositionalLayout(section: section(row(full, .estimated(44), [item(half, tall)])))
        case 58:
            return UICollectionViewCompositionalLayout(
                section: section(row(full, .absolute(44), [item(.estimated(100), tall)])))
        case 59:
            return UICollectionViewCompositionalLayout(
                section: section(column(full, .absolute(100), [item(full, .estimated(30))])))
        case 60:
            let group = NSCollectionLayoutGroup.custom(layoutSize: size(full, .absolute(80))) { _ in
                [
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 30, height: 40)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 50, y: 10, width: 60, height: 30), zIndex: 4),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: -5, y: -5, width: 400, height: 20)),
                ]
            }
            return UICollectionViewCompositionalLayout(section: section(group, insets: (3, 4, 5, 6)))
        case 61:
            return UICollectionViewCompositionalLayout { index, _ in
                section(halves(), insets: index == 1 ? (0, 0, 0, 0) : (3, 4, 5, 6))
            }
        default:  // 62: the item's width by the container's effective width
            return UICollectionViewCompositionalLayout { _, environment in
                let wide = environment.container.effectiveContentSize.width > 250
                return section(row(full, .absolute(30), [item(.fractionalWidth(wide ? 0.25 : 0.5), tall)]))
            }
        }
    }
}
