import ArgumentParser

/// `darkroom demo`: renders the bundled example. STUB: filled in as the renderer lands.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "demo", abstract: "Render the bundled example and print where the result is.")

    func run() throws {
        print("demo: not yet")
    }
}
