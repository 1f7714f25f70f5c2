import CompositionalLayoutUIKit
import Testing

/// The list configuration's appearance members (separators, background colour, swipe actions): UIKit's types
/// and defaults, stored and returned, with no effect on the frames.
@Suite("List appearance members")
struct ListAppearanceTests {
    @Test("defaults: no background colour, no handlers, the appearance's separator configuration")
    func defaults() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.backgroundColor == nil)
        #expect(configuration.itemSeparatorHandler == nil)
        #expect(configuration.leadingSwipeActionsConfigurationProvider == nil)
        #expect(configuration.trailingSwipeActionsConfigurationProvider == nil)
        #expect(configuration.separatorConfiguration == UIListSeparatorConfiguration(listAppearance: .insetGrouped))
        let separators = configuration.separatorConfiguration
        #expect(separators.topSeparatorVisibility == .automatic && separators.bottomSeparatorVisibility == .automatic)
        #expect(separators.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.color == .separator && separators.multipleSelectionColor == .separator)
    }

    @Test("visibility has UIKit's raw values")
    func visibilityRawValues() {
        let values: [UIListSeparatorConfiguration.Visibility] = [.automatic, .visible, .hidden]
        #expect(values.map(\.rawValue) == [0, 1, 2])
    }

    /// An inset-grouped list with headers; `configure` sets appearance members as an app would.
    func frames(_ configure: (inout UICollectionLayoutListConfiguration) -> Void) -> [CGRect] {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configure(&configuration)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.itemCounts = [3, 2]
        view.layoutIfNeeded()
        return (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 2000)) ?? []).map(\.frame)
    }

    @Test("setting every appearance member stores it and leaves the frames as they were")
    func storedWithoutEffect() {
        var kept: UICollectionLayoutListConfiguration?
        let plain = frames { _ in }
        let styled = frames { configuration in
            configuration.backgroundColor = .systemGroupedBackground
            configuration.showsSeparators = false
            configuration.separatorConfiguration.color = .tertiarySystemFill
            configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
                top: 0, leading: 60, bottom: 0, trailing: 0)
            configuration.separatorConfiguration.topSeparatorVisibility = .hidden
            configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
                var configuration = sectionConfiguration
                configuration.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .visible
                return configuration
            }
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { _ in nil }
            kept = configuration
        }
        #expect(!plain.isEmpty && styled == plain)
        #expect(kept?.backgroundColor == .systemGroupedBackground && kept?.showsSeparators == false)
        #expect(kept?.separatorConfiguration.color == .tertiarySystemFill)
        #expect(kept?.separatorConfiguration.bottomSeparatorInsets.leading == 60)
        #expect(kept?.separatorConfiguration.topSeparatorVisibility == .hidden)
        let base = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        #expect(kept?.itemSeparatorHandler?(IndexPath(item: 0, section: 0), base).bottomSeparatorVisibility == .hidden)
        #expect(kept?.itemSeparatorHandler?(IndexPath(item: 1, section: 0), base).bottomSeparatorVisibility == .visible)
        let actions = kept?.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))
        #expect(actions?.actions.map(\.title) == ["Delete"] && actions?.actions.first?.style == .destructive)
        #expect(kept?.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("contextual actions keep their accessibility properties; images their rendering mode and tint")
    func accessibilityAndImages() {
        let delete = UIContextualAction(style: .destructive, title: nil) { _, _, done in done(true) }
        #expect(delete.accessibilityLabel == nil && !delete.isAccessibilityElement)
        delete.accessibilityLabel = "Delete"
        delete.accessibilityHint = "Deletes the message"
        delete.accessibilityValue = "unread"
        delete.accessibilityIdentifier = "swipe.delete"
        delete.isAccessibilityElement = true
        #expect(delete.accessibilityLabel == "Delete" && delete.accessibilityHint == "Deletes the message")
        #expect(delete.accessibilityValue == "unread" && delete.accessibilityIdentifier == "swipe.delete")
        #expect(delete.isAccessibilityElement)

        let trash = UIImage(systemName: "trash")!
        #expect(trash.renderingMode == .automatic)
        // withTintColor(_:) keeps the rendering mode; the two-argument form sets it.
        #expect(trash.withTintColor(.white).renderingMode == .automatic)
        #expect(trash.withTintColor(.white, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(trash.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(trash.withTintColor(.white) != trash && trash.withTintColor(.white) == trash.withTintColor(.white))
        #expect([UIImage.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate].map(\.rawValue) == [0, 1, 2])
        delete.image = trash.withTintColor(.white, renderingMode: .alwaysOriginal)
        #expect(delete.image?.renderingMode == .alwaysOriginal)
    }

    @Test("symbol configurations are stored, compared by what they set, and merged by applying")
    func symbolConfigurations() {
        let semibold = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
        let image = UIImage(systemName: "trash", withConfiguration: semibold)
        #expect(image?.symbolConfiguration == semibold)
        #expect(image?.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold))
        #expect(semibold != UIImage.SymbolConfiguration(pointSize: 17))
        // Applying a scale keeps the size and weight; applying a weight replaces the weight.
        let large = semibold.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(large == UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large))
        #expect(
            image?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold))?.symbolConfiguration
                == UIImage.SymbolConfiguration(pointSize: 17, weight: .bold))
        #expect(UIImage(systemName: "trash")?.withConfiguration(semibold) == image)
        #expect(UIImage(systemName: "trash") != image)
        #expect(
            semibold.applying(nil) == semibold && UIImage.SymbolConfiguration.unspecified.applying(semibold) == semibold
        )
        #expect([UIImage.SymbolWeight.unspecified, .ultraLight, .black].map(\.rawValue) == [0, 1, 9])
        #expect(
            [UIImage.SymbolScale.default, .unspecified, .small, .medium, .large].map(\.rawValue) == [-1, 0, 1, 2, 3])
        #expect(
            UIImage.SymbolConfiguration(textStyle: .body)
                != UIImage.SymbolConfiguration(textStyle: .body, scale: .small))
    }

    @Test("contextual actions keep their style, title, colour, image and handler")
    func contextualActions() {
        var completed: Bool?
        let handler: UIContextualAction.Handler = {
            (action: UIContextualAction, view: UIView, done: @escaping (Bool) -> Void) in
            done(action.title == "Archive")
        }
        let archive = UIContextualAction(style: .normal, title: "Archive", handler: handler)
        archive.backgroundColor = .systemBlue
        archive.image = UIImage(systemName: "archivebox")
        #expect(archive.style == .normal && archive.backgroundColor == .systemBlue)
        #expect(archive.image == UIImage(systemName: "archivebox") && archive.image != UIImage(named: "archivebox"))
        archive.handler(archive, UIView()) { completed = $0 }
        #expect(completed == true)
        #expect(UIContextualAction(style: .destructive, title: nil) { _, _, _ in }.backgroundColor == .systemRed)
        #expect([UIContextualAction.Style.normal, .destructive].map(\.rawValue) == [0, 1])
        let configuration = UISwipeActionsConfiguration(actions: [archive])
        #expect(configuration.performsFirstActionWithFullSwipe)
        configuration.performsFirstActionWithFullSwipe = false
        #expect(!configuration.performsFirstActionWithFullSwipe && configuration.actions.count == 1)
    }
}
