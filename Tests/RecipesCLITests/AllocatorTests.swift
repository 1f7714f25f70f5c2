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
        #expect(
            Allocator.description(trimmed: "before each benchmark")
                == "glibc malloc, mmap threshold fixed at 32 MiB and trim threshold at 64 MiB (`mallopt`): arrays up "
                + "to 32 MiB (1 M frames) are recycled heap memory, larger ones (10 M frames) fresh pages on every "
                + "allocation; `malloc_trim(0)` before each benchmark")
        #expect(Allocator.trim())
    }
}
