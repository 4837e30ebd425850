/// Why a PNG could not be decoded or encoded. STUB: the PNG work replaces this file.
public enum PNGError: Error, Equatable, Sendable {
    case notImplemented
}
