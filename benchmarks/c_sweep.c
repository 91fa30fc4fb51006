/* Plain single-core C sweep: the baseline of benchmarks/bench_p_positions.py.
 *
 * P-positions of a lattice game on the option-closed region {p in N^d : w.p <= L}
 * (Definition 4.1 of [GM]: p is a P-position iff no option p - g is one), for
 * moves whose last nonzero entry is positive, so that every option has a smaller
 * rank in the order "last coordinate most significant" (the order of
 * sage_latticegames._engine.SimplexRanker).  C[k][M] counts the points of N^k
 * with weighted sum <= M.  The sweep goes row by row (p_1, ..., p_{d-1} fixed,
 * p_0 varying: consecutive ranks); the rows of the options of a row are ranked
 * once per row through the table, so deciding a position reads one byte per move.
 *
 * usage: c_sweep L misere d w_1..w_d m g_11..g_1d ... g_m1..g_md
 * prints: <points> <P-positions> <checksum: sum of rank^2 + rank over P-positions mod 2^64>
 *         <wall-clock seconds> <CPU seconds>
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

static int d, m;
static int64_t L, *w, *g, *C;   /* C[k * (L + 1) + M], k = 0..d */

static int64_t cnt(int k, int64_t M) { return M < 0 ? 0 : C[k * (L + 1) + M]; }

static int64_t row_rank(const int64_t *q) {   /* rank of (0, q[1], ..., q[d-1]) */
    int64_t R = L, r = 0, t;
    for (int k = d - 1; k >= 1; k--) {
        t = R - w[k] * q[k];
        r += cnt(k + 1, R) - cnt(k + 1, t);
        R = t;
    }
    return r;
}

int main(int argc, char **argv) {
    int a = 1;
    L = atoll(argv[a++]); int misere = atoi(argv[a++]); d = atoi(argv[a++]);
    w = malloc(d * sizeof *w);
    for (int k = 0; k < d; k++) w[k] = atoll(argv[a++]);
    m = atoi(argv[a++]); g = malloc(m * d * sizeof *g);
    for (int j = 0; j < m * d; j++) g[j] = atoll(argv[a++]);
    struct timespec t0, t1, c0, c1;
    clock_gettime(CLOCK_MONOTONIC, &t0); clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
    C = malloc((d + 1) * (L + 1) * sizeof *C);
    for (int64_t M = 0; M <= L; M++) C[M] = 1;
    for (int k = 1; k <= d; k++)
        for (int64_t M = 0; M <= L; M++)
            C[k * (L + 1) + M] = C[(k - 1) * (L + 1) + M] + (M >= w[k - 1] ? C[k * (L + 1) + M - w[k - 1]] : 0);
    int64_t N = C[d * (L + 1) + L], q[64] = {0}, o[64] = {0}, ob[64], og[64], nP = 0, lev = 0;
    uint8_t *P = calloc(N, 1);   /* 1: P-position */
    uint64_t sum = 0;
    for (;;) {   /* the rows p = (x, q[1], ..., q[d-1]), 0 <= x < len, in rank order */
        int64_t base = row_rank(q), len = (L - lev) / w[0] + 1;
        int mj = 0;   /* the options of the row: rows ob[t], offset x - og[t] */
        for (int j = 0; j < m; j++) {
            int64_t l = 0; int k;
            for (k = 1; k < d; k++) { o[k] = q[k] - g[j * d + k]; if (o[k] < 0) break; l += w[k] * o[k]; }
            if (k == d && l <= L) { ob[mj] = row_rank(o); og[mj++] = g[j * d]; }
        }
        for (int64_t x = 0; x < len; x++) {
            int64_t i = base + x;
            int isP = !(misere && i == 0);   /* the origin is defeated in misere play */
            for (int t = 0; t < mj && isP; t++)
                if (x >= og[t] && P[ob[t] + x - og[t]]) isP = 0;
            if (isP) { P[i] = 1; nP++; sum += (uint64_t)i * (uint64_t)i + (uint64_t)i; }
        }
        int k;   /* next row */
        for (k = 1; k < d; k++) {
            if (lev + w[k] <= L) { q[k]++; lev += w[k]; break; }
            lev -= w[k] * q[k]; q[k] = 0;
        }
        if (k == d) break;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1); clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
    printf("%lld %lld %llu %.6f %.6f\n", (long long)N, (long long)nP, (unsigned long long)sum,
           (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec),
           (c1.tv_sec - c0.tv_sec) + 1e-9 * (c1.tv_nsec - c0.tv_nsec));
    return 0;
}
