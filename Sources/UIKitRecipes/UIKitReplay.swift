import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation

/// What `HeadlessCollectionView` laid out for one environment and data shape, rebuilt as an engine layout
/// that puts every cell, supplementary and decoration at the same frame, with the same index path and zIndex,
/// so every subcommand reads it as any recipe.
///
/// Section s becomes one engine section that spans from where section s starts along the scroll axis to where
/// section s + 1 starts, holding its cells, supplementaries and decorations (`UIKitReplay+Layout.swift`). The
/// engine section ignores the safe area (`contentInsetsReference: .none`): the facade already applied it. The
/// bridge copies the recorded frames; it applies no layout rule of its own.
struct UIKitReplay: Sendable {
    /// One UIKit element: its category, kind, index path, frame and zIndex.
    struct Element: Sendable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var section: Int
        var item: Int
        var frame: Rect
        var zIndex: Int
    }

    /// The elements the host returned, in no particular order.
    var elements: [Element]
    /// The host's content size.
    var contentSize: Size
    /// The axis the layout scrolls along.
    var scrollDirection: Axis
    /// Why the host's layout pass failed, or nil.
    var failure: String?

    /// Lays out `makeLayout()` in a `HeadlessCollectionView` of the environment's size, with `data`'s item
    /// counts and `host`'s conditions, and reads back every element.
    @MainActor
    static func record(
        _ makeLayout: @MainActor () -> UICollectionViewCompositionalLayout, host: UIKitHost,
        environment: LayoutEnvironment, data: LayoutData
    ) -> UIKitReplay {
        let size = environment.container.contentSize
        let layout = makeLayout()
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: size.width, height: size.height), collectionViewLayout: layout)
        view.itemCounts = data.itemCounts
        view.safeAreaInsets = host.safeAreaInsets
        view.displayScale = host.displayScale ?? CGFloat(environment.traits.displayScale)
        // The host's answers, else the command's (`run --sizes`, a layout file's sizes).
        view.preferredSize =
            host.preferredSize
            ?? data.sizing.map { sizing in
                { indexPath, proposed in
                    let size = sizing(
                        IndexPath(section: indexPath.section, item: indexPath.item),
                        Size(width: Double(proposed.width), height: Double(proposed.height)))
                    return CGSize(width: size.width, height: size.height)
                }
            }
        view.preferredSupplementarySize = host.preferredSupplementarySize
        view.layoutIfNeeded()
        let axis: Axis = layout.configuration.scrollDirection == .horizontal ? .horizontal : .vertical
        if let error = view.layoutError {
            return UIKitReplay(elements: [], contentSize: .zero, scrollDirection: axis, failure: error.description)
        }
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let elements = view.layoutAttributesForElements(in: everything).map {
            Element(
                category: $0.representedElementCategory, kind: $0.representedElementKind, section: $0.indexPath.section,
                item: $0.indexPath.item,
                frame: Rect(
                    x: Double($0.frame.minX), y: Double($0.frame.minY), width: Double($0.frame.width),
                    height: Double($0.frame.height)), zIndex: $0.zIndex)
        }
        let content = Size(width: Double(view.contentSize.width), height: Double(view.contentSize.height))
        return UIKitReplay(elements: elements, contentSize: content, scrollDirection: axis, failure: nil)
    }
}

extension UIKitReplay {
    /// A name for a section's frames: equal frames give equal names (providers are equal when their names are).
    static func fingerprint(_ frames: [CustomGroupItem]) -> Int {
        var hasher = Hasher()
        hasher.combine(frames)
        return hasher.finalize()
    }
}

/// The facade's sentence for a layout pass that produced no layout (`HeadlessCollectionView.layoutError`).
public struct UIKitLayoutFailure: Error, Sendable, CustomStringConvertible {
    /// One sentence naming the problem.
    public var description: String
}
