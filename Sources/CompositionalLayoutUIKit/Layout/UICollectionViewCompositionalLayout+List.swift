internal import CompositionalLayout

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list for `configuration` (iOS 14), with the list's spacing between
    /// sections (spec LS1: in grouped lists without footers the next section overlaps the bottom inset).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        layoutConfiguration.interSectionSpacing = CGFloat(configuration.engineValue.interSectionSpacing)
        return UICollectionViewCompositionalLayout(
            sectionProvider: { _, environment in
                NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }, configuration: layoutConfiguration)
    }
}
