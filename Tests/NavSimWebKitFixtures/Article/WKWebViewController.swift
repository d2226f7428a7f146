// swift-format-ignore-file
// "Original Non-Abstracted Implementation" of ZhgChg.Li's "Design Patterns in WKWebView" (the flag-driven
// delegate), as written in the article. Lines the article elides (`// ...`) are filled in below the marker
// `// NavSim: elided in the article`; nothing the article shows is changed.
import WebKit

class WKWebViewController: UIViewController {

    // MARK - Define some variables and flags for injecting features during external init...

    // Simulate business logic: flag to match special paths to open native pages
    let noNeedNativePresent: Bool
    // Simulate business logic: flag for DeeplinkManager check
    let deeplinkCheck: Bool
    // Simulate business logic: is it the home page?
    let isHomePage: Bool
    // Simulate business logic: WKUserScripts to inject into WKWebView
    let userScripts: [WKUserScript]
    // Simulate business logic: WKScriptMessageHandlers to inject into WKWebView
    let scriptMessageHandlers: [String: WKScriptMessageHandler]
    // Whether to allow overriding ViewController title from WebView title
    let overrideTitleFromWebView: Bool
    
    let url: URL
    
    // ... 
    // NavSim: elided in the article
    var webView: WKWebView!

    init(noNeedNativePresent: Bool, deeplinkCheck: Bool, isHomePage: Bool, url: URL) {
        self.noNeedNativePresent = noNeedNativePresent
        self.deeplinkCheck = deeplinkCheck
        self.isHomePage = isHomePage
        self.userScripts = []
        self.scriptMessageHandlers = [:]
        self.overrideTitleFromWebView = false
        self.url = url
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = self
        webView.load(URLRequest(url: url))
    }
}
typealias OldWKWebViewController = WKWebViewController  // NavSim: the article names the class both ways
// NavSim: end of what the article elides
// ...
extension OldWKWebViewController: WKNavigationDelegate {
    // MARK - iOS WKWebView navigationAction Delegate, used to decide how to handle the upcoming link
    // Must call decisionHandler(.allow) or decisionHandler(.cancel) at the end
    // decisionHandler(.cancel) will stop loading the upcoming page

    // Here simulates different logic based on different variables and flags:

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        guard let url = navigationAction.request.url else {
            decisionHandler(.allow)
            return
        }
        
        // Simulate business logic: WebViewController deeplinkCheck == true (means need to check with DeepLinkManager and open page)
        if deeplinkCheck {
            print("DeepLinkManager.open(\(url.absoluteString)")
            // Simulate DeepLinkManager logic, if URL can be opened successfully then open and end flow.
            // if DeepLinkManager.open(url) == true {
                decisionHandler(.cancel)
                return
            // }
        }
        
        // Simulate business logic: WebViewController isHomePage == true (means opening home page) & WebView is browsing home page, then switch TabBar Index
        if isHomePage {
            if url.absoluteString == "https://zhgchg.li" {
                print("Switch UITabBarController to Index 0")
                decisionHandler(.cancel)
            }
        }
        
        // Simulate business logic: WebViewController noNeedNativePresent == false (means need to match special path to open native page)
        if !noNeedNativePresent {
            if url.pathComponents.count >= 3 {
                if url.pathComponents[1] == "product" {
                    // match http://zhgchg.li/product/1234
                    let id = url.pathComponents[2]
                    print("Present ProductViewController(\(id)")
                    decisionHandler(.cancel)
                } else if url.pathComponents[1] == "shop" {
                    // match http://zhgchg.li/shop/1234
                    let id = url.pathComponents[2]
                    print("Present ShopViewController(\(id)")
                    decisionHandler(.cancel)
                }
                // more...
            }
        }
        
        decisionHandler(.allow)
    }
}
