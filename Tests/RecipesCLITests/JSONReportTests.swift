import Foundation
import Testing

@testable import RecipesCLI

@Suite("validate and sweep --format json")
struct JSONReportTests {
    @Test("validate: each file with its problems and warnings, each with its JSON path and widths")
    func validate() throws {
        let folder = try makeTemporaryFolder()
        try LayoutFileFixtures.write(ValidateCommandTests.tall(height: 150), "tall.json", in: folder)
        try LayoutFileFixtures.write("{\"sections\": [], \"colour\": 1}", "bad.json", in: folder)
        try LayoutFileFixtures.write(LayoutFileFixtures.halves(), "good.json", in: folder)
        let outcome = recipes(
            ["validate", "tall.json", "bad.json", "good.json", "-w", "320,400", "-f", "json"], environment: [:],
            in: folder)
        #expect(outcome.exitCode == 1)
        #expect(outcome.stderr == "Error: 1 of 3 layout files has problems.\n")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(document["invalid"] as? Int == 1)
        #expect(document["warned"] as? Int == 1)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["tall.json", "bad.json", "good.json"])
        #expect(files.map { $0["valid"] as? Bool } == [true, false, true])
        let warning = try #require((files[0]["warnings"] as? [[String: Any]])?.first)
        #expect(warning["path"] as? String == "sections[0].group.subitems[0].size.height")
        #expect(warning["message"] as? String == "the item is 3 times as tall as its group; cells will overlap")
        #expect(warning["widths"] as? [Double] == [320, 400])
        let problems = try #require(files[1]["problems"] as? [[String: Any]])
        #expect(
            problems.contains {
                $0["path"] as? String == "$" && ($0["message"] as? String)?.hasPrefix("unknown key 'colour'") == true
            })
        #expect((files[2]["problems"] as? [Any])?.isEmpty == true)
    }

    @Test("validate: a width the solver refuses is a problem without a path, at that width")
    func solveFailure() throws {
        let folder = try makeTemporaryFolder()
        let text = LayoutFileFixtures.halves(name: "too-wide", data: [1]).replacingOccurrences(
            of: "{\"fractionalWidth\": 0.5}", with: "{\"absolute\": 300}")
        try LayoutFileFixtures.write(text, "wide.json", in: folder)
        let outcome = recipes(["validate", "wide.json", "-w", "200", "-f", "json"], environment: [:], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let problem = try #require(
            ((document["files"] as? [[String: Any]])?.first?["problems"] as? [[String: Any]])?.first)
        #expect(problem["path"] is NSNull)
        #expect(problem["widths"] as? [Double] == [200])
        // The same problem as text.
        let text200 = recipes(["validate", "wide.json", "-w", "200"], environment: [:], in: folder).stdout
        #expect(text200.hasPrefix("wide.json: at width 200: "))
    }

    @Test("sweep: totals and the first violations, each with recipe, width and size class")
    func sweep() throws {
        let outcome = recipes(["sweep", "overlapping", "-w", "320,700", "-f", "json"])
        #expect(outcome.exitCode == 1)
        #expect(outcome.stderr == "Error: the sweep found 2 violations in 2 of 2 solves.\n")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(document["solves"] as? Int == 2)
        #expect(document["violations"] as? Int == 2)
        #expect(document["failedSolves"] as? Int == 2)
        let listed = try #require(document["listed"] as? [[String: Any]])
        #expect(listed.map { $0["sizeClass"] as? String } == ["compact", "regular"])
        #expect(listed.first?["recipe"] as? String == "overlapping")
        #expect(listed.first?["width"] as? Double == 320)
        #expect(listed.first?["message"] as? String == "cells 0.0 and 0.1 overlap.")
        let clean = recipes(["sweep", "stacked", "-w", "320", "-f", "json"])
        #expect(
            clean
                == Outcome(
                    stdout: "{\"recipes\": 1, \"widths\": 1, \"solves\": 1, \"violations\": 0, \"failedSolves\": 0, "
                        + "\"listed\": []}\n"))
    }
}
