import CompositionalLayout

/// The UIKit code of choices: `if` statements on the size class or the container's width, in a section
/// provider.
extension SwiftFile {
    /// True when `choice`, or a section choice of one of its layouts, ranges over widths.
    static func choosesByWidth(_ choice: EnvironmentChoice<Layout>) -> Bool {
        switch choice {
        case .byWidth, .widthRelative: return true
        case .fixed, .bySizeClass: break
        }
        if case .bySizeClass(let compact, let regular) = choice {
            return choosesByWidth(compact) || choosesByWidth(regular)
        }
        return choice.values.contains { layout in
            guard case .provider(let provider) = layout.sections, let choices = provider.choices else { return false }
            return choices.contains(where: choosesByWidth)
        }
    }

    /// True when a section choice ranges over widths.
    static func choosesByWidth(_ choice: EnvironmentChoice<Section>) -> Bool {
        switch choice {
        case .fixed: false
        case .byWidth, .widthRelative: true
        case .bySizeClass(let compact, let regular): choosesByWidth(compact) || choosesByWidth(regular)
        }
    }

    /// Statements that return from every branch of `choice`: `if` on the size class or the width, then
    /// the value's own statements (`leaf`) in each branch.
    mutating func choice<Value>(_ choice: EnvironmentChoice<Value>, _ leaf: (inout SwiftFile, Value) -> Void) {
        switch choice {
        case .fixed(let value):
            leaf(&self, value)
        case .bySizeClass(let compact, let regular):
            open("if environment.traitCollection.horizontalSizeClass == .regular {")
            self.choice(regular, leaf)
            close("}")
            self.choice(compact, leaf)
        case .byWidth(let ranges, let otherwise):
            for range in ranges {
                switch range.bound {
                case .below(let v): open("if effectiveWidth < \(Self.number(v)) {")
                case .atMost(let v): open("if effectiveWidth <= \(Self.number(v)) {")
                }
                self.choice(range.choice, leaf)
                close("}")
            }
            self.choice(otherwise, leaf)
        case .widthRelative(let value, let lengths):
            // Dimensions at these paths (relative to the value) are written from `effectiveWidth`.
            let saved = (widthLengths, layoutWidthLengths)
            if value is Layout { layoutWidthLengths = lengths } else { widthLengths = lengths }
            leaf(&self, value)
            (widthLengths, layoutWidthLengths) = saved
        }
    }
}
