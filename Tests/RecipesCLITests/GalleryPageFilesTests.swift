import Foundation
import Testing

@testable import RecipesCLI

/// The interactive gallery's script and style sheet are the files `GalleryPageScript.js` and
/// `GalleryPageStyle.css`, compiled into the command (`.embedInCode`) and written into the page whole.
@Suite("recipes gallery: the page's script and style files")
struct GalleryPageFilesTests {
    /// The folder of the files, in the CLI target's sources.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/RecipesCLI/Gallery").standardized

    @Test("the embedded script and style are the files in Sources/RecipesCLI/Gallery, byte for byte")
    func embeddedAreTheFiles() throws {
        let script = try Data(contentsOf: Self.folder.appendingPathComponent("GalleryPageScript.js"))
        let style = try Data(contentsOf: Self.folder.appendingPathComponent("GalleryPageStyle.css"))
        #expect([UInt8](script) == Array(GalleryPageScript.text.utf8))
        #expect([UInt8](style) == Array(GalleryPageStyle.text.utf8))
    }

    @Test("the page holds the style sheet in its head and the script at its end, each whole")
    func pageHoldsTheFiles() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = recipes(
            ["gallery", "--recipe", "grid", "--height", "844", "--output", "page.html"], catalog: .builtIn, in: folder)
        #expect(outcome.exitCode == 0, "\(outcome.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(page.contains("<style>\n\(GalleryPageStyle.text)</style>\n</head>\n"))
        #expect(page.hasSuffix("<script>\n\(GalleryPageScript.text)</script>\n</body>\n</html>\n"))
    }

    @Test("neither file can end its element or open a comment early: no </script, </style or <!--")
    func nothingEndsTheElement() {
        for (name, text) in [
            ("GalleryPageScript.js", GalleryPageScript.text), ("GalleryPageStyle.css", GalleryPageStyle.text),
        ] {
            let lowered = text.lowercased()
            #expect(!text.isEmpty && text.hasSuffix("\n"), "\(name) is empty or does not end with a newline")
            for marker in ["</script", "</style", "<!--"] {
                #expect(!lowered.contains(marker), "\(name) holds \(marker)")
            }
        }
        #expect(GalleryPageScript.text.hasPrefix("'use strict';\n"))
    }
}
