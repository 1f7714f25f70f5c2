/// Something a layout allows but its author probably did not mean.
///
/// Geometry that overflows, so cells overlap, leave their group or come out empty. UIKit lays such layouts
/// out without complaint; the engine solves them too and reports each problem once, with the path of the
/// value that causes it.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the cause is, in the engine's path form (`section[0].group.subitems[1].size.height`).
    public var path: String
    /// One sentence without a final period, such as `the item is 3 times as tall as its group; cells will overlap`.
    public var message: String

    /// Creates a warning.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }

    /// The most warnings one solve reports; further causes are dropped.
    public static let maximumCount = 100

    /// `value` with at most two decimals and no trailing zeros (3, 2.5, 0.33); the engine has no Foundation.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        guard abs(value) < 1e15 else { return "\(value)" }
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths / 100)
        let fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }

    /// A child longer than its group across the group's axis (spec G8): it reaches into its neighbours.
    static func crossOverflow(
        path: String, isGroup: Bool, axis: Axis, length: Double, room: Double, container: String = "group"
    ) -> LayoutWarning {
        let dimension = axis == .vertical ? "height" : "width"
        let adjective = axis == .vertical ? "tall" : "wide"
        let noun = isGroup ? "group" : "item"
        let comparative = axis == .vertical ? "taller" : "wider"
        let message: String
        if room <= 0 {
            message =
                "the \(noun) is \(format(length)) points \(adjective) in a \(container) with no \(dimension) left; cells will overlap"
        } else if length >= 1.1 * room {
            message =
                "the \(noun) is \(format(length / room)) times as \(adjective) as its \(container); cells will overlap"
        } else {
            message =
                "the \(noun) is \(format(length - room)) points \(comparative) than its \(container); cells will overlap"
        }
        return LayoutWarning(path: "\(path).size.\(dimension)", message: message)
    }
}
