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

    static func locate(_ preview: DiscoveredPreview, packageRoot: String?) -> Location? {
        guard let packageRoot else { return nil }
        let simpleName = preview.typeName.split(separator: ".").last.map(String.init) ?? preview.typeName
        var candidates: [Location] = []
        let directories = ["/Sources/", "/Tests/"].map { packageRoot + $0 + preview.moduleName }
        for path in directories.flatMap(swiftFiles(under:)) {
            let fileName = (path as NSString).lastPathComponent
            if let discriminator = preview.privateDiscriminator,
               MD5.hexDigest(preview.moduleName + fileName) != discriminator { continue }
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("PreviewProvider") && declares(simpleName, in: line) {
                candidates.append(Location(fileID: preview.moduleName + "/" + fileName, filePath: path, line: index + 1))
            }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private static func declares(_ name: String, in line: Substring) -> Bool {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for keyword in ["struct", "enum", "class", "extension"] {
            if let index = words.firstIndex(of: Substring(keyword)), index + 1 < words.count, words[index + 1] == name {
                return true
            }
        }
        return false
    }

    private static func swiftFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(directory + "/" + relative) }
        }
        return files.sorted()
    }
}
