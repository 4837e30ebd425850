import AssetSymbolGeneration
import Foundation
import Testing

/// The names of generated asset symbols, as Xcode 15 derives them from asset names.
@Suite struct AssetSymbolNamingTests {
    @Test(arguments: [
        ("brand-primary", "brandPrimary"),
        ("Brand Primary", "brandPrimary"),
        ("brand_primary", "brandPrimary"),
        ("BrandPrimary", "brandPrimary"),
        ("brandPrimary", "brandPrimary"),
        ("primaryColor", "primary"),
        ("PrimaryColor", "primary"),
        ("primary-color", "primary"),
        ("backgroundcolor", "backgroundcolor"),
        ("Color", "color"),
        ("AccentColor", "accent"),
        ("URLBar", "urlBar"),
        ("URL", "url"),
        ("1stPlace", "_1stPlace"),
        ("2", "_2"),
        ("default", "`default`"),
        ("Return", "`return`"),
        ("self", "`self`"),
        ("café-crème", "caféCrème"),
    ])
    func colourNames(asset: String, symbol: String) {
        #expect(AssetSymbolNaming.memberName(for: asset, kind: .color) == symbol)
    }

    @Test func imagesTrimImageNotColor() {
        #expect(AssetSymbolNaming.memberName(for: "heroImage", kind: .image) == "hero")
        #expect(AssetSymbolNaming.memberName(for: "logo", kind: .image) == "logo")
        #expect(AssetSymbolNaming.memberName(for: "swatchColor", kind: .image) == "swatchColor")
        #expect(AssetSymbolNaming.memberName(for: "Image", kind: .image) == "image")
        #expect(AssetSymbolNaming.memberName(for: "--", kind: .image) == nil)
    }

    @Test func namespaceTypesAreUpperCamelCase() {
        #expect(AssetSymbolNaming.typeName(for: "app-icons") == "AppIcons")
        #expect(AssetSymbolNaming.typeName(for: "Brand") == "Brand")
        #expect(AssetSymbolNaming.typeName(for: "3d") == "_3d")
    }

    /// A catalogue on disk as Xcode writes it, with a plain group and a namespace group.
    func catalogue() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-symbols-\(UUID().uuidString)/Assets.xcassets")
        let manager = FileManager.default
        func folder(_ path: String, _ contents: String = #"{"info" : {"author" : "xcode", "version" : 1}}"#) throws {
            let url = root.appendingPathComponent(path)
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            try contents.write(to: url.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        try folder("")
        try folder("AccentColor.colorset")
        try folder("brand-primary.colorset")
        try folder("Colors")
        try folder("Colors/Crema.colorset")
        try folder("Icons", #"{"info" : {"author" : "xcode", "version" : 1}, "properties" : {"provides-namespace" : true}}"#)
        try folder("Icons/bean-image.imageset")
        try folder("Icons/Brand Primary.colorset")
        try folder("Logo.imageset")
        try folder("logo-image.imageset")
        try folder("red.colorset")
        return root
    }

    @Test func catalogueScanNamesSetsWithTheirNamespaces() throws {
        let root = try catalogue()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let scan = try AssetCatalogScan(catalogue: root.path)
        #expect(scan.assets.map(\.name) == ["AccentColor", "Crema", "Icons/Brand Primary", "Icons/bean-image", "Logo", "brand-primary", "logo-image", "red"])
        #expect(scan.assets.first { $0.name == "Icons/bean-image" }?.namespaces == ["Icons"])
    }

    @Test func generatedSourceHasXcodesMembers() throws {
        let root = try catalogue()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let (source, skipped) = AssetSymbolSource.generate(try AssetCatalogScan(catalogue: root.path).assets)
        #expect(source.contains(#"static let brandPrimary = ColorResource(name: "brand-primary", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let crema = ColorResource(name: "Crema", bundle: resourceBundle)"#))
        #expect(source.contains("enum Icons {"))
        #expect(source.contains(#"static let brandPrimary = ColorResource(name: "Icons/Brand Primary", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let bean = ImageResource(name: "Icons/bean-image", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let logo = ImageResource(name: "Logo", bundle: resourceBundle)"#))
        #expect(source.contains("static var brandPrimary: Color { Color(ColorResource.brandPrimary) }"))
        // `red` is already Color's: the colour resource exists, the Color member is left alone.
        #expect(source.contains(#"static let red = ColorResource(name: "red", bundle: resourceBundle)"#))
        #expect(!source.contains("static var red: Color"))
        // `Logo` and `logo-image` would be the same symbol: the second is left out, named in a comment.
        #expect(skipped == [.init(asset: "logo-image", reason: "its symbol .logo is already \"Logo\"'s")])
        #expect(source.contains(#"// Skipped "logo-image""#))
        #expect(source.hasPrefix("// Generated by the DarkroomAssetSymbols plugin"))
    }

    @Test func aMalformedNamespaceFlagIsAnErrorNamingTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-symbols-bad-\(UUID().uuidString)/Assets.xcassets")
        let group = root.appendingPathComponent("Icons")
        try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
        try #"{"properties" : {"provides-namespace" : "yes"}}"#.write(to: group.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        #expect {
            _ = try AssetCatalogScan(catalogue: root.path)
        } throws: { error in
            String(describing: error).contains("Icons/Contents.json") && String(describing: error).contains("provides-namespace")
        }
    }
}
