/// The rule for Swift blocks in the documentation: each is either compiled in a test target, word for word,
/// or says why not. The marker on the line before the block is one of
///
///     <!-- example: compiled in Tests/PATH.swift -->
///     <!-- example: not compiled: REASON -->
///
/// "Word for word" means: the block's code without its import lines occurs in the file's code without its
/// import lines, whitespace aside (the file may wrap it in a function or test and add checks around it),
/// and the file has each import line of the block that names a module of this package or of the toolchain
/// (an import of the reader's own module, such as `@testable import AppLayouts`, is the file itself).
enum SwiftBlockCheck {
    /// Modules of the toolchain a block may import.
    static let toolchainModules: Set<String> = ["Foundation", "Testing", "XCTest", "UIKit", "PackageDescription"]

    /// The problems of one Swift `block` of `path`, as sentences; `read` gives a package file's text (nil
    /// when it does not exist), `packageModules` the targets of Package.swift.
    static func problems(
        _ block: MarkdownDocument.Block, in path: String, packageModules: Set<String>, read: (String) -> String?
    ) -> [String] {
        let place = "\(path):\(block.firstLine) (the Swift block starting there)"
        guard let marker = block.marker else {
            return [
                "\(place) has no marker: put `<!-- example: compiled in Tests/....swift -->` or "
                    + "`<!-- example: not compiled: REASON -->` on the line before it (CONTRIBUTING.md)"
            ]
        }
        let notCompiled = "not compiled:"
        if marker.hasPrefix(notCompiled) {
            let reason = String(marker.dropFirst(notCompiled.count)).trimmingSpaces
            return reason.isEmpty ? ["\(place) is marked not compiled without a reason"] : []
        }
        let compiledIn = "compiled in "
        guard marker.hasPrefix(compiledIn) else {
            return [
                "\(place) has the marker `\(marker)`, which is neither `compiled in PATH` nor `not compiled: REASON`"
            ]
        }
        let file = String(marker.dropFirst(compiledIn.count)).trimmingSpaces
        guard file.hasPrefix("Tests/"), file.hasSuffix(".swift") else {
            return ["\(place) names \(file), which is not a Swift file under Tests/"]
        }
        guard let text = read(file) else { return ["\(place) names \(file), which does not exist"] }
        var problems: [String] = []
        let fileImports = Set(text.split(separator: "\n").map { String($0).trimmingSpaces }.filter(isImport))
        for line in block.lines.map(\.trimmingSpaces) where isImport(line) {
            let module = line.split(separator: " ").last.map(String.init) ?? ""
            let checked = packageModules.contains(module) || toolchainModules.contains(module)
            if checked, !fileImports.contains(line) { problems.append("\(place): \(file) has no `\(line)`") }
        }
        let code = squeezed(block.lines.filter { !isImport($0.trimmingSpaces) })
        let fileCode = text.split(separator: "\n").map(String.init).filter { !isImport($0.trimmingSpaces) }
        if !squeezed(fileCode).contains(code) {
            problems.append(
                "\(place) is not in \(file) word for word (whitespace aside): copy the block into the file, "
                    + "or the file's version into the block")
        }
        return problems
    }

    /// True for `import X`, `@testable import X` and `@preconcurrency import X` lines.
    static func isImport(_ line: String) -> Bool {
        line.hasPrefix("import ") || line.hasPrefix("@testable import ") || line.hasPrefix("@preconcurrency import ")
    }

    /// `lines` joined with every space, tab and line break removed.
    static func squeezed(_ lines: [String]) -> String {
        String(lines.joined().filter { !$0.isWhitespace })
    }

    /// The target names `Package.swift` declares.
    static func packageModules(_ manifest: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(manifest)
        while let range = rest.range(of: "name: \"") {
            rest = rest[range.upperBound...]
            if let end = rest.firstIndex(of: "\"") {
                names.insert(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return names
    }
}
