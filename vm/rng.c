/* rng: xoshiro256** (Blackman and Vigna, public domain algorithm). */
#include "rng.h"

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void cv_rng_seed(cv_rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix64(&seed);
}

uint64_t cv_rng_next(cv_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint64_t cv_rng_below(cv_rng *r, uint64_t n)
{
    /* Reject the top partial range so every value is equally likely. */
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do
        x = cv_rng_next(r);
    while (x >= limit);
    return x % n;
}

long long cv_rng_range(cv_rng *r, long long lo, long long hi)
{
    uint64_t span = (uint64_t)hi - (uint64_t)lo + 1;
    if (span == 0) return (long long)cv_rng_next(r); /* the full 64-bit range */
    return (long long)((uint64_t)lo + cv_rng_below(r, span));
}

void cv_rng_shuffle(cv_rng *r, int *v, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)cv_rng_below(r, (uint64_t)i + 1);
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}
