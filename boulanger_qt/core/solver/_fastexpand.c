/* The solver's hot loop in C: `new_children`, exactly as expand.new_children does it.
 *
 * Same keys (expand.py), same children in the same order (expand.child_parts), same
 * scores (expand.score), the same parent-map updates and the same stop at a
 * won child, so a search gives the same verdict, path and position count with or without
 * this module. setup.py builds it where a C compiler exists; tests/core/test_solver_fast.py
 * compares the two on random positions.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

#define SEP 0xFF
#define NCOLS 8
#define MAXCOL 64

typedef struct {
    unsigned char card[NCOLS][MAXCOL];
    int len[NCOLS];
    unsigned char cells[8];
    int ncells;
    unsigned char found[4];
} Pos;

static int SUIT[52], RANK0[52], PARENT[52];

static int parse(const unsigned char *k, Py_ssize_t n, Pos *p) {
    Py_ssize_t i = 0;
    for (int c = 0; c < NCOLS; c++) {
        int l = 0;
        while (i < n && k[i] != SEP) {
            if (l >= MAXCOL || k[i] >= 52) return -1;
            p->card[c][l++] = k[i++];
        }
        if (i >= n) return -1;
        p->len[c] = l;
        i++;
    }
    p->ncells = 0;
    while (i < n && k[i] != SEP) {
        if (p->ncells >= 8 || k[i] >= 52) return -1;
        p->cells[p->ncells++] = k[i++];
    }
    if (i + 5 != n) return -1;
    memcpy(p->found, k + i + 1, 4);
    for (int s = 0; s < 4; s++)
        if (p->found[s] > 13) return -1;
    return 0;
}

/* Play every foundation move (the result does not depend on their order). */
static void autoplay(Pos *p) {
    int moved = 1;
    while (moved) {
        moved = 0;
        for (int c = 0; c < NCOLS; c++) {
            while (p->len[c]) {
                int t = p->card[c][p->len[c] - 1];
                if (p->found[SUIT[t]] != RANK0[t]) break;
                p->found[SUIT[t]]++;
                p->len[c]--;
                moved = 1;
            }
        }
        int kept = 0;
        for (int k = 0; k < p->ncells; k++) {
            int t = p->cells[k];
            if (p->found[SUIT[t]] == RANK0[t]) {
                p->found[SUIT[t]]++;
                moved = 1;
            } else {
                p->cells[kept++] = (unsigned char)t;
            }
        }
        p->ncells = kept;
    }
}

/* bytes order: memcmp over the common part, then the shorter first. */
static int colcmp(const Pos *p, int a, int b) {
    int la = p->len[a], lb = p->len[b];
    int r = memcmp(p->card[a], p->card[b], (size_t)(la < lb ? la : lb));
    if (r) return r;
    return la - lb;
}

static PyObject *make_key(const Pos *p) {
    int order[NCOLS];
    for (int c = 0; c < NCOLS; c++) {
        int j = c;
        while (j > 0 && colcmp(p, order[j - 1], c) > 0) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = c;
    }
    unsigned char cells[8];
    int nc = p->ncells;
    memcpy(cells, p->cells, (size_t)nc);
    for (int a = 1; a < nc; a++) {
        unsigned char v = cells[a];
        int j = a;
        while (j > 0 && cells[j - 1] > v) {
            cells[j] = cells[j - 1];
            j--;
        }
        cells[j] = v;
    }
    Py_ssize_t total = 9 + nc + 4;
    for (int c = 0; c < NCOLS; c++) total += p->len[c];
    PyObject *out = PyBytes_FromStringAndSize(NULL, total);
    if (!out) return NULL;
    unsigned char *w = (unsigned char *)PyBytes_AS_STRING(out);
    for (int c = 0; c < NCOLS; c++) {
        int col = order[c];
        memcpy(w, p->card[col], (size_t)p->len[col]);
        w += p->len[col];
        *w++ = SEP;
    }
    memcpy(w, cells, (size_t)nc);
    w += nc;
    *w++ = SEP;
    memcpy(w, p->found, 4);
    return out;
}

static int column_cost(const unsigned char *col, int len) {
    int blocked = 0, breaks = 0, prev = -1;
    int lowest[4] = {13, 13, 13, 13};
    for (int i = 0; i < len; i++) {
        int c = col[i], s = SUIT[c], r = RANK0[c];
        if (lowest[s] < r)
            blocked++;
        else
            lowest[s] = r;
        if (prev >= 0 && PARENT[c] != prev) breaks++;
        prev = c;
    }
    return 3 * blocked + breaks;
}

/* expand.score of the position `p` stands for. */
static long score(const Pos *p) {
    int where_col[52], where_idx[52];
    for (int c = 0; c < 52; c++) where_col[c] = -1;
    long cost = 0;
    int empty = 0;
    for (int c = 0; c < NCOLS; c++) {
        if (!p->len[c]) {
            empty++;
            continue;
        }
        cost += column_cost(p->card[c], p->len[c]);
        for (int i = 0; i < p->len[c]; i++) {
            where_col[p->card[c][i]] = c;
            where_idx[p->card[c][i]] = i;
        }
    }
    int left = 52, depth = 0;
    for (int s = 0; s < 4; s++) {
        int r = p->found[s];
        left -= r;
        if (r < 13) {
            int card = s * 13 + r;
            if (where_col[card] >= 0) depth += p->len[where_col[card]] - where_idx[card] - 1;
        }
    }
    return 4L * left + 2 * cost + depth + 2L * p->ncells - 3L * empty;
}

typedef struct {
    PyObject *key, *parent, *scores, *out;
    int done; /* a won child was found: add nothing more */
} Sink;

/* Settle `p`, make its key and keep it if the parent map does not have it yet. */
static int emit(Sink *sink, Pos *p) {
    if (sink->done) return 0;
    autoplay(p);
    PyObject *child = make_key(p);
    if (!child) return -1;
    int seen = PyDict_Contains(sink->parent, child);
    if (seen) {
        Py_DECREF(child);
        return seen < 0 ? -1 : 0;
    }
    if (PyDict_SetItem(sink->parent, child, sink->key) < 0 || PyList_Append(sink->out, child) < 0) {
        Py_DECREF(child);
        return -1;
    }
    Py_DECREF(child);
    int won = p->found[0] == 13 && p->found[1] == 13 && p->found[2] == 13 && p->found[3] == 13;
    if (won) {
        sink->done = 1;
        return 0;
    }
    if (sink->scores != Py_None) {
        PyObject *v = PyLong_FromLong(score(p));
        if (!v) return -1;
        int r = PyList_Append(sink->scores, v);
        Py_DECREF(v);
        if (r < 0) return -1;
    }
    return 0;
}

static void remove_cell(Pos *p, int k) {
    for (int j = k + 1; j < p->ncells; j++) p->cells[j - 1] = p->cells[j];
    p->ncells--;
}

static PyObject *expand(PyObject *key, int cell_count, PyObject *parent, PyObject *scores);

static PyObject *new_children(PyObject *self, PyObject *args) {
    PyObject *key, *parent, *scores;
    int cell_count;
    (void)self;
    if (!PyArg_ParseTuple(args, "SiO!O", &key, &cell_count, &PyDict_Type, &parent, &scores)) return NULL;
    if (scores != Py_None && !PyList_Check(scores)) {
        PyErr_SetString(PyExc_TypeError, "scores must be a list or None");
        return NULL;
    }
    return expand(key, cell_count, parent, scores);
}

static PyObject *expand(PyObject *key, int cell_count, PyObject *parent, PyObject *scores) {
    Pos base;
    if (parse((const unsigned char *)PyBytes_AS_STRING(key), PyBytes_GET_SIZE(key), &base) < 0) {
        PyErr_SetString(PyExc_ValueError, "not a solver key");
        return NULL;
    }
    int groups = scores != Py_None;
    Sink sink = {key, parent, scores, PyList_New(0), 0};
    if (!sink.out) return NULL;
    int tops[53];
    for (int c = 0; c < 53; c++) tops[c] = -1;
    int empties = 0;
    for (int c = 0; c < NCOLS; c++) {
        if (base.len[c])
            tops[base.card[c][base.len[c] - 1]] = c;
        else
            empties++;
    }
#define PARENT_TOP(card) (PARENT[card] < 0 ? -1 : tops[PARENT[card]])
#define EMIT(p) \
    if (emit(&sink, &(p)) < 0) goto fail
    Pos p;
    for (int k = 0; k < base.ncells; k++) {
        int c = base.cells[k];
        int j = PARENT_TOP(c);
        if (j >= 0) {
            p = base;
            remove_cell(&p, k);
            p.card[j][p.len[j]++] = (unsigned char)c;
            EMIT(p);
        }
        if (empties) {
            p = base;
            remove_cell(&p, k);
            p.card[0][0] = (unsigned char)c;
            p.len[0] = 1;
            EMIT(p);
        }
    }
    int free_cell = base.ncells < cell_count;
    for (int i = empties; i < NCOLS; i++) {
        int h = base.len[i];
        int c = base.card[i][h - 1];
        int j = PARENT_TOP(c);
        if (j >= 0) {
            p = base;
            p.len[i]--;
            p.card[j][p.len[j]++] = (unsigned char)c;
            EMIT(p);
        }
        if (empties && h > 1) {
            p = base;
            p.len[i]--;
            p.card[0][0] = (unsigned char)c;
            p.len[0] = 1;
            EMIT(p);
        }
        if (free_cell) {
            p = base;
            p.len[i]--;
            p.cells[p.ncells++] = (unsigned char)c;
            EMIT(p);
        }
    }
    if (groups) {
        int free = cell_count - base.ncells;
        long cap_occupied = (long)(free + 1) << empties;
        long cap_empty = (long)(free + 1) << (empties > 1 ? empties - 1 : 0);
        for (int i = empties; i < NCOLS; i++) {
            const unsigned char *col = base.card[i];
            int h = base.len[i];
            int n = 1;
            while (n < h && n < cap_occupied && col[h - n - 1] == PARENT[col[h - n]]) {
                n++;
                int first = col[h - n];
                int j = PARENT_TOP(first);
                if (j >= 0) {
                    p = base;
                    memcpy(p.card[j] + p.len[j], col + h - n, (size_t)n);
                    p.len[j] += n;
                    p.len[i] -= n;
                    EMIT(p);
                }
                if (empties && n <= cap_empty && h > n) {
                    p = base;
                    memcpy(p.card[0], col + h - n, (size_t)n);
                    p.len[0] = n;
                    p.len[i] -= n;
                    EMIT(p);
                }
            }
        }
    }
    return sink.out;
fail:
    Py_DECREF(sink.out);
    return NULL;
}

/* expand.best_first's loop (see there): a binary heap of the same packed
 * entries, whose order is total (the count is unique), so positions are expanded in the
 * same order as with Python's heapq. */
typedef unsigned long long u64;
typedef long long i64; /* an entry; its priority part may be negative, as in Python */

static void sift_down(i64 *heap, Py_ssize_t n, Py_ssize_t i) {
    i64 v = heap[i];
    for (;;) {
        Py_ssize_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && heap[c + 1] < heap[c]) c++;
        if (heap[c] >= v) break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = v;
}

static int descending(const void *a, const void *b) {
    i64 x = *(const i64 *)a, y = *(const i64 *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

static PyObject *best_first(PyObject *self, PyObject *args) {
    PyObject *start, *parent, *check;
    int cell_count, weight, g_weight, check_every, depth_bits, count_bits;
    Py_ssize_t switch_states;
    (void)self;
    if (!PyArg_ParseTuple(args, "SiO!nOiiiii", &start, &cell_count, &PyDict_Type, &parent, &switch_states,
                          &check, &check_every, &weight, &g_weight, &depth_bits, &count_bits))
        return NULL;
    const u64 depth_mask = (1ULL << depth_bits) - 1, count_mask = (1ULL << count_bits) - 1;
    const int priority_shift = depth_bits + count_bits;
    Py_ssize_t heap_cap = 1024, heap_n = 1, pushed_n = 1, pushed_cap = 1024;
    i64 *heap = PyMem_Malloc(sizeof(i64) * (size_t)heap_cap);
    PyObject **pushed = PyMem_Malloc(sizeof(PyObject *) * (size_t)pushed_cap);
    PyObject *scores = PyList_New(0), *result = NULL, *won = NULL, *frontier = NULL;
    if (!heap || !pushed || !scores) {
        PyErr_NoMemory();
        goto done;
    }
    heap[0] = 0;
    Py_INCREF(start);
    pushed[0] = start;
    long expanded = 0;
    while (heap_n) {
        u64 entry = (u64)heap[0];
        heap[0] = heap[--heap_n];
        if (heap_n) sift_down(heap, heap_n, 0);
        i64 g = (i64)(entry & depth_mask);
        PyObject *key = pushed[(entry >> depth_bits) & count_mask];
        expanded++;
        if (expanded % check_every == 0) {
            PyObject *r = PyObject_CallNoArgs(check);
            if (!r) goto done;
            Py_DECREF(r);
            if (PyDict_GET_SIZE(parent) > switch_states) {
                /* The key back in front as entry (0, 0, g); the frontier best last. */
                Py_INCREF(key);
                Py_SETREF(pushed[0], key);
                heap[heap_n++] = g;
                qsort(heap, (size_t)heap_n, sizeof(i64), descending);
                frontier = PyList_New(heap_n);
                if (!frontier) goto done;
                for (Py_ssize_t k = 0; k < heap_n; k++) {
                    PyObject *f = pushed[((u64)heap[k] >> depth_bits) & count_mask];
                    Py_INCREF(f);
                    PyList_SET_ITEM(frontier, k, f);
                }
                break;
            }
        }
        g++;
        if (PyList_SetSlice(scores, 0, PyList_GET_SIZE(scores), NULL) < 0) goto done;
        PyObject *children = expand(key, cell_count, parent, scores);
        if (!children) goto done;
        Py_ssize_t nchildren = PyList_GET_SIZE(children);
        for (Py_ssize_t k = 0; k < nchildren; k++) {
            PyObject *child = PyList_GET_ITEM(children, k);
            if (k == PyList_GET_SIZE(scores)) { /* no score: the won child */
                Py_INCREF(child);
                won = child;
                break;
            }
            i64 priority = weight * (i64)PyLong_AsLong(PyList_GET_ITEM(scores, k)) + g_weight * g;
            if (heap_n == heap_cap || pushed_n == pushed_cap) {
                if (heap_n == heap_cap) {
                    i64 *grown = PyMem_Realloc(heap, sizeof(i64) * (size_t)(heap_cap *= 2));
                    if (!grown) { Py_DECREF(children); PyErr_NoMemory(); goto done; }
                    heap = grown;
                }
                if (pushed_n == pushed_cap) {
                    PyObject **grown = PyMem_Realloc(pushed, sizeof(PyObject *) * (size_t)(pushed_cap *= 2));
                    if (!grown) { Py_DECREF(children); PyErr_NoMemory(); goto done; }
                    pushed = grown;
                }
            }
            i64 value = priority * ((i64)1 << priority_shift) + ((i64)pushed_n << depth_bits) + g;
            Py_ssize_t i = heap_n++;
            while (i > 0 && heap[(i - 1) / 2] > value) {
                heap[i] = heap[(i - 1) / 2];
                i = (i - 1) / 2;
            }
            heap[i] = value;
            Py_INCREF(child);
            pushed[pushed_n++] = child;
        }
        Py_DECREF(children);
        if (won) break;
    }
    if (!frontier) frontier = PyList_New(0);
    if (frontier) result = Py_BuildValue("(ON)", won ? won : Py_None, frontier);
done:
    Py_XDECREF(won);
    Py_XDECREF(scores);
    if (pushed)
        for (Py_ssize_t k = 0; k < pushed_n; k++) Py_DECREF(pushed[k]);
    PyMem_Free(pushed);
    PyMem_Free(heap);
    if (!result) Py_XDECREF(frontier);
    return result;
}

static PyMethodDef methods[] = {
    {"new_children", new_children, METH_VARARGS,
     "new_children(key, cell_count, parent, scores) -> list of the children not in parent"},
    {"best_first", best_first, METH_VARARGS,
     "best_first(start, cell_count, parent, switch_states, check, check_every, weight, g_weight,"
     " depth_bits, count_bits) -> (won key or None, frontier best last)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_fastexpand", NULL, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fastexpand(void) {
    for (int c = 0; c < 52; c++) {
        SUIT[c] = c / 13;
        RANK0[c] = c % 13;
        PARENT[c] = c % 13 != 12 ? c + 1 : -1;
    }
    return PyModule_Create(&module);
}
