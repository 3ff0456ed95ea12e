/* hash: a state's fingerprint, for judges comparing states across
 * processes and for tests. Plain C. */
#ifndef CV_HASH_H
#define CV_HASH_H

#include <stdint.h>

#include "state.h"

/* 64-bit FNV-1a over the canonical form of the state: players, cards,
 * zones, pools, variables, links, modifiers, scopes, windows, the decision,
 * the RNG, the result and the bound variables; never the log or anything
 * that depends on addresses or on the path the game took (a modifier's scope
 * counts by where it stands among the open scopes, not by its serial).
 * Equal states, equal hashes, in any process. */
uint64_t cv_hash_state(const cv_state *s);

#endif
