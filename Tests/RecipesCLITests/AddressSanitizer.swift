import Foundation

/// Whether this test process runs under the address sanitizer (`swift test --sanitize=address`).
///
/// Memory and processor-time bounds do not hold there (shadow memory, quarantine, several times the
/// work), so the tests that measure them are disabled.
enum AddressSanitizer {
    /// True when the address sanitizer's runtime is linked into the process.
    static let isActive = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
}
