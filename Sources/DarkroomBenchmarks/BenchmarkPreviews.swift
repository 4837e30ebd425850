import DarkroomUI

// 200 previews for the discovery benchmark (100 `#Preview`s, 100 `PreviewProvider`s); generated,
// not hand-written: `python3` loop in the commit that added it. Each is a small card.

#Preview("Bench 1", traits: .sizeThatFitsLayout) { Text("Preview 1").padding() }
#Preview("Bench 2", traits: .sizeThatFitsLayout) { Text("Preview 2").padding() }
#Preview("Bench 3", traits: .sizeThatFitsLayout) { Text("Preview 3").padding() }
#Preview("Bench 4", traits: .sizeThatFitsLayout) { Text("Preview 4").padding() }
#Preview("Bench 5", traits: .sizeThatFitsLayout) { Text("Preview 5").padding() }
#Preview("Bench 6", traits: .sizeThatFitsLayout) { Text("Preview 6").padding() }
#Preview("Bench 7", traits: .sizeThatFitsLayout) { Text("Preview 7").padding() }
#Preview("Bench 8", traits: .sizeThatFitsLayout) { Text("Preview 8").padding() }
#Preview("Bench 9", traits: .sizeThatFitsLayout) { Text("Preview 9").padding() }
#Preview("Bench 10", traits: .sizeThatFitsLayout) { Text("Preview 10").padding() }
#Preview("Bench 11", traits: .sizeThatFitsLayout) { Text("Preview 11").padding() }
#Preview("Bench 12", traits: .sizeThatFitsLayout) { Text("Preview 12").padding() }
#Preview("Bench 13", traits: .sizeThatFitsLayout) { Text("Preview 13").padding() }
#Preview("Bench 14", traits: .sizeThatFitsLayout) { Text("Preview 14").padding() }
#Preview("Bench 15", traits: .sizeThatFitsLayout) { Text("Preview 15").padding() }
#Preview("Bench 16", traits: .sizeThatFitsLayout) { Text("Preview 16").padding() }
#Preview("Bench 17", traits: .sizeThatFitsLayout) { Text("Preview 17").padding() }
#Preview("Bench 18", traits: .sizeThatFitsLayout) { Text("Preview 18").padding() }
#Preview("Bench 19", traits: .sizeThatFitsLayout) { Text("Preview 19").padding() }
#Preview("Bench 20", traits: .sizeThatFitsLayout) { Text("Preview 20").padding() }
#Preview("Bench 21", traits: .sizeThatFitsLayout) { Text("Preview 21").padding() }
#Preview("Bench 22", traits: .sizeThatFitsLayout) { Text("Preview 22").padding() }
#Preview("Bench 23", traits: .sizeThatFitsLayout) { Text("Preview 23").padding() }
#Preview("Bench 24", traits: .sizeThatFitsLayout) { Text("Preview 24").padding() }
#Preview("Bench 25", traits: .sizeThatFitsLayout) { Text("Preview 25").padding() }
#Preview("Bench 26", traits: .sizeThatFitsLayout) { Text("Preview 26").padding() }
#Preview("Bench 27", traits: .sizeThatFitsLayout) { Text("Preview 27").padding() }
#Preview("Bench 28", traits: .sizeThatFitsLayout) { Text("Preview 28").padding() }
#Preview("Bench 29", traits: .sizeThatFitsLayout) { Text("Preview 29").padding() }
#Preview("Bench 30", traits: .sizeThatFitsLayout) { Text("Preview 30").padding() }
#Preview("Bench 31", traits: .sizeThatFitsLayout) { Text("Preview 31").padding() }
#Preview("Bench 32", traits: .sizeThatFitsLayout) { Text("Preview 32").padding() }
#Preview("Bench 33", traits: .sizeThatFitsLayout) { Text("Preview 33").padding() }
#Preview("Bench 34", traits: .sizeThatFitsLayout) { Text("Preview 34").padding() }
#Preview("Bench 35", traits: .sizeThatFitsLayout) { Text("Preview 35").padding() }
#Preview("Bench 36", traits: .sizeThatFitsLayout) { Text("Preview 36").padding() }
#Preview("Bench 37", traits: .sizeThatFitsLayout) { Text("Preview 37").padding() }
#Preview("Bench 38", traits: .sizeThatFitsLayout) { Text("Preview 38").padding() }
#Preview("Bench 39", traits: .sizeThatFitsLayout) { Text("Preview 39").padding() }
#Preview("Bench 40", traits: .sizeThatFitsLayout) { Text("Preview 40").padding() }
#Preview("Bench 41", traits: .sizeThatFitsLayout) { Text("Preview 41").padding() }
#Preview("Bench 42", traits: .sizeThatFitsLayout) { Text("Preview 42").padding() }
#Preview("Bench 43", traits: .sizeThatFitsLayout) { Text("Preview 43").padding() }
#Preview("Bench 44", traits: .sizeThatFitsLayout) { Text("Preview 44").padding() }
#Preview("Bench 45", traits: .sizeThatFitsLayout) { Text("Preview 45").padding() }
#Preview("Bench 46", traits: .sizeThatFitsLayout) { Text("Preview 46").padding() }
#Preview("Bench 47", traits: .sizeThatFitsLayout) { Text("Preview 47").padding() }
#Preview("Bench 48", traits: .sizeThatFitsLayout) { Text("Preview 48").padding() }
#Preview("Bench 49", traits: .sizeThatFitsLayout) { Text("Preview 49").padding() }
#Preview("Bench 50", traits: .sizeThatFitsLayout) { Text("Preview 50").padding() }
#Preview("Bench 51", traits: .sizeThatFitsLayout) { Text("Preview 51").padding() }
#Preview("Bench 52", traits: .sizeThatFitsLayout) { Text("Preview 52").padding() }
#Preview("Bench 53", traits: .sizeThatFitsLayout) { Text("Preview 53").padding() }
#Preview("Bench 54", traits: .sizeThatFitsLayout) { Text("Preview 54").padding() }
#Preview("Bench 55", traits: .sizeThatFitsLayout) { Text("Preview 55").padding() }
#Preview("Bench 56", traits: .sizeThatFitsLayout) { Text("Preview 56").padding() }
#Preview("Bench 57", traits: .sizeThatFitsLayout) { Text("Preview 57").padding() }
#Preview("Bench 58", traits: .sizeThatFitsLayout) { Text("Preview 58").padding() }
#Preview("Bench 59", traits: .sizeThatFitsLayout) { Text("Preview 59").padding() }
#Preview("Bench 60", traits: .sizeThatFitsLayout) { Text("Preview 60").padding() }
#Preview("Bench 61", traits: .sizeThatFitsLayout) { Text("Preview 61").padding() }
#Preview("Bench 62", traits: .sizeThatFitsLayout) { Text("Preview 62").padding() }
#Preview("Bench 63", traits: .sizeThatFitsLayout) { Text("Preview 63").padding() }
#Preview("Bench 64", traits: .sizeThatFitsLayout) { Text("Preview 64").padding() }
#Preview("Bench 65", traits: .sizeThatFitsLayout) { Text("Preview 65").padding() }
#Preview("Bench 66", traits: .sizeThatFitsLayout) { Text("Preview 66").padding() }
#Preview("Bench 67", traits: .sizeThatFitsLayout) { Text("Preview 67").padding() }
#Preview("Bench 68", traits: .sizeThatFitsLayout) { Text("Preview 68").padding() }
#Preview("Bench 69", traits: .sizeThatFitsLayout) { Text("Preview 69").padding() }
#Preview("Bench 70", traits: .sizeThatFitsLayout) { Text("Preview 70").padding() }
#Preview("Bench 71", traits: .sizeThatFitsLayout) { Text("Preview 71").padding() }
#Preview("Bench 72", traits: .sizeThatFitsLayout) { Text("Preview 72").padding() }
#Preview("Bench 73", traits: .sizeThatFitsLayout) { Text("Preview 73").padding() }
#Preview("Bench 74", traits: .sizeThatFitsLayout) { Text("Preview 74").padding() }
#Preview("Bench 75", traits: .sizeThatFitsLayout) { Text("Preview 75").padding() }
#Preview("Bench 76", traits: .sizeThatFitsLayout) { Text("Preview 76").padding() }
#Preview("Bench 77", traits: .sizeThatFitsLayout) { Text("Preview 77").padding() }
#Preview("Bench 78", traits: .sizeThatFitsLayout) { Text("Preview 78").padding() }
#Preview("Bench 79", traits: .sizeThatFitsLayout) { Text("Preview 79").padding() }
#Preview("Bench 80", traits: .sizeThatFitsLayout) { Text("Preview 80").padding() }
#Preview("Bench 81", traits: .sizeThatFitsLayout) { Text("Preview 81").padding() }
#Preview("Bench 82", traits: .sizeThatFitsLayout) { Text("Preview 82").padding() }
#Preview("Bench 83", traits: .sizeThatFitsLayout) { Text("Preview 83").padding() }
#Preview("Bench 84", traits: .sizeThatFitsLayout) { Text("Preview 84").padding() }
#Preview("Bench 85", traits: .sizeThatFitsLayout) { Text("Preview 85").padding() }
#Preview("Bench 86", traits: .sizeThatFitsLayout) { Text("Preview 86").padding() }
#Preview("Bench 87", traits: .sizeThatFitsLayout) { Text("Preview 87").padding() }
#Preview("Bench 88", traits: .sizeThatFitsLayout) { Text("Preview 88").padding() }
#Preview("Bench 89", traits: .sizeThatFitsLayout) { Text("Preview 89").padding() }
#Preview("Bench 90", traits: .sizeThatFitsLayout) { Text("Preview 90").padding() }
#Preview("Bench 91", traits: .sizeThatFitsLayout) { Text("Preview 91").padding() }
#Preview("Bench 92", traits: .sizeThatFitsLayout) { Text("Preview 92").padding() }
#Preview("Bench 93", traits: .sizeThatFitsLayout) { Text("Preview 93").padding() }
#Preview("Bench 94", traits: .sizeThatFitsLayout) { Text("Preview 94").padding() }
#Preview("Bench 95", traits: .sizeThatFitsLayout) { Text("Preview 95").padding() }
#Preview("Bench 96", traits: .sizeThatFitsLayout) { Text("Preview 96").padding() }
#Preview("Bench 97", traits: .sizeThatFitsLayout) { Text("Preview 97").padding() }
#Preview("Bench 98", traits: .sizeThatFitsLayout) { Text("Preview 98").padding() }
#Preview("Bench 99", traits: .sizeThatFitsLayout) { Text("Preview 99").padding() }
#Preview("Bench 100", traits: .sizeThatFitsLayout) { Text("Preview 100").padding() }

struct BenchPreview1_Previews: PreviewProvider { static var previews: some View { Text("Provider 1").padding() } }
struct BenchPreview2_Previews: PreviewProvider { static var previews: some View { Text("Provider 2").padding() } }
struct BenchPreview3_Previews: PreviewProvider { static var previews: some View { Text("Provider 3").padding() } }
struct BenchPreview4_Previews: PreviewProvider { static var previews: some View { Text("Provider 4").padding() } }
struct BenchPreview5_Previews: PreviewProvider { static var previews: some View { Text("Provider 5").padding() } }
struct BenchPreview6_Previews: PreviewProvider { static var previews: some View { Text("Provider 6").padding() } }
struct BenchPreview7_Previews: PreviewProvider { static var previews: some View { Text("Provider 7").padding() } }
struct BenchPreview8_Previews: PreviewProvider { static var previews: some View { Text("Provider 8").padding() } }
struct BenchPreview9_Previews: PreviewProvider { static var previews: some View { Text("Provider 9").padding() } }
struct BenchPreview10_Previews: PreviewProvider { static var previews: some View { Text("Provider 10").padding() } }
struct BenchPreview11_Previews: PreviewProvider { static var previews: some View { Text("Provider 11").padding() } }
struct BenchPreview12_Previews: PreviewProvider { static var previews: some View { Text("Provider 12").padding() } }
struct BenchPreview13_Previews: PreviewProvider { static var previews: some View { Text("Provider 13").padding() } }
struct BenchPreview14_Previews: PreviewProvider { static var previews: some View { Text("Provider 14").padding() } }
struct BenchPreview15_Previews: PreviewProvider { static var previews: some View { Text("Provider 15").padding() } }
struct BenchPreview16_Previews: PreviewProvider { static var previews: some View { Text("Provider 16").padding() } }
struct BenchPreview17_Previews: PreviewProvider { static var previews: some View { Text("Provider 17").padding() } }
struct BenchPreview18_Previews: PreviewProvider { static var previews: some View { Text("Provider 18").padding() } }
struct BenchPreview19_Previews: PreviewProvider { static var previews: some View { Text("Provider 19").padding() } }
struct BenchPreview20_Previews: PreviewProvider { static var previews: some View { Text("Provider 20").padding() } }
struct BenchPreview21_Previews: PreviewProvider { static var previews: some View { Text("Provider 21").padding() } }
struct BenchPreview22_Previews: PreviewProvider { static var previews: some View { Text("Provider 22").padding() } }
struct BenchPreview23_Previews: PreviewProvider { static var previews: some View { Text("Provider 23").padding() } }
struct BenchPreview24_Previews: PreviewProvider { static var previews: some View { Text("Provider 24").padding() } }
struct BenchPreview25_Previews: PreviewProvider { static var previews: some View { Text("Provider 25").padding() } }
struct BenchPreview26_Previews: PreviewProvider { static var previews: some View { Text("Provider 26").padding() } }
struct BenchPreview27_Previews: PreviewProvider { static var previews: some View { Text("Provider 27").padding() } }
struct BenchPreview28_Previews: PreviewProvider { static var previews: some View { Text("Provider 28").padding() } }
struct BenchPreview29_Previews: PreviewProvider { static var previews: some View { Text("Provider 29").padding() } }
struct BenchPreview30_Previews: PreviewProvider { static var previews: some View { Text("Provider 30").padding() } }
struct BenchPreview31_Previews: PreviewProvider { static var previews: some View { Text("Provider 31").padding() } }
struct BenchPreview32_Previews: PreviewProvider { static var previews: some View { Text("Provider 32").padding() } }
struct BenchPreview33_Previews: PreviewProvider { static var previews: some View { Text("Provider 33").padding() } }
struct BenchPreview34_Previews: PreviewProvider { static var previews: some View { Text("Provider 34").padding() } }
struct BenchPreview35_Previews: PreviewProvider { static var previews: some View { Text("Provider 35").padding() } }
struct BenchPreview36_Previews: PreviewProvider { static var previews: some View { Text("Provider 36").padding() } }
struct BenchPreview37_Previews: PreviewProvider { static var previews: some View { Text("Provider 37").padding() } }
struct BenchPreview38_Previews: PreviewProvider { static var previews: some View { Text("Provider 38").padding() } }
struct BenchPreview39_Previews: PreviewProvider { static var previews: some View { Text("Provider 39").padding() } }
struct BenchPreview40_Previews: PreviewProvider { static var previews: some View { Text("Provider 40").padding() } }
struct BenchPreview41_Previews: PreviewProvider { static var previews: some View { Text("Provider 41").padding() } }
struct BenchPreview42_Previews: PreviewProvider { static var previews: some View { Text("Provider 42").padding() } }
struct BenchPreview43_Previews: PreviewProvider { static var previews: some View { Text("Provider 43").padding() } }
struct BenchPreview44_Previews: PreviewProvider { static var previews: some View { Text("Provider 44").padding() } }
struct BenchPreview45_Previews: PreviewProvider { static var previews: some View { Text("Provider 45").padding() } }
struct BenchPreview46_Previews: PreviewProvider { static var previews: some View { Text("Provider 46").padding() } }
struct BenchPreview47_Previews: PreviewProvider { static var previews: some View { Text("Provider 47").padding() } }
struct BenchPreview48_Previews: PreviewProvider { static var previews: some View { Text("Provider 48").padding() } }
struct BenchPreview49_Previews: PreviewProvider { static var previews: some View { Text("Provider 49").padding() } }
struct BenchPreview50_Previews: PreviewProvider { static var previews: some View { Text("Provider 50").padding() } }
struct BenchPreview51_Previews: PreviewProvider { static var previews: some View { Text("Provider 51").padding() } }
struct BenchPreview52_Previews: PreviewProvider { static var previews: some View { Text("Provider 52").padding() } }
struct BenchPreview53_Previews: PreviewProvider { static var previews: some View { Text("Provider 53").padding() } }
struct BenchPreview54_Previews: PreviewProvider { static var previews: some View { Text("Provider 54").padding() } }
struct BenchPreview55_Previews: PreviewProvider { static var previews: some View { Text("Provider 55").padding() } }
struct BenchPreview56_Previews: PreviewProvider { static var previews: some View { Text("Provider 56").padding() } }
struct BenchPreview57_Previews: PreviewProvider { static var previews: some View { Text("Provider 57").padding() } }
struct BenchPreview58_Previews: PreviewProvider { static var previews: some View { Text("Provider 58").padding() } }
struct BenchPreview59_Previews: PreviewProvider { static var previews: some View { Text("Provider 59").padding() } }
struct BenchPreview60_Previews: PreviewProvider { static var previews: some View { Text("Provider 60").padding() } }
struct BenchPreview61_Previews: PreviewProvider { static var previews: some View { Text("Provider 61").padding() } }
struct BenchPreview62_Previews: PreviewProvider { static var previews: some View { Text("Provider 62").padding() } }
struct BenchPreview63_Previews: PreviewProvider { static var previews: some View { Text("Provider 63").padding() } }
struct BenchPreview64_Previews: PreviewProvider { static var previews: some View { Text("Provider 64").padding() } }
struct BenchPreview65_Previews: PreviewProvider { static var previews: some View { Text("Provider 65").padding() } }
struct BenchPreview66_Previews: PreviewProvider { static var previews: some View { Text("Provider 66").padding() } }
struct BenchPreview67_Previews: PreviewProvider { static var previews: some View { Text("Provider 67").padding() } }
struct BenchPreview68_Previews: PreviewProvider { static var previews: some View { Text("Provider 68").padding() } }
struct BenchPreview69_Previews: PreviewProvider { static var previews: some View { Text("Provider 69").padding() } }
struct BenchPreview70_Previews: PreviewProvider { static var previews: some View { Text("Provider 70").padding() } }
struct BenchPreview71_Previews: PreviewProvider { static var previews: some View { Text("Provider 71").padding() } }
struct BenchPreview72_Previews: PreviewProvider { static var previews: some View { Text("Provider 72").padding() } }
struct BenchPreview73_Previews: PreviewProvider { static var previews: some View { Text("Provider 73").padding() } }
struct BenchPreview74_Previews: PreviewProvider { static var previews: some View { Text("Provider 74").padding() } }
struct BenchPreview75_Previews: PreviewProvider { static var previews: some View { Text("Provider 75").padding() } }
struct BenchPreview76_Previews: PreviewProvider { static var previews: some View { Text("Provider 76").padding() } }
struct BenchPreview77_Previews: PreviewProvider { static var previews: some View { Text("Provider 77").padding() } }
struct BenchPreview78_Previews: PreviewProvider { static var previews: some View { Text("Provider 78").padding() } }
struct BenchPreview79_Previews: PreviewProvider { static var previews: some View { Text("Provider 79").padding() } }
struct BenchPreview80_Previews: PreviewProvider { static var previews: some View { Text("Provider 80").padding() } }
struct BenchPreview81_Previews: PreviewProvider { static var previews: some View { Text("Provider 81").padding() } }
struct BenchPreview82_Previews: PreviewProvider { static var previews: some View { Text("Provider 82").padding() } }
struct BenchPreview83_Previews: PreviewProvider { static var previews: some View { Text("Provider 83").padding() } }
struct BenchPreview84_Previews: PreviewProvider { static var previews: some View { Text("Provider 84").padding() } }
struct BenchPreview85_Previews: PreviewProvider { static var previews: some View { Text("Provider 85").padding() } }
struct BenchPreview86_Previews: PreviewProvider { static var previews: some View { Text("Provider 86").padding() } }
struct BenchPreview87_Previews: PreviewProvider { static var previews: some View { Text("Provider 87").padding() } }
struct BenchPreview88_Previews: PreviewProvider { static var previews: some View { Text("Provider 88").padding() } }
struct BenchPreview89_Previews: PreviewProvider { static var previews: some View { Text("Provider 89").padding() } }
struct BenchPreview90_Previews: PreviewProvider { static var previews: some View { Text("Provider 90").padding() } }
struct BenchPreview91_Previews: PreviewProvider { static var previews: some View { Text("Provider 91").padding() } }
struct BenchPreview92_Previews: PreviewProvider { static var previews: some View { Text("Provider 92").padding() } }
struct BenchPreview93_Previews: PreviewProvider { static var previews: some View { Text("Provider 93").padding() } }
struct BenchPreview94_Previews: PreviewProvider { static var previews: some View { Text("Provider 94").padding() } }
struct BenchPreview95_Previews: PreviewProvider { static var previews: some View { Text("Provider 95").padding() } }
struct BenchPreview96_Previews: PreviewProvider { static var previews: some View { Text("Provider 96").padding() } }
struct BenchPreview97_Previews: PreviewProvider { static var previews: some View { Text("Provider 97").padding() } }
struct BenchPreview98_Previews: PreviewProvider { static var previews: some View { Text("Provider 98").padding() } }
struct BenchPreview99_Previews: PreviewProvider { static var previews: some View { Text("Provider 99").padding() } }
struct BenchPreview100_Previews: PreviewProvider { static var previews: some View { Text("Provider 100").padding() } }
