import LayoutTestSupport
import Testing

@testable import CompositionalLayout

/// One layout solved twice, with the solver's shortcuts on and off (`Shortcuts`); nil for a solve that threw.
struct ShortcutAndGeneralSolves {
    /// The solve with shortcuts on: each section takes the fastest `Stamping` its shape admits.
    let shortcut: SolvedLayout?
    /// The solve with shortcuts off: each section takes its shortcut's general twin (`Stamping.generalTwin`).
    let general: SolvedLayout?

    /// Solves `layout` in `environment` for `data` both ways.
    init(_ layout: Layout, in environment: LayoutEnvironment, data: LayoutData) {
        shortcut = try? solve(layout, in: environment, data: data, shortcuts: .on)
        general = try? solve(layout, in: environment, data: data, shortcuts: .off)
    }
}

/// The `Stamping` case of each section plan of `layout` (one per distinct section description) solved with
/// `shortcuts` for `items` items per section and a sizing callback that answers every item with its
/// proposed size: the route depends on the layout and on which callbacks are present, not on their answers.
func stampings(
    of layout: Layout, in environment: LayoutEnvironment, sections: Int = 1, items: Int = 1, shortcuts: Shortcuts
) throws -> [Stamping.Kind] {
    let data = LayoutData(sections: sections, items: items) { _, proposed in proposed }
    return try solve(layout, in: environment, data: data, shortcuts: shortcuts).plans.plans.map(\.stamping.kind)
}

/// Expects every section plan of `solves.shortcut` to take the `Stamping` case named `shortcut`, and every
/// plan of `solves.general` the case named `general`: the routing a comparison of the two relies on, so that
/// a change of route fails the test instead of comparing a path with itself.
func expectStampings(
    _ solves: ShortcutAndGeneralSolves, shortcut: Stamping.Kind, general: Stamping.Kind = .measuredInstances,
    label: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let on = solves.shortcut {
        let names = on.plans.plans.map(\.stamping.kind)
        #expect(
            !names.isEmpty && names.allSatisfy { $0 == shortcut }, "\(names); \(label)", sourceLocation: sourceLocation)
    }
    if let off = solves.general {
        let names = off.plans.plans.map(\.stamping.kind)
        #expect(
            !names.isEmpty && names.allSatisfy { $0 == general }, "\(names); \(label)", sourceLocation: sourceLocation)
    }
}

/// Expects `layout` to take the `Stamping` case named `shortcut` with shortcuts on and `general` with them
/// off, solved with a sizing callback (`stampings(of:in:sections:items:shortcuts:)`): for tests whose own
/// data makes the solve throw.
func expectStampings(
    of layout: Layout, in environment: LayoutEnvironment, shortcut: Stamping.Kind,
    general: Stamping.Kind = .measuredInstances,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(try stampings(of: layout, in: environment, shortcuts: .on) == [shortcut], sourceLocation: sourceLocation)
    #expect(try stampings(of: layout, in: environment, shortcuts: .off) == [general], sourceLocation: sourceLocation)
}

/// Expects the shortcut's solve and the general path's solve of `solves` to agree bit for bit; returns
/// whether both solved (both refusing is agreement too).
///
/// Compared: everything `solvedLayoutDifferences` compares (content size, section frames, every element,
/// pinned ranges, warnings, queries at seven offsets), orthogonal extents, every cell of `sections` sections
/// of `items` items, and the elements of thin and wide rects along the scroll axis (`vertical` or not), which
/// read the group starts and the instances' reach.
@discardableResult
func expectSameSolves(
    _ solves: ShortcutAndGeneralSolves, sections: Int, items: Int, vertical: Bool, label: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    // An item too long for its stack (with its edges) is refused either way (spec G4).
    #expect((solves.shortcut == nil) == (solves.general == nil), "\(label)", sourceLocation: sourceLocation)
    guard let shortcut = solves.shortcut, let general = solves.general else { return false }
    let found = solvedLayoutDifferences(shortcut, general)
    #expect(found.isEmpty, "\(found.joined(separator: "; ")); \(label)", sourceLocation: sourceLocation)
    #expect(
        shortcut.sections.map(\.orthogonal) == general.sections.map(\.orthogonal), "\(label)",
        sourceLocation: sourceLocation)
    for section in 0..<sections {
        let differing = (0..<items).first {
            let indexPath = IndexPath(section: section, item: $0)
            return shortcut.frame(ofCellAt: indexPath) != general.frame(ofCellAt: indexPath)
        }
        #expect(
            differing == nil, "first differing cell of section \(section); \(label)", sourceLocation: sourceLocation)
    }
    let length = vertical ? shortcut.contentSize.height : shortcut.contentSize.width
    for f in stride(from: -0.1, through: 1.1, by: 0.05) {
        for thickness in [0.5, 37.0] {
            let at = f * length
            let rect = vertical ? R(-50, at, 1000, thickness) : R(at, -50, thickness, 1000)
            #expect(
                Set(shortcut.elements(in: rect)) == Set(general.elements(in: rect)), "rect \(rect); \(label)",
                sourceLocation: sourceLocation)
        }
    }
    return true
}

/// A random self-sizing case of two sections that one shortcut places (`compareRandomCases`).
protocol RandomShortcutCase: CustomStringConvertible {
    var layout: Layout { get }
    var environment: LayoutEnvironment { get }
    /// Items per section.
    var items: Int { get }
    /// The seed its answers vary with.
    var seed: Int { get }
    /// True when it scrolls vertically.
    var vertical: Bool { get }
}

/// Solves `rounds` cases made by `make` with shortcuts on and off; returns how many solved both ways.
///
/// Each case's items answer `answer(item, seed)`; the "on" solve must take `shortcut`, and the two must agree
/// bit for bit (`expectSameSolves`).
func compareRandomCases<Case: RandomShortcutCase>(
    rounds: Int, seed: UInt64, shortcut: Stamping.Kind, make: (inout SplitMix64) -> Case,
    answer: @escaping @Sendable (_ item: Int, _ seed: Int) -> Size,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
    var random = SplitMix64(seed: seed)
    var compared = 0
    for round in 0..<rounds {
        let c = make(&random)
        let caseSeed = c.seed
        let data = LayoutData(sections: 2, items: c.items) { indexPath, _ in answer(indexPath.item, caseSeed) }
        let solves = ShortcutAndGeneralSolves(c.layout, in: c.environment, data: data)
        let label = "round \(round): \(c)"
        expectStampings(solves, shortcut: shortcut, label: label, sourceLocation: sourceLocation)
        if expectSameSolves(
            solves, sections: 2, items: c.items, vertical: c.vertical, label: label, sourceLocation: sourceLocation)
        {
            compared += 1
        }
    }
    return compared
}
