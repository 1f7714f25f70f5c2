internal import CompositionalLayout

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list for `configuration` (iOS 14), with the list's spacing between
    /// sections (spec LS1: in grouped lists without footers the next section overlaps the bottom inset, by
    /// design, so the spacing raises no negative-value warning, spec LS4).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        layoutConfiguration.interSectionSpacing = CGFloat(configuration.engineValue.interSectionSpacing)
        layoutConfiguration.listInterSectionSpacing = layoutConfiguration.interSectionSpacing
        return UICollectionViewCompositionalLayout(
            sectionProvider: { _, environment in
                NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }, configuration: layoutConfiguration)
    }
}
