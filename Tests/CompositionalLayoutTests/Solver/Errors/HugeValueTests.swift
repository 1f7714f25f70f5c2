import CompositionalLayout
import LayoutTestSupport
import Testing

/// Huge magnitudes found by the random-layout properties: huge but finite inputs never give inf frames (spec R2).
@Suite("Huge values")
struct HugeValueTests {
    static let huge = Double.greatestFiniteMagnitude

    static let layouts: [(String, Layout)] = [
        (
            "huge fraction",
            Layout(
                section: Section(
                    group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(huge))) { Item() }))
        ),
        (
            "huge absolute height",
            Layout(
                section: Section(
                    group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(huge))) { Item() }))
        ),
        (
            "huge inter-group spacing",
            Layout(
                section: Section(
                    group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(10))) { Item() }
                ).interGroupSpacing(huge))
        ),
        (
            "huge inter-section spacing",
            Layout(
                section: Section(
                    group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(10))) { Item() })
            ).interSectionSpacing(huge)
        ),
        (
            "huge header offset",
            Layout(
                section: Section(
                    group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(10))) { Item() }
                ).boundarySupplementaryItems {
                    BoundarySupplementaryItem(elementKind: "header").offset(x: huge, y: huge)
                })
        ),
    ]

    @Test("a section without boundary items whose insets pass the largest double is named (spec R2)")
    func hugeInsetsWithoutBoundaryItems() {
        // Top and bottom insets of the largest double each: the item starts at 1.8e308 (finite, 1.8e308 + 10
        // rounds back to it), but the content rectangle ends at 1.8e308 + 10 + 1.8e308 = inf: section 0 is
        // named, with item 0, with boundary items or without (a section without them skips their placement).
        let insets = DirectionalInsets(top: Self.huge, leading: 0, bottom: Self.huge, trailing: 0)
        let plain = Section(group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(10))) { Item() })
            .contentInsets(insets)
        let withHeader = plain.boundarySupplementaryItems { BoundarySupplementaryItem(elementKind: "header") }
        for section in [plain, withHeader] {
            #expect(throws: LayoutError.nonFiniteFrame(section: 0, item: 0)) {
                try Layout(section: section).solve(in: container(320), data: LayoutData(sections: 1, items: 1))
            }
        }
    }

    @Test("a section without boundary items whose content rectangle is not finite is named before a later problem")
    func hugeInsetsBeforeALaterInvalidAnswer() {
        // Section 0 is `hugeInsetsWithoutBoundaryItems`' (its content rectangle ends at inf); section 1's only item
        // is answered NaN tall (spec E4). Spec R2 names the first problem in order: section 0's, found when its
        // (absent) boundary items are placed, before section 1 is asked for a size. Stacking the sections would
        // find section 0's end too, but only after section 1's answer had been refused.
        let insets = DirectionalInsets(top: Self.huge, leading: 0, bottom: Self.huge, trailing: 0)
        let rows = Section(group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(10))) { Item() })
        let estimated = Section(
            group: HGroup(LayoutSize(width: .fractionalWidth(1), height: .estimated(44))) {
                Item().height(.estimated(44))
            })
        let data = LayoutData(itemCounts: [1, 1]) { _, proposed in Size(width: proposed.width, height: .nan) }
        #expect(throws: LayoutError.nonFiniteFrame(section: 0, item: 0)) {
            try Layout(sections: [rows.contentInsets(insets), estimated]).solve(in: container(320), data: data)
        }
        // Without the huge insets the same answer is refused as section 1's: the order above is what is checked.
        #expect(throws: LayoutError.invalidSelfSize(section: 1, item: 0)) {
            try Layout(sections: [rows, estimated]).solve(in: container(320), data: data)
        }
    }

    @Test("huge finite inputs either solve to finite frames or throw nonFiniteFrame", arguments: 0..<layouts.count)
    func hugeValues(index: Int) {
        let (name, layout) = Self.layouts[index]
        do {
            let solved = try layout.solve(in: container(320), data: LayoutData(sections: 3, items: 4))
            #expect(solved.allElements().allSatisfy { $0.frame.isFinite }, "\(name)")
            #expect(solved.contentSize.width.isFinite && solved.contentSize.height.isFinite, "\(name)")
        } catch let error as LayoutError {
            guard case .nonFiniteFrame = error else {
                Issue.record("\(name): \(error)")
                return
            }
        } catch {
            Issue.record("\(name): untyped \(error)")
        }
    }

    @Test("supplementaries(ofKind:at:) with an extreme item index returns nothing instead of trapping")
    func extremeIndex() throws {
        let row = HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            Item(supplementaryItems: [SupplementaryItem(elementKind: "badge")]).width(.fractionalWidth(0.5))
        }
        let s = try Layout(section: Section(group: row)).solve(
            in: container(320), data: LayoutData(sections: 1, items: 3))
        #expect(s.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: Int.max)).isEmpty)
        #expect(s.supplementaries(ofKind: "badge", at: IndexPath(section: 0, item: Int.min)).isEmpty)
    }
}
