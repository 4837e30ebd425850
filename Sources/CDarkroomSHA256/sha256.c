// SHA-256 (FIPS 180-4) for checking the bundled font files: portable C, plus the x86 SHA extensions'
// compression function where the CPU has them (the digest is the same; only the speed differs).
#include "CDarkroomSHA256.h"
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#define DARKROOM_SHA256_X86 1
#endif

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

/// Compresses `blocks` 64-byte blocks into `state`.
static void compress_portable(uint32_t state[8], const uint8_t *data, size_t blocks) {
    uint32_t w[64];
    while (blocks--) {
        for (int t = 0; t < 16; t++) {
            w[t] = ((uint32_t)data[4 * t] << 24) | ((uint32_t)data[4 * t + 1] << 16)
                 | ((uint32_t)data[4 * t + 2] << 8) | (uint32_t)data[4 * t + 3];
        }
        for (int t = 16; t < 64; t++) {
            uint32_t s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3);
            uint32_t s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t];
            uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
        data += 64;
    }
}

#ifdef DARKROOM_SHA256_X86
/// The same compression with SHA-NI: four rounds per pair of `sha256rnds2`, the schedule by `sha256msg1/2`.
__attribute__((target("sha,sse4.1,ssse3")))
static void compress_x86(uint32_t state[8], const uint8_t *data, size_t blocks) {
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i state1 = _mm_loadu_si128((const __m128i *)&state[4]);
    tmp = _mm_shuffle_epi32(tmp, 0xB1);            // CDAB
    state1 = _mm_shuffle_epi32(state1, 0x1B);      // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);  // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);   // CDGH
    while (blocks--) {
        __m128i abef = state0, cdgh = state1;
        __m128i w[4];
        for (int group = 0; group < 16; group++) {
            __m128i words;
            if (group < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byteSwap);
            } else {
                // W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16], four at a time.
                __m128i previous = w[(group - 1) & 3];
                __m128i partial = _mm_sha256msg1_epu32(w[group & 3], w[(group + 1) & 3]);
                partial = _mm_add_epi32(partial, _mm_alignr_epi8(previous, w[(group + 2) & 3], 4));
                words = _mm_sha256msg2_epu32(partial, previous);
            }
            w[group & 3] = words;
            __m128i message = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)&K[4 * group]));
            state1 = _mm_sha256rnds2_epu32(state1, state0, message);
            message = _mm_shuffle_epi32(message, 0x0E);
            state0 = _mm_sha256rnds2_epu32(state0, state1, message);
        }
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
        data += 64;
    }
    tmp = _mm_shuffle_epi32(state0, 0x1B);         // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1);      // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0);   // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8);      // HGFE
    _mm_storeu_si128((__m128i *)&state[0], state0);
    _mm_storeu_si128((__m128i *)&state[4], state1);
}
#endif

int darkroom_sha256_uses_cpu_extensions(void) {
#ifdef DARKROOM_SHA256_X86
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
#else
    return 0;
#endif
}

typedef void (*compress_function)(uint32_t state[8], const uint8_t *data, size_t blocks);

static void sha256_with(compress_function compress, const void *input, size_t length, uint8_t digest[32]) {
    uint32_t state[8] = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    const uint8_t *data = (const uint8_t *)input;
    size_t whole = length / 64;
    if (whole > 0) compress(state, data, whole);
    uint8_t tail[128];
    size_t rest = length - whole * 64;
    memset(tail, 0, sizeof tail);
    if (rest > 0) memcpy(tail, data + whole * 64, rest);
    tail[rest] = 0x80;
    size_t tailLength = rest + 1 + 8 <= 64 ? 64 : 128;
    uint64_t bits = (uint64_t)length * 8;
    for (int i = 0; i < 8; i++) tail[tailLength - 1 - i] = (uint8_t)(bits >> (8 * i));
    compress(state, tail, tailLength / 64);
    for (int i = 0; i < 8; i++) {
        digest[4 * i] = (uint8_t)(state[i] >> 24);
        digest[4 * i + 1] = (uint8_t)(state[i] >> 16);
        digest[4 * i + 2] = (uint8_t)(state[i] >> 8);
        digest[4 * i + 3] = (uint8_t)state[i];
    }
}

void darkroom_sha256_portable(const void *data, size_t length, uint8_t digest[32]) {
    sha256_with(compress_portable, data, length, digest);
}

void darkroom_sha256(const void *data, size_t length, uint8_t digest[32]) {
#ifdef DARKROOM_SHA256_X86
    if (darkroom_sha256_uses_cpu_extensions()) {
        sha256_with(compress_x86, data, length, digest);
        return;
    }
#endif
    sha256_with(compress_portable, data, length, digest);
}
