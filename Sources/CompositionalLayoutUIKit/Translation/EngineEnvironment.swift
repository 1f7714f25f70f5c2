internal import CompositionalLayout

/// The container the facade hands app closures: an engine container under UIKit's protocol.
@MainActor
final class EngineContainer: NSCollectionLayoutContainer {
    let value: LayoutContainer

    init(_ value: LayoutContainer) {
        self.value = value
    }

    var contentSize: CGSize { CGSize(value.contentSize) }
    var effectiveContentSize: CGSize { CGSize(value.effectiveContentSize) }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(value.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// The environment the facade hands app closures: an engine environment under UIKit's protocol.
@MainActor
final class EngineEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(_ environment: LayoutEnvironment) {
        container = EngineContainer(environment.container)
        traitCollection = UITraitCollection(
            horizontalSizeClass: UIUserInterfaceSizeClass(environment.traits.horizontalSizeClass),
            verticalSizeClass: UIUserInterfaceSizeClass(environment.traits.verticalSizeClass),
            displayScale: CGFloat(environment.traits.displayScale),
            layoutDirection: environment.traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            userInterfaceIdiom: HostEnvironment.current.userInterfaceIdiom)
    }
}
