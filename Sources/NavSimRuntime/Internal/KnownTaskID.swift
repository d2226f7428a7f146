/// The index, in the simulation's list of known tasks, of the task running now (0: the root).
///
/// Set by `spawn` and inherited by child tasks, so events and waits are attributed to the
/// nearest named ancestor.
enum KnownTaskID {
    @TaskLocal static var current = 0
}
