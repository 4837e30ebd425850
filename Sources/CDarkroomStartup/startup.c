// Registers Darkroom's XCTest observer when a process that links Darkroom starts, before any test
// runs, so that the first XCTest test case is seen too (XCTest only tells observers about test cases
// that start after they are registered). The Swift function is a weak reference: a binary without it
// simply skips the call.
//
// It also pins the process's time zone to UTC (TZ=UTC) unless DARKROOM_KEEP_TZ is set, so that code formatting
// dates outside `Text` (`date.formatted()`, `DateFormatter()`), which uses `TimeZone.current`, gives the same
// text on every machine. (`Locale.current` needs no pinning: on Linux it is `en_001` whatever LANG says.)
#include "CDarkroomStartup.h"
#include <stdlib.h>
#include <time.h>

extern void darkroom_register_xctest_observer(void) __attribute__((weak));

static int ran = 0;

__attribute__((constructor)) static void darkroom_startup(void) {
    if (!getenv("DARKROOM_KEEP_TZ")) {
        setenv("TZ", "UTC", 1);
        tzset();
    }
    if (darkroom_register_xctest_observer) {
        darkroom_register_xctest_observer();
        ran = 1;
    }
}

int darkroom_startup_ran(void) { return ran; }
