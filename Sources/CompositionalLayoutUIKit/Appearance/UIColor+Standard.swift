extension UIColor {
    /// A system colour by name.
    private static func system(_ name: String) -> UIColor { UIColor(.named(name, alpha: nil)) }

    // Fixed colours: the grey levels and sRGB components of Apple's documentation.

    /// Black: grey level 0, opaque.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey: grey level 1/3, opaque.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light grey: grey level 2/3, opaque.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White: grey level 1, opaque.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey: grey level 0.5, opaque.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent: grey level 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)

    // System colours: kept by name (their values follow the appearance; stored; no effect on layout).

    /// The tint colour.
    public static let tintColor = system("tintColor")
    /// System blue.
    public static let systemBlue = system("systemBlue")
    /// System red.
    public static let systemRed = system("systemRed")
    /// System green.
    public static let systemGreen = system("systemGreen")
    /// System orange.
    public static let systemOrange = system("systemOrange")
    /// System yellow.
    public static let systemYellow = system("systemYellow")
    /// System pink.
    public static let systemPink = system("systemPink")
    /// System purple.
    public static let systemPurple = system("systemPurple")
    /// System teal.
    public static let systemTeal = system("systemTeal")
    /// System indigo.
    public static let systemIndigo = system("systemIndigo")
    /// System brown.
    public static let systemBrown = system("systemBrown")
    /// System mint.
    public static let systemMint = system("systemMint")
    /// System cyan.
    public static let systemCyan = system("systemCyan")
    /// System grey.
    public static let systemGray = system("systemGray")
    /// System grey 2.
    public static let systemGray2 = system("systemGray2")
    /// System grey 3.
    public static let systemGray3 = system("systemGray3")
    /// System grey 4.
    public static let systemGray4 = system("systemGray4")
    /// System grey 5.
    public static let systemGray5 = system("systemGray5")
    /// System grey 6.
    public static let systemGray6 = system("systemGray6")
    /// The primary background.
    public static let systemBackground = system("systemBackground")
    /// The secondary background.
    public static let secondarySystemBackground = system("secondarySystemBackground")
    /// The tertiary background.
    public static let tertiarySystemBackground = system("tertiarySystemBackground")
    /// The background of grouped content.
    public static let systemGroupedBackground = system("systemGroupedBackground")
    /// The secondary background of grouped content.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground")
    /// The tertiary background of grouped content.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground")
    /// The fill of thin and small shapes.
    public static let systemFill = system("systemFill")
    /// The fill of medium shapes.
    public static let secondarySystemFill = system("secondarySystemFill")
    /// The fill of large shapes.
    public static let tertiarySystemFill = system("tertiarySystemFill")
    /// The fill of large areas.
    public static let quaternarySystemFill = system("quaternarySystemFill")
    /// Primary text.
    public static let label = system("label")
    /// Secondary text.
    public static let secondaryLabel = system("secondaryLabel")
    /// Tertiary text.
    public static let tertiaryLabel = system("tertiaryLabel")
    /// Quaternary text.
    public static let quaternaryLabel = system("quaternaryLabel")
    /// Placeholder text.
    public static let placeholderText = system("placeholderText")
    /// Links.
    public static let link = system("link")
    /// Separators that let content show through.
    public static let separator = system("separator")
    /// Opaque separators.
    public static let opaqueSeparator = system("opaqueSeparator")
}
