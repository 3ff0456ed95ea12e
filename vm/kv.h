/* kv: a small ordered map from names to integers or strings.
 *
 * Pools, per-object variables and links are all kept in cv_kv sets. Keys are
 * kept sorted, so iteration order (and so the state hash and every dump) never
 * depends on insertion order or addresses. */
#ifndef CV_KV_H
#define CV_KV_H

#include <stddef.h>

typedef struct cv_kv_entry {
    char *key;
    char *str;     /* non-NULL for a string value */
    long long num; /* the value when str is NULL */
} cv_kv_entry;

typedef struct cv_kv {
    cv_kv_entry *v;
    size_t n, cap;
} cv_kv;

/* Releases every key and value; the set is empty and reusable afterwards. */
void cv_kv_clear(cv_kv *kv);

/* Returns the entry for 'key', or NULL when absent. */
const cv_kv_entry *cv_kv_find(const cv_kv *kv, const char *key);

/* Returns the integer under 'key', or 'dflt' when absent or a string. */
long long cv_kv_num(const cv_kv *kv, const char *key, long long dflt);

/* Sets 'key' to an integer. Returns 0, or -1 when out of memory (unchanged). */
int cv_kv_set_num(cv_kv *kv, const char *key, long long num);

/* Sets 'key' to a copy of 'str'. Returns 0, or -1 when out of memory. */
int cv_kv_set_str(cv_kv *kv, const char *key, const char *str);

/* Removes 'key'; returns 1 if it was present. */
int cv_kv_del(cv_kv *kv, const char *key);

/* Makes 'dst' (empty) a copy of 'src'. 0, or -1 when out of memory ('dst'
 * is then empty). */
int cv_kv_copy(cv_kv *dst, const cv_kv *src);

#endif
