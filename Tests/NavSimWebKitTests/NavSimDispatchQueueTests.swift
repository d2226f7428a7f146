import Dispatch
import NavSim
import NavSimWebKit
import Synchronization
import Testing

@Suite("NavSimDispatchQueue: an app's DispatchQueue in the schedule, libdispatch's outside")
struct NavSimDispatchQueueTests {
    @Test("In a simulation: the main queue's blocks run on the simulated main actor, after virtual delays")
    func simulated() {
        let outcome = Simulation.run(SimulationOptions(seed: 4), name: "dispatch") { sim -> [String] in
            let log = Mutex<[String]>([])
            let queue = NavSimDispatchQueue(label: "org.example.files")
            let done = SimulatedGroup()
            done.enter()
            queue.async {
                log.withLock { $0.append("\(queue.label) main=\(sim.isOnMainActor)") }
                NavSimDispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) {
                    log.withLock { $0.append("main main=\(sim.isOnMainActor) at \(sim.now)") }
                    done.leave()
                }
            }
            await done.wait()
            return log.withLock { $0 }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == ["org.example.files main=false", "main main=true at 0.3 seconds"])
    }

    @Test("Outside a simulation: libdispatch's queues")
    func real() async {
        let queue = NavSimDispatchQueue(label: "org.example.real", attributes: .concurrent)
        let label = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: queue.label) }
        }
        #expect(label == "org.example.real")
        #expect(queue.sync { 42 } == 42)
    }
}
