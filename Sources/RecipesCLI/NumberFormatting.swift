import Foundation
import LayoutFiles

/// A number as JSON and file names show it, exact to the last bit.
///
/// Whole values print without a fraction, others in Swift's shortest round-trip form, so parsing the
/// text gives back the same `Double`. Non-finite values give "null".
func formatNumber(_ value: Double) -> String { LayoutFiles.JSONWriter.number(value) }

/// A number with exactly two decimals, as the table shows frames ("-0.00" prints as "0.00").
func formatTwoDecimals(_ value: Double) -> String {
    let text = String(format: "%.2f", value)
    return text == "-0.00" ? "0.00" : text
}

/// The text padded with spaces on the left to `width` characters.
func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// The text padded with spaces on the right to `width` characters.
func padRight(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// An estimate as people read it: whole numbers up to a million ("1000", "26000"), then two significant
/// digits in e-notation ("2.6e12", "2e9").
func formatEstimate(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value < 1e6 { return String(Int(value.rounded())) }
    let exponent = Int(log10(value).rounded(.down))
    var mantissa = (value / pow(10, Double(exponent)) * 10).rounded() / 10
    var power = exponent
    if mantissa >= 10 {
        mantissa /= 10
        power += 1
    }
    let digits = mantissa == mantissa.rounded() ? String(Int(mantissa)) : String(mantissa)
    return "\(digits)e\(power)"
}
