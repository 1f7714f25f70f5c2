import CompositionalLayoutUIKit

/// The layout of OpenUIKit's Feed conformance app, whose screens real UIKit captured (iOS 26.1).
///
/// Per the app's description: a section provider with two sections, each titled by a 32-point top header as
/// wide as the section's content and inset 8 / 16 / 8 / 16. Section 0 is a strip of 72-point square stories,
/// one per group, 12 apart, scrolling sideways; section 1 is a column of full-width cards, 16 apart, each as
/// tall as a 16:9 picture of the content width plus a 90-point text block.
enum FeedConformanceAppLayout {
    /// The section insets both sections share.
    static let insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

    /// The 32-point section header, as wide as the section's content, at the top.
    @MainActor
    static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    /// The stories strip: one 72 x 72 story per group, 12 points apart, scrolling continuously sideways.
    @MainActor
    static func stories() -> NSCollectionLayoutSection {
        let square = NSCollectionLayoutSize(widthDimension: .absolute(72), heightDimension: .absolute(72))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: square, subitems: [NSCollectionLayoutItem(layoutSize: square)])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 12
        section.contentInsets = insets
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// The cards: full width, 16 apart, 9/16 of the inset width plus 90 points tall.
    @MainActor
    static func cards(contentWidth: CGFloat) -> NSCollectionLayoutSection {
        let width = contentWidth - insets.leading - insets.trailing
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(width * 9 / 16 + 90))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets = insets
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// The app's layout: stories first, cards after, the cards sized from the container's effective width.
    @MainActor
    static func make() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, environment in
            section == 0 ? stories() : cards(contentWidth: environment.container.effectiveContentSize.width)
        }
    }
}
