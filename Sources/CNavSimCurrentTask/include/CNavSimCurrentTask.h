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

/// Whether the running task is cancelled, as `Task.isCancelled`, without its retain and release of the task
/// (`withUnsafeCurrentTask` has them too); false outside a task.
static inline _Bool navsim_current_task_is_cancelled(void) {
    extern void *_Nullable swift_task_getCurrent(void) __attribute__((swiftcall));
    extern _Bool swift_task_isCancelled(void *_Nonnull task) __attribute__((swiftcall));
    void *task = swift_task_getCurrent();
    return task != 0 && swift_task_isCancelled(task);
}

#endif
