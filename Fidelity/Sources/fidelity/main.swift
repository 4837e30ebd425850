// `make fidelity`: renders every case of the suite with Darkroom, scores it against its iOS reference, prints the
// table and writes the review page. Arguments: an optional case-name filter (substring).
import Darkroom
import FidelityCases
import FidelityScore
import Foundation
import Rasterizer

let filter = CommandLine.arguments.dropFirst().first
let output = FidelityPaths.root.appendingPathComponent(".build/fidelity-report")
try FileManager.default.createDirectory(at: output.appendingPathComponent("cases"), withIntermediateDirectories: true)

try FidelityArtifacts.reset()
var rows: [FidelityRow] = []
for fidelityCase in FidelitySuite.cases where filter.map({ fidelityCase.name.contains($0) }) ?? true {
    rows.append(await FidelityRow.run(fidelityCase, writingTo: output))
}
let unrendered = FidelitySuite.unrendered.filter { unrendered in filter.map { "\(unrendered.repository)/\(unrendered.test)".contains($0) } ?? true }
let report = FidelityReport(rows: rows, unrendered: unrendered)
print(report.markdown())
try report.html().write(to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
try report.markdown().write(to: output.appendingPathComponent("fidelity.md"), atomically: true, encoding: .utf8)
print("Review page: \(output.appendingPathComponent("index.html").path); the same pairs as Darkroom failure artifacts "
    + "for `darkroom report --artifacts \(FidelityArtifacts.directory.path)` (make fidelity writes its page beside ours)")
print(report.summaryLines().joined(separator: "\n"))
