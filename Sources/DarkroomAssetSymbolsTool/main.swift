import AssetSymbolGeneration
import Foundation

// DarkroomAssetSymbolsTool <output.swift> <catalogue.xcassets>...
// Writes the generated asset symbols of the catalogues to the output file (the DarkroomAssetSymbols plugin runs it).
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: DarkroomAssetSymbolsTool <output.swift> <catalogue.xcassets>...\n".utf8))
    exit(2)
}
var assets: [AssetCatalogScan.Asset] = []
for catalogue in arguments.dropFirst() {
    do {
        assets += try AssetCatalogScan(catalogue: catalogue).assets
    } catch {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        exit(1)
    }
}
let (source, skipped) = AssetSymbolSource.generate(assets)
for item in skipped {
    FileHandle.standardError.write(Data("warning: asset \"\(item.asset)\" has no generated symbol: \(item.reason)\n".utf8))
}
do {
    // Leave an unchanged file alone, so the build does not recompile the target.
    if FileManager.default.contents(atPath: output) != Data(source.utf8) {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
