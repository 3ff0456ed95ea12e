/* rng: the kernel's seeded deterministic random number generator.
 *
 * xoshiro256** seeded through splitmix64: the same seed gives the same
 * sequence on every machine and in every process. Nothing else in a game
 * may be a source of randomness. */
#ifndef CV_RNG_H
#define CV_RNG_H

#include <stdint.h>

typedef struct cv_rng {
    uint64_t s[4];
} cv_rng;

/* Seeds the generator; any seed (0 too) is valid. */
void cv_rng_seed(cv_rng *r, uint64_t seed);

/* Returns the next 64 random bits. */
uint64_t cv_rng_next(cv_rng *r);

/* Returns a uniform integer in [0, n); n must be > 0. Unbiased. */
uint64_t cv_rng_below(cv_rng *r, uint64_t n);

/* Returns a uniform integer in [lo, hi]; lo <= hi. */
long long cv_rng_range(cv_rng *r, long long lo, long long hi);

/* Shuffles n ints in place (Fisher-Yates). */
void cv_rng_shuffle(cv_rng *r, int *v, int n);

#endif
