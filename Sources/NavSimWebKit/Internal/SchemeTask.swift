import NavSim

/// The `WKURLSchemeTask` an app's handler gets: the core's task, whose checks and messages apply.
final class SchemeTask: NSObject, WKURLSchemeTask, Sendable {
    let core: URLSchemeTask
    let request: URLRequest

    init(_ core: URLSchemeTask) {
        self.core = core
        self.request = URLRequest.navSim(core.request)
    }

    func didReceive(_ response: URLResponse) {
        let url = response.url?.navSim ?? core.request
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        let length = response.expectedContentLength
        _ = core.didReceive(
            URLSchemeResponse(
                url: url,
                mimeType: response.mimeType ?? "text/html",
                statusCode: status,
                expectedContentLength: length >= 0 ? Int(length) : nil
            )
        )
    }

    func didReceive(_ data: Data) {
        _ = core.didReceive(Array(data))
    }

    func didFinish() {
        _ = core.didFinish()
    }

    func didFailWithError(_ error: any Error) {
        let nsError = error as NSError
        _ = core.didFailWithError(
            NavigationError(domain: nsError.domain, code: nsError.code, reason: nsError.localizedDescription)
        )
    }
}
