/* kv: sorted name -> value sets. See kv.h. */
#include "kv.h"

#include <stdlib.h>
#include <string.h>

#include "str.h"

/* Binary search: index of key, or of where it would be inserted (*found=0). */
static size_t locate(const cv_kv *kv, const char *key, int *found)
{
    size_t lo = 0, hi = kv->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(kv->v[mid].key, key);
        if (c == 0) {
            *found = 1;
            return mid;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    *found = 0;
    return lo;
}

void cv_kv_clear(cv_kv *kv)
{
    for (size_t i = 0; i < kv->n; i++) {
        free(kv->v[i].key);
        free(kv->v[i].str);
    }
    free(kv->v);
    kv->v = NULL;
    kv->n = kv->cap = 0;
}

const cv_kv_entry *cv_kv_find(const cv_kv *kv, const char *key)
{
    int found;
    size_t i = locate(kv, key, &found);
    return found ? &kv->v[i] : NULL;
}

long long cv_kv_num(const cv_kv *kv, const char *key, long long dflt)
{
    const cv_kv_entry *e = cv_kv_find(kv, key);
    return (e && !e->str) ? e->num : dflt;
}

/* Returns the entry for key, inserting an empty one if needed; NULL on OOM. */
static cv_kv_entry *slot(cv_kv *kv, const char *key)
{
    int found;
    size_t i = locate(kv, key, &found);
    if (found) return &kv->v[i];
    if (kv->n == kv->cap) {
        size_t cap = kv->cap ? kv->cap * 2 : 4;
        cv_kv_entry *v = realloc(kv->v, cap * sizeof *v);
        if (!v) return NULL;
        kv->v = v;
        kv->cap = cap;
    }
    char *k = cv_str_dup(key);
    if (!k) return NULL;
    memmove(&kv->v[i + 1], &kv->v[i], (kv->n - i) * sizeof kv->v[0]);
    kv->v[i] = (cv_kv_entry){k, NULL, 0};
    kv->n++;
    return &kv->v[i];
}

int cv_kv_set_num(cv_kv *kv, const char *key, long long num)
{
    cv_kv_entry *e = slot(kv, key);
    if (!e) return -1;
    free(e->str);
    e->str = NULL;
    e->num = num;
    return 0;
}

int cv_kv_set_str(cv_kv *kv, const char *key, const char *str)
{
    char *s = cv_str_dup(str);
    if (!s) return -1;
    cv_kv_entry *e = slot(kv, key);
    if (!e) {
        free(s);
        return -1;
    }
    free(e->str);
    e->str = s;
    e->num = 0;
    return 0;
}

int cv_kv_del(cv_kv *kv, const char *key)
{
    int found;
    size_t i = locate(kv, key, &found);
    if (!found) return 0;
    free(kv->v[i].key);
    free(kv->v[i].str);
    memmove(&kv->v[i], &kv->v[i + 1], (kv->n - i - 1) * sizeof kv->v[0]);
    kv->n--;
    return 1;
}

int cv_kv_copy(cv_kv *dst, const cv_kv *src)
{
    memset(dst, 0, sizeof *dst);
    if (!src->n) return 0;
    dst->v = calloc(src->n, sizeof *dst->v);
    if (!dst->v) return -1;
    dst->cap = src->n;
    for (size_t i = 0; i < src->n; i++) {
        const cv_kv_entry *e = &src->v[i];
        dst->v[i].key = cv_str_dup(e->key);
        dst->v[i].str = e->str ? cv_str_dup(e->str) : NULL;
        dst->v[i].num = e->num;
        dst->n = i + 1;
        if (!dst->v[i].key || (e->str && !dst->v[i].str)) {
            cv_kv_clear(dst);
            return -1;
        }
    }
    return 0;
}
