import Darkroom
import Foundation
import Testing

/// Thai, written without spaces between words, wraps between dictionary words in a narrow frame: an order
/// confirmation card as a Thai coffee app shows it.
@Suite @MainActor struct ThaiLineBreakSnapshotTests {
    struct OrderConfirmation: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("ยืนยันคำสั่งซื้อ").font(.headline)
                Text("ขอกาแฟเย็นหนึ่งแก้วไม่ใส่น้ำตาลและเพิ่มช็อตเอสเพรสโซ")
                    .font(.subheadline)
                Text("กรุณารอรับเครื่องดื่มที่เคาน์เตอร์ประมาณสิบนาที")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
            .frame(width: 180, alignment: .leading)
            .background(Color.white)
            .environment(\.locale, Locale(identifier: "th"))
        }
    }

    @Test func orderConfirmation() {
        assertSnapshot(of: OrderConfirmation(), as: .image(colorScheme: .light, scale: 2))
    }
}
