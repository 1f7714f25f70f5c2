/// The interactive gallery's style sheet, inlined in the page: `GalleryPageStyle.css` beside this file,
/// embedded in the binary at build time (`Package.swift`: `.embedInCode`).
///
/// System fonts only, light and dark colours (`prefers-color-scheme`), cells, supplementaries and
/// decorations in distinct styles, visible focus rings.
enum GalleryPageStyle {
    /// The style sheet's text, as the file holds it (UTF-8, ending with a newline).
    static let text = String(decoding: PackageResources.GalleryPageStyle_css, as: UTF8.self)
}
