/// An absolute length computed from the container's effective width, `widthFraction x width + points`: the
/// data form of a section provider that sizes items from `effectiveContentSize.width` (`(w - 16) / 3`).
public struct WidthLength: Sendable, Hashable {
    /// The fraction of the container's effective width.
    public var widthFraction: Double
    /// Points added.
    public var points: Double

    /// Creates the length `widthFraction x width + points`.
    public init(widthFraction: Double, points: Double = 0) {
        self.widthFraction = widthFraction
        self.points = points
    }

    /// The length for a container whose effective width is `width`.
    public func resolve(width: Double) -> Double { widthFraction * width + points }
}

/// A value whose absolute item and group dimensions can be computed from the container's width, by their
/// layout-file paths (`sections[0].group.subitems[1].size.height` in a layout, `group.size.width` in a
/// section).
public protocol WidthRelative: Sendable, Hashable {
    /// A copy with the dimension at each path of `lengths` set to `.absolute(length.resolve(width:))`.
    func resolvingLengths(_ lengths: [String: WidthLength], width: Double) -> Self
}

extension Section: WidthRelative {
    /// A copy with the root group's tree resolved (paths start at `group`).
    public func resolvingLengths(_ lengths: [String: WidthLength], width: Double) -> Section {
        var copy = self
        if case .group(let group) = Self.resolve(.group(group), "group", lengths, width) { copy.group = group }
        return copy
    }

    /// `node` at `path` with its bound dimensions resolved, children first.
    static func resolve(_ node: LayoutNode, _ path: String, _ lengths: [String: WidthLength], _ width: Double)
        -> LayoutNode
    {
        func dimension(_ dimension: Dimension, _ key: String) -> Dimension {
            lengths[path + ".size." + key].map { .absolute($0.resolve(width: width)) } ?? dimension
        }
        switch node {
        case .item(var item):
            item.size = LayoutSize(
                width: dimension(item.size.width, "width"), height: dimension(item.size.height, "height"))
            return .item(item)
        case .group(var group):
            group.size = LayoutSize(
                width: dimension(group.size.width, "width"), height: dimension(group.size.height, "height"))
            group.subitems = group.subitems.enumerated().map { i, child in
                resolve(child, "\(path).subitems[\(i)]", lengths, width)
            }
            return .group(group)
        }
    }
}

extension Layout: WidthRelative {
    /// A copy with each listed section's tree resolved (paths start at `sections[i]`; for a provider as data,
    /// entry i's sections); a provider that is a closure is left as it is.
    public func resolvingLengths(_ lengths: [String: WidthLength], width: Double) -> Layout {
        func prefixed(_ i: Int) -> [String: WidthLength] {
            let prefix = "sections[\(i)]."
            return Dictionary(
                uniqueKeysWithValues: lengths.compactMap { key, value in
                    key.hasPrefix(prefix) ? (String(key.dropFirst(prefix.count)), value) : nil
                })
        }
        var copy = self
        switch sections {
        case .single(let section): copy.sections = .single(section.resolvingLengths(prefixed(0), width: width))
        case .cycle(let list):
            copy.sections = .cycle(list.enumerated().map { $1.resolvingLengths(prefixed($0), width: width) })
        case .provider(let provider):
            guard let choices = provider.choices else { break }
            copy.sections = .provider(
                .choosing(
                    choices.enumerated().map { i, choice in
                        let lengths = prefixed(i)
                        return lengths.isEmpty ? choice : choice.map { $0.resolvingLengths(lengths, width: width) }
                    }, name: provider.name))
        }
        return copy
    }
}
