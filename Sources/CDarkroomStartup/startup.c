// Registers Darkroom's XCTest observer when a process that links Darkroom starts, before any test
// runs, so that the first XCTest test case is seen too (XCTest only tells observers about test cases
// that start after they are registered). The Swift function is a weak reference: a binary without it
// simply skips the call.
#include "CDarkroomStartup.h"

extern void darkroom_register_xctest_observer(void) __attribute__((weak));

static int ran = 0;

__attribute__((constructor)) static void darkroom_startup(void) {
    if (darkroom_register_xctest_observer) {
        darkroom_register_xctest_observer();
        ran = 1;
    }
}

int darkroom_startup_ran(void) { return ran; }
