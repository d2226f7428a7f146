// The task is read through the header's inline functions; the cancellation handler, whose address the runtime
// keeps, is defined here.
#include "CNavSimCurrentTask.h"

__attribute__((swiftcall)) void navsim_sleep_cancellation_handler(
    void *_Nonnull __attribute__((swift_context)) context) {
    navsim_sleep_cancellation *cancellation = context;
    cancellation->body(cancellation->owner, cancellation->timer);
}
