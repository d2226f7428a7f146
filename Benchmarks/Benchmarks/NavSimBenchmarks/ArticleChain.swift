import Foundation
import NavSim

/// The peer a user would otherwise write: the article's Chain of Responsibility as shipped, with classes
/// linked by `nextHandler`, an escaping decision handler, and Foundation's `URL` read in every handler
/// (`pathComponents` builds an array of strings each time). The same rules as the standard chain.
enum ArticlePolicy {
    case allow
    case cancel
}

protocol ArticleNavigationActionHandler: AnyObject {
    var nextHandler: (any ArticleNavigationActionHandler)? { get set }
    func handle(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) -> Bool
}

extension ArticleNavigationActionHandler {
    func execute(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) {
        if !handle(url, type: type, decisionHandler: decisionHandler) {
            if let nextHandler {
                nextHandler.execute(url, type: type, decisionHandler: decisionHandler)
            } else {
                decisionHandler(.allow)
            }
        }
    }
}

final class ArticleSchemeHandler: ArticleNavigationActionHandler {
    var nextHandler: (any ArticleNavigationActionHandler)?
    let schemes: Set<String> = ["tel", "mailto", "sms", "facetime", "itms-apps", "maps"]

    func handle(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) -> Bool {
        _ = url.pathComponents
        guard let scheme = url.scheme?.lowercased(), schemes.contains(scheme) else { return false }
        decisionHandler(.cancel)
        return true
    }
}

final class ArticleHostDenyHandler: ArticleNavigationActionHandler {
    var nextHandler: (any ArticleNavigationActionHandler)?
    let hosts = ["tracker.example", "ads.example.net"]

    func handle(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) -> Bool {
        _ = url.pathComponents
        guard let host = url.host?.lowercased(), hosts.contains(where: { host == $0 || host.hasSuffix("." + $0) })
        else { return false }
        decisionHandler(.cancel)
        return true
    }
}

final class ArticleDeepLinkHandler: ArticleNavigationActionHandler {
    var nextHandler: (any ArticleNavigationActionHandler)?

    func handle(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) -> Bool {
        _ = url.pathComponents
        guard url.scheme == "exampleapp" || url.host?.lowercased() == "link.example.com" else { return false }
        decisionHandler(.cancel)
        return true
    }
}

final class ArticlePaymentHandler: ArticleNavigationActionHandler {
    var nextHandler: (any ArticleNavigationActionHandler)?

    func handle(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) -> Bool {
        guard url.host != nil else { return false }
        let components = url.pathComponents
        let claimed =
            url.host?.lowercased() == "pay.example.com"
            || components == ["/", "payment", "verify"]
            || (components.count >= 2 && components[1] == "3ds")
        guard claimed else { return false }
        decisionHandler(.cancel)
        return true
    }
}

final class ArticleHomeTabHandler: ArticleNavigationActionHandler {
    var nextHandler: (any ArticleNavigationActionHandler)?
    let home = URL(string: Preset.homeURL)!

    func handle(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) -> Bool {
        _ = url.pathComponents
        guard type == .linkActivated || type == .formSubmitted, url.absoluteString == home.absoluteString else {
            return false
        }
        decisionHandler(.cancel)
        return true
    }
}

final class ArticleNativePageHandler: ArticleNavigationActionHandler {
    var nextHandler: (any ArticleNavigationActionHandler)?

    func handle(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) -> Bool {
        guard type == .linkActivated || type == .formSubmitted,
            url.scheme == "https" || url.scheme == "http",
            let host = url.host?.lowercased(), host == "example.com" || host.hasSuffix(".example.com")
        else { return false }
        let components = url.pathComponents
        guard components.count == 3, components[1] == "product" || components[1] == "shop" else { return false }
        decisionHandler(.cancel)
        return true
    }
}

final class ArticleAllowAllHandler: ArticleNavigationActionHandler {
    var nextHandler: (any ArticleNavigationActionHandler)?

    func handle(_ url: URL, type: NavigationType, decisionHandler: @escaping (ArticlePolicy) -> Void) -> Bool {
        _ = url.pathComponents
        decisionHandler(.allow)
        return true
    }
}

/// Builds the article's chain, linked in the standard chain's order, and returns its head.
func makeArticleChain() -> any ArticleNavigationActionHandler {
    let handlers: [any ArticleNavigationActionHandler] = [
        ArticleSchemeHandler(), ArticleHostDenyHandler(), ArticleDeepLinkHandler(), ArticlePaymentHandler(),
        ArticleHomeTabHandler(), ArticleNativePageHandler(), ArticleAllowAllHandler(),
    ]
    for (handler, next) in zip(handlers, handlers.dropFirst()) { handler.nextHandler = next }
    return handlers[0]
}

/// One decision the article's way: parse with Foundation, walk the linked chain, receive the policy in an
/// escaping closure.
func articleDecision(_ head: any ArticleNavigationActionHandler, _ string: String, _ type: NavigationType)
    -> ArticlePolicy
{
    guard let url = URL(string: string) else { return .cancel }
    var policy = ArticlePolicy.allow
    head.execute(url, type: type) { policy = $0 }
    return policy
}
