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
