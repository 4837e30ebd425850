/// A preview found in the running process: a `#Preview` or a `PreviewProvider` type.
public struct DiscoveredPreview: @unchecked Sendable {
    /// Where the preview comes from.
    public enum Kind: Sendable, Equatable {
        /// A `#Preview` (its name, if it has one).
        case macro(name: String?)
        /// A `PreviewProvider` type.
        case provider
    }

    /// The module that declares the preview.
    public let moduleName: String
    /// `#Preview` or `PreviewProvider`.
    public private(set) var kind: Kind
    /// The provider's type name without the module (`JokeView_Previews`, `JokeView.Previews`); for a
    /// `#Preview`, the macro's generated type.
    public let typeName: String
    /// `#fileID` of a `#Preview` (`JokesApp/JokeView.swift`); `nil` for a provider.
    public let fileID: String?
    /// `#filePath` of a `#Preview`; `nil` for a provider.
    public let filePath: String?
    /// The line of a `#Preview`; `nil` for a provider.
    public let line: Int?
    /// For a `private`/`fileprivate` provider: the hash Swift names its file by (MD5 of the module name
    /// and the file name, upper-case hex), which tells same-named private providers apart.
    public let privateDiscriminator: String?

    let type: Any.Type

    /// Makes the preview's views: one for a `#Preview`, one per view of a provider's `previews`
    /// (a `Group`, `ForEach` or several views make several).
    @MainActor
    public func makeVariants() throws -> [PreviewVariant] {
        if let registry = type as? any _PreviewRegistry.Type {
            let preview = try registry.makePreview()
            var traits = _PreviewTraitValues()
            for trait in preview.traits { trait.apply(&traits) }
            return PreviewVariant.split(preview.body(), traits: traits)
        }
        if let provider = type as? any PreviewProvider.Type {
            func previews<P: PreviewProvider>(_: P.Type) -> any View { P.previews }
            var variants = PreviewVariant.split(previews(provider), traits: _PreviewTraitValues())
            if provider.platform != nil && provider.platform != .iOS {
                variants = variants.map { variant in
                    var variant = variant
                    variant.notes.append("platform \(provider.platform!) previewed as iOS")
                    return variant
                }
            }
            return variants
        }
        return []
    }

    init?(protocolName: String, type: Any.Type, privateDiscriminator: String?) {
        self.type = type
        let reflected = String(reflecting: type)
        let dot = reflected.firstIndex(of: ".") ?? reflected.endIndex
        moduleName = String(reflected[..<dot])
        var name = dot < reflected.endIndex ? String(reflected[reflected.index(after: dot)...]) : reflected
        // "(unknown context at $5605…).Previews" → "Previews" (private types).
        while let range = name.range(of: "(unknown context at "), let close = name[range.upperBound...].firstIndex(of: ")") {
            let after = name.index(after: close)
            name.removeSubrange(range.lowerBound..<(after < name.endIndex && name[after] == "." ? name.index(after: after) : after))
        }
        typeName = name
        if let registry = type as? any _PreviewRegistry.Type {
            kind = .macro(name: nil)
            fileID = registry.fileID
            filePath = registry.filePath
            line = registry.line
            self.privateDiscriminator = nil
        } else if type is any PreviewProvider.Type {
            kind = .provider
            fileID = nil
            filePath = nil
            line = nil
            self.privateDiscriminator = privateDiscriminator
        } else {
            return nil
        }
        _ = protocolName
    }

    func withName(_ name: String?) -> DiscoveredPreview {
        var copy = self
        copy.kindName = name
        return copy
    }

    private var kindName: String? {
        get { if case .macro(let name) = kind { return name } else { return nil } }
        set { if case .macro = kind { kind = .macro(name: newValue) } }
    }
}
