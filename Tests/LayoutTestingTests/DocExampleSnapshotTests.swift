import CompositionalLayoutUIKit
import LayoutTesting
import Testing

// The snapshot test of docs/regression-testing.md ("In a test target") and of the UIKit facade's article
// "Checking your UIKit layouts on Linux", word for word but its imports (the doc tests check it:
// Tests/DocExamplesTests); its recordings are __Snapshots__/DocExampleSnapshotTests/.

@MainActor
@Test func twoColumnLayout() {
    // __Snapshots__/<this file's name>/twoColumnLayout@320.json, @768 and @1024, beside this file.
    assertLayoutSnapshot(of: makeTwoColumnLayout(), itemCounts: [4])
}

/// The app's layout the documentation's test snapshots: the README's two-column grid.
@MainActor
func makeTwoColumnLayout() -> UICollectionViewCompositionalLayout { TestLayouts.makeTwoColumnLayout() }
