import CompositionalLayout
import LayoutTestSupport
import Testing

/// Bad input gets a typed error with a readable sentence; never a crash or a hang.
@Suite("Bad input")
struct BadInputTests {
    struct Case: Sendable, CustomStringConvertible {
        let id: String
        let layout: Layout
        var data = LayoutData(sections: 1, items: 5)
        var environment = container(320)
        let matches: @Sendable (LayoutError) -> Bool
        var description: String { id }
    }

    static func row(_ item: Item, height: Dimension = .absolute(50)) -> Layout {
        Layout(section: Section(group: HGroup(LayoutSize(width: .fractionalWidth(1), height: height)) { item }))
    }

    static func deep(_ levels: Int) -> Layout {
        var group = HGroup { Item() }
        for _ in 0..<levels { group = HGroup { group } }
        return Layout(section: Section(group: group))
    }

    static let cases: [Case] = [
        Case(id: "negative absolute width", layout: row(Item().width(.absolute(-1)))) {
            if case .negativeValue(let path, -1) = $0 { return path.hasSuffix("subitems[0].size.width") }
            return false
        },
        Case(id: "NaN height", layout: row(Item().height(.absolute(.nan)))) {
            if case .nonFiniteValue(let path, _) = $0 { return path.hasSuffix("size.height") }
            return false
        },
        Case(id: "infinite width", layout: row(Item().width(.absolute(.infinity)))) {
            if case .nonFiniteValue = $0 { return true }
            return false
        },
        Case(id: "zero fraction", layout: row(Item().width(.fractionalWidth(0)))) {
            if case .nonPositiveFraction(_, 0) = $0 { return true }
            return false
        },
        Case(id: "negative fraction", layout: row(Item().width(.fractionalHeight(-0.5)))) {
            if case .nonPositiveFraction(_, -0.5) = $0 { return true }
            return false
        },
        // spec D7: negative insets and spacing lay out (NegativeSpacingTests); infinite ones do not.
        Case(id: "infinite inset", layout: row(Item().contentInsets(top: -.infinity))) {
            if case .nonFiniteValue(let path, -.infinity) = $0 { return path.hasSuffix("contentInsets.top") }
            return false
        },
        Case(id: "NaN inset", layout: row(Item().contentInsets(.nan))) {
            if case .nonFiniteValue = $0 { return true }
            return false
        },
        Case(
            id: "infinite spacing",
            layout: Layout(section: Section(group: HGroup { Item() }.interItemSpacing(.fixed(.infinity))))
        ) {
            if case .nonFiniteValue(let path, .infinity) = $0 { return path.hasSuffix("interItemSpacing") }
            return false
        },
        Case(
            id: "NaN inter-group spacing",
            layout: Layout(section: Section(group: HGroup { Item() }).interGroupSpacing(.nan))
        ) {
            if case .nonFiniteValue(let path, _) = $0 { return path.hasSuffix("interGroupSpacing") }
            return false
        },
        Case(id: "zero-width repeating item", layout: row(Item().width(.absolute(0)))) {
            if case .zeroLengthRepeatingItem = $0 { return true }
            return false
        },
        Case(id: "item wider than its group", layout: row(Item().width(.absolute(321)))) {
            if case .childDoesNotFit = $0 { return true }
            return false
        },
        Case(id: "count 0", layout: Layout(section: Section(group: HGroup(count: 0) { Item() }))) {
            if case .invalidCount(_, 0) = $0 { return true }
            return false
        },
        Case(id: "empty group", layout: Layout(section: Section(group: HGroup {}))) {
            if case .emptyGroup = $0 { return true }
            return false
        },
        Case(
            id: "custom group returning NaN",
            layout: Layout(
                section: Section(
                    group: CustomGroup(name: "nan") { _ in
                        [CustomGroupItem(frame: R(0, .nan, 10, 10))]
                    }))
        ) {
            if case .invalidCustomFrame(_, 0) = $0 { return true }
            return false
        },
        Case(
            id: "custom group returning a negative size",
            layout: Layout(
                section: Section(
                    group: CustomGroup(name: "neg") { _ in
                        [CustomGroupItem(frame: R(0, 0, 10, 10)), CustomGroupItem(frame: R(0, 0, -10, 10))]
                    }))
        ) {
            if case .invalidCustomFrame(_, 1) = $0 { return true }
            return false
        },
        Case(id: "nesting past the limit", layout: deep(40)) {
            if case .nestingTooDeep(_, 32) = $0 { return true }
            return false
        },
        Case(id: "negative item count", layout: row(Item()), data: LayoutData(itemCounts: [3, -1])) {
            $0 == .negativeItemCount(section: 1, count: -1)
        },
        Case(id: "absurd item count", layout: row(Item()), data: LayoutData(itemCounts: [Int.max / 2, Int.max / 2])) {
            if case .tooManyItems = $0 { return true }
            return false
        },
        Case(id: "zero-width container", layout: row(Item()), environment: container(0)) {
            if case .invalidContainer = $0 { return true }
            return false
        },
        Case(id: "NaN container", layout: row(Item()), environment: container(.nan)) {
            if case .invalidContainer = $0 { return true }
            return false
        },
        Case(id: "negative scale", layout: row(Item()), environment: container(320, scale: -1)) {
            $0 == .invalidDisplayScale(-1)
        },
        Case(
            id: "sizing callback returning NaN", layout: row(Item().height(.estimated(44)), height: .estimated(44)),
            data: LayoutData(sections: 1, items: 2) { _, _ in Size(width: .nan, height: 1) }
        ) {
            if case .invalidSelfSize = $0 { return true }
            return false
        },
        Case(id: "empty section list", layout: Layout(sections: [])) { $0 == .noSections },
        Case(id: "tiny repeating width hits the child limit", layout: row(Item().width(.absolute(1e-9)))) {
            if case .tooManyChildren = $0 { return true }
            return false
        },
    ]

    @Test("each bad input throws its typed error with a sentence", arguments: cases)
    func badInput(_ c: Case) {
        do {
            let solved = try c.layout.solve(in: c.environment, data: c.data)
            Issue.record("\(c.id): solved with \(solved.cellCount) cells instead of throwing")
        } catch let error as LayoutError {
            #expect(c.matches(error), "\(c.id): got \(error)")
            #expect(error.description.hasSuffix("."), "\(c.id): \(error.description)")
            #expect(!error.description.contains("\n"))
        } catch {
            Issue.record("\(c.id): untyped error \(error)")
        }
    }

    @Test("error sentences name the path and the value")
    func message() {
        let text = LayoutError.nonPositiveFraction(path: "section[0].group.subitems[2].size.width", value: 0)
            .description
        #expect(text == "section[0].group.subitems[2].size.width is a fraction of 0; fractions must be greater than 0.")
    }
}
