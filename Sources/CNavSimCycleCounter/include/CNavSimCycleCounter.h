#ifndef CNAVSIM_CYCLE_COUNTER_H
#define CNAVSIM_CYCLE_COUNTER_H

#include <stdint.h>

/// The processor's time-stamp counter (`rdtsc`) on x86-64, 0 on other architectures.
///
/// Swift cannot emit `rdtsc` itself, and Clang's `__rdtsc` is a macro the importer does not see, hence
/// this header. The load generator reads the time three times per navigation: `rdtsc` takes 11 ns on
/// the 2-core VM where NavSim is measured, `clock_gettime` 28 ns. `MonotonicTime` scales the count to
/// nanoseconds and uses it only where the kernel itself keeps time with it.
static inline uint64_t navsim_read_cycle_counter(void) {
#if defined(__x86_64__)
    return __builtin_ia32_rdtsc();
#else
    return 0;
#endif
}

#endif
