#ifndef CNAVSIM_CURRENT_TASK_H
#define CNAVSIM_CURRENT_TASK_H

/// The running task's record in the concurrency runtime, or NULL outside a task.
///
/// What `withUnsafeCurrentTask` reads, without its retain and release of the task and the copies of its
/// optional handle (the runtime's generic copies, as `UnsafeCurrentTask` is resilient); the simulation
/// asks at every event it records. Swift could declare the runtime's entry point only with
/// `@_silgen_name`, which warns for a name the compiler itself calls, hence this header.
static inline void *_Nullable navsim_current_task(void) {
    extern void *_Nullable swift_task_getCurrent(void) __attribute__((swiftcall));
    return swift_task_getCurrent();
}

#endif
