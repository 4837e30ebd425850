// The compiler plugin behind `#Preview`, `@Previewable` and `@Entry`, written without swift-syntax.
//
// The compiler starts this executable (SwiftPM passes `-load-plugin-executable <path>#DarkroomMacros`)
// and talks to it over stdin/stdout: each message is an 8-byte little-endian length followed by that
// many bytes of JSON (swift-syntax's `PluginMessages.swift` defines the schema). Each expansion request
// carries the macro's source text; the answer is the expanded source text. See docs/PREVIEWS.md.

let connection = PluginConnection()
while let message = connection.receive() {
    connection.send(PluginHandler.response(to: message))
}
