/// The container `assertLayoutSnapshot` and `recipes snapshot` use unless told otherwise.
public enum LayoutSnapshotDefaults {
    /// A phone, a tablet in portrait and a tablet in landscape, in points (compact, regular, regular).
    public static let widths: [Double] = [320, 768, 1024]
    /// An iPhone's portrait height in points.
    public static let height = 844.0
}
