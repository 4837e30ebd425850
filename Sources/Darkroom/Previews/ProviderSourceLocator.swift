import Foundation

/// Finds where a `PreviewProvider` type is declared (Swift records no source location for a type):
/// the line of `Sources/<Module>/**.swift` (or `Tests/<Module>/…`) that declares the type and names `PreviewProvider`.
/// Same-named private providers are told apart by Swift's private discriminator, the MD5 of the
/// module name and the file name.
enum ProviderSourceLocator {
    struct Location: Equatable {
        /// `Module/File.swift`.
        var fileID: String
        var filePath: String
        var line: Int
    }

    /// The provider declarations of one module's sources: read once per `PreviewSnapshots.make`.
    struct Index {
        fileprivate var declarations: [(name: Substring, location: Location, fileName: String)] = []

        init(module: String, packageRoot: String?) {
            guard let packageRoot else { return }
            let directories = ["/Sources/", "/Tests/"].map { packageRoot + $0 + module }
            for path in directories.flatMap(ProviderSourceLocator.swiftFiles(under:)) {
                let fileName = (path as NSString).lastPathComponent
                guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("PreviewProvider") else { continue }
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains("PreviewProvider") {
                    for name in ProviderSourceLocator.declaredNames(in: line) {
                        declarations.append((name, Location(fileID: module + "/" + fileName, filePath: path, line: index + 1), fileName))
                    }
                }
            }
        }
    }

    static func locate(_ preview: DiscoveredPreview, in index: Index) -> Location? {
        let simpleName = preview.typeName.split(separator: ".").last ?? Substring(preview.typeName)
        let candidates = index.declarations.filter { declaration in
            guard declaration.name == simpleName else { return false }
            guard let discriminator = preview.privateDiscriminator else { return true }
            return MD5.hexDigest(preview.moduleName + declaration.fileName) == discriminator
        }
        return candidates.count == 1 ? candidates[0].location : nil
    }

    /// The names a line declares (`struct X`, `enum X`, `class X`, `extension X`).
    fileprivate static func declaredNames(in line: Substring) -> [Substring] {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        var names: [Substring] = []
        for (index, word) in words.enumerated() where index + 1 < words.count {
            if word == "struct" || word == "enum" || word == "class" || word == "extension" { names.append(words[index + 1]) }
        }
        return names
    }

    fileprivate static func swiftFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(directory + "/" + relative) }
        }
        return files.sorted()
    }
}
