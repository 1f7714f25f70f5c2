/// A value chosen by the environment as data (a section provider's usual `if` on the width or the size
/// class, without a closure): a fixed value, one per horizontal size class, or one per container-width range.
///
/// Width ranges read `environment.container.effectiveContentSize.width`, as a UIKit section provider reads
/// `layoutEnvironment.container.effectiveContentSize.width`; the first range that holds the width wins, else
/// `otherwise`.
public indirect enum EnvironmentChoice<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The same value in every environment.
    case fixed(Value)
    /// One choice for a horizontally compact environment, one for a regular one.
    case bySizeClass(compact: EnvironmentChoice<Value>, regular: EnvironmentChoice<Value>)
    /// The choice of the first range holding the container's effective width, else `otherwise`.
    case byWidth([WidthRange<Value>], otherwise: EnvironmentChoice<Value>)
    /// The value with the absolute dimensions at the paths of `lengths` computed from the container's
    /// effective width (a `WidthRelative` value: a layout or a section; others are returned as they are).
    case widthRelative(Value, lengths: [String: WidthLength])

    /// The value for `environment`.
    public func resolve(in environment: LayoutEnvironment) -> Value {
        switch self {
        case .fixed(let value): return value
        case .bySizeClass(let compact, let regular):
            return (environment.traits.horizontalSizeClass == .regular ? regular : compact).resolve(in: environment)
        case .byWidth(let ranges, let otherwise):
            let width = environment.container.effectiveContentSize.width
            for range in ranges where range.bound.contains(width) { return range.choice.resolve(in: environment) }
            return otherwise.resolve(in: environment)
        case .widthRelative(let value, let lengths):
            let width = environment.container.effectiveContentSize.width
            return ((value as? any WidthRelative)?.resolvingLengths(lengths, width: width) as? Value) ?? value
        }
    }

    /// Every value the choice lists, in order (each leaf once per place it appears; a width-relative value
    /// with its bound dimensions unresolved).
    public var values: [Value] {
        switch self {
        case .fixed(let value): [value]
        case .bySizeClass(let compact, let regular): compact.values + regular.values
        case .byWidth(let ranges, let otherwise): ranges.flatMap(\.choice.values) + otherwise.values
        case .widthRelative(let value, _): [value]
        }
    }

    /// The same choice with every value transformed.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> EnvironmentChoice<T> {
        switch self {
        case .fixed(let value): .fixed(try transform(value))
        case .bySizeClass(let compact, let regular):
            .bySizeClass(compact: try compact.map(transform), regular: try regular.map(transform))
        case .byWidth(let ranges, let otherwise):
            .byWidth(
                try ranges.map { WidthRange($0.bound, try $0.choice.map(transform)) },
                otherwise: try otherwise.map(transform))
        case .widthRelative(let value, let lengths): .widthRelative(try transform(value), lengths: lengths)
        }
    }
}

/// One range of an `EnvironmentChoice.byWidth`: the widths its bound holds, and the choice for them.
public struct WidthRange<Value: Sendable & Hashable>: Sendable, Hashable {
    /// Which widths the range holds.
    public var bound: WidthBound
    /// The choice for those widths.
    public var choice: EnvironmentChoice<Value>

    /// Creates a range.
    public init(_ bound: WidthBound, _ choice: EnvironmentChoice<Value>) {
        self.bound = bound
        self.choice = choice
    }
}

/// The upper end of a width range: `below` excludes the bound (`width < 500`), `atMost` includes it
/// (`width <= 500`, the complement of a provider's `width > 500`).
public enum WidthBound: Sendable, Hashable {
    /// Widths strictly less than the bound.
    case below(Double)
    /// Widths less than or equal to the bound.
    case atMost(Double)

    /// The bound's number.
    public var value: Double {
        switch self {
        case .below(let v), .atMost(let v): v
        }
    }

    /// True when `width` is in the range.
    public func contains(_ width: Double) -> Bool {
        switch self {
        case .below(let v): width < v
        case .atMost(let v): width <= v
        }
    }
}
