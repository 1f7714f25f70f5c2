import CompositionalLayout
import CompositionalLayoutUIKit
import Foundation

/// What `HeadlessCollectionView` laid out for one environment and data shape, rebuilt as an engine layout
/// that puts every cell and supplementary at the same frame, so every subcommand reads it as any recipe.
///
/// Section s becomes one engine section holding one custom group (spec G10) that spans from where section s
/// starts along the scroll axis to where section s + 1 starts; its cells are the group's frames, in item
/// order, and its supplementaries are the group's own, anchored at its top-leading corner with an absolute
/// offset. The engine section ignores the safe area (`contentInsetsReference: .none`): the facade already
/// applied it. Decoration views are not replayed (the engine's decorations are section backgrounds only).
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

    /// The engine layout that puts the recorded elements at their frames (see the type's summary).
    func layout(name: String, sections: Int) -> Layout {
        let vertical = scrollDirection == .vertical
        func start(_ r: Rect) -> Double { vertical ? r.y : r.x }
        func end(_ r: Rect) -> Double { vertical ? r.maxY : r.maxX }
        let replayed = elements.filter { $0.category != .decorationView && $0.section >= 0 && $0.section < sections }
        let bySection = Dictionary(grouping: replayed, by: \.section)
        // Where each section starts along the scroll axis: its first element, never before the previous one.
        var starts: [Double] = []
        for s in 0..<sections {
            let first = bySection[s]?.map { start($0.frame) }.min() ?? starts.last ?? 0
            starts.append(max(first, starts.last ?? 0, 0))
        }
        let contentEnd = max(
            vertical ? contentSize.height : contentSize.width, replayed.map { end($0.frame) }.max() ?? 0)
        let failure = failure
        let sectionsByIndex: [Section] = (0..<sections).map { s in
            let from = starts[s]
            let to = s + 1 < sections ? starts[s + 1] : contentEnd
            let own = bySection[s] ?? []
            let shift = { (r: Rect) in
                vertical
                    ? Rect(x: r.x, y: r.y - from, width: r.width, height: r.height)
                    : Rect(x: r.x - from, y: r.y, width: r.width, height: r.height)
            }
            let cells = own.filter { $0.category == .cell }.sorted { $0.item < $1.item }
            let frames = cells.map { CustomGroupItem(frame: shift($0.frame), zIndex: $0.zIndex) }
            let across = max(
                vertical ? contentSize.width : contentSize.height,
                own.map { vertical ? $0.frame.maxX : $0.frame.maxY }.max() ?? 0)
            let length = max(to - from, 0)
            var group = Group.custom(
                vertical
                    ? LayoutSize(width: .absolute(across), height: .absolute(length))
                    : LayoutSize(width: .absolute(length), height: .absolute(across)),
                provider: CustomGroupProvider(name: "uikit:\(name):\(s):\(UIKitReplay.fingerprint(frames))") { _ in
                    frames
                })
            group.supplementaryItems = own.filter { $0.category == .supplementaryView }.map {
                let r = shift($0.frame)
                return SupplementaryItem(
                    elementKind: $0.kind ?? "supplementary",
                    size: LayoutSize(width: .absolute(r.width), height: .absolute(r.height)),
                    containerAnchor: Anchor(edges: [.top, .leading], offset: .absolute(Point(x: r.x, y: r.y))),
                    zIndex: $0.zIndex)
            }
            return Section(group: group, contentInsetsReference: .none, supplementaryContentInsetsReference: .none)
        }
        return Layout(
            provider: SectionProvider(name: "uikit:\(name)") { index, _ in
                if let failure { throw UIKitLayoutFailure(description: failure) }
                return sectionsByIndex[index]
            },
            configuration: LayoutConfiguration(
                scrollDirection: scrollDirection, contentInsetsReference: .none))
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
