// swift-format-ignore-file
// The view controller of ZhgChg.Li's "Design Patterns in WKWebView", as written in the article. Lines the
// article elides (`//...`) are filled in between the `// NavSim:` markers; nothing the article shows is changed.
import WebKit

public class MyWKWebViewController: UIViewController {
    //...
    // NavSim: elided in the article
    let configuration: MyWKWebViewConfiguration
    public private(set) var webView: WKWebView!

    public init(configuration: MyWKWebViewConfiguration) {
        self.configuration = configuration
    }
    // NavSim: end of what the article elides
    public override func viewDidLoad() {
        super.viewDidLoad()
       
        //...
        // NavSim: elided in the article
        webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = self
        configuration.userScripts.forEach { webView.configuration.userContentController.addUserScript($0) }
        // NavSim: end of what the article elides
        configuration.scriptMessageStrategies.forEach { scriptMessageStrategy in
            webView.configuration.userContentController.add(scriptMessageStrategy, name: type(of: scriptMessageStrategy).identifier)
        }
        //...
        // NavSim: elided in the article
        webView.load(URLRequest(url: configuration.url))
        // NavSim: end of what the article elides
    }
}

extension MyWKWebViewController: WKNavigationDelegate {
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        configuration.headNavigationHandler?.exeute(webView: webView, decidePolicyFor: navigationAction, decisionHandler: decisionHandler) ?? decisionHandler(.allow)
    }
}
