import Foundation
import Rasterizer

/// One image a module's previews make: a `#Preview`, or one view of a `PreviewProvider`, with the
/// name, layout and colour scheme it is snapshotted with.
public struct PreviewSnapshot {
    /// The reference-file name: `<File>.<Name>` for a `#Preview` (`JokeView.Loading`, or
    /// `JokeView.1` when unnamed), `<Provider>[.<display name or 1-based index>]` for a provider.
    public let name: String
    /// How people call it: `#Preview "Loading"`, `JokeView_Previews`, `JokeView_Previews "Dark"`.
    public let title: String
    /// Where it is declared: `JokesApp/JokeView.swift:42` (the type name when the file is not found).
    public let location: String
    /// The source file, when known.
    public let filePath: String?
    /// The source line, when known.
    public let line: Int?
    /// How the image is sized.
    public let layout: SwiftUISnapshotLayout
    /// The colour scheme (`.preferredColorScheme` in the preview, else light).
    public let colorScheme: ColorScheme
    /// Pixels per point: the preview device's scale.
    public let scale: CGFloat
    /// The view, or why there is none.
    public let content: Result<AnyView, PreviewSnapshotError>
    /// Approximations made (e.g. a macOS provider shown as iOS).
    public let notes: [String]

    /// Renders the preview as its snapshot does.
    @MainActor
    public func render() throws -> Bitmap {
        let view = try content.get()
        return try SnapshotPlacement<AnyView>(layout: layout, colorScheme: colorScheme, scale: scale).render(view)
    }

    /// The image strategy that places the preview as its traits say.
    @MainActor
    public func strategy(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting<AnyView, Bitmap> {
        .image(precision: precision, perceptualPrecision: perceptualPrecision, layout: layout, colorScheme: colorScheme, scale: scale)
    }
}

/// The snapshots of a module's previews.
public enum PreviewSnapshots {
    /// Every preview of `module` linked into this process, one entry per view, in a stable order
    /// (file, line, provider name, view index). `packageRoot` (to find providers' source files)
    /// defaults to the package holding the current directory.
    @MainActor
    public static func make(in module: String, packageRoot: String? = nil) -> [PreviewSnapshot] {
        let root = packageRoot ?? PackageRoot.containing(filePath: FileManager.default.currentDirectoryPath + "/.")
        var snapshots: [PreviewSnapshot] = []
        var unnamedCount: [String: Int] = [:]
        // Sorted by source position (providers by the place the locator finds), so that names and order
        // do not depend on link order.
        let sources = ProviderSourceLocator.Index(module: module, packageRoot: root)
        let located = PreviewDiscovery.previews(inModule: module).map { preview in
            (preview, preview.kind == .provider ? ProviderSourceLocator.locate(preview, in: sources) : nil)
        }.sorted { a, b in
            (a.1?.fileID ?? a.0.fileID ?? "~", a.1?.line ?? a.0.line ?? 0, a.0.typeName)
                < (b.1?.fileID ?? b.0.fileID ?? "~", b.1?.line ?? b.0.line ?? 0, b.0.typeName)
        }
        for (preview, providerSource) in located {
            let base: String
            let title: String
            var location = preview.fileID.map { "\($0):\(preview.line ?? 0)" } ?? "\(module).\(preview.typeName)"
            var filePath = preview.filePath
            var line = preview.line
            switch preview.kind {
            case .macro(let name):
                let file = fileBase(preview.fileID ?? "Preview")
                if let name {
                    base = file + "." + name
                    title = "#Preview \"\(name)\""
                } else {
                    unnamedCount[file, default: 0] += 1
                    base = file + "." + String(unnamedCount[file]!)
                    title = "#Preview"
                }
            case .provider:
                let source = providerSource
                if let source {
                    location = "\(source.fileID):\(source.line)"
                    filePath = source.filePath
                    line = source.line
                }
                if let discriminator = preview.privateDiscriminator {
                    base = (source.map { fileBase($0.fileID) } ?? String(discriminator.prefix(8))) + "." + preview.typeName
                } else {
                    base = preview.typeName
                }
                title = base
            }
            let variants: [PreviewVariant]
            do {
                variants = try preview.makeVariants()
            } catch {
                snapshots.append(
                    failed(
                        base, title, location, filePath, line,
                        "\(title) (\(location)) threw \(error) while making its view"))
                continue
            }
            if variants.isEmpty {
                snapshots.append(
                    failed(
                        base, title, location, filePath, line,
                        "\(title) (\(location)) renders nothing: its body has no view (EmptyView or an empty group). Give it a view, or delete it."))
                continue
            }
            for variant in variants {
                var name = base
                var variantTitle = title
                if let displayName = variant.traits.displayName {
                    name += "." + displayName
                    variantTitle += " \"\(displayName)\""
                } else if variants.count > 1 {
                    name += "." + String(variant.index + 1)
                    variantTitle += " #\(variant.index + 1)"
                }
                snapshots.append(configured(variant, name: name, title: variantTitle, location: location, filePath: filePath, line: line))
            }
        }
        return disambiguated(snapshots)
    }

    /// The modules of this process that have previews, sorted.
    @MainActor
    public static func modulesWithPreviews() -> [String] {
        Array(Set(PreviewDiscovery.all().map(\.moduleName))).sorted()
    }

    private static func configured(
        _ variant: PreviewVariant, name: String, title: String, location: String,
        filePath: String?, line: Int?
    ) -> PreviewSnapshot {
        let traits = variant.traits
        let deviceName = traits.device?.rawValue ?? PreviewDeviceCatalog.defaultDevice
        guard let device = PreviewDeviceCatalog.config(for: deviceName, orientation: traits.orientation) else {
            return PreviewSnapshot(
                name: name, title: title, location: location, filePath: filePath, line: line, layout: .sizeThatFits,
                colorScheme: .light, scale: 1,
                content: .failure(
                    PreviewSnapshotError(
                        description: "\(title) (\(location)) names an unknown device \"\(deviceName)\"; known devices: \(PreviewDeviceCatalog.deviceNames.joined(separator: ", "))")
                ),
                notes: variant.notes)
        }
        let layout: SwiftUISnapshotLayout
        switch traits.layout ?? .device {
        case .device: layout = .device(config: device)
        case .sizeThatFits: layout = .sizeThatFits
        case .fixed(let width, let height): layout = .fixed(width: width, height: height)
        }
        return PreviewSnapshot(
            name: name, title: title, location: location, filePath: filePath, line: line, layout: layout,
            colorScheme: traits.colorScheme ?? .light, scale: device.scale,
            content: .success(variant.view), notes: variant.notes)
    }

    private static func failed(
        _ name: String, _ title: String, _ location: String, _ filePath: String?, _ line: Int?,
        _ message: String
    ) -> PreviewSnapshot {
        PreviewSnapshot(
            name: name, title: title, location: location, filePath: filePath, line: line, layout: .sizeThatFits,
            colorScheme: .light, scale: 1, content: .failure(PreviewSnapshotError(description: message)), notes: [])
    }

    /// Names are compared as file names (after the same sanitising); later duplicates get `-2`, `-3`, ….
    private static func disambiguated(_ snapshots: [PreviewSnapshot]) -> [PreviewSnapshot] {
        var seen: [String: Int] = [:]
        return snapshots.map { snapshot in
            let key = sanitizePathComponent(snapshot.name)
            seen[key, default: 0] += 1
            guard let count = seen[key], count > 1 else { return snapshot }
            return PreviewSnapshot(
                name: snapshot.name + "-\(count)", title: snapshot.title, location: snapshot.location,
                filePath: snapshot.filePath, line: snapshot.line, layout: snapshot.layout,
                colorScheme: snapshot.colorScheme, scale: snapshot.scale, content: snapshot.content,
                notes: snapshot.notes)
        }
    }

    private static func fileBase(_ fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
}
