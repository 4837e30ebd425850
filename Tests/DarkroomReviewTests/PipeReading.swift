import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension FileHandle {
    /// Everything up to end of file, retrying reads a signal interrupts. (`readDataToEndOfFile()` on Linux
    /// traps on `EINTR`, which a child process's exit can cause while several tests spawn commands at once.)
    func readAllRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}
