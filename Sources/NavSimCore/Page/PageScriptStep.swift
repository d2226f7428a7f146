/// A step of a page's script: at a time after commit, in a frame, an action.
public struct PageScriptStep: Sendable, Hashable {
    /// When the step runs, on the web view's clock, counted from commit; a blocked script runs it later.
    public var at: Duration
    /// The frame whose script runs it.
    public var frame: FrameID
    /// What it does.
    public var action: PageAction

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - at: When it runs, after commit.
    ///   - frame: The frame whose script runs it; the main frame by default.
    ///   - action: What it does.
    public init(at: Duration = .zero, frame: FrameID = .main, _ action: PageAction) {
        self.at = at
        self.frame = frame
        self.action = action
    }
}
