import Foundation
import Testing

@testable import RecipesCLI

@Suite(
    "Allocator settings",
    // The address sanitizer replaces glibc's malloc, which then has no thresholds to set.
    .disabled(if: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil, "glibc's malloc is replaced"))
struct AllocatorTests {
    @Test("glibc's mmap and trim thresholds can be fixed through mallopt")
    func mmapThreshold() {
        #expect(Allocator.fixThresholds())
        #expect(Allocator.description.contains("32 MiB"))
        #expect(Allocator.trim())
    }
}
