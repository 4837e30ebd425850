#ifndef CDARKROOM_SHA256_H
#define CDARKROOM_SHA256_H

#include <stddef.h>
#include <stdint.h>

/// Writes the SHA-256 digest (FIPS 180-4) of `length` bytes at `data` into `digest` (32 bytes).
/// Uses the x86 SHA extensions when the CPU has them, portable C otherwise; both give the same digest.
void darkroom_sha256(const void *data, size_t length, uint8_t digest[32]);

/// Whether `darkroom_sha256` uses the x86 SHA extensions on this CPU (for tests of both paths).
int darkroom_sha256_uses_cpu_extensions(void);

/// `darkroom_sha256` with the portable C compression function whatever the CPU.
void darkroom_sha256_portable(const void *data, size_t length, uint8_t digest[32]);

#endif
