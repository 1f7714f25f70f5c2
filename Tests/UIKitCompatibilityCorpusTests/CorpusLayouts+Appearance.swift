import CompositionalLayoutUIKit
import Testing

/// Layouts that read the screen, the device, fonts and traits, or dress lists with colours, separators and
/// swipe actions, in the shapes settings, mail, notes and reader screens write them.
enum AppearanceLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "mailboxSwipeActions", itemCounts: [4, 6], make: mailboxSwipeActions,
            exercise: { view in
                // Colours, separators and swipe actions are drawn, not laid out: the frames are the same list's
                // without them.
                var bare = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                bare.headerMode = .supplementary
                let plain = UICollectionView(
                    frame: view.frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: bare))
                plain.safeAreaInsets = view.safeAreaInsets
                plain.itemCounts = view.itemCounts
                plain.layoutIfNeeded()
                for item in 0..<6 {
                    let path = IndexPath(item: item, section: 1)
                    #expect(
                        view.layoutAttributesForItem(at: path)?.frame == plain.layoutAttributesForItem(at: path)?.frame)
                }
            }),
        CorpusEntry(
            name: "fontSizedNotes", itemCounts: [9], make: fontSizedNotes,
            exercise: { view in
                // Body at the Large size: 17 points, line height 17 x 2444 / 2048; two lines and 12 + 12
                // padding, rounded up to the screen's pixel (scale 3).
                let line = 17 * 2444 / 2048.0
                let height = ((2 * line + 24) * 3).rounded(.up) / 3
                let frame = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                #expect(abs((frame?.height ?? 0) - height) < 1e-9)
            }),
        CorpusEntry(
            name: "idiomColumns", itemCounts: [12], make: { idiomColumns() },
            exercise: { view in
                // A phone: two columns, separated by a hairline of one pixel (1 / 3 point).
                let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                #expect(first?.width == second?.width)
                #expect(abs((second?.minX ?? 0) - (first?.maxX ?? 0) - 1.0 / 3) < 1e-9)
            }),
        CorpusEntry(
            name: "traitBranchingGallery", itemCounts: [8], make: traitBranchingGallery,
            exercise: { view in
                // Compact width below 600 points: one column; regular: three; each 8 points in, left to right.
                let columns = view.bounds.width < 600 ? 1 : 3
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                #expect(first?.minX == 8)
                #expect(abs(((first?.width ?? 0) + 8) * CGFloat(columns) - view.bounds.width) < 1)
            }),
    ]

    /// A mailbox: inset grouped sections on the grouped background colour, separators inset past the avatar,
    /// and delete and flag actions on swipe.
    static func mailboxSwipeActions() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemGroupedBackground
        configuration.headerMode = .supplementary
        var separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        separators.color = .separator
        configuration.separatorConfiguration = separators
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            separator.topSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
            return separator
        }
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            flag.backgroundColor = .systemOrange
            let actions = UISwipeActionsConfiguration(actions: indexPath.section == 0 ? [delete] : [delete, flag])
            actions.performsFirstActionWithFullSwipe = false
            return actions
        }
        configuration.leadingSwipeActionsConfigurationProvider = { _ in nil }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Notes whose estimated height is two lines of body text plus padding, rounded to the screen's pixels.
    static func fontSizedNotes() -> UICollectionViewLayout {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let scale = UIScreen.main.scale
        let height = ((2 * body.lineHeight + 24) * scale).rounded(.up) / scale
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A photo grid with two columns on phones and four on pads, a hairline apart.
    static func idiomColumns(
        columns: Int = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
    ) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let hairline = 1 / environment.traitCollection.displayScale
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
                subitem: item, count: columns)
            group.interItemSpacing = .fixed(hairline)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = hairline
            return section
        }
    }

    /// A gallery that branches on its traits: one column in compact width or at accessibility text sizes,
    /// three otherwise; cards lean towards the reading direction's start.
    static func traitBranchingGallery() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let traits = environment.traitCollection
            let narrow =
                traits.horizontalSizeClass == .compact || traits.preferredContentSizeCategory.isAccessibilityCategory
            let columns = narrow ? 1 : 3
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            // Apps that draw a rule on the reading side leave it a little more room there.
            let leading: CGFloat = traits.layoutDirection == .rightToLeft ? 4 : 8
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: 0)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
