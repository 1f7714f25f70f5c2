extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list for `configuration` (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }
}
