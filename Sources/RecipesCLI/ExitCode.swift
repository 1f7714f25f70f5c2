/// The exit statuses the command uses (style G9).
public enum ExitCode {
    /// Everything worked.
    public static let success: Int32 = 0
    /// A solve failed or a sweep found violations.
    public static let failure: Int32 = 1
    /// The command line was wrong (`EX_USAGE` from sysexits.h).
    public static let usage: Int32 = 64
}
