import CompositionalLayout
import LayoutFiles
import LayoutRecipes
import LayoutTestSupport
import Testing

/// What the v2 forms do: layouts and sections chosen by width or size class, supplementary visibility,
/// fractional custom frames and visible-items effects, solved from files (expected frames by hand).
@Suite("Layout file v2 forms")
struct ChoiceFormTests {
    /// A one-section LAYOUT of rows 50 tall holding `columns` equal items.
    static func columns(_ columns: Int) -> String {
        #"{"sections": [\#(section(columns))]}"#
    }

    /// A SECTION of rows 50 tall holding `columns` equal items.
    static func section(_ columns: Int) -> String {
        #"""
        {"group": {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
          "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}],
          "count": \#(columns)}}}
        """#
    }

    /// The first cell's frame of `document` in a container `width` wide (size class by width unless given).
    static func firstCell(_ document: LayoutDocument, width: Double, sizeClass: SizeClass? = nil, section: Int = 0)
        throws -> Rect?
    {
        let environment = LayoutEnvironment(width: width, height: 800, sizeClass: sizeClass)
        let solved = try CompositionalLayout.solve(
            document.layout(for: environment), in: environment, data: LayoutData(sections: section + 1, items: 6))
        return solved.allElements().first {
            $0.category == .cell && $0.indexPath == IndexPath(section: section, item: 0)
        }?
        .frame
    }

    @Test("widths: the first range holding the effective width wins; 'below' excludes its bound, 'atMost' includes it")
    func widthRanges() throws {
        let text = #"""
            {"widths": [{"below": 500, "layout": \#(Self.columns(2))}, {"atMost": 900, "layout": \#(Self.columns(3))}],
             "otherwise": \#(Self.columns(4))}
            """#
        let document = try LayoutFile.decode(text, sourceName: "widths")
        // Below 500: two columns, 400 / 2 = 200 wide.
        expectFrame(try Self.firstCell(document, width: 400), equals: Rect(x: 0, y: 0, width: 400.0 / 2, height: 50))
        // 500 is not below 500 but at most 900: three columns.
        expectFrame(try Self.firstCell(document, width: 500), equals: Rect(x: 0, y: 0, width: 500.0 / 3, height: 50))
        expectFrame(try Self.firstCell(document, width: 900), equals: Rect(x: 0, y: 0, width: 900.0 / 3, height: 50))
        // Beyond 900: otherwise, four columns.
        expectFrame(try Self.firstCell(document, width: 901), equals: Rect(x: 0, y: 0, width: 901.0 / 4, height: 50))
    }

    @Test("sizeClasses: the layout follows the horizontal size class, by width or forced")
    func sizeClasses() throws {
        let text = #"{"sizeClasses": {"compact": \#(Self.columns(2)), "regular": \#(Self.columns(6))}}"#
        let document = try LayoutFile.decode(text, sourceName: "classes")
        #expect(document.sizeClass == .any)
        // By width: compact below 600, regular from 600.
        expectFrame(try Self.firstCell(document, width: 390), equals: Rect(x: 0, y: 0, width: 390.0 / 2, height: 50))
        expectFrame(try Self.firstCell(document, width: 768), equals: Rect(x: 0, y: 0, width: 768.0 / 6, height: 50))
        // Forced.
        expectFrame(
            try Self.firstCell(document, width: 390, sizeClass: .regular),
            equals: Rect(x: 0, y: 0, width: 390.0 / 6, height: 50))
        // The document as a recipe chooses the same way.
        let recipe = document.recipe(defaultName: "classes")
        let regular = try recipe.solve(in: LayoutEnvironment(width: 390, height: 800, sizeClass: .regular))
        expectFrame(regular.allElements().first?.frame, equals: Rect(x: 0, y: 0, width: 390.0 / 6, height: 50))
    }

    @Test("a list section inside a sizeClasses branch is expanded for that branch's size class")
    func listPerSizeClass() throws {
        let list = #"{"sections": [{"list": {"appearance": "insetGrouped"}}]}"#
        let document = try LayoutFile.decode(
            #"{"sizeClasses": {"compact": \#(list), "regular": \#(list)}}"#, sourceName: "lists")
        // insetGrouped margins (ListMetrics' defaults): 16 compact, 20 regular, on both sides.
        expectFrame(
            try Self.firstCell(document, width: 390, sizeClass: .compact).map {
                Rect(x: $0.x, y: 0, width: $0.width, height: 0)
            },
            equals: Rect(x: 16, y: 0, width: 390 - 2 * 16, height: 0))
        expectFrame(
            try Self.firstCell(document, width: 390, sizeClass: .regular).map {
                Rect(x: $0.x, y: 0, width: $0.width, height: 0)
            },
            equals: Rect(x: 20, y: 0, width: 390 - 2 * 20, height: 0))
    }

    @Test("a sections entry may itself be a choice; the other entries stay fixed")
    func sectionChoice() throws {
        let text = #"""
            {"sections": [\#(Self.section(1)), {"widths": [{"atMost": 800, "section": \#(Self.section(5))}],
                                                "otherwise": \#(Self.section(10))}]}
            """#
        let document = try LayoutFile.decode(text, sourceName: "section-choice")
        guard case .fixed(let layout) = document.layouts, case .provider(let provider) = layout.sections else {
            Issue.record("expected one layout whose sections come from a data provider")
            return
        }
        #expect(provider.choices?.count == 2)
        // Section 1 at 800: five columns; at 1000: ten. Section 0 is one column at both.
        expectFrame(
            try Self.firstCell(document, width: 800, section: 1),
            equals: Rect(x: 0, y: 6 * 50, width: 800.0 / 5, height: 50))
        expectFrame(
            try Self.firstCell(document, width: 1000, section: 1),
            equals: Rect(x: 0, y: 6 * 50, width: 1000.0 / 10, height: 50))
        // Writing it again gives the same file content.
        #expect(try LayoutFile.decode(try LayoutFile.encode(document), sourceName: "again").layouts == document.layouts)
    }

    @Test("everyNth visibility shows the supplementary where item % n == offset and hides it elsewhere")
    func everyNth() throws {
        let badge =
            #"{"elementKind": "badge", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "containerAnchor": {"edges": ["top"]}, "visibility": {"everyNth": {"n": 3, "offset": 1}}}"#
        let text = Doc.layout(Doc.hgroup(Doc.item(#", "supplementaryItems": [\#(badge)]"#)))
        let document = try LayoutFile.decode(text, sourceName: "every-nth")
        let solved = try CompositionalLayout.solve(
            document.layout, in: LayoutEnvironment(width: 300, height: 800), data: LayoutData(sections: 1, items: 6))
        let hidden = solved.allElements().filter { $0.elementKind == "badge" }.map(\.isHidden)
        // Items 0...5: shown at 1 and 4 (1 % 3 == 4 % 3 == 1).
        #expect(hidden == [true, false, true, true, false, true])
        #expect(try LayoutFile.encode(document).contains(#""visibility": {"everyNth": {"n": 3, "offset": 1}}"#))
    }

    @Test("fractional custom frames follow the group's size: x = 0.5 w + 2, width = 0.5 w - 4, height = h")
    func fractionalFrames() throws {
        let frame =
            #"{"x": {"widthFraction": 0.5, "points": 2}, "y": 0, "width": {"widthFraction": 0.5, "points": -4}, "height": {"heightFraction": 1}}"#
        let text = Doc.layout(
            #"{"customGroup": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "frames": [\#(frame)]}}"#
        )
        let document = try LayoutFile.decode(text, sourceName: "fractional")
        for width in [400.0, 1000] {
            let solved = try CompositionalLayout.solve(
                document.layout, in: LayoutEnvironment(width: width, height: 800),
                data: LayoutData(sections: 1, items: 1))
            expectFrame(
                solved.allElements().first?.frame,
                equals: Rect(x: 0.5 * width + 2, y: 0, width: 0.5 * width - 4, height: 100))
        }
        // Plain numbers keep the original fixed form.
        let fixed = try LayoutFile.decode(
            Doc.layout(
                #"{"customGroup": {"size": \#(Doc.size), "frames": [{"x": 1, "y": 2, "width": 3, "height": 4}]}}"#),
            sourceName: "fixed")
        guard case .custom(let provider) = fixed.layout.sectionsList[0].group.arrangement else {
            Issue.record("expected a custom group")
            return
        }
        #expect(provider == .fixed([CustomGroupItem(frame: Rect(x: 1, y: 2, width: 3, height: 4))]))
    }

    @Test("an absolute length may be computed from the effective width: 0.25 w + 10")
    func widthLength() throws {
        let row = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": {"widthFraction": 0.25, "points": 10}}}"#
        let text = Doc.layout(#"{"group": {"axis": "horizontal", "size": \#(row), "subitems": [\#(Doc.item)]}}"#)
        let document = try LayoutFile.decode(text, sourceName: "width-length")
        guard case .widthRelative(_, let lengths) = document.layouts else {
            Issue.record("expected a width-relative layout")
            return
        }
        #expect(lengths == ["sections[0].group.size.height": WidthLength(widthFraction: 0.25, points: 10)])
        for width in [400.0, 800] {
            let environment = LayoutEnvironment(width: width, height: 800)
            let solved = try CompositionalLayout.solve(
                document.layout(for: environment), in: environment, data: LayoutData(sections: 1, items: 2))
            // Rows 0.25 w + 10 tall (110 at 400, 210 at 800); the item is the full width, 44 tall.
            let cells = solved.allElements().filter { $0.category == .cell }
            expectFrame(cells[1].frame, equals: Rect(x: 0, y: 0.25 * width + 10, width: width, height: 44))
        }
        #expect(try LayoutFile.encode(document).contains(#"{"absolute": {"widthFraction": 0.25, "points": 10}}"#))
    }

    @Test("a width length in a plain section beside a section choice is resolved too")
    func widthLengthBesideChoice() throws {
        let row = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": {"widthFraction": 0.5}}}"#
        let plain = #"{"group": {"group": {"axis": "horizontal", "size": \#(row), "subitems": [\#(Doc.item)]}}}"#
        let text = #"""
            {"sections": [\#(plain), {"widths": [{"below": 500, "section": \#(Self.section(2))}],
                                       "otherwise": \#(Self.section(4))}]}
            """#
        let document = try LayoutFile.decode(text, sourceName: "mixed")
        // Section 0's rows are 0.5 w tall: its second cell starts at 0.5 x 400 = 200.
        let environment = LayoutEnvironment(width: 400, height: 800)
        let solved = try CompositionalLayout.solve(
            document.layout(for: environment), in: environment, data: LayoutData(sections: 2, items: 2))
        let cell = solved.allElements().first { $0.category == .cell && $0.indexPath == IndexPath(section: 0, item: 1) }
        expectFrame(cell?.frame, equals: Rect(x: 0, y: 0.5 * 400, width: 400, height: 44))
        #expect(try LayoutFile.decode(try LayoutFile.encode(document), sourceName: "again").layouts == document.layouts)
    }

    @Test("scaleByDistanceFromCenter scales and fades each cell by its distance from the visible centre")
    func scaleEffect() throws {
        let text = #"""
            {"sections": [{"group": {"group": {"axis": "horizontal",
              "size": {"width": {"absolute": 100}, "height": {"absolute": 100}},
              "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}},
              "orthogonalScrollingBehavior": "continuous",
              "visibleItemsEffect": {"scaleByDistanceFromCenter": {"maximumScale": 1.1, "minimumScale": 0.7, "minimumAlpha": 0.5}}}]}
            """#
        let document = try LayoutFile.decode(text, sourceName: "effect")
        let solved = try CompositionalLayout.solve(
            document.layout, in: LayoutEnvironment(width: 400, height: 800), data: LayoutData(sections: 1, items: 2))
        let cells = solved.elements(atScrollOffset: 0).filter { $0.category == .cell }
        // Cell 0: centre 50, distance |50 - 200| = 150; scale max(1.1 - 150/400, 0.7) = 0.725 about the centre;
        // alpha max(1 - 150/400, 0.5) = 0.625.
        let s0 = 1.1 - 150.0 / 400
        expectFrame(cells[0].frame, equals: Rect(x: 50 - 50 * s0, y: 50 - 50 * s0, width: 100 * s0, height: 100 * s0))
        expectClose(cells[0].alpha, 1 - 150.0 / 400)
        // Cell 1: centre 150, distance 50; scale 1.1 - 50/400 = 0.975; alpha 1 - 50/400 = 0.875.
        let s1 = 1.1 - 50.0 / 400
        expectFrame(
            cells[1].frame, equals: Rect(x: 150 - 50 * s1, y: 50 - 50 * s1, width: 100 * s1, height: 100 * s1))
        expectClose(cells[1].alpha, 1 - 50.0 / 400)
    }
}

extension Layout {
    /// The sections of a `.single` or `.cycle` layout (none for a provider).
    fileprivate var sectionsList: [Section] {
        switch sections {
        case .single(let section): [section]
        case .cycle(let list): list
        case .provider: []
        }
    }
}
