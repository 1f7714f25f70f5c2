internal import CompositionalLayout

/// One layout pass's translation from the facade's objects to engine values: it wraps the app's closures
/// (custom item providers, visible-items handlers) so the engine calls them on the main actor.
@MainActor
final class TranslationContext {
    /// Where wrapped visible-items handlers leave what the engine's attributes do not carry.
    let hooks: HookRecord
    /// Numbers the wrapped closures, so distinct closures get distinct engine names (the engine compares
    /// providers and handlers by name).
    private var closureCount = 0

    init(hooks: HookRecord) {
        self.hooks = hooks
    }

    /// True when the translation wrapped an app closure.
    ///
    /// Its name is only its number in this translation, so the next translation's closure compares equal to it:
    /// a re-solve that keeps sections from an earlier solve would keep that solve's closures, not the latest.
    var wrapsClosures: Bool { closureCount > 0 }

    private func nextName(_ prefix: String) -> String {
        closureCount += 1
        return "uikit.\(prefix).\(closureCount)"
    }

    /// An engine provider that calls the app's custom item provider with the group's environment.
    func customProvider(_ provider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> CustomGroupProvider {
        let box = ClosureBox(provider)
        return CustomGroupProvider(name: nextName("custom")) { environment in
            MainActor.assumeIsolated {
                box.closure(EngineEnvironment(environment)).map {
                    CustomGroupItem(frame: $0.frame.engineValue, zIndex: $0.zIndex)
                }
            }
        }
    }

    /// An engine hook that calls the app's visible-items handler and records what it changed.
    func visibleItemsHandler(
        _ handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    ) -> VisibleItemsHandler {
        let box = ClosureBox(handler)
        let hooks = self.hooks
        return VisibleItemsHandler(name: nextName("visible-items")) { items, offset, environment in
            MainActor.assumeIsolated {
                let visible = items.map(EngineVisibleItem.init)
                box.closure(visible, CGPoint(offset), EngineEnvironment(environment))
                return visible.map { item in
                    hooks.record(item.value, transform3D: item.transform3D)
                    return item.value
                }
            }
        }
    }
}

/// Holds an app closure on the main actor, so an engine closure may capture it.
@MainActor
final class ClosureBox<Closure> {
    let closure: Closure

    init(_ closure: Closure) {
        self.closure = closure
    }
}
