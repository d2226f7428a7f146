// `dispatch_main` for valgrind, preloaded by Tools/callgrind-bench.sh; never part of NavSim.
//
// An async `main` on Linux ends in libdispatch's `dispatch_main`, which exits the main thread and parks it in
// `sigsuspend` from a thread-specific-data destructor: valgrind 3.19 dies there ("Valgrind received a signal
// 11"), so `navsim bench` could not be counted. This version keeps the main queue bound to the main thread and
// drains it there, as a run loop does (Foundation's RunLoop uses the same two entry points), so the program
// runs the same jobs and callgrind sees it to the end.
#include <poll.h>
#include <stdint.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

void dispatch_main(void) {
    int handle = _dispatch_get_main_queue_handle_4CF();
    for (;;) {
        struct pollfd wait = {handle, POLLIN, 0};
        poll(&wait, 1, -1);
        uint64_t count;
        (void)read(handle, &count, sizeof count);
        _dispatch_main_queue_callback_4CF(0);
    }
}
