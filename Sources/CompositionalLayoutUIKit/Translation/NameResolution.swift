internal import CompositionalLayout

// Foundation and the engine share some type names (also `IndexPath`: files that import the engine write
// `Foundation.IndexPath` or `CompositionalLayout.IndexPath`). Inside the facade, these names mean:
/// The engine's dimension (Foundation's `Dimension` is a unit type, unused here).
typealias Dimension = CompositionalLayout.Dimension
/// The engine's transform (the facade's public transform is `CGAffineTransform`).
typealias AffineTransform = CompositionalLayout.AffineTransform
