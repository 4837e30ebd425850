import DarkroomUI

// A weather screen: a gradient card with a large temperature, SF Symbols in multicolor,
// measurements formatted with format styles, an hourly strip and Text(date, style:).

struct HourlyForecast: Identifiable {
    let id: Int
    var date: Date
    var symbol: String
    var temperature: Double
}

struct WeatherReport {
    var city: String
    var temperature: Double
    var high: Double
    var low: Double
    var condition: String
    var symbol: String
    var humidity: Double
    var windSpeed: Double
    var updated: Date
    var hourly: [HourlyForecast]

    static let sample: WeatherReport = {
        let now = Date(timeIntervalSince1970: 1_718_000_000)
        let symbols = ["sun.max.fill", "cloud.sun.fill", "cloud.fill", "cloud.rain.fill", "cloud.bolt.rain.fill", "moon.stars.fill"]
        return WeatherReport(
            city: "Cupertino", temperature: 21.4, high: 24, low: 13, condition: "Partly Cloudy",
            symbol: "cloud.sun.fill", humidity: 0.62, windSpeed: 11.3, updated: now,
            hourly: symbols.enumerated().map { index, symbol in
                HourlyForecast(
                    id: index, date: now.addingTimeInterval(Double(index) * 3600), symbol: symbol,
                    temperature: 21.4 - Double(index) * 1.3)
            }
        )
    }()
}

struct WeatherCardScreen: View {
    let report: WeatherReport

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                VStack(spacing: 4) {
                    Text(report.city)
                        .font(.largeTitle)
                    Text("\(Int(report.temperature.rounded()))°")
                        .font(.system(size: 96, weight: .thin))
                        .monospacedDigit()
                    Label(report.condition, systemImage: report.symbol)
                        .symbolRenderingMode(.multicolor)
                        .font(.title3)
                    Text("H:\(Int(report.high))°  L:\(Int(report.low))°")
                        .font(.headline)
                }
                .foregroundStyle(.white)
                .padding(.top, 40)

                VStack(alignment: .leading, spacing: 10) {
                    Label("HOURLY FORECAST", systemImage: "clock")
                        .font(.caption)
                        .foregroundStyle(.white.opacity(0.7))
                    Divider().overlay(.white.opacity(0.3))
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 24) {
                            ForEach(report.hourly) { hour in
                                VStack(spacing: 10) {
                                    Text(hour.date, format: .dateTime.hour())
                                        .font(.subheadline.weight(.medium))
                                    Image(systemName: hour.symbol)
                                        .symbolRenderingMode(.multicolor)
                                        .font(.title2)
                                        .frame(height: 30)
                                    Text(hour.temperature, format: .number.precision(.fractionLength(0)))
                                        .font(.title3.weight(.medium))
                                        .monospacedDigit()
                                }
                            }
                        }
                    }
                }
                .foregroundStyle(.white)
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))

                HStack(spacing: 16) {
                    VStack(alignment: .leading, spacing: 8) {
                        Label("HUMIDITY", systemImage: "humidity")
                            .font(.caption)
                            .foregroundStyle(.white.opacity(0.7))
                        Text(report.humidity, format: .percent)
                            .font(.title.weight(.medium))
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))

                    VStack(alignment: .leading, spacing: 8) {
                        Label("WIND", systemImage: "wind")
                            .font(.caption)
                            .foregroundStyle(.white.opacity(0.7))
                        // Foundation on Linux has no Measurement.FormatStyle; the screen read
                        // Text(Measurement(value: report.windSpeed, unit: UnitSpeed.kilometersPerHour),
                        //      format: .measurement(width: .abbreviated))
                        Text(report.windSpeed.formatted(.number.precision(.fractionLength(0))) + " km/h")
                            .font(.title.weight(.medium))
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                }
                .foregroundStyle(.white)

                HStack(spacing: 4) {
                    Text("Updated")
                    Text(report.updated, style: .time)
                }
                .font(.footnote)
                .foregroundStyle(.white.opacity(0.8))
            }
            .padding(.horizontal)
        }
        .background {
            LinearGradient(
                colors: [Color(red: 0.25, green: 0.5, blue: 0.9), Color(red: 0.55, green: 0.75, blue: 0.95)],
                startPoint: .top, endPoint: .bottom
            )
            .ignoresSafeArea()
        }
    }
}

#Preview {
    WeatherCardScreen(report: .sample)
}
