import CompositionalLayoutUIKit
import Testing

/// Lists whose swipe actions carry accessibility labels, and layouts checked for warnings in CI, in the
/// shapes mail, task and gallery screens write them.
enum CheckedLayouts {
    nonisolated static let entries: [CorpusEntry] = [
        CorpusEntry(
            name: "accessibleArchiveSwipes", itemCounts: [5, 3], make: accessibleArchiveSwipes,
            exercise: { view in
                // The actions are drawn, not laid out; what VoiceOver reads is stored on them.
                let actions = archiveActions(IndexPath(item: 2, section: 1))?.actions
                #expect(actions?.map(\.accessibilityLabel) == ["Archive", "Mark as read"])
                #expect(actions?.first?.accessibilityHint == "Moves the message to the archive")
                #expect(actions?.first?.accessibilityIdentifier == "swipe.archive.1.2")
                #expect(actions?.last?.accessibilityValue == "unread")
                #expect(actions?.allSatisfy(\.isAccessibilityElement) == true)
            }),
        CorpusEntry(
            name: "accessibleTaskList", itemCounts: [8], make: accessibleTaskList,
            exercise: { view in
                let done = completeAction(IndexPath(item: 0, section: 0))?.actions.first
                #expect(done?.accessibilityLabel == "Complete task 1")
                #expect(done?.isAccessibilityElement == true)
            }),
        CorpusEntry(
            name: "warningFreeGallery", itemCounts: [14], make: warningFreeGallery,
            exercise: { view in
                // What CI asserts before a designer sees it: the engine found nothing probably wrong.
                #expect(view.layoutWarnings.isEmpty)
            }),
        CorpusEntry(
            name: "overlappingTallTiles", itemCounts: [6], overlapping: true, make: overlappingTallTiles,
            exercise: { view in
                // Tiles 1.5 times as tall as their 100-point row reach 50 points into the next row.
                let warnings = view.layoutWarnings
                #expect(warnings.count == 1)
                #expect(warnings.first?.message == "the item is 1.5 times as tall as its group; cells will overlap")
                let first = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                #expect(first?.height == 150)
            }),
    ]

    /// Archive and mark-as-read actions, each labelled for VoiceOver and findable by UI tests.
    @MainActor
    static func archiveActions(_ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let archive = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
        archive.image = UIImage(systemName: "archivebox")
        archive.backgroundColor = .systemIndigo
        archive.accessibilityLabel = "Archive"
        archive.accessibilityHint = "Moves the message to the archive"
        archive.accessibilityIdentifier = "swipe.archive.\(indexPath.section).\(indexPath.item)"
        archive.isAccessibilityElement = true
        let read = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
        read.image = UIImage(systemName: "envelope.open")
        read.accessibilityLabel = "Mark as read"
        read.accessibilityValue = "unread"
        read.isAccessibilityElement = true
        return UISwipeActionsConfiguration(actions: [archive, read])
    }

    /// A mailbox list, grouped, whose icon-only swipe actions are labelled for VoiceOver.
    static func accessibleArchiveSwipes() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in archiveActions(indexPath) }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// A leading "complete" action named after its task, for VoiceOver.
    @MainActor
    static func completeAction(_ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let complete = UIContextualAction(style: .normal, title: "Done") { _, _, done in done(true) }
        complete.backgroundColor = .systemGreen
        complete.accessibilityLabel = "Complete task \(indexPath.item + 1)"
        complete.isAccessibilityElement = true
        let actions = UISwipeActionsConfiguration(actions: [complete])
        actions.performsFirstActionWithFullSwipe = true
        return actions
    }

    /// Tasks in a plain list, each completed by a leading swipe.
    static func accessibleTaskList() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in completeAction(indexPath) }
            configuration.showsSeparators = true
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Photos, a square and two half-height tiles per row, 2 points apart: nothing overflows.
    static func warningFreeGallery() -> UICollectionViewLayout {
        let square = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
        let half = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        half.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            subitems: [half])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2 / 3)),
            subitems: [square, column])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    }

    /// Tiles made 1.5 times as tall as their row so each overlaps the next, the kind of slip `layoutWarnings`
    /// reports; a bottom inset leaves the last row room.
    static func overlappingTallTiles() -> UICollectionViewLayout {
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.5)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [tile])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 60, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
