/// Finds the types that conform to a protocol by reading the Swift runtime's metadata sections, as
/// swift-testing discovers tests: the conformance records (`swift5_protocol_conformances`) of every
/// image the process loaded, which the runtime lists through `swift_enumerateAllMetadataSections`.
///
/// Nothing has to reference a preview for it to be found, and the result does not depend on test
/// order or timing. Generic conforming types are skipped (they cannot be instantiated without
/// arguments). The record layouts are Swift's stable ABI (`docs/ABI/TypeMetadata.rst`).
enum ConformanceScanner {
    /// The metatypes of every non-generic type conforming to `protocolName` of `moduleName`, in image
    /// and record order (which is the link order: stable for a given build).
    static func conformingTypes(to protocolNames: Set<String>, inModule moduleName: String) -> [Conformance] {
        var result: [Conformance] = []
        let sections = metadataSections()
        // The protocols' descriptors, found by name among the (few thousand) protocol records; the
        // conformance records are then matched by address alone.
        var targets: [(descriptor: UnsafeRawPointer, name: String)] = []
        for section in sections {
            forEachRecord(in: section.protocols) { descriptor in
                guard let name = cString(relativeDirect(descriptor + 8)), protocolNames.contains(name),
                    relativeIndirectable(descriptor + 4).flatMap({ cString(relativeDirect($0 + 8)) }) == moduleName
                else { return }
                targets.append((descriptor, name))
            }
        }
        guard !targets.isEmpty else { return [] }
        for section in sections {
            forEachRecord(in: section.conformances) { conformance in
                guard let protocolDescriptor = relativeIndirectable(conformance),
                    let target = targets.first(where: { $0.descriptor == protocolDescriptor }),
                    let (type, descriptor) = conformingType(conformance)
                else { return }
                result.append(
                    Conformance(
                        protocolName: target.name, type: type,
                        privateDiscriminator: privateDiscriminator(of: descriptor)))
            }
        }
        return result
    }

    struct Conformance {
        var protocolName: String
        var type: Any.Type
        /// For a type declared `private`/`fileprivate` (directly or inside one): the 32 hex digits of
        /// its file's private discriminator (MD5 of the module name and the file name).
        var privateDiscriminator: String?
    }

    private struct Section {
        var start: UnsafeRawPointer
        var length: Int
    }

    /// One image's protocol records and conformance records.
    private struct ImageSections {
        var protocols: Section?
        var conformances: Section?
    }

    private final class SectionList {
        var sections: [ImageSections] = []
    }

    /// Calls `body` with the target of each 32-bit relative pointer of `section`.
    private static func forEachRecord(in section: Section?, _ body: (UnsafeRawPointer) -> Void) {
        guard let section else { return }
        var record = section.start
        let end = section.start + section.length
        while record + 4 <= end {
            if let target = relativeDirect(record) { body(target) }
            record += 4
        }
    }

    /// The `swift5_protocols` and `swift5_protocol_conformances` sections of every loaded image.
    private static func metadataSections() -> [ImageSections] {
        #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
        let list = SectionList()
        withExtendedLifetime(list) {
            swift_enumerateAllMetadataSections(
                { sections, context in
                    // struct MetadataSections { uintptr_t version, reserved; MetadataSections *next, *prev;
                    //   MetadataSectionRange swift5_protocols, swift5_protocol_conformances, … }
                    let list = Unmanaged<SectionList>.fromOpaque(context).takeUnretainedValue()
                    func range(_ index: Int) -> Section? {
                        let offset = 4 * MemoryLayout<UInt>.size + index * 2 * MemoryLayout<UInt>.size
                        let start = sections.load(fromByteOffset: offset, as: UInt.self)
                        let length = sections.load(fromByteOffset: offset + MemoryLayout<UInt>.size, as: Int.self)
                        guard let pointer = UnsafeRawPointer(bitPattern: start), length > 0 else { return nil }
                        return Section(start: pointer, length: length)
                    }
                    list.sections.append(ImageSections(protocols: range(0), conformances: range(1)))
                    return true
                }, Unmanaged.passUnretained(list).toOpaque())
        }
        return list.sections
        #else
        return []
        #endif
    }

    /// The metatype of the type a conformance descriptor is for, if it is a non-generic nominal type.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> (Any.Type, UnsafeRawPointer)? {
        // ProtocolConformanceDescriptor: protocol, typeRef, witnessTablePattern (relative), flags (u32).
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        let descriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: descriptor = relativeDirect(conformance + 4)
        case 1: descriptor = relativeDirect(conformance + 4).flatMap { $0.load(as: UnsafeRawPointer?.self) }
        default: return nil  // Objective-C classes
        }
        guard let descriptor else { return nil }
        // TypeContextDescriptor: flags, parent, name, accessFunction, fields.
        let descriptorFlags = descriptor.loadUnaligned(as: UInt32.self)
        let kind = descriptorFlags & 0x1F
        guard (16...18).contains(kind), descriptorFlags & 0x80 == 0 else { return nil }
        guard let accessFunction = relativeDirect(descriptor + 12) else { return nil }
        // A non-generic metadata accessor takes the request in the first argument register and returns the
        // metadata in the first result register: callable as a C function of one integer.
        typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
        let accessor = unsafeBitCast(accessFunction, to: MetadataAccessor.self)
        guard let metadata = accessor(0) else { return nil }
        return (unsafeBitCast(metadata, to: Any.Type.self), descriptor)
    }

    /// The private discriminator in the mangled name of the anonymous context that encloses a private
    /// type (`$s7JokesApp8Previews33_<32 hex digits>LLV`), if any.
    private static func privateDiscriminator(of descriptor: UnsafeRawPointer) -> String? {
        var context = relativeIndirectable(descriptor + 4)
        while let current = context {
            let flags = current.loadUnaligned(as: UInt32.self)
            // An anonymous context (kind 2) that is not generic (0x80) and has a mangled name (kind flag 1).
            if flags & 0x1F == 2, flags & 0x80 == 0, (flags >> 16) & 1 == 1, let name = relativeDirect(current + 8) {
                var bytes: [UInt8] = []
                var pointer = name
                while bytes.count < 1024 {
                    let byte = pointer.load(as: UInt8.self)
                    if byte == 0 { break }
                    if byte <= 0x17 {
                        bytes.append(0x20)
                        pointer += 5
                        continue
                    }  // symbolic reference: skip
                    bytes.append(byte)
                    pointer += 1
                }
                let text = String(decoding: bytes, as: UTF8.self)
                if let range = text.range(of: "33_") {
                    let hex = text[range.upperBound...].prefix(32)
                    if hex.count == 32, hex.allSatisfy(\.isHexDigit) { return String(hex) }
                }
            }
            if flags & 0x1F == 0 { break }  // module
            context = relativeIndirectable(current + 4)
        }
        return nil
    }

    private static func relativeDirect(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : pointer + Int(offset)
    }

    private static func relativeIndirectable(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        if offset & 1 == 0 { return pointer + Int(offset) }
        return (pointer + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    private static func cString(_ pointer: UnsafeRawPointer?) -> String? {
        pointer.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }
}

#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
#endif
