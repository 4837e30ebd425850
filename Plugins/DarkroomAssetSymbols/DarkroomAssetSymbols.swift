import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`ColorResource.brandPrimary`, `ImageResource.logo`, `Color.brandPrimary`) from
/// every `*.xcassets` folder in a target, so `Color(.brandPrimary)` and `Image(.logo)` compile on Linux with
/// DarkroomUI. Add it to the views target: `plugins: [.plugin(name: "DarkroomAssetSymbols", package: "Darkroom")]`.
@main
struct DarkroomAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let root = target.directoryURL.path
        var catalogues: [String] = []
        var inputs: [URL] = []
        let manager = FileManager.default
        if let walker = manager.enumerator(atPath: root) {
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".xcassets") { catalogues.append(root + "/" + relative) }
                if relative.hasSuffix("Contents.json"), relative.contains(".xcassets/") || relative.hasSuffix(".xcassets/Contents.json") {
                    inputs.append(URL(fileURLWithPath: root + "/" + relative))
                }
            }
        }
        guard !catalogues.isEmpty else { return [] }
        catalogues.sort()
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "DarkroomAssetSymbolsTool").url,
                arguments: [output.path] + catalogues,
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
