/// One result builder for every list in the DSL, aliased per element kind (style G7).
@resultBuilder
public enum LayoutBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// A list of elements.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// Joins the statements of a block.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [Element]) -> [Element] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [Element]) -> [Element] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    /// An availability check.
    public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}

extension LayoutBuilder where Element == LayoutNode {
    /// An item as a group child.
    public static func buildExpression(_ item: Item) -> [LayoutNode] { [.item(item)] }
    /// A nested group as a group child.
    public static func buildExpression(_ group: Group) -> [LayoutNode] { [.group(group)] }
}

/// Builds a group's children.
public typealias GroupBuilder = LayoutBuilder<LayoutNode>
/// Builds a section's or layout's boundary supplementaries.
public typealias BoundaryBuilder = LayoutBuilder<BoundarySupplementaryItem>
/// Builds an item's attached supplementaries.
public typealias SupplementaryBuilder = LayoutBuilder<SupplementaryItem>
/// Builds a section's decorations.
public typealias DecorationBuilder = LayoutBuilder<DecorationItem>
/// Builds a list of sections.
public typealias SectionBuilder = LayoutBuilder<Section>
