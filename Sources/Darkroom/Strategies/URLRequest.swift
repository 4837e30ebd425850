import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest, Format == String {
    /// Compares requests as raw HTTP: the method and URL (query items sorted), the headers sorted,
    /// then the body.
    ///
    /// ```swift
    /// assertSnapshot(of: request, as: .raw)
    /// ```
    public static var raw: Snapshotting { .raw(pretty: false) }

    /// Compares requests as raw HTTP; with `pretty`, a JSON body is pretty-printed with sorted keys.
    public static func raw(pretty: Bool) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (request: URLRequest) in
            let target = request.url.flatMap(URLRequestText.sortingQueryItems)?.absoluteString ?? "(null)"
            let requestLine = "\(request.httpMethod ?? "GET") \(target)"
            let headers = (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }.sorted()
            var body: [String] = []
            if let data = request.httpBody {
                if pretty, let text = URLRequestText.prettyJSON(data) {
                    body = ["\n" + text]
                } else {
                    body = ["\n" + String(decoding: data, as: UTF8.self)]
                }
            }
            return ([requestLine] + headers + body).joined(separator: "\n")
        }
    }

    /// Compares requests as the `curl` command that sends them (cookies as `--cookie`).
    ///
    /// ```
    /// curl \
    ///   --request POST \
    ///   --header "Accept: text/html" \
    ///   --data "pricing[billing]=monthly" \
    ///   "https://www.pointfree.co/subscribe"
    /// ```
    public static var curl: Snapshotting {
        SimplySnapshotting.lines.pullback { (request: URLRequest) in
            var parts = ["curl"]
            switch request.httpMethod ?? "GET" {
            case "GET": break
            case "HEAD": parts.append("--head")
            case let method: parts.append("--request \(method)")
            }
            let headers = request.allHTTPHeaderFields ?? [:]
            for field in headers.keys.sorted() where field != "Cookie" {
                parts.append("--header \"\(field): \(URLRequestText.escapeQuotes(headers[field] ?? ""))\"")
            }
            if let data = request.httpBody, let body = String(data: data, encoding: .utf8) {
                let escaped =
                    body
                    .replacingOccurrences(of: "\\\"", with: "\\\\\"")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                parts.append("--data \"\(escaped)\"")
            }
            if let cookie = headers["Cookie"] {
                parts.append("--cookie \"\(URLRequestText.escapeQuotes(cookie))\"")
            }
            let url = request.url.flatMap(URLRequestText.sortingQueryItems)?.absoluteString ?? "(null)"
            parts.append("\"\(url)\"")
            return parts.joined(separator: " \\\n\t")
        }
    }
}

/// Text helpers of the `URLRequest` strategies.
enum URLRequestText {
    /// The URL with its query items sorted by name (stable snapshots whatever order they were added in).
    static func sortingQueryItems(_ url: URL) -> URL? {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let sorted = components?.queryItems?.sorted { $0.name < $1.name }
        components?.queryItems = sorted
        return components?.url
    }

    /// A JSON body pretty-printed with sorted keys, or `nil` when the body is not JSON.
    static func prettyJSON(_ data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let pretty = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
        else { return nil }
        return String(decoding: pretty, as: UTF8.self)
    }

    static func escapeQuotes(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "\\\"")
    }
}
