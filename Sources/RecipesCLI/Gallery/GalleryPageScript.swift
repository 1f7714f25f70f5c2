/// The interactive gallery's script, inlined in the page: `GalleryPageScript.js` beside this file, embedded
/// in the binary at build time (`Package.swift`: `.embedInCode`), so the command reads no file to write it.
///
/// It decodes the stored solves (`GalleryBlockEncoding`), draws the one the controls select as inline SVG,
/// and fills the tabs. It computes no geometry: the only arithmetic on frames is clamping pinned items to
/// the ranges the engine gave (`SolvedLayout.pinnedRanges()`).
///
/// The URL's hash (or query) selects the state
/// (`#recipe=grid&width=390&height=844&size=auto&scroll=0&tab=swift`) and follows it; every drawn element
/// carries its frame in `data-` attributes; `<html data-first-draw-ms>` records when the first drawing was
/// done (`performance.now()`, milliseconds since navigation start).
enum GalleryPageScript {
    /// The script's text, as the file holds it (UTF-8, ending with a newline).
    static let text = String(decoding: PackageResources.GalleryPageScript_js, as: UTF8.self)
}
