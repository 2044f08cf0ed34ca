"""Match joins of a sequential release: MJ, FMJ and KMJ (Shmueli-Tassa et al., section 3).

On the consistency graph ``G = G_{T[R]}`` (:mod:`.consistency`):

* an *R-clique* holds one record of every release, pairwise consistent;
  a *perfect matching* is N disjoint R-cliques covering every record
  (Definition 3.2); a clique is *admissible* when it lies in some perfect
  matching.
* **MJ** (Definition 3.3): all R-cliques, built release by release as in
  Algorithm 1 (section 3.3.1).
* **FMJ** (Definition 3.3): the admissible R-cliques. For R = 2 these are the
  *matches* of the bipartite graph (Definition 3.4), found as in [35]: take one
  perfect matching (a maximum flow); an edge is a match iff it carries flow
  or lies on an alternating cycle, i.e. its two ends share a strongly
  connected component of the residual graph. For R > 2 it is NP-hard
  (Theorem 3.4); it is computed exactly with CP-SAT, for small releases.
* **KMJ** (Definitions 3.7-3.8): the R-cliques of the kernel K(G), the largest
  subgraph in which every edge is a match and lies in an R-clique, reached by
  the fixed point of section 3.3.2: K_0 = G; K_{j+1/2} = K_j minus its
  non-matches; K_{j+1} = K_{j+1/2} minus the edges in no R-clique.
  FMJ ⊆ KMJ ⊆ MJ (Theorem 3.6), and KMJ = FMJ when R = 2.

Everything runs on groups of identical generalized records. For a bipartite
pair with multiplicities ``a_g``, ``b_h`` a perfect matching is an integer
transportation plan ``x_gh >= 0`` on the edges with row sums ``a`` and column
sums ``b`` (a b-matching): the max flow ``source -a_g-> g -> h -b_h-> sink``.
Records in one group are interchangeable, so the record edge (i, j), i in g,
j in h, is a match iff some plan has ``x_gh >= 1``; plans differ by
circulations in the residual graph (arcs g -> h on every edge, h -> g where
``x_gh > 0``), so that holds iff ``x_gh > 0`` or g and h share a strongly
connected component. With all multiplicities 1 this is the algorithm of [35].
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from scipy.sparse import csr_array
from scipy.sparse.csgraph import connected_components, maximum_flow

from .consistency import ConsistencyGraph, equi_join

JOIN_KINDS = ("MJ", "FMJ", "KMJ")


@dataclass(eq=False)
class Join:
    """A collection of R-cliques, stored on groups.

    ``cliques[i, r]`` is a group of release r; row i stands for
    ``weights[i] = prod_r count_r[cliques[i, r]]`` record-level cliques
    (one record chosen in every group). ``history`` (KMJ) lists, per half
    step of the fixed point, the group edges it removed.
    """

    kind: str
    graph: ConsistencyGraph
    cliques: np.ndarray
    history: list[dict] = field(default_factory=list)

    @property
    def weights(self) -> np.ndarray:
        """Record cliques per group clique: int64, or float64 when the product could overflow."""
        g = self.graph
        big = max((float(c.count.max()) for c in g.releases if len(c.count)), default=1.0)
        dtype = np.int64 if big**g.n_releases < 2.0**62 else np.float64
        w = np.ones(len(self.cliques), dtype=dtype)
        for r, rel in enumerate(g.releases):
            w *= rel.count[self.cliques[:, r]].astype(dtype)
        return w

    @property
    def n_record_cliques(self) -> int:
        return int(self.weights.sum())

    def records(self) -> np.ndarray:
        """The record-level cliques, ``(n_record_cliques, R)`` row positions (small releases only)."""
        return self.graph.expand(self.cliques)

    def pair(self, r: int, s: int) -> np.ndarray:
        """The distinct group edges between T_r and T_s used by the cliques."""
        return np.unique(self.cliques[:, [r, s]], axis=0) if len(self.cliques) else np.zeros((0, 2), dtype=np.int64)


# --------------------------------------------------------------------- matches (R = 2)
def bipartite_matches(count_a: np.ndarray, count_b: np.ndarray, pairs: np.ndarray) -> np.ndarray:
    """Which group edges are matches (Definition 3.4) of a bipartite graph with multiplicities.

    ``pairs`` is ``(E, 2)``: (group of side a, group of side b). Returns a
    boolean mask over ``pairs``. Raises ValueError when the graph has no
    perfect matching (the releases cannot be views of one table).
    """
    count_a = np.asarray(count_a, dtype=np.int64)
    count_b = np.asarray(count_b, dtype=np.int64)
    pairs = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    n = int(count_a.sum())
    if n != int(count_b.sum()):
        raise ValueError(f"the two sides hold {n} and {int(count_b.sum())} records")
    if n == 0:
        return np.ones(len(pairs), dtype=bool)
    ga, gb = len(count_a), len(count_b)
    source, sink = ga + gb, ga + gb + 1
    pa, pb = pairs[:, 0], pairs[:, 1]
    rows = np.concatenate([np.full(ga, source), pa, ga + np.arange(gb)])
    cols = np.concatenate([np.arange(ga), ga + pb, np.full(gb, sink)])
    cap = np.concatenate([count_a, np.minimum(count_a[pa], count_b[pb]), count_b])
    if cap.max() >= 2**31:
        raise ValueError("group multiplicities beyond int32 are not supported by the flow solver")
    network = csr_array(
        (cap.astype(np.int32), (rows.astype(np.int32), cols.astype(np.int32))), shape=(sink + 1, sink + 1)
    )
    result = maximum_flow(network, source, sink)
    if result.flow_value != n:
        raise ValueError(
            f"the consistency graph has no perfect matching (at most {result.flow_value} "
            f"of {n} records can be paired): the releases are not views of one table"
        )
    flow = result.flow.tocoo()
    fr, fc, fv = flow.row, flow.col, flow.data
    used = (fr < ga) & (fc >= ga) & (fc < ga + gb) & (fv > 0)
    carried_keys = np.sort(fr[used].astype(np.int64) * gb + (fc[used] - ga))
    keys = pa * gb + pb
    carried = _member(carried_keys, keys)
    # residual graph on the groups: g -> h on every edge, h -> g where x_gh > 0
    res_rows = np.concatenate([pa, ga + pb[carried]])
    res_cols = np.concatenate([ga + pb, pa[carried]])
    residual = csr_array((np.ones(len(res_rows), dtype=np.int8), (res_rows, res_cols)), shape=(ga + gb, ga + gb))
    _, label = connected_components(residual, directed=True, connection="strong")
    return carried | (label[pa] == label[ga + pb])


def _member(sorted_keys: np.ndarray, query: np.ndarray) -> np.ndarray:
    """``query[i] in sorted_keys`` for every i (binary search)."""
    if len(sorted_keys) == 0:
        return np.zeros(len(query), dtype=bool)
    pos = np.minimum(np.searchsorted(sorted_keys, query), len(sorted_keys) - 1)
    return sorted_keys[pos] == query


def _pair_keys(edges: np.ndarray, n_right: int) -> np.ndarray:
    return edges[:, 0] * n_right + edges[:, 1]


# --------------------------------------------------------------------- cliques (Algorithm 1)
def _cliques(graph: ConsistencyGraph, edges: dict[tuple[int, int], np.ndarray]) -> np.ndarray:
    """All group-level R-cliques of the graph with edge sets ``edges`` (Algorithm 1).

    Cliques of T_1..T_{s} are extended by the neighbours in T_{s+1} of their
    T_1 member and kept when the new member is adjacent to every other one.
    """
    count0 = graph.counts(0)
    cl = np.arange(len(count0), dtype=np.int64)[:, None]
    for s in range(1, graph.n_releases):
        n_s = len(graph.counts(s))
        e0 = edges[(0, s)]
        ci, ei = equi_join(cl[:, 0], e0[:, 0])
        cl, new = cl[ci], e0[ei, 1]
        keep = np.ones(len(new), dtype=bool)
        for r in range(1, s):
            keys = np.sort(_pair_keys(edges[(r, s)], n_s))
            keep &= _member(keys, cl[:, r] * n_s + new)
        cl = np.column_stack([cl[keep], new[keep]])
    order = np.lexsort(cl.T[::-1]) if len(cl) else np.zeros(0, dtype=np.int64)
    return cl[order]


def match_join(graph: ConsistencyGraph) -> Join:
    """MJ (Definition 3.3): every R-clique of ``G_{T[R]}``."""
    return Join("MJ", graph, _cliques(graph, graph.edges))


# --------------------------------------------------------------------- KMJ (section 3.3.2)
def kernel_match_join(graph: ConsistencyGraph) -> Join:
    """KMJ (Definition 3.8) by the fixed point K_0 = G, K_{j+1/2}, K_{j+1} of section 3.3.2.

    Stops at the first K_{j+1} = K_j; by Theorem 3.7 that is the kernel K(G).
    """
    edges = dict(graph.edges)
    history: list[dict] = []
    iteration = 0
    while True:
        removed: dict[tuple[int, int], np.ndarray] = {}
        for (r, s), e in edges.items():
            keep = bipartite_matches(graph.counts(r), graph.counts(s), e)
            if not keep.all():
                removed[(r, s)] = e[~keep]
                edges[(r, s)] = e[keep]
        history.append({"iteration": iteration, "step": "matches", "removed": removed})
        cliques = _cliques(graph, edges)
        removed = {}
        for (r, s), e in edges.items():
            n_s = len(graph.counts(s))
            used = np.unique(cliques[:, r] * n_s + cliques[:, s])
            keep = _member(used, _pair_keys(e, n_s))
            if not keep.all():
                removed[(r, s)] = e[~keep]
                edges[(r, s)] = e[keep]
        history.append({"iteration": iteration, "step": "cliques", "removed": removed})
        # K_{j+1/2} had only matches; if no edge lacked a clique, K_{j+1} is rich: the kernel
        if not removed:
            return Join("KMJ", graph, cliques, history)
        iteration += 1


# --------------------------------------------------------------------- FMJ
def full_match_join(graph: ConsistencyGraph, *, time_limit: float = 60.0) -> Join:
    """FMJ (Definition 3.3): the R-cliques that lie in some perfect matching.

    R <= 2: the matches of the bipartite graph (flow + strongly connected
    components, linear in the size of the group graph after the max flow).
    R > 2 (NP-hard, Theorem 3.4): exact, by CP-SAT over the KMJ cliques
    (FMJ ⊆ KMJ); meant for small releases. ``time_limit`` bounds each solve.
    """
    if graph.n_releases == 1:
        return Join("FMJ", graph, _cliques(graph, graph.edges))
    if graph.n_releases == 2:
        e = graph.edges[(0, 1)]
        keep = bipartite_matches(graph.counts(0), graph.counts(1), e)
        return Join("FMJ", graph, e[keep])
    kernel = kernel_match_join(graph)
    return Join("FMJ", graph, kernel.cliques[_admissible_cpsat(graph, kernel.cliques, time_limit)])


def _admissible_cpsat(graph: ConsistencyGraph, cliques: np.ndarray, time_limit: float) -> np.ndarray:
    """Mask of the group cliques used by some integer plan ``x_c >= 0`` covering every group exactly.

    A plan with ``sum_{c ∋ g} x_c = count[g]`` for every group g of every
    release is a perfect matching on groups; each solve maximizes the number
    of not yet certified cliques with ``x_c >= 1`` until that optimum is 0.
    """
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    n = len(cliques)
    if n == 0:
        return np.zeros(0, dtype=bool)
    counts = [graph.counts(r) for r in range(graph.n_releases)]
    upper = np.min(np.column_stack([counts[r][cliques[:, r]] for r in range(len(counts))]), axis=1)
    x = [model.new_int_var(0, int(u), f"x{c}") for c, u in enumerate(upper)]
    y = [model.new_bool_var(f"y{c}") for c in range(n)]
    for c in range(n):
        model.add(x[c] >= 1).only_enforce_if(y[c])
    for r, count in enumerate(counts):
        order = np.argsort(cliques[:, r], kind="stable")
        bounds = np.searchsorted(cliques[order, r], np.arange(len(count) + 1))
        for g in range(len(count)):
            members = order[bounds[g] : bounds[g + 1]]
            if len(members) == 0:
                raise ValueError(
                    f"group {g} of release {r + 1} is in no clique: the consistency graph has no perfect matching"
                )
            model.add(sum(x[int(c)] for c in members) == int(count[g]))
    certified = np.zeros(n, dtype=bool)
    solver = cp_model.CpSolver()
    solver.parameters.catch_sigint_signal = False  # SIGINT stays Python's
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = time_limit
    while not certified.all():
        model.maximize(sum(y[c] for c in np.flatnonzero(~certified)))
        status = solver.solve(model)
        if status == cp_model.INFEASIBLE:
            raise ValueError("the consistency graph has no perfect matching: the releases are not views of one table")
        if status != cp_model.OPTIMAL:
            raise RuntimeError(f"CP-SAT did not finish the FMJ within {time_limit} s")
        plan = np.array([solver.value(v) for v in x])
        gained = (plan >= 1) & ~certified
        if not gained.any():
            break
        certified |= gained
    return certified


# --------------------------------------------------------------------- dispatch
def compute_join(graph: ConsistencyGraph, kind: str) -> Join:
    """The join named ``kind`` ('MJ', 'FMJ' or 'KMJ') of ``graph``."""
    kind = kind.upper()
    if kind == "MJ":
        return match_join(graph)
    if kind == "FMJ":
        return full_match_join(graph)
    if kind == "KMJ":
        return kernel_match_join(graph)
    raise ValueError(f"unknown join {kind!r}; expected one of {JOIN_KINDS}")
