import CompositionalLayout

/// The file names of snapshots: `NAME@WIDTH.json` (`grid@390.json`, `grid@320.5.json`), with the size
/// class after the width when it was chosen rather than taken from the width (`grid@390-regular.json`), and
/// `-rtl` last for a right-to-left layout (`grid@390-rtl.json`).
///
/// `recipes snapshot` and `assertLayoutSnapshot` name files alike, so `recipes diff` matches a folder
/// written by either by file name.
public enum SnapshotFileName {
    /// The file name of `name` at `width`; `sizeClass` only when it was forced (not picked by width).
    public static func make(
        name: String, width: Double, sizeClass: SizeClass? = nil, layoutDirection: LayoutDirection = .leftToRight
    ) -> String {
        "\(safe(name))@\(SnapshotJSON.number(width))" + (sizeClass.map { "-" + $0.rawValue } ?? "")
            + (layoutDirection == .rightToLeft ? "-rtl" : "") + ".json"
    }

    /// The most characters of a name kept in a file name (file systems allow 255 bytes).
    public static let maximumNameLength = 200

    /// `name` with every character but ASCII letters, digits, `-`, `_` and `.` replaced by `-`, and a leading
    /// `.` too, cut to `maximumNameLength` characters, so that it is one plain file name on every file system.
    public static func safe(_ name: String) -> String {
        var out = ""
        for c in name.unicodeScalars.prefix(maximumNameLength) {
            let plain =
                c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "-_.".unicodeScalars.contains(c))
            out.unicodeScalars.append(plain && !(out.isEmpty && c == ".") ? c : "-")
        }
        return out.isEmpty ? "layout" : out
    }
}
