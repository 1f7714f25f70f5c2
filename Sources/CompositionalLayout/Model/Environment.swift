/// A horizontal or vertical size class, as UIKit's trait collection reports it.
public enum SizeClass: String, Sendable, Hashable, CaseIterable, Codable {
    /// Narrow: phones in portrait.
    case compact
    /// Wide: tablets, large phones in landscape.
    case regular
}

/// The traits a section provider sees: size classes, display scale and layout direction (spec L4, spec L6).
public struct Traits: Sendable, Hashable {
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// Points to pixels; 0 means exact arithmetic with no pixel flooring or rounding (spec D6).
    public var displayScale: Double
    /// Left to right, or right to left: the solved layout is mirrored (spec L6).
    public var layoutDirection: LayoutDirection

    /// Creates traits.
    public init(
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular, displayScale: Double = 0,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }
}

/// A container: a content size and insets (spec L2); its effective size is the size minus the insets.
public struct LayoutContainer: Sendable, Hashable {
    /// The full size.
    public var contentSize: Size
    /// Insets (a safe area for the layout container; content insets for a group's container).
    public var contentInsets: DirectionalInsets
    /// The layout margins, measured from the container's edges (safe area included, as a root view's
    /// `directionalLayoutMargins` are); nil means the same as `contentInsets` (spec S10).
    public var layoutMargins: DirectionalInsets?
    /// The readable width (UIKit's depends on the text size and is not published); nil means no limit,
    /// so the readable content guide is the layout margins (spec S10).
    public var readableContentWidth: Double?

    /// Creates a container.
    public init(
        contentSize: Size, contentInsets: DirectionalInsets = .zero, layoutMargins: DirectionalInsets? = nil,
        readableContentWidth: Double? = nil
    ) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
    }

    /// The size minus the insets (spec D2 order: size - insets).
    public var effectiveContentSize: Size {
        Size(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}

/// What the solver and section providers know about the place the layout is shown in.
public struct LayoutEnvironment: Sendable, Hashable {
    /// The container.
    public var container: LayoutContainer
    /// Size classes and display scale.
    public var traits: Traits

    /// Creates an environment.
    public init(container: LayoutContainer, traits: Traits = Traits()) {
        self.container = container
        self.traits = traits
    }

    /// A container of `width` x `height` with no insets; the size class is compact below
    /// `LayoutEnvironment.regularWidthThreshold` points and regular at or above it.
    public init(
        width: Double, height: Double, sizeClass: SizeClass? = nil, displayScale: Double = 0,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        let cls = sizeClass ?? (width >= LayoutEnvironment.regularWidthThreshold ? .regular : .compact)
        self.init(
            container: LayoutContainer(contentSize: Size(width: width, height: height)),
            traits: Traits(
                horizontalSizeClass: cls, verticalSizeClass: .regular, displayScale: displayScale,
                layoutDirection: layoutDirection))
    }

    /// Widths at or above this many points count as horizontally regular when no class is given.
    public static let regularWidthThreshold: Double = 600
}
