/* The solver's hot loop in C: `new_children`, exactly as expand.new_children does it.
 *
 * Same keys (position.py), same children in the same order (expand.child_parts), same
 * scores (heuristic.Heuristic.score), the same parent-map updates and the same stop at a
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

/* heuristic.Heuristic.score of the position `p` stands for. */
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

static PyObject *new_children(PyObject *self, PyObject *args) {
    PyObject *key, *parent, *scores;
    int cell_count;
    if (!PyArg_ParseTuple(args, "SiO!O", &key, &cell_count, &PyDict_Type, &parent, &scores)) return NULL;
    if (scores != Py_None && !PyList_Check(scores)) {
        PyErr_SetString(PyExc_TypeError, "scores must be a list or None");
        return NULL;
    }
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

static PyMethodDef methods[] = {
    {"new_children", new_children, METH_VARARGS,
     "new_children(key, cell_count, parent, scores) -> list of the children not in parent"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_fastexpand", NULL, -1, methods};

PyMODINIT_FUNC PyInit__fastexpand(void) {
    for (int c = 0; c < 52; c++) {
        SUIT[c] = c / 13;
        RANK0[c] = c % 13;
        PARENT[c] = c % 13 != 12 ? c + 1 : -1;
    }
    return PyModule_Create(&module);
}
