/// Finds every preview (`#Preview` and `PreviewProvider`) linked into the running process.
///
/// Discovery reads the Swift runtime's protocol conformance records (see `ConformanceScanner`): a
/// preview is found whether or not anything references it, and the result does not depend on test
/// order or timing. Previews inside `#if DEBUG` are found in debug builds (the default for tests).
public enum PreviewDiscovery {
    /// Every preview of the process, sorted by module, file, line and type name.
    @MainActor
    public static func all() -> [DiscoveredPreview] {
        let found = ConformanceScanner.conformingTypes(to: ["_PreviewRegistry", "PreviewProvider"], inModule: "DarkroomUI")
        var previews: [DiscoveredPreview] = []
        for conformance in found {
            let type = conformance.type
            guard
                var preview = DiscoveredPreview(
                    protocolName: conformance.protocolName, type: type,
                    privateDiscriminator: conformance.privateDiscriminator)
            else { continue }
            if case .macro = preview.kind, let registry = type as? any _PreviewRegistry.Type {
                // The name is an argument of the macro: read it from the preview the macro makes.
                preview = preview.withName((try? registry.makePreview())?.name)
            }
            previews.append(preview)
        }
        return previews.sorted { a, b in
            (a.moduleName, a.fileID ?? "", a.line ?? 0, a.typeName) < (b.moduleName, b.fileID ?? "", b.line ?? 0, b.typeName)
        }
    }

    /// The previews declared in `moduleName` (the target's name, e.g. `"JokesApp"`).
    @MainActor
    public static func previews(inModule moduleName: String) -> [DiscoveredPreview] {
        all().filter { $0.moduleName == moduleName }
    }
}
