import CompositionalLayout
import LayoutTestSupport
import Testing

/// Item-attached supplementaries at every anchor form (spec A1 to spec A4).
///
/// origin = P - size x item-anchor point + container-anchor offset + item-anchor offset, with P = host
/// origin + host size x container-anchor point. Both offsets are added (real UIKit, iOS 26.1 attribute dumps).
@Suite("Anchors of item supplementaries")
struct AnchorTests {
    /// One anchor form: its edges and the anchor point they give per axis (spec A2), written by hand.
    struct Form: CustomTestStringConvertible, Sendable {
        var name: String
        var edges: Edges
        var unitX: Double
        var unitY: Double
        var testDescription: String { name }
    }

    /// The eight edges and corners, and the centre (no edge).
    static let forms: [Form] = [
        Form(name: "top", edges: [.top], unitX: 0.5, unitY: 0),
        Form(name: "bottom", edges: [.bottom], unitX: 0.5, unitY: 1),
        Form(name: "leading", edges: [.leading], unitX: 0, unitY: 0.5),
        Form(name: "trailing", edges: [.trailing], unitX: 1, unitY: 0.5),
        Form(name: "top leading", edges: [.top, .leading], unitX: 0, unitY: 0),
        Form(name: "top trailing", edges: [.top, .trailing], unitX: 1, unitY: 0),
        Form(name: "bottom leading", edges: [.bottom, .leading], unitX: 0, unitY: 1),
        Form(name: "bottom trailing", edges: [.bottom, .trailing], unitX: 1, unitY: 1),
        Form(name: "centre", edges: [], unitX: 0.5, unitY: 0.5),
    ]

    /// Items 100 x 80 with insets (top 5, leading 10, bottom 5, trailing 10), side by side in a 320-wide
    /// row: item i's host frame (spec A1: after its insets) is (100 i + 10, 5, 80, 70).
    static func row(_ badge: SupplementaryItem) -> Section {
        Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(80))) {
                Item(size: LayoutSize(width: .absolute(100), height: .absolute(80)), supplementaryItems: [badge])
                    .contentInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            }
        }
    }

    static func badges(_ section: Section, items: Int = 2) throws -> [ElementAttributes] {
        let solved = try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: items))
        return solved.allElements().filter { $0.elementKind == "badge" }
    }

    /// A 20 x 10 badge.
    static let badgeSize = LayoutSize(width: .absolute(20), height: .absolute(10))

    @Test("container anchor with an absolute offset, default item anchor (spec A2)", arguments: forms)
    func absoluteContainerOffset(_ form: Form) throws {
        let badge = SupplementaryItem(
            elementKind: "badge", size: Self.badgeSize,
            containerAnchor: Anchor(edges: form.edges, offset: .absolute(Point(x: 3, y: -2))))
        let found = try Self.badges(Self.row(badge))
        // The item anchor defaults to the same edges: origin = host + host size x u - size x u + (3, -2).
        for (i, b) in found.enumerated() {
            let hostX = 100 * Double(i) + 10
            expectFrame(
                b.frame,
                equals: R(
                    hostX + 80 * form.unitX - 20 * form.unitX + 3, 5 + 70 * form.unitY - 10 * form.unitY - 2, 20, 10))
        }
        #expect(found.count == 2)
    }

    @Test("container anchor with a fractional offset, default item anchor (spec A2)", arguments: forms)
    func fractionalContainerOffset(_ form: Form) throws {
        let badge = SupplementaryItem(
            elementKind: "badge", size: Self.badgeSize,
            containerAnchor: Anchor(edges: form.edges, offset: .fractional(Point(x: 0.5, y: -0.5))))
        let found = try Self.badges(Self.row(badge))
        // Fractional offsets are of the badge's own size: (0.5 x 20, -0.5 x 10) = (10, -5).
        expectFrame(
            found[0].frame,
            equals: R(10 + 80 * form.unitX - 20 * form.unitX + 10, 5 + 70 * form.unitY - 10 * form.unitY - 5, 20, 10))
        expectFrame(
            found[1].frame,
            equals: R(110 + 80 * form.unitX - 20 * form.unitX + 10, 5 + 70 * form.unitY - 10 * form.unitY - 5, 20, 10))
    }

    @Test("an item anchor's absolute offset is added, not subtracted (spec A2, UIKit iOS 26.1)", arguments: forms)
    func itemAnchorAbsoluteOffset(_ form: Form) throws {
        // Item anchor: bottom leading (point (0, 1)) with absolute offset (4, 6); container offset (3, -2).
        let badge = SupplementaryItem(
            elementKind: "badge", size: Self.badgeSize,
            containerAnchor: Anchor(edges: form.edges, offset: .absolute(Point(x: 3, y: -2))),
            itemAnchor: Anchor(edges: [.bottom, .leading], offset: .absolute(Point(x: 4, y: 6))))
        let found = try Self.badges(Self.row(badge))
        // x = host x + 80 u.x - 20 x 0 + 3 + 4; y = 5 + 70 u.y - 10 x 1 - 2 + 6.
        expectFrame(
            found[0].frame, equals: R(10 + 80 * form.unitX - 0 + 3 + 4, 5 + 70 * form.unitY - 10 - 2 + 6, 20, 10))
        expectFrame(
            found[1].frame, equals: R(110 + 80 * form.unitX - 0 + 3 + 4, 5 + 70 * form.unitY - 10 - 2 + 6, 20, 10))
    }

    @Test("an item anchor's fractional offset is added, scaled by the badge's size (spec A2)", arguments: forms)
    func itemAnchorFractionalOffset(_ form: Form) throws {
        // Item anchor: top trailing (point (1, 0)) with fractional offset (0.5, 0.5) = (10, 5) points.
        let badge = SupplementaryItem(
            elementKind: "badge", size: Self.badgeSize, containerAnchor: Anchor(edges: form.edges),
            itemAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: 0.5))))
        let found = try Self.badges(Self.row(badge))
        expectFrame(
            found[1].frame, equals: R(110 + 80 * form.unitX - 20 * 1 + 10, 5 + 70 * form.unitY - 10 * 0 + 5, 20, 10))
    }

    @Test("spec A3's worked example with an item anchor: (113, -6)")
    func specExample() throws {
        // Edges [top, trailing], badge 20 x 20 on an item at (10, 10, 100, 100); item anchor [bottom, leading]
        // with absolute offset (3, 4): origin = (110 - 20 x 0, 10 - 20 x 1) + (3, 4) = (113, -6).
        let badge = SupplementaryItem(
            elementKind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: Anchor(edges: [.top, .trailing]),
            itemAnchor: Anchor(edges: [.bottom, .leading], offset: .absolute(Point(x: 3, y: 4))))
        let section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(120))) {
                Item(size: LayoutSize(width: .absolute(100), height: .absolute(100)), supplementaryItems: [badge])
                    .edgeSpacing(leading: .fixed(10), top: .fixed(10))
            }
        }
        let found = try Self.badges(section, items: 1)
        expectFrame(found[0].frame, equals: R(113, -6, 20, 20))
    }

    @Test(
        "anchors in an orthogonal section follow the item as it scrolls sideways (spec A2, spec S6)", arguments: forms)
    func orthogonal(_ form: Form) throws {
        // Groups half the 320-wide container (160 x 100), side by side; items fill them with insets 10 / 5:
        // item i's host is (160 i + 10, 5, 140, 90). Badge 20 x 10, container offset (3, -2), item anchor
        // bottom leading with offset (4, 6).
        let badge = SupplementaryItem(
            elementKind: "badge", size: Self.badgeSize,
            containerAnchor: Anchor(edges: form.edges, offset: .absolute(Point(x: 3, y: -2))),
            itemAnchor: Anchor(edges: [.bottom, .leading], offset: .absolute(Point(x: 4, y: 6))))
        let section = Section {
            HGroup(LayoutSize(width: .fractionalWidth(0.5), height: .absolute(100))) {
                Item(supplementaryItems: [badge]).contentInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            }
        }.orthogonalScrolling(.continuous)
        let found = try Self.badges(section, items: 3)
        for (i, b) in found.enumerated() {
            let hostX = 160 * Double(i) + 10
            expectFrame(
                b.frame, equals: R(hostX + 140 * form.unitX - 0 + 3 + 4, 5 + 90 * form.unitY - 10 - 2 + 6, 20, 10))
        }
        #expect(found.count == 3)
    }
}
