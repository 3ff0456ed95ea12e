/* policy: the seeded random policy behind `auto`, `sim` and g:auto: a
 * splitmix64 stream of its own, apart from the game's RNG, so the same seed
 * plays the same game in the REPL, the simulator and the tests. */
#ifndef CV_POLICY_H
#define CV_POLICY_H

#include <stdint.h>

/* The policy's starting state for a game of seed 'seed'. */
static inline uint64_t policy_start(uint64_t seed)
{
    return seed ^ 0x5eed5eed5eed5eedULL;
}

/* The next number of the stream in *x. */
static inline uint64_t policy_next(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#endif
