#ifndef CNAVSIM_CURRENT_TASK_H
#define CNAVSIM_CURRENT_TASK_H

#include <stdint.h>

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


/// What a sleeper's cancellation does: called with the owner and the timer given to
/// `navsim_add_sleep_cancellation`, on the thread that cancels the task.
typedef void (*navsim_sleep_cancelled_body)(void *_Nonnull owner, intptr_t timer);

/// A sleeper's cancellation record and what its handler needs, in the task's own allocator.
typedef struct navsim_sleep_cancellation {
    navsim_sleep_cancelled_body _Nonnull body;
    void *_Nonnull owner;
    intptr_t timer;
    void *_Nullable record;
} navsim_sleep_cancellation;

/// The handler the runtime calls when the task is cancelled: a Swift-convention function whose context is the
/// `navsim_sleep_cancellation`.
__attribute__((swiftcall)) void navsim_sleep_cancellation_handler(
    void *_Nonnull __attribute__((swift_context)) context);

/// Adds a cancellation record to the running task, as `withTaskCancellationHandler` does before its operation:
/// `body(owner, timer)` runs when the task is cancelled, at once if it already is. Must be removed, by the same
/// task, with `navsim_remove_sleep_cancellation`, before the task allocates anything else it keeps past that.
///
/// `withTaskCancellationHandler` is an async function around an async operation: a sleep paid its frame and three
/// executor switches that change nothing, each taking the task's status lock. The entry points are those the
/// compiler calls for it in the client's own code, so they are part of the runtime's ABI; Swift could declare them
/// only with `@_silgen_name`, which warns for names the compiler itself calls, hence this header.
static inline navsim_sleep_cancellation *_Nonnull navsim_add_sleep_cancellation(
    navsim_sleep_cancelled_body _Nonnull body, void *_Nonnull owner, intptr_t timer
) {
    extern void *_Nonnull swift_task_alloc(uintptr_t size) __attribute__((swiftcall));
    extern void *_Nullable swift_task_addCancellationHandler(
        __attribute__((swiftcall)) void (*_Nonnull handler)(void *_Nonnull __attribute__((swift_context))),
        void *_Nonnull context) __attribute__((swiftcall));
    navsim_sleep_cancellation *cancellation = swift_task_alloc(sizeof(navsim_sleep_cancellation));
    cancellation->body = body;
    cancellation->owner = owner;
    cancellation->timer = timer;
    cancellation->record = 0;
    cancellation->record = swift_task_addCancellationHandler(navsim_sleep_cancellation_handler, cancellation);
    return cancellation;
}

/// Removes the record `navsim_add_sleep_cancellation` added and frees what it allocated, in reverse order.
static inline void navsim_remove_sleep_cancellation(navsim_sleep_cancellation *_Nonnull cancellation) {
    extern void swift_task_removeCancellationHandler(void *_Nullable record) __attribute__((swiftcall));
    extern void swift_task_dealloc(void *_Nonnull pointer) __attribute__((swiftcall));
    swift_task_removeCancellationHandler(cancellation->record);
    swift_task_dealloc(cancellation);
}

/// Where the runtime keeps its hook for jobs bound for the global executor (`swift_task_enqueueGlobal_hook`), and
/// its hook for the main executor (`swift_task_getMainExecutor_hook`): the variables themselves, found by the linker
/// in the shared runtime or in the executable when the runtime is linked in (`-static-stdlib`), where `dlsym` cannot
/// see them (an executable exports no symbols of its own to it).
static inline void *_Nonnull navsim_enqueue_global_hook(void) {
    extern void *swift_task_enqueueGlobal_hook;
    return &swift_task_enqueueGlobal_hook;
}

static inline void *_Nonnull navsim_get_main_executor_hook(void) {
    extern void *swift_task_getMainExecutor_hook;
    return &swift_task_getMainExecutor_hook;
}

#endif
