import CompositionalLayoutUIKit
import Testing

/// `UIColor`: made from components, grey levels, names or a provider, compared by how it was made.
@Suite("Colours")
struct ColorTests {
    @Test("fixed colours are their documented grey levels and components")
    func fixedColours() {
        #expect(UIColor.white == UIColor(white: 1, alpha: 1) && UIColor.black == UIColor(white: 0, alpha: 1))
        #expect(UIColor.clear == UIColor(white: 0, alpha: 0) && UIColor.darkGray == UIColor(white: 1.0 / 3, alpha: 1))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.blue && UIColor.systemGray6 != UIColor.systemGray5)
    }

    @Test("withAlphaComponent replaces the opacity and keeps the colour")
    func alpha() {
        #expect(UIColor.black.withAlphaComponent(0.4) == UIColor(white: 0, alpha: 0.4))
        #expect(
            UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).withAlphaComponent(0.5)
                == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5))
        #expect(UIColor.label.withAlphaComponent(0.5) != UIColor.label)
        #expect(UIColor.label.withAlphaComponent(0.5) == UIColor.label.withAlphaComponent(0.5))
        #expect(
            UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).withAlphaComponent(0)
                == UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 0))
    }

    @Test("a dynamic colour resolves through its provider; named colours are never nil")
    func dynamicAndNamed() {
        let dynamic = UIColor { traits in traits.userInterfaceIdiom == .pad ? .systemBlue : .systemRed }
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceIdiom: .pad)) == .systemBlue)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceIdiom: .phone)) == .systemRed)
        #expect(
            dynamic.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection())
                == UIColor.systemRed.withAlphaComponent(0.5))
        #expect(dynamic == dynamic && dynamic != UIColor { _ in .systemBlue })
        #expect(UIColor(named: "Brand") == UIColor(named: "Brand") && UIColor(named: "Brand") != UIColor(named: "Ink"))
        #expect(UIColor.white.resolvedColor(with: UITraitCollection()) == .white)
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1) == .red)
    }
}
