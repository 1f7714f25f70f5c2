import CompositionalLayout
import LayoutFiles
import Testing

/// What a layout file cannot express is refused by name and path, never silently dropped.
@Suite("Layout file export refusals")
struct ExportRefusalTests {
    static let row = HGroup { Item() }

    func refusal(_ layout: Layout) -> ExportError? {
        do {
            _ = try LayoutFile.encode(layout)
            return nil
        } catch {
            return error
        }
    }

    @Test("a section provider is refused")
    func provider() {
        let error = refusal(Layout(name: "tri-section") { _, _ in Section { Self.row } })
        #expect(error?.kind == .inexpressible)
        #expect(
            error?.description
                == "sections: a section provider ('tri-section') builds sections in code; a layout file cannot express it"
        )
    }

    @Test("a custom group with computed frames is refused; one with fixed frames is written")
    func customGroups() throws {
        let computed = Layout(
            section: Section {
                HGroup {
                    CustomGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), name: "mosaic") { env in
                        [CustomGroupItem(frame: Rect(x: 0, y: 0, width: env.container.contentSize.width, height: 10))]
                    }
                }
            })
        let error = refusal(computed)
        #expect(error?.kind == .inexpressible)
        #expect(
            error?.description
                == "sections[0].group.subitems[0]: a custom group provider ('mosaic') computes frames in code; only fixed frames can be written"
        )

        let fixed = Layout(
            section: Section(
                group: .custom(
                    LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                    provider: .fixed([CustomGroupItem(frame: Rect(x: 0, y: 0, width: 10, height: 10))]))))
        #expect(try LayoutFile.decode(try LayoutFile.encode(fixed), sourceName: "fixed").layout == fixed)
    }

    @Test("a custom group with insets or supplementaries is refused, naming them")
    func customGroupExtras() {
        var group = Group.custom(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            provider: .fixed([CustomGroupItem(frame: Rect(x: 0, y: 0, width: 10, height: 10))]))
        group.contentInsets = DirectionalInsets(all: 2)
        group.supplementaryItems = [SupplementaryItem(elementKind: "badge")]
        let error = refusal(Layout(section: Section(group: group)))
        #expect(
            error?.description
                == "sections[0].group: a custom group with contentInsets, supplementaryItems cannot be written; a customGroup has only size and frames"
        )
    }

    @Test("a visible-items closure and a visibility closure are refused, all problems together")
    func hooks() {
        let everyThird = SupplementaryVisibility(name: "every-third") { $0.item % 3 != 0 }
        let layout = Layout(
            section: Section {
                HGroup {
                    Item().supplementaryItems { SupplementaryItem(elementKind: "badge").visibility(everyThird) }
                }
            }.visibleItemsHandler(name: "fade") { items, _, _ in items })
        let error = refusal(layout)
        #expect(error?.kind == .inexpressible)
        #expect(
            error?.problems.map(\.description) == [
                "sections[0].group.subitems[0].supplementaryItems[0].visibility: a visibility predicate ('every-third') is code; a layout file cannot express it",
                "sections[0].visibleItemsHandler: a visible-items hook ('fade') is code; a layout file cannot express it",
            ])
    }

    @Test("invalid values are refused with the problems the file would have")
    func invalidValues() {
        // spec D7: a negative inset is a value a file holds, not a refusal.
        #expect(refusal(Layout(section: Section { Self.row }.contentInsets(top: -1))) == nil)

        let nan = refusal(Layout(section: Section { HGroup { Item().width(.absolute(.nan)) } }))
        #expect(nan?.kind == .invalidLayout)
        #expect(
            nan?.description
                == "sections[0].group.subitems[0].size.width: nan is not a finite number; JSON cannot express it")

        let badName = try? LayoutFile.encode(Layout(section: Section { Self.row }), name: "Not Kebab")
        #expect(badName == nil)
    }
}
