import CompositionalLayout
import LayoutFiles
import LayoutRecipes

extension ExportCommand {
    /// Widths at which the provider is compared with the exported layout, to warn when it depends on
    /// the width.
    static let probeWidths: [Double] = [320, 390, 568, 768, 1024, 1366]

    /// The stderr warnings for providers written as closures: sections that do not repeat, and the probe
    /// widths at which the closure builds a layout other than the export's.
    func widthWarnings(_ selected: SelectedRecipe, exports: [Export], sections: Int) -> [String] {
        var warnings: [String] = []
        for export in exports where export.recipe.layouts == nil {
            let (recipe, environment) = (export.recipe, export.environment)
            if let warning = ExportCommand.repeatWarning(recipe, environment, sections: sections) {
                warnings.append("Warning: recipe '\(selected.name)' \(warning)")
            }
            // What the export chooses at each probe width, compared with what the recipe's closure builds.
            let differing = ExportCommand.widthsWhereExportDiffers(
                recipe, written: written(recipe, environment, selected: selected, sections: sections),
                height: environment.container.contentSize.height, sections: sections)
            guard !differing.isEmpty else { continue }
            let widths = differing.map(formatNumber).joined(separator: ", ")
            warnings.append(
                "Warning: recipe '\(selected.name)' builds a different layout at width\(differing.count == 1 ? "" : "s") "
                    + "\(widths); this export holds its layout at \(formatNumber(environment.container.contentSize.width)) points."
            )
        }
        return warnings
    }

    /// The probe widths at which `recipe` builds a layout other than `exported` (the size class being
    /// the provider's own, or by width for a provider serving both).
    static func widthsWithOtherLayouts(
        _ recipe: Recipe, exported: Layout, environment: LayoutEnvironment, sections: Int
    ) -> [Double] {
        probeWidths.filter { width in
            let probe = probeEnvironment(recipe, width: width, height: environment.container.contentSize.height)
            return LayoutFile.sampled(recipe.layout(for: probe), in: probe, sections: sections)
                != LayoutFile.sampled(exported, in: environment, sections: sections)
        }
    }

    /// The probe widths at which `recipe`'s closure builds a layout other than the one `written` chooses
    /// there (the size class being the provider's own, or by width for a provider serving both).
    static func widthsWhereExportDiffers(
        _ recipe: Recipe, written: EnvironmentChoice<Layout>, height: Double, sections: Int
    ) -> [Double] {
        probeWidths.filter { width in
            let probe = probeEnvironment(recipe, width: width, height: height)
            return LayoutFile.sampled(recipe.layout(for: probe), in: probe, sections: sections)
                != LayoutFile.sampled(written.resolve(in: probe), in: probe, sections: sections)
        }
    }

    /// For a section provider that is a closure (written as its first `sections` sections, which a layout
    /// file cycles through): why the file differs from the recipe beyond them, or nil when sections
    /// `sections ..< 2 x sections` repeat the first ones.
    static func repeatWarning(_ recipe: Recipe, _ environment: LayoutEnvironment, sections: Int) -> String? {
        guard case .provider(let provider) = recipe.layout(for: environment).sections, provider.choices == nil,
            sections >= 1
        else { return nil }
        for index in sections..<(2 * sections) {
            let section = try? provider.section(index, environment)
            let first = try? provider.section(index % sections, environment)
            if section != first {
                return "builds its sections in code; this export holds its first \(sections), which repeat after "
                    + "that, but the recipe's section \(index) differs from its section \(index % sections)."
            }
        }
        return nil
    }

    /// The container a probe at `width` uses: the recipe's own size class, or the width's for a recipe
    /// serving both.
    static func probeEnvironment(_ recipe: Recipe, width: Double, height: Double) -> LayoutEnvironment {
        let sizeClass: SizeClass =
            switch recipe.sizeClass {
            case .compact: .compact
            case .regular: .regular
            case .any: width >= LayoutEnvironment.regularWidthThreshold ? .regular : .compact
            }
        return LayoutEnvironment(width: width, height: height, sizeClass: sizeClass)
    }
}
