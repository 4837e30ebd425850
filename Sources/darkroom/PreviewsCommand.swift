import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom previews TARGET`: every preview of a target as PNGs and one HTML gallery, without
/// writing a test. Builds the package's tests (the test process links every target the tests depend
/// on), runs the Darkroom library's `darkroom previews` suite in it for TARGET, and writes the page.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider of a target to PNGs and one HTML gallery.",
        discussion: """
            Runs `swift build --build-tests` and then the test process with only the Darkroom library's \
            `darkroom previews` suite, which renders the previews of TARGET (a target some test target \
            depends on). Writes <output>/<Preview>.png, previews.json and index.html, and prints the \
            page's path. Exit status: 0 all previews rendered, 1 some could not be rendered (the page \
            says why), 2 an error (no previews, build failed).
            """
    )

    @Argument(help: "The target whose previews to render (as in `import TARGET`).") var target: String
    @Option(name: .shortAndLong, help: "The output directory (default: .build/darkroom-previews/TARGET).") var output: String?
    @Flag(help: "Do not build first (use the last `swift build --build-tests`).") var skipBuild = false
    @Flag(help: "Open the gallery in the browser.") var open = false

    func run() throws {
        guard let root = ReviewLocations.packageRoot(startingAt: FileManager.default.currentDirectoryPath) else {
            fail("no Package.swift in the current directory or above it; run it inside your package")
        }
        let directory =
            output.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? root + "/.build/darkroom-previews/" + target
        try? FileManager.default.removeItem(atPath: directory + "/previews.json")
        if !skipBuild {
            FileHandle.standardOutput.write(Data("darkroom previews: building the package's tests (swift build --build-tests)…\n".utf8))
            guard run(["swift", "build", "--build-tests"], in: root, environment: [:]) == 0 else {
                fail("`swift build --build-tests` failed")
            }
        }
        let status = run(
            ["swift", "test", "--skip-build", "--disable-xctest", "--filter", "DarkroomPreviewGallery"],
            in: root, environment: ["DARKROOM_PREVIEWS_TARGET": target, "DARKROOM_PREVIEWS_OUTPUT": directory]
        )
        let page: PreviewGalleryPage
        do {
            page = try PreviewGalleryPage(target: target, directory: directory)
        } catch {
            fail("the test process (exit \(status)) wrote no preview index: \(error). Is \(target) a target that a test target depends on?")
        }
        guard !page.entries.isEmpty else {
            fail("no previews found in \(target). Pass a target name (as in `import \(target)`) that a test target depends on; previews inside `#if DEBUG` need a debug build")
        }
        let path = directory + "/index.html"
        do { try page.write(to: path) } catch { fail("\(error)") }
        let failed = page.entries.filter { $0.error != nil }
        print("darkroom previews: \(page.entries.count - failed.count) of \(page.entries.count) previews of \(target) rendered.")
        for entry in failed { print("  \(entry.error ?? entry.name)") }
        print("Gallery:")
        print(path)
        if open { _ = ReportOpener.open(path) }
        if !failed.isEmpty { throw ExitCode(1) }
    }

    private func run(_ arguments: [String], in root: String, environment: [String: String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        do {
            try process.run()
        } catch {
            fail("could not start `\(arguments.joined(separator: " "))`: \(error)")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("darkroom previews: \(message)\n".utf8))
        Foundation.exit(2)
    }
}
