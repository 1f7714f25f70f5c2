import CompositionalLayout
import LayoutTestSupport
import Testing

/// The worked examples of the geometry spec, frame for frame.
@Suite("Spec worked examples")
struct WorkedExampleTests {
    /// (a) 3-column square grid.
    func squareGrid() -> Layout {
        Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) {
                    Item().width(.fractionalWidth(1.0 / 3)).contentInsets(2.5)
                }
            }.contentInsets(2.5))
    }

    @Test("(a) square grid at 320: items 100 x 100 every 105 points", arguments: [0.0, 2, 3])
    func squareGridFrames(scale: Double) throws {
        let solved = try squareGrid().solve(in: container(320, scale: scale), data: LayoutData(sections: 1, items: 9))
        // Group container 320 - 5 = 315; slots 315 / 3 = 105; item = slot - 5 = 100 at 2.5 + 2.5 = 5.
        for i in 0..<9 {
            let x = 5 + 105 * Double(i % 3)
            let y = 5 + 105 * Double(i / 3)
            expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: i)), equals: R(x, y, 100, 100), "item \(i)")
        }
        // Section height for 9 items: 5 + 105 x ceil(9 / 3) = 320.
        expectClose(solved.contentSize.height, 5 + 105 * 3)
        expectClose(solved.contentSize.width, 320)
    }

    /// (b) Nested groups.
    func nested() -> Layout {
        let small = Item().width(.fractionalWidth(1)).height(.fractionalHeight(0.5))
        let vg = VGroup(LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))) { small }
        return Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5))) {
                    Item().width(.fractionalWidth(0.5)).height(.fractionalHeight(1))
                    vg
                    vg
                }
            })
    }

    @Test("(b) nested groups at 375, scale 0")
    func nestedScale0() throws {
        let solved = try nested().solve(in: container(375), data: LayoutData(sections: 1, items: 10))
        // large 0.5 x 375 = 187.5; vg 0.25 x 375 = 93.75 wide, small 0.5 x 187.5 = 93.75 tall.
        let expected = [
            R(0, 0, 187.5, 187.5), R(187.5, 0, 93.75, 93.75), R(187.5, 93.75, 93.75, 93.75),
            R(187.5 + 93.75, 0, 93.75, 93.75), R(187.5 + 93.75, 93.75, 93.75, 93.75),
        ]
        for i in 0..<10 {
            let e = expected[i % 5]
            expectFrame(
                solved.frame(ofCellAt: IndexPath(section: 0, item: i)),
                equals: e.offsetBy(dx: 0, dy: 187.5 * Double(i / 5)), "item \(i)")
        }
    }

    @Test("(b) nested groups at 375, scale 2: fractions floor to half points")
    func nestedScale2() throws {
        let solved = try nested().solve(in: container(375, scale: 2), data: LayoutData(sections: 1, items: 6))
        // vg = floor(93.75 x 2) / 2 = 93.5; second vg at 187.5 + 93.5 = 281.
        let expected = [
            R(0, 0, 187.5, 187.5), R(187.5, 0, 93.5, 93.5), R(187.5, 93.5, 93.5, 93.5),
            R(281, 0, 93.5, 93.5), R(281, 93.5, 93.5, 93.5), R(0, 187.5, 187.5, 187.5),
        ]
        for (i, e) in expected.enumerated() {
            expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: i)), equals: e, "item \(i)")
        }
        // Six items -> two groups of 187.5.
        expectClose(solved.contentSize.height, 375)
    }

    @Test("(b) nested groups at 375, scale 3: thirds of a point")
    func nestedScale3() throws {
        let solved = try nested().solve(in: container(375, scale: 3), data: LayoutData(sections: 1, items: 6))
        let t = 1.0 / 3
        // large = floor(187.5 x 3) / 3 = 562/3; vg = floor(93.75 x 3) / 3 = 281/3; 562/3 + 281/3 = 281.
        let expected = [
            R(0, 0, 562 * t, 562 * t), R(562 * t, 0, 281 * t, 281 * t), R(562 * t, 281 * t, 281 * t, 281 * t),
            R(281, 0, 281 * t, 281 * t), R(281, 281 * t, 281 * t, 281 * t), R(0, 562 * t, 562 * t, 562 * t),
        ]
        for (i, e) in expected.enumerated() {
            expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: i)), equals: e, tolerance: 1e-6, "item \(i)")
        }
    }

    @Test("(c) count form splits the space left after spacing")
    func countForm() throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), count: 3) { Item() }
                    .interItemSpacing(.fixed(10))
            })
        let solved = try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 3))
        // (320 - 2 x 10) / 3 = 100; x = 0, 110, 220.
        for (i, x) in [0.0, 110, 220].enumerated() {
            expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: i)), equals: R(x, 0, 100, 100))
        }
    }

    @Test("(d) fractionalHeight 0.8 in a group 50 tall is 40 tall")
    func seedArithmetic() throws {
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
                    Item().height(.fractionalHeight(0.8))
                }
            })
        let solved = try layout.solve(in: container(320), data: LayoutData(sections: 1, items: 1))
        expectFrame(solved.frame(ofCellAt: IndexPath(section: 0, item: 0)), equals: R(0, 0, 320, 0.8 * 50))
    }
}

/// Pixel rounding of output frames (spec R1).
@Suite("Pixel rounding")
struct PixelRoundingTests {
    @Test("half-pixel ties round the same way whatever the floating-point noise (spec R1)")
    func tiesRoundConsistently() throws {
        // Found by the recipe sweep: rows 386 px tall starting at 7.5 + 386 g px; row 5 starts at
        // 1937.4999999999998 px in Double. Every start must round up: 7.5 + 386 g + 0.5 px.
        let layout = Layout(
            section: Section {
                HGroup(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3))) { Item() }
            }.contentInsets(top: 2.5, leading: 0, bottom: 0, trailing: 0))
        let solved = try layout.solve(in: container(386, scale: 3), data: LayoutData(sections: 1, items: 8))
        for g in 0..<8 {
            let y = solved.frame(ofCellAt: IndexPath(section: 0, item: g))?.y ?? -1
            expectClose(y * 3, 7.5 + 386 * Double(g) + 0.5, tolerance: 1e-6, "row \(g)")
        }
        #expect(solved.overlappingCells().isEmpty)
    }
}
