// Shared by the fuzz targets.
import Foundation

/// Runs a fuzz body over inputs: under libFuzzer (`-D FUZZING`, built by `make fuzz`) libFuzzer's
/// driver generates them; in a normal build the arguments are files or directories of inputs to
/// replay (the seed corpus, regression inputs), which is how the test suite checks them.
public enum FuzzInputs {
    /// Replays every file named (directories: every file inside, sorted); prints a count.
    public static func replay(_ arguments: [String], name: String, body: (Data) -> Void) -> Int32 {
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("\(name): no such file or directory: \(argument)\n".utf8))
                return 2
            }
            if isDirectory.boolValue {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted()
                files += names.map { argument + "/" + $0 }.filter { path in
                    var directory: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && !directory.boolValue
                }
            } else {
                files.append(argument)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            body(data)
        }
        print("\(name): replayed \(files.count) input\(files.count == 1 ? "" : "s") without a crash")
        return 0
    }
}
