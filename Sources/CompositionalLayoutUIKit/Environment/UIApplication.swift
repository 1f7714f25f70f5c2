/// The app; off-device there is one, answering what layout code asks of it.
@preconcurrency @MainActor
public final class UIApplication {
    private init() {}

    /// The app.
    public static let shared = UIApplication()

    /// The app's layout direction: left to right (off-device there is no app language; a host lays out right
    /// to left only when its `semanticContentAttribute` forces it).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
