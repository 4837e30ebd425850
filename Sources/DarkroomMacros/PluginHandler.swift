/// Answers the compiler's messages: capabilities, then one expansion per request.
enum PluginHandler {
    /// The plugin protocol version spoken (7: swift-syntax 600+; the host sends lexical contexts).
    static let protocolVersion = 7

    static func response(to message: [String: Any]) -> [String: Any] {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
        }
        if let request = message["expandFreestandingMacro"] as? [String: Any] {
            return result(MacroRequest(freestanding: request).map(expand))
        }
        if let request = message["expandAttachedMacro"] as? [String: Any] {
            return result(MacroRequest(attached: request).map(expand))
        }
        if message["loadPluginLibrary"] != nil {
            return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]]
        }
        return result(.failure(MacroError("unknown plugin message \(message.keys.sorted())")))
    }

    static func expand(_ request: MacroRequest) -> Result<String, MacroError> {
        switch request.typeName {
        case "PreviewMacro": return PreviewMacro.expand(request)
        case "PreviewableMacro": return .success("")
        case "EntryMacro": return EntryMacro.expand(request)
        default: return .failure(MacroError("DarkroomMacros has no macro '\(request.typeName)'"))
        }
    }

    private static func result(_ outcome: Result<String, MacroError>?) -> [String: Any] {
        switch outcome {
        case .success(let source)?:
            return ["expandMacroResult": ["expandedSource": source, "diagnostics": [] as [Any]]]
        case .failure(let error)?:
            return ["expandMacroResult": ["diagnostics": [error.diagnostic]]]
        case nil:
            return ["expandMacroResult": ["diagnostics": [MacroError("malformed expansion request").diagnostic]]]
        }
    }
}

/// An expansion failure, reported to the compiler as an error diagnostic at the macro's position.
struct MacroError: Error {
    var message: String
    var fileName = ""
    var offset = 0

    init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        if let location {
            fileName = location.fileName
            offset = location.offset
        }
    }

    var diagnostic: [String: Any] {
        [
            "message": message, "severity": "error",
            "position": ["fileName": fileName, "offset": offset],
            "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
        ]
    }
}

/// Where a piece of syntax starts (its leading trivia included).
struct SourceLocation {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
    var column: Int

    init?(_ json: Any?) {
        guard let json = json as? [String: Any],
            let fileID = json["fileID"] as? String, let fileName = json["fileName"] as? String,
            let offset = json["offset"] as? Int, let line = json["line"] as? Int, let column = json["column"] as? Int
        else { return nil }
        (self.fileID, self.fileName, self.offset, self.line, self.column) = (fileID, fileName, offset, line, column)
    }
}

/// One expansion request, reduced to what the macros here need.
struct MacroRequest {
    var typeName: String
    var role: String
    var discriminator: String
    /// The macro use (`#Preview(…) { … }`) or, for attached macros, the declaration it is attached to.
    var source: String
    var location: SourceLocation
    /// The sources of the enclosing declarations, innermost first.
    var lexicalContext: [String]

    init?(freestanding request: [String: Any]) {
        guard let macro = request["macro"] as? [String: Any], let typeName = macro["typeName"] as? String,
            let syntax = request["syntax"] as? [String: Any], let source = syntax["source"] as? String,
            let location = SourceLocation(syntax["location"])
        else { return nil }
        self.typeName = typeName
        role = request["macroRole"] as? String ?? "declaration"
        discriminator = request["discriminator"] as? String ?? ""
        self.source = source
        self.location = location
        lexicalContext = (request["lexicalContext"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }
    }

    init?(attached request: [String: Any]) {
        guard let macro = request["macro"] as? [String: Any], let typeName = macro["typeName"] as? String,
            let syntax = request["declSyntax"] as? [String: Any], let source = syntax["source"] as? String,
            let location = SourceLocation(syntax["location"])
        else { return nil }
        self.typeName = typeName
        role = request["macroRole"] as? String ?? ""
        discriminator = request["discriminator"] as? String ?? ""
        self.source = source
        self.location = location
        lexicalContext = (request["lexicalContext"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }
    }

    /// A name only this expansion uses (swift-syntax's `makeUniqueName`).
    func uniqueName(_ name: String) -> String {
        "\(discriminator)\(name.utf8.count)\(name)fMu_"
    }
}
