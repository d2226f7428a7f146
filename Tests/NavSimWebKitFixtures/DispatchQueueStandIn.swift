// swift-format-ignore-file
// What the app's target supplies so its `DispatchQueue`s run in the schedule inside a simulation: NavSim's
// queue under libdispatch's name, for this module only (a declaration of the module shadows the imported one).
import WebKit

typealias DispatchQueue = NavSimDispatchQueue
