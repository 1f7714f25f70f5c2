import CompositionalLayout

/// What the interactive gallery precomputes.
///
/// Every width step of its slider, the heights it offers, both size classes, at one display scale. The
/// page only picks among these solves; it computes no geometry.
struct GallerySteps: Sendable, Equatable {
    /// The slider's smallest width, in points.
    static let minimumWidth = 200.0
    /// The slider's largest width, in points.
    static let maximumWidth = 1400.0
    /// The slider's step, in points: 241 widths, small enough to watch a layout reflow, coarse enough to
    /// keep the whole catalog's page near 5 MB.
    static let widthStep = 5.0
    /// The heights offered when `--height` is not given: a small phone, a phone, a tablet in portrait.
    static let defaultHeights: [Double] = [568, 844, 1024]
    /// The width shown first: a phone's.
    static let initialWidth = 390.0
    /// The display scale when `--scale` is not given: a 3x phone's pixel grid, so that every frame is a
    /// whole number of pixels and the page stores integers.
    static let defaultScale = 3.0

    /// The heights offered, the first one shown being `initialHeight`.
    var heights: [Double]
    /// The height shown first.
    var initialHeight: Double
    /// The display scale of every solve.
    var scale: Double

    /// The steps for `options`: one height when `--height` was given (else `defaultHeights`), and its scale
    /// when `--scale` was given (else `defaultScale`).
    init(options: LayoutOptions, heightGiven: Bool, scaleGiven: Bool) {
        heights = heightGiven ? [options.height] : GallerySteps.defaultHeights
        initialHeight = heightGiven ? options.height : LayoutOptions.defaultHeight
        scale = scaleGiven ? options.scale : GallerySteps.defaultScale
    }

    /// Every width of the slider, ascending.
    var widths: [Double] {
        let count =
            Int(((GallerySteps.maximumWidth - GallerySteps.minimumWidth) / GallerySteps.widthStep).rounded()) + 1
        return (0..<count).map { GallerySteps.minimumWidth + Double($0) * GallerySteps.widthStep }
    }

    /// The unit frames are stored in, per point: the scale's pixels, or twelfths of a point for exact
    /// arithmetic (halves, thirds and quarters are whole; other values are stored exactly, escaped).
    var unitsPerPoint: Double { scale > 0 ? scale : 12 }

    /// The size classes every width is solved in.
    static let sizeClasses: [SizeClass] = [.compact, .regular]
}
