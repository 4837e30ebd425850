// Renders the portability screens (PortabilityScreens.swift) to PNG files in the directory given as the only
// argument. scripts/check-portability.sh runs this same binary on the machine and inside a Debian 13 root file
// system and requires identical bytes (docs/DETERMINISM.md).
import DarkroomUI
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: DarkroomPortability OUTPUT-DIRECTORY\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1], isDirectory: true)
do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for screen in PortabilityScreens.all {
        let file = output.appendingPathComponent(screen.name + ".png")
        try screen.render().pngData().write(to: file)
    }
    print("DarkroomPortability: wrote \(PortabilityScreens.all.count) screens to \(output.path)")
} catch {
    FileHandle.standardError.write(Data("DarkroomPortability: \(error)\n".utf8))
    exit(1)
}
