/// `Swift.max(a, b)` for two values that are not NaN, bit for bit (`b` when they are equal, so +0 and -0 come
/// out as `max` gives them), in the form the compiler turns into one `maxsd` instead of a compare and a blend.
///
/// For the hot loops of self-sizing, whose values are finite or infinite but never NaN.
@inline(__always)
func maxOfNumbers(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
