import Foundation
import Rasterizer
import Testing
@testable import Darkroom
@testable import DarkroomReview

/// Loads the HTML report in headless Chromium: the page's own self-check (written into
/// `<pre id="selfcheck">`) must see every failure, every image loaded and the slider working;
/// a screenshot is kept in the test's temporary directory.
@Suite(.serialized) struct HTMLReportBrowserTests {
    struct SelfCheck: Decodable {
        var failures: Int
        var declared: Int
        var images: Int
        var imagesLoaded: Int
        var broken: [String]
        var ids: [String]
        var sliderBefore: Int?
        var sliderAfter: Int?
        var clipBefore: String?
        var clipAfter: String?
        var blendOpacity: String?
        var navigation: [Int]
    }

    @Test func reportLoadsInChromiumWithEveryFailureImageAndAWorkingSlider() throws {
        let browser = try #require(Chromium.find(), Chromium.missingMessage)
        let fixture = try ReviewFixture()
        defer { if !keepOutput { fixture.cleanUp() } }
        try fixture.makeStandardFailures()
        // A text snapshot failure as well.
        let textSnapshots = fixture.root + "/__Snapshots__/Text"
        fixture.verifyText("line one\nline two\n", named: "text", record: .all, snapshotDirectory: textSnapshots)
        #expect(fixture.verifyText("line one\nline 2\n", named: "text", record: .never, snapshotDirectory: textSnapshots) != nil)

        let scan = try fixture.scan()
        #expect(scan.pending.count == 4)
        let recorder = OutputRecorder()
        let (status, written) = ReviewCommands.report(locations: fixture.locations, outputPath: fixture.root + "/out/report.html", output: recorder.output)
        #expect(status == 0, "\(recorder.err)")
        let path = try #require(written)
        #expect(recorder.out == path)
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"), "no external resources")
        #expect(html.contains("image-rendering: pixelated"))

        let dom = try browser.run(["--dump-dom", "--virtual-time-budget=5000", "file://" + path])
        let check = try SelfCheck.parse(dom)
        #expect(check.failures == 4)
        #expect(check.declared == 4)
        #expect(Set(check.ids) == Set((1...4).map { "failure-\($0)" }))
        // 3 image failures: mismatch (expected, actual, diff + 2 stacked), resized (same), new (actual only).
        #expect(check.images == 11)
        #expect(check.imagesLoaded == check.images, "broken: \(check.broken)")
        #expect(check.sliderBefore == 50 && check.sliderAfter == 20)
        #expect(check.clipBefore == "inset(0px 0px 0px 50%)", "\(check.clipBefore ?? "nil")")
        #expect(check.clipAfter == "inset(0px 0px 0px 20%)", "\(check.clipAfter ?? "nil")")
        #expect(check.blendOpacity == "0.2")
        #expect(check.navigation == [0, 1])
        for item in scan.pending {
            #expect(dom.contains(escape(item.testDisplayName)))
            #expect(dom.contains(escape(item.referencePath)))
        }

        let screenshot = fixture.root + "/out/report.png"
        _ = try browser.run(["--screenshot=" + screenshot, "--window-size=1400,1000", "--virtual-time-budget=5000", "file://" + path])
        let image = try Bitmap(pngData: try Data(contentsOf: URL(fileURLWithPath: screenshot)))
        #expect(image.width == 1400 && image.height == 1000)
        print("darkroom report screenshot: \(screenshot)")
    }

    @Test func anEmptyReportSaysSo() throws {
        let browser = try #require(Chromium.find(), Chromium.missingMessage)
        let fixture = try ReviewFixture()
        defer { fixture.cleanUp() }
        try FileManager.default.createDirectory(atPath: fixture.artifacts, withIntermediateDirectories: true)
        let (status, written) = ReviewCommands.report(locations: fixture.locations, outputPath: nil, output: OutputRecorder().output)
        #expect(status == 0)
        let path = try #require(written)
        #expect(path == fixture.artifacts + "/report.html")
        let dom = try browser.run(["--dump-dom", "--virtual-time-budget=3000", "file://" + path])
        let check = try SelfCheck.parse(dom)
        #expect(check.failures == 0 && check.images == 0)
        #expect(dom.contains("No snapshot failures"))
    }

    /// Keep the scratch directory (with report.html and report.png) for a look: DARKROOM_KEEP_REPORT=1.
    var keepOutput: Bool { ProcessInfo.processInfo.environment["DARKROOM_KEEP_REPORT"] == "1" }
}

extension HTMLReportBrowserTests.SelfCheck {
    static func parse(_ dom: String) throws -> Self {
        guard let start = dom.range(of: "<pre id=\"selfcheck\" aria-hidden=\"true\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            throw SelfCheckError(description: "no <pre id=\"selfcheck\"> in the DOM:\n\(dom.prefix(2000))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        guard !text.isEmpty else { throw SelfCheckError(description: "the page's self-check did not run (empty <pre id=\"selfcheck\">)") }
        return try JSONDecoder().decode(Self.self, from: Data(text.utf8))
    }
}

struct SelfCheckError: Error, CustomStringConvertible {
    var description: String
}

/// Headless Chromium (Debian's `chromium`).
struct Chromium {
    let executable: String

    static let missingMessage: Comment = """
        Chromium is not installed, and the HTML report test needs it. Install it with \
        `scripts/install-deps.sh --with-browser` (what `make test` runs) or `apt-get install -y chromium`.
        """

    static func find() -> Chromium? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return Chromium(executable: candidate) }
            }
        }
        return nil
    }

    /// Runs Chromium headless with a throwaway profile; returns standard output. Killed after 90 s.
    func run(_ arguments: [String]) throws -> String {
        let profile = NSTemporaryDirectory() + "darkroom-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--hide-scrollbars", "--force-color-profile=srgb", "--user-data-dir=" + profile,
            ] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 90, execute: watchdog)
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(errors.fileHandleForReading.readAllRetryingInterrupts()) }
        errorReader.start()
        let data = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationStatus == 0 else {
            throw SelfCheckError(description: "chromium exited with \(process.terminationStatus): \(String(decoding: errorData.get(), as: UTF8.self).suffix(2000))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.broadcast()
        condition.unlock()
    }

    func get() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}

extension ReviewFixture {
    @discardableResult
    func verifyText(_ text: String, named name: String, record: SnapshotTestingConfiguration.Record, snapshotDirectory: String) -> String? {
        SnapshotEnvironment.$current.withValue(SnapshotEnvironment(artifacts: artifacts, runID: "1-run")) {
            SnapshotTestingConfiguration.$current.withValue(nil) {
                verifySnapshot(of: text, as: .lines, named: name, record: record, snapshotDirectory: snapshotDirectory, testName: "textScreen()")
            }
        }
    }
}
