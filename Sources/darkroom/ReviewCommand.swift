import ArgumentParser
import DarkroomReview
import Foundation

/// `darkroom review`: one failure at a time, with single-key accept / reject / skip.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review snapshot failures one at a time (accept, reject, skip, open the report).",
        discussion: """
            In a terminal, shows each failure with its numbers and artifact paths and waits for a key: \
            a accept, r reject, s skip, p previous, o open the HTML report, A accept all, q quit. \
            Not on a terminal (or with --list), prints the failures and exits 1 when any is pending.
            Exit status: 0 nothing left pending, 1 failures pending, 2 an error.
            """
    )

    @OptionGroup var options: ArtifactsOptions
    @Flag(help: "Print the pending failures instead of prompting.") var list = false
    @Flag(help: "Accept over references that moved or changed since the test ran.") var force = false

    func run() throws {
        let locations = try options.locations(command: "review")
        let interactive = !list && TerminalKeySource.isInteractive
        var keys: TerminalKeySource?
        if interactive {
            do {
                keys = try TerminalKeySource()
            } catch {
                FileHandle.standardError.write(Data("darkroom review: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        let status = ReviewCommands.review(
            locations: locations, keys: keys, force: force,
            openReport: { path in
                ReportOpener.open(path)
            }
        )
        keys?.restore()
        try exitUnlessZero(status)
    }
}

/// Opens a file with the desktop's opener when there is one.
enum ReportOpener {
    static func open(_ path: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        let searchPath = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        #if os(Linux)
        // Without a display there is no browser to open it in.
        let openers = environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil ? ["xdg-open"] : []
        #else
        let openers = ["open"]
        #endif
        for opener in openers {
            guard let directory = searchPath.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(opener)") }) else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "\(directory)/\(opener)")
            process.arguments = [path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            if (try? process.run()) != nil { return "Opened the report with \(opener): \(path)" }
        }
        return "Report written: \(path) (open it in a browser)"
    }
}
