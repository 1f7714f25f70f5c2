import CompositionalLayout

/// Resolves dimensions and snaps values to the display's pixel grid (spec D1, spec D2, spec D6, spec R1).
struct ReferencePixelGrid {
    /// Points to pixels; 0 means exact arithmetic.
    let scale: Double

    /// spec D6: fractional lengths floor to the pixel grid.
    ///
    /// The engine adds a slack of 1e-7 pixel before
    /// flooring so a value already on the grid (281/3 x 3 = 280.99999...) stays put; so do we.
    func floorToGrid(_ raw: Double) -> Double {
        guard scale > 0 else { return raw }
        return (raw * scale + 1e-7).rounded(.down) / scale
    }

    /// spec R1: the nearest multiple of 1/scale.
    ///
    /// The spec does not say which way ties go; the engine rounds
    /// them up (towards +infinity), with a slack of 1e-7 pixel plus 1e-12 of the value (docs/geometry.md,
    /// R1), so that two edges meant to meet on a half pixel round alike however their sums were added up;
    /// so do we.
    func roundToGrid(_ raw: Double) -> Double {
        guard scale > 0 else { return raw }
        let pixels = raw * scale
        return (pixels + 0.5 + 1e-7 + 1e-12 * Swift.abs(pixels)).rounded(.down) / scale
    }

    /// spec R1 for a frame: each value independently.
    func round(_ r: Rect) -> Rect {
        guard scale > 0 else { return r }
        return Rect(
            x: roundToGrid(r.x), y: roundToGrid(r.y), width: roundToGrid(r.width), height: roundToGrid(r.height))
    }

    /// spec D1, spec D2: a dimension in a container whose effective size is `container`.
    func length(_ dimension: Dimension, in container: Size) -> Double {
        switch dimension {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): v
        case .fractionalWidth(let f): floorToGrid(container.width * f)
        case .fractionalHeight(let f): floorToGrid(container.height * f)
        }
    }

    /// Both dimensions of a layout size.
    func size(_ size: LayoutSize, in container: Size) -> Size {
        Size(width: length(size.width, in: container), height: length(size.height, in: container))
    }
}
