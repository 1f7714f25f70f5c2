/// Resolves dimensions against a container and snaps to the pixel grid (spec D1, spec D2, spec D6, spec R1).
struct PixelGrid: Sendable {
    /// Points to pixels; 0 = exact arithmetic.
    let scale: Double

    /// A tiny slack so that a value already on the grid (281/3 x 3 = 280.99999...) is not floored a pixel down.
    private static let snapSlack = 1e-7

    /// The length of `dimension` in a container whose effective size is `container` (spec D2: (size - insets) x f).
    @inline(__always)
    func resolve(_ dimension: Dimension, in container: Size) -> Double {
        switch dimension {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v):
            return v
        case .fractionalWidth(let f):
            return floorToGrid(container.width * f)
        case .fractionalHeight(let f):
            return floorToGrid(container.height * f)
        }
    }

    /// Both dimensions of `size` in `container`.
    @inline(__always)
    func resolve(_ size: LayoutSize, in container: Size) -> Size {
        Size(width: resolve(size.width, in: container), height: resolve(size.height, in: container))
    }

    /// floor(raw x scale) / scale when scale > 0 (spec D6); raw otherwise.
    @inline(__always)
    func floorToGrid(_ raw: Double) -> Double {
        guard scale > 0 else { return raw }
        return (raw * scale + PixelGrid.snapSlack).rounded(.down) / scale
    }

    /// The nearest multiple of 1/scale when scale > 0 (spec R1); raw otherwise.
    ///
    /// Ties always round up, and a slack absorbs floating-point noise, so that two edges that land on the
    /// same half pixel (1551.5 and 1937.4999999999998) round the same way and neighbours never overlap or gap
    /// by a pixel. The slack is flooring's plus 1e-12 of the value: far along a long self-sizing section,
    /// sums of thousands of lengths carry more noise than 1e-7 pixel (the solver fuzz target found positions
    /// near 3 million pixels that a sum and a product placed on either side of a tie).
    @inline(__always)
    func roundToGrid(_ raw: Double) -> Double {
        guard scale > 0 else { return raw }
        let pixels = raw * scale
        return (pixels + 0.5 + PixelGrid.snapSlack + 1e-12 * abs(pixels)).rounded(.down) / scale
    }

    /// A frame with each value rounded independently (spec R1).
    @inline(__always)
    func round(_ r: Rect) -> Rect {
        guard scale > 0 else { return r }
        return Rect(
            x: roundToGrid(r.x), y: roundToGrid(r.y), width: roundToGrid(r.width), height: roundToGrid(r.height))
    }
}

extension PixelGrid {
    /// How far rounding to the grid can move an edge: one pixel (0 with no grid).
    var slack: Double { scale > 0 ? 1 / scale : 0 }
}
