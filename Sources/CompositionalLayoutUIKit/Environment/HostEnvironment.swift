/// What `UIScreen.main` and `UIDevice.current` answer: the screen and device of the host being laid out.
///
/// During a host's layout pass (its section provider, custom item providers and visible-items handlers run
/// then), the values are that host's: its frame's size as the screen's bounds, its display scale, its idiom.
/// Outside a pass, `standard`, never a host that happened to run last, so the answer does not depend on the
/// order hosts ran in.
@MainActor
struct HostEnvironment {
    /// The screen's bounds, at the origin.
    var screenBounds: CGRect
    /// Pixels per point.
    var scale: CGFloat
    /// The device idiom.
    var userInterfaceIdiom: UIUserInterfaceIdiom

    /// An iPhone 16 in portrait, 393 x 852 points at 3 pixels per point, the device of the recorded list
    /// frames (spec LS1) and `HeadlessCollectionView`'s default scale and idiom.
    static let standard = HostEnvironment(
        screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3, userInterfaceIdiom: .phone)

    /// The environments of the passes running now, innermost last.
    private static var passes: [HostEnvironment] = []

    /// The innermost running pass's environment, or `standard` outside every pass.
    static var current: HostEnvironment { passes.last ?? standard }

    /// The environment `host` gives its closures.
    init(_ host: HeadlessCollectionView) {
        self.init(
            screenBounds: CGRect(origin: .zero, size: host.frame.size), scale: host.displayScale,
            userInterfaceIdiom: host.userInterfaceIdiom)
    }

    private init(screenBounds: CGRect, scale: CGFloat, userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.screenBounds = screenBounds
        self.scale = scale
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Runs `body` as part of `host`'s layout pass: `current` answers from `host` until it returns.
    static func during<Result>(_ host: HeadlessCollectionView, _ body: () throws -> Result) rethrows -> Result {
        passes.append(HostEnvironment(host))
        defer { passes.removeLast() }
        return try body()
    }
}
