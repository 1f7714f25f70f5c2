import Foundation

/// The machine and toolchain a report was measured on.
struct MachineInfo: Sendable, Codable, Equatable {
    /// The CPU model from /proc/cpuinfo.
    var cpu: String
    /// Logical cores the process may use.
    var cores: Int
    /// The first line of `swift --version`, or the compiler version the binary was built with.
    var swiftVersion: String
    /// "release" or "debug".
    var configuration: String
    /// When the run started, ISO 8601, UTC.
    var date: String

    /// The machine line, printed the same way in the report header, the JSON and on standard error.
    var line: String {
        "\(cpu), \(cores) cores, \(swiftVersion), \(configuration) build, \(date)"
    }

    /// True when this binary was compiled without optimisation.
    static var isDebugBuild: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// Reads the facts of the current machine.
    static func current() -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        let formatter = ISO8601DateFormatter()
        return MachineInfo(
            cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount, swiftVersion: swiftVersion(),
            configuration: isDebugBuild ? "debug" : "release", date: formatter.string(from: Date()))
    }

    /// The 1-minute load average from /proc/loadavg, or nil where there is none.
    static func loadAverage() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Double($0) }
    }

    /// `swift --version`'s first line, run through the environment's PATH; the compile-time version otherwise.
    static func swiftVersion() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        if (try? process.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if let line = String(data: data, encoding: .utf8)?.split(separator: "\n").first,
                process.terminationStatus == 0
            {
                return String(line)
            }
        }
        #if compiler(>=6.3)
            return "compiled with Swift 6.3 or later"
        #else
            return "compiled with Swift older than 6.3"
        #endif
    }
}
