import LayoutRecipes

/// A recipe as `recipes export` prints it, for the gallery's code tabs: UIKit Swift (every size class in
/// one function) and one layout file per registered provider, or the sentence saying why it cannot be.
enum GalleryExports {
    /// `{"swift": export, "files": [export]}` where an export is `{"sizeClass", "text", "note"}` (`note`:
    /// the export's warning, if any) or `{"sizeClass", "reason"}` when the recipe cannot be exported.
    static func json(_ selected: SelectedRecipe, context: CommandContext) -> String {
        let swift = export(selected.name, ["--format", "swift"], label: "all", context: context)
        let files = selected.catalog.providers(named: selected.name).map { provider in
            let key = provider.sizeClass.rawValue
            let options = provider.sizeClass == .any ? [] : ["--size-class", key]
            return export(selected.name, options, label: key, context: context)
        }
        return "{\"swift\": \(swift), \"files\": [\(files.joined(separator: ", "))]}"
    }

    /// One export as a JSON object: what `recipes export NAME OPTIONS` prints, or why it cannot.
    static func export(_ name: String, _ options: [String], label: String, context: CommandContext) -> String {
        let s = JSONWriter.string
        do {
            let parsed = try ParsedArguments.parse([name] + options, for: ExportCommand.spec)
            let outcome = try ExportCommand(parsed).execute(context)
            let note = outcome.stderr.trimmingSpacesAndNewlines
            return "{\"sizeClass\": \(s(label)), \"text\": \(s(outcome.stdout))"
                + (note.isEmpty ? "}" : ", \"note\": \(s(note))}")
        } catch let error as CommandError {
            let reason: String
            switch error {
            case .notExportable(_, let problems), .notExportableAsSwift(_, let problems):
                reason = problems.joined(separator: "; ")
            default:
                reason = error.description
            }
            return "{\"sizeClass\": \(s(label)), \"reason\": \(s(reason))}"
        } catch {
            return "{\"sizeClass\": \(s(label)), \"reason\": \(s("\(error)"))}"
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and line breaks.
    fileprivate var trimmingSpacesAndNewlines: String {
        String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}
