import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `recipes` binary as a child process and measures that child alone: its peak resident
/// memory from `wait4`, which reports the one process waited for, so tests running in parallel (and the
/// test process's own high-water mark) do not blur it.
///
/// Linux counts into a process's peak the memory of the process that called `exec`: a child spawned by
/// the test process would report the test process's own peak (hundreds of MB in a full `swift test`). So
/// `/bin/sh` starts `recipes` in the background and exits at once: `recipes` is forked by the small shell,
/// and this process, made a child subreaper, inherits it and waits for it with `wait4` like `time` does.
struct ChildProcess {
    /// What one run of the binary gave.
    struct Result {
        /// The exit status (128 + the signal when it was killed).
        var status: Int32
        /// Its peak resident set size, in bytes.
        var peakMemory: Int
        /// Processor seconds it used (user and system): unlike wall-clock time, not stretched by tests
        /// running beside it.
        var cpuSeconds: Double
        /// Its standard error.
        var stderr: String
    }

    /// Makes this process the reaper of its orphaned descendants (`prctl(PR_SET_CHILD_SUBREAPER)`, looked
    /// up at run time because Swift cannot call a variadic C function); true on success.
    static let isSubreaper: Bool = {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(nil, "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let setChildSubreaper: Int32 = 36
        return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
    }()

    /// Runs `recipes` with `arguments`, standard output to /dev/null, standard error captured.
    static func run(_ arguments: [String]) throws -> Result {
        let binary = try #require(EndToEndTests.binary, "the recipes binary was not built")
        try #require(isSubreaper, "cannot become a child subreaper to measure the child alone")
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "recipes-child-\(UUID().uuidString).err")
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "recipes-child-\(UUID().uuidString).pid")
        defer {
            try? FileManager.default.removeItem(at: errorFile)
            try? FileManager.default.removeItem(at: pidFile)
        }
        // sh -c SCRIPT ERRFILE PIDFILE BINARY ARGS...: start BINARY ARGS in the background, note its pid, exit.
        let script = "e=$0; p=$1; shift; \"$@\" >/dev/null 2>\"$e\" & echo $! >\"$p\""
        let shellArguments = ["/bin/sh", "-c", script, errorFile.path, pidFile.path, binary.path] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = shellArguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var shell: pid_t = 0
        let spawned = posix_spawn(&shell, "/bin/sh", nil, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(shell, &status, 0, &usage) == -1 && errno == EINTR {}
        let text = try String(contentsOf: pidFile, encoding: .utf8)
        let child = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), "no pid: \(text)")
        // The shell has exited, so its background child is now this process's child.
        while wait4(child, &status, 0, &usage) == -1 && errno == EINTR {}
        let signal = status & 0x7f
        let exit = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        // Linux reports ru_maxrss in kilobytes.
        return Result(
            status: exit, peakMemory: Int(usage.ru_maxrss) * 1024,
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6,
            stderr: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }
}
