import Foundation
import Testing
@testable import PNG

/// The PngSuite corpus and the extra and bug-fix files next to it.
@Suite struct PNGSuiteTests {
    @Test func everyValidSuiteFileDecodesAndEveryXFileFails() throws {
        var decoded = 0
        for directory in ["pngsuite", "extra"] {
            for file in try PNGSuiteCorpus.files(in: directory) {
                let name = file.lastPathComponent
                let data = try Data(contentsOf: file)
                if name.hasPrefix("x") {
                    let error = Self.error(decoding: data)
                    #expect(error != nil, "\(name) is a corrupt file and must be rejected")
                    if let error {
                        #expect(!error.description.isEmpty)
                        print("\(name): \(error)")
                    }
                } else {
                    let image = try #require(try? PNGDecoder.decode(data), "\(directory)/\(name) must decode: \(Self.error(decoding: data).map(String.init(describing:)) ?? "")")
                    #expect(image.rgba.count == image.width * image.height * 4)
                    decoded += 1
                }
            }
        }
        #expect(decoded > 150)
    }

    @Test func bugfixFilesDecodeOrFailCleanly() throws {
        for file in try PNGSuiteCorpus.files(in: "bugfixes") {
            let data = try Data(contentsOf: file)
            let outcome: String
            do {
                let image = try PNGDecoder.decode(data)
                // The work done is bounded by the output: exactly one RGBA pixel per pixel of the header's size.
                #expect(image.rgba.count == image.width * image.height * 4, "\(file.lastPathComponent)")
                #expect(image.width * image.height <= PNGLimits.default.maxPixels)
                outcome = "decoded \(image.width)×\(image.height)"
            } catch {
                #expect(!error.description.isEmpty)
                outcome = "rejected: \(error)"
            }
            print("bugfixes/\(file.lastPathComponent): \(outcome)")
        }
    }

    /// Interlaced files decode to the same pixels as their non-interlaced twins. (PngSuite's 16-bit
    /// `basi`/`basn` pairs hold different pictures, so only the 1- to 8-bit ones are compared.)
    @Test(arguments: ["0g01", "0g02", "0g04", "0g08", "2c08", "3p01", "3p02", "3p04", "3p08", "4a08", "6a08"])
    func interlacedMatchesNonInterlaced(_ kind: String) throws {
        let root = try PNGSuiteCorpus.root().appendingPathComponent("pngsuite")
        let interlaced = try PNGDecoder.decode(Data(contentsOf: root.appendingPathComponent("basi\(kind).png")))
        let progressive = try PNGDecoder.decode(Data(contentsOf: root.appendingPathComponent("basn\(kind).png")))
        #expect(interlaced.width == progressive.width && interlaced.height == progressive.height)
        let differing = zip(interlaced.rgba, progressive.rgba).filter { $0.0 != $0.1 }.count
        let same = differing == 0
        #expect(same, "basi\(kind) and basn\(kind) differ in \(differing) bytes")
    }

    /// 8- and 16-bit versions of the same picture agree after scaling; grey expands to R = G = B.
    @Test func knownPixelValues() throws {
        let root = try PNGSuiteCorpus.root().appendingPathComponent("pngsuite")
        let grey = try PNGDecoder.decode(Data(contentsOf: root.appendingPathComponent("basn0g08.png")))
        #expect(grey.width == 32 && grey.height == 32)
        for pixel in stride(from: 0, to: grey.rgba.count, by: 4) {
            #expect(grey.rgba[pixel] == grey.rgba[pixel + 1] && grey.rgba[pixel + 1] == grey.rgba[pixel + 2])
            #expect(grey.rgba[pixel + 3] == 255)
        }
        // tbbn3p08: palette with tRNS; some pixels are fully transparent.
        let transparent = try PNGDecoder.decode(Data(contentsOf: root.appendingPathComponent("tbbn3p08.png")))
        #expect(transparent.rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 })
        // basn0g01: 1-bit grey is only black and white.
        let bits = try PNGDecoder.decode(Data(contentsOf: root.appendingPathComponent("basn0g01.png")))
        #expect(Set(bits.rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)) == [0, 255])
    }

    @Test func corruptFilesNameTheProblem() throws {
        let root = try PNGSuiteCorpus.root().appendingPathComponent("pngsuite")
        let crc = try Data(contentsOf: root.appendingPathComponent("xcsn0g01.png"))
        #expect(throws: PNGError.crcMismatch(chunk: "IDAT", offset: 49)) { try PNGDecoder.decode(crc) }
        let signature = try Data(contentsOf: root.appendingPathComponent("xs1n0g01.png"))
        #expect(throws: PNGError.notAPNG) { try PNGDecoder.decode(signature) }
    }

    static func error(decoding data: Data) -> PNGError? {
        do {
            _ = try PNGDecoder.decode(data)
            return nil
        } catch {
            return error
        }
    }
}
