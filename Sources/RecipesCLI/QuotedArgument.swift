/// A value from the command line as an error sentence quotes it: in single quotes, control characters
/// escaped (`\n`), and at most `CLILimits.quotedArgumentLength` characters.
///
/// A longer value keeps its first characters, then an ellipsis and its full length:
/// `'gggg…' (100000 characters)`. Characters are Unicode scalars, so a value made of one letter and
/// 100 000 combining marks is cut too.
func quoted(_ value: String) -> String {
    let escaped = value.escapingControlCharacters
    let limit = CLILimits.quotedArgumentLength
    guard escaped.unicodeScalars.count > limit else { return "'\(escaped)'" }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: escaped.unicodeScalars.prefix(limit - 1))
    return "'\(String(kept))…' (\(value.unicodeScalars.count) characters)"
}
