import Dispatch
import Foundation

/// Runs the facade's main-actor code from whichever thread the command solves on.
///
/// On the main queue it runs in place; elsewhere it waits for the main queue, which `RecipesCommand.main`
/// keeps free (the command runs on a thread of its own), so UIKit recipes solve one at a time, as on iOS.
enum MainActorBridge {
    /// Marks the main queue, so that code it runs on a worker thread (as `dispatchMain()` does on Linux)
    /// knows it is there.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// `body`'s result, computed on the main actor.
    static func run<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) -> T {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
            return MainActor.assumeIsolated(body)
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
