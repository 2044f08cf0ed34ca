"""Local search on a release in tuple form: records moved between near groups, groups narrowed by ejecting
records, groups cut in two, pairs of groups merged and cut again.

A release is a partition of the kept records into groups of at least k, each published as the lowest common
ancestors (LCA) of its records, at cost ``|g| LM(lca(g))`` (``models/cell_column_generation.md``). Four
neighbourhoods, each evaluated vectorised over the whole release and applied as a batch of changes that touch
disjoint groups, until none improves or the work given is spent:

- **Moves.** ``c`` of the ``a`` records of tuple t in group s leave for group d: any group when records x groups
  x attributes is at most ``FULL_LOOKUPS``, else one of s's ``NEIGHBOURS`` nearest groups (the least LM of the
  LCA of their combinations, among the ``NEAR_WINDOW`` groups before and after s in the release's order).
  All of them (when s keeps at least k others or none): ``gain = |s| LM(s) - (|s| - c) LM(s without t) -
  ((|d| + c) LM(d + t) - |d| LM(d))``; or as many as s can spare with t still in it (``c = min(a - 1, |s| -
  k)``, s's LCA unchanged): ``gain = c LM(s) - ((|d| + c) LM(d + t) - |d| LM(d))``. Each record takes its
  best destination. ``LM(s without t)`` for every record of the release at once: per depth, t's ancestor is
  shared by the other tuples of s when s has one value there or two and t is alone on its own.
- **Ejections.** Group s keeps its records below one child of its node on one attribute (at least k, not all)
  and every other tuple of s leaves for its cheapest other group, the arrivals at each group evaluated
  together. Where several tuples hold a large group's LCA high on one attribute, no single move lowers it.
- **Cuts.** A group of at least 2k records is cut in two: the records below one child of its node on one
  attribute and the rest, both of at least k, each published at its own LCA (Mondrian's cut, taken where it
  lowers the cost).
- **Pair re-cuts.** Two near groups are merged and cut again the same way (or kept merged), when that costs
  less than the two.

Every step keeps each group of at least k records and places every kept record once; suppressed records stay
suppressed. The work is the lookups made (one per record, candidate and attribute), charged at
``LOOKUPS_PER_SECOND``: the search depends on the work alone, so a solve stays deterministic.

Measured from the chunked releases captured before the polish (to a local optimum; without ejections ->
with them): all of Adult at k = 100, 62,816.0 -> 58,935.5 -> 49,314.4 (41 s of wall time with them);
5,000 rows at k = 100 19,544.1 -> 17,875.2 -> 14,507.7, at k = 10 6,335.3 -> 6,046.4 -> 5,961.0; from the
solver's 30 s release of the first 1,000 rows at k = 100, 4,703.8 -> 4,503.8 -> 4,474.5 (the compact LP
there is 4,068.6). From Mondrian's release of all of Adult: k = 2 6,192.1 -> 5,137.4, k = 10 27,665.7 ->
19,705.5.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from ...data.taxonomy import lowest_common_ancestors
from ..cpsat.run import Budget
from .groups import Grouping
from .instance import GroupingInstance, class_lcas
from .pricing import Column, Pricer

NEIGHBOURS = 32  # destinations of a move on large releases: the nearest groups of its source
FULL_LOOKUPS = 3e8  # a move pass looks at every group as a destination up to this many lookups
BLOCK_CELLS = 1_000_000  # (record, destination) cells evaluated at once
PAIR_NEIGHBOURS = 4  # pairs re-cut: each group with its nearest groups
LOOKUPS_PER_SECOND = 1e8  # work: node lookups (and masked compares of the cuts) per work second
EXPECTED_PASSES = 100  # rounds (a move pass and an ejection pass) the solver keeps work for (expected_work)
MIN_WORK = 0.05  # work seconds below which the search does not start
# the search over a whole release beside another process that streams memory (the bound's worker): its blocks of a
# million cells take longer than alone. All of Adult at k = 25, 600 s: 102.1 and 65.8 s of wall time for 62.8 and 41.8
# charged (one worker alone, from Mondrian's release: 68.2 s for 61.0)
SHARED_SLOWDOWN = 1.5
GROUP_BLOCK = 256  # groups per block of the nearest-group search (rows of the pairwise LM matrix)
NEAR_WINDOW = 512  # on large releases the nearest groups are searched this far before and after a group
CUT_CALL_LOOKUPS = 15_000  # one group's cuts' Python steps, in lookups (0.15 ms; 0.2-0.4 ms measured at k = 2)
CUT_HIT_LOOKUPS = 500  # a cut found in the memo (the key's bytes and the dictionary lookup, 5 us)
CUT_MEMO = 20_000  # cuts remembered by the records they cut; the memo is cleared when it holds this many


def lca_losses(inst: GroupingInstance) -> tuple[np.ndarray, ...]:
    """Per attribute the (nodes x nodes) table of the LM of two nodes' lowest common ancestor."""
    tables = []
    for tax, loss in zip(inst.table.taxonomies, inst.node_loss):
        nodes = np.arange(tax.n_nodes)
        tables.append(loss[lowest_common_ancestors(tax, nodes[:, None], nodes[None, :])])
    return tuple(tables)


@dataclass
class Search:
    """The release being improved (its groups), with the LM tables of lowest common ancestors (``lca_loss``,
    :func:`lca_losses`), the work budget and the memo of :func:`best_cut` (the same records are cut again and
    again as rounds and the annealing's steps revisit the same pairs: 81 % of the calls on 5,000 rows at k = 25)."""

    inst: GroupingInstance
    pricer: Pricer
    lca_loss: tuple[np.ndarray, ...]
    budget: Budget
    groups: list[Column]
    cuts: dict[tuple[bytes, bytes], tuple[float, list[Column]]] = field(default_factory=dict)
    slowdown: float = 1.0  # work seconds per LOOKUPS_PER_SECOND lookups (improve's ``slowdown``)

    @property
    def combinations(self) -> np.ndarray:
        return np.array([g.combination for g in self.groups], dtype=np.int64).reshape(-1, len(self.lca_loss))

    def charge(self, lookups: float) -> None:
        self.budget.charge(self.slowdown * lookups / LOOKUPS_PER_SECOND)

    def merged_loss(self, nodes: np.ndarray, other: np.ndarray) -> np.ndarray:
        """LM of the LCA of each ``nodes`` row (combinations or leaves) with each ``other`` row, broadcast."""
        out = np.zeros(np.broadcast_shapes(nodes.shape[:-1], other.shape[:-1]))
        for j, table in enumerate(self.lca_loss):
            out += table[nodes[..., j], other[..., j]]
        return out

    def nearest(self, count: int) -> np.ndarray:
        """(groups x count): each group's nearest other groups by the LM of their combinations' LCA, among
        all groups, or on a release of more than ``2 NEAR_WINDOW`` groups among the ``NEAR_WINDOW`` before and
        after it in the release's order (the chunks' order: Mondrian's, so near groups are near there)."""
        comb = self.combinations
        n = len(comb)
        window = min(n, 2 * NEAR_WINDOW + 1)
        count = min(count, window - 1)
        out = np.empty((n, count), dtype=np.int64)
        if count <= 0:
            return out
        for s in range(0, n, GROUP_BLOCK):
            rows = np.arange(s, min(s + GROUP_BLOCK, n))
            first = np.clip(rows - NEAR_WINDOW, 0, n - window)  # the window, shifted inside the release
            others = first[:, None] + np.arange(window)[None, :]
            block = self.merged_loss(comb[rows, None, :], comb[others])
            block[others == rows[:, None]] = np.inf
            part = np.argpartition(block, count - 1, axis=1)[:, :count]
            order = np.argsort(np.take_along_axis(block, part, axis=1), axis=1, kind="stable")
            out[rows] = np.take_along_axis(others, np.take_along_axis(part, order, axis=1), axis=1)
        self.charge(n * window * len(self.lca_loss))
        return out


def expected_work(inst: GroupingInstance, n_groups: int) -> float:
    """Work seconds of ``EXPECTED_PASSES`` rounds over a release of ``n_groups`` groups, each round two
    evaluations of the destinations (the moves' and the ejections'): what the solver keeps for the search. On
    all of Adult at k = 100 (216 groups) moves alone converged in 160 passes and 59 work seconds, most of their
    gain in the first 10; with ejections the search converged in 53 work seconds."""
    q = len(inst.ancestor)
    records = inst.table.n_tuples
    width = n_groups if records * n_groups * q <= FULL_LOOKUPS else NEIGHBOURS
    window = min(n_groups, 2 * NEAR_WINDOW + 1)
    return 2 * EXPECTED_PASSES * (records * width * q + n_groups * window * q) / LOOKUPS_PER_SECOND


def improve(
    inst: GroupingInstance,
    pricer: Pricer,
    grouping: Grouping,
    budget: Budget,
    deadline: float = math.inf,
    slowdown: float = 1.0,
) -> Grouping:
    """The release after moves, cuts, ejections and pair re-cuts (module docstring) within ``budget`` and the wall-clock
    ``deadline`` (the solver's safety net; the work alone ends it otherwise); never dearer. ``slowdown``: the lookups
    are charged this many times their rate, for a search that shares the machine's memory with another process (the
    solver's bound on its second worker: :data:`SHARED_SLOWDOWN`)."""
    if len(grouping.groups) < 2 or budget.left < MIN_WORK:
        return grouping
    search = Search(inst, pricer, lca_losses(inst), budget, list(grouping.groups), slowdown=slowdown)
    descend(search, deadline)
    return Grouping(search.groups, grouping.suppressed)


def descend(search: Search, deadline: float = math.inf) -> None:
    """The search's groups improved in rounds of moves, cuts and ejections (pair re-cuts when those gain
    nothing) until no round gains, the work is spent or the wall-clock ``deadline`` passes."""
    if len(search.groups) < 2 or search.budget.left < MIN_WORK:
        return
    while not search.budget.exhausted and time.perf_counter() < deadline:
        gained = move_records(search) + cut_groups(search) + eject_records(search)
        if gained <= 0.0 and not search.budget.exhausted:
            gained = recut_pairs(search)
        if gained <= 0.0:
            break


# ---------------------------------------------------------------------------------------------- moves
def loss_without(search: Search, tuples: np.ndarray, group: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """LM of each group without each of its tuples (``tuples`` ordered by ``group``, which starts at ``starts``);
    0 for a group of one tuple."""
    inst = search.inst
    n_groups = len(starts)
    out = np.zeros(len(tuples))
    for j, anc in enumerate(inst.ancestor):
        n_nodes = inst.table.taxonomies[j].n_nodes
        node = anc[0][tuples]
        for d in range(1, len(anc)):
            value = anc[d][tuples]
            key = group * n_nodes + value
            distinct_keys, inverse, count = np.unique(key, return_inverse=True, return_counts=True)
            distinct = np.bincount(distinct_keys // n_nodes, minlength=n_groups)[group]
            low = np.minimum.reduceat(value, starts)[group]
            high = np.maximum.reduceat(value, starts)[group]
            shared = (distinct == 1) | ((distinct == 2) & (count[inverse.reshape(-1)] == 1))
            node = np.where(shared, np.where(distinct == 1, value, low + high - value), node)
        out += inst.node_loss[j][node]
    search.charge(len(tuples) * sum(len(anc) for anc in inst.ancestor) * 4)
    alone = np.bincount(group, minlength=n_groups)[group] == 1
    return np.where(alone, 0.0, out)


@dataclass
class Records:
    """The release flattened: one entry per (group, tuple) it holds, ordered by group (``starts``: each group's
    first entry), with the groups' sizes and costs."""

    tuples: np.ndarray
    counts: np.ndarray
    group: np.ndarray
    starts: np.ndarray
    sizes: np.ndarray
    costs: np.ndarray


def records_of(groups: list[Column]) -> Records:
    group = np.repeat(np.arange(len(groups)), [len(g.tuples) for g in groups])
    return Records(
        np.concatenate([g.tuples for g in groups]),
        np.concatenate([g.counts for g in groups]),
        group,
        np.flatnonzero(np.r_[True, group[1:] != group[:-1]]),
        np.array([g.size for g in groups], dtype=np.int64),
        np.array([g.cost for g in groups]),
    )


def cheapest_insertions(
    search: Search, rec: Records, moved: tuple[np.ndarray, ...]
) -> list[tuple[np.ndarray, np.ndarray]]:
    """Per entry e and per array ``c`` of ``moved``: the other group d where adding ``c[e]`` records of its tuple
    costs least, ``(|d| + c) LM(d + t) - |d| LM(d)``, and that cost (destinations: every group when records x
    groups x attributes is at most ``FULL_LOOKUPS``, else the ``NEIGHBOURS`` nearest of the entry's group)."""
    n_groups = len(rec.sizes)
    everywhere = len(rec.tuples) * n_groups * len(search.lca_loss) <= FULL_LOOKUPS
    near = None if everywhere else search.nearest(NEIGHBOURS)
    leaves = search.inst.table.leaves[rec.tuples].astype(np.int64)
    comb = search.combinations
    out = [(np.zeros(len(rec.tuples), dtype=np.int64), np.full(len(rec.tuples), np.inf)) for _ in moved]
    width = n_groups if near is None else near.shape[1]
    step = max(1, BLOCK_CELLS // max(width, 1))
    for s in range(0, len(rec.tuples), step):
        rows = np.arange(s, min(s + step, len(rec.tuples)))
        dest = np.broadcast_to(np.arange(n_groups), (len(rows), width)) if near is None else near[rec.group[rows]]
        joined = search.merged_loss(comb[dest], leaves[rows, None, :])
        own = dest == rec.group[rows, None]
        line = np.arange(len(rows))
        for count, (target, cost) in zip(moved, out):
            added = (rec.sizes[dest] + count[rows, None]) * joined - rec.costs[dest]
            added[own] = np.inf
            pick = np.argmin(added, axis=1)
            target[rows], cost[rows] = dest[line, pick], added[line, pick]
    search.charge(len(rec.tuples) * width * len(search.lca_loss))
    return out


def move_records(search: Search) -> float:
    """One batch of record moves, each record to its best destination, disjoint groups, best first; returns
    the cost saved."""
    k = search.inst.k
    groups = search.groups
    rec = records_of(groups)
    sizes, costs, counts, group = rec.sizes, rec.costs, rec.counts, rec.group
    rest = sizes[group] - counts
    spare = np.minimum(counts - 1, sizes[group] - k)
    without = loss_without(search, rec.tuples, group, rec.starts)
    source_all = np.where((rest >= k) | (rest == 0), costs[group] - rest * without, -np.inf)
    source_some = np.where(spare > 0, spare * (costs / sizes)[group], -np.inf)
    (all_to, all_added), (some_to, some_added) = cheapest_insertions(search, rec, (counts, np.maximum(spare, 0)))
    every, some = source_all - all_added, source_some - some_added
    take_all = every >= some
    gain = np.where(take_all, every, some)
    target = np.where(take_all, all_to, some_to)
    tol = 1e-9 * max(1.0, float(costs.sum()))
    order = np.flatnonzero(gain > tol)
    order = order[np.argsort(-gain[order], kind="stable")]
    held: dict[int, dict[int, int]] = {}  # the touched groups' records per tuple
    saved = 0.0
    for e in order.tolist():
        s, d = int(group[e]), int(target[e])
        if s in held or d in held:
            continue
        _hold(held, groups, (s, d))
        t = int(rec.tuples[e])
        moved = int(counts[e]) if take_all[e] else int(spare[e])
        held[s][t] -= moved
        if held[s][t] == 0:
            del held[s][t]
        held[d][t] = held[d].get(t, 0) + moved
        saved += float(gain[e])
    if saved > 0.0:
        _replace(search, held)
    return saved


def _hold(held: dict[int, dict[int, int]], groups: list[Column], touched) -> None:
    """The records per tuple of the ``touched`` groups, into ``held`` (the groups a batch changes)."""
    for g in touched:
        held[g] = dict(zip(groups[g].tuples.tolist(), groups[g].counts.tolist()))


def _replace(search: Search, held: dict[int, dict[int, int]]) -> None:
    """The groups of ``held`` rebuilt from their records per tuple (dropped when empty), the others kept."""
    rebuilt = {g: _column(search.pricer, records) for g, records in held.items() if records}
    search.groups = [rebuilt.get(g, group) for g, group in enumerate(search.groups) if g not in held or held[g]]


# ------------------------------------------------------------------------------------------ ejections
def eject_records(search: Search) -> float:
    """One batch of ejections (:func:`ejections`), disjoint groups, best first; returns the cost saved."""
    groups = search.groups
    rec = records_of(groups)
    found = ejections(search, rec)
    tol = 1e-9 * max(1.0, float(rec.costs.sum()))
    held: dict[int, dict[int, int]] = {}
    saved = 0.0
    for c in np.argsort(-found.gain, kind="stable").tolist():
        if found.gain[c] <= tol:
            break
        s = int(found.group[c])
        touched = {s, *found.destinations[c].tolist()}
        if touched & held.keys():
            continue
        _hold(held, groups, touched)
        for e, d in zip(found.leaving[c].tolist(), found.target[c].tolist()):
            t = int(rec.tuples[e])
            del held[s][t]
            held[d][t] = held[d].get(t, 0) + int(rec.counts[e])
        saved += float(found.gain[c])
    if saved > 0.0:
        _replace(search, held)
    return saved


@dataclass
class Ejections:
    """Per candidate ejection: its group, attribute and child, its gain, the entries (of :class:`Records`) that
    leave with their destinations, and the distinct destinations."""

    group: np.ndarray
    attribute: np.ndarray
    child: np.ndarray
    gain: np.ndarray
    leaving: list[np.ndarray]
    target: list[np.ndarray]
    destinations: list[np.ndarray]


def ejections(search: Search, rec: Records) -> Ejections:
    """Every ejection of the release evaluated at once.

    An ejection narrows group s on one attribute: s keeps its records below one child of its node there (at
    least k of them, published at their LCA) and every other tuple of s leaves, all its records, for its
    cheapest other group (:func:`cheapest_insertions`). The records arriving at one group are evaluated
    together: ``gain = |s| LM(s) - |kept| LM(kept) - sum_d ((|d| + arrivals) LM(d + arrivals) - |d| LM(d))``.
    Where several tuples on one attribute hold a group's LCA high, no single move lowers it; this does."""
    inst = search.inst
    ((to, _),) = cheapest_insertions(search, rec, (rec.counts,))
    owner, attribute, child, children = ejection_candidates(search, rec)
    if not len(owner):
        return Ejections(owner, attribute, child, np.zeros(0), [], [], [])
    # every (candidate, entry of its group): kept when below the candidate's child
    lengths = np.diff(np.r_[rec.starts, len(rec.tuples)])[owner]
    candidate = np.repeat(np.arange(len(owner)), lengths)
    entry = np.repeat(rec.starts[owner] - np.r_[0, np.cumsum(lengths)[:-1]], lengths) + np.arange(lengths.sum())
    kept = children[entry, attribute[candidate]] == child[candidate]
    search.charge(2 * len(entry) * sum(len(anc) for anc in inst.ancestor))
    stays = entry[kept]
    stay_starts = np.flatnonzero(np.r_[True, np.diff(candidate[kept]) != 0])
    stay_size = np.add.reduceat(rec.counts[stays], stay_starts)
    stay_cost = stay_size * inst.combination_loss(class_lcas(inst, rec.tuples[stays], stay_starts))
    # the records leaving, by (candidate, destination): every destination's arrivals at once
    leaves, leaving_candidate = entry[~kept], candidate[~kept]
    order = np.lexsort((to[leaves], leaving_candidate))
    leaves, leaving_candidate = leaves[order], leaving_candidate[order]
    dest = to[leaves]
    arrival_starts = np.flatnonzero(np.r_[True, (np.diff(leaving_candidate) != 0) | (np.diff(dest) != 0)])
    arrivals = np.add.reduceat(rec.counts[leaves], arrival_starts)
    at = dest[arrival_starts]
    joined = search.merged_loss(class_lcas(inst, rec.tuples[leaves], arrival_starts), search.combinations[at])
    added = (rec.sizes[at] + arrivals) * joined - rec.costs[at]
    of_candidate = leaving_candidate[arrival_starts]
    gain = rec.costs[owner] - stay_cost - np.bincount(of_candidate, weights=added, minlength=len(owner))
    by_candidate = np.flatnonzero(np.diff(leaving_candidate)) + 1  # every candidate has records that leave
    return Ejections(
        owner,
        attribute,
        child,
        gain,
        np.split(leaves, by_candidate),
        np.split(dest, by_candidate),
        np.split(at, np.flatnonzero(np.diff(of_candidate)) + 1),
    )


def ejection_candidates(search: Search, rec: Records) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The ejections to evaluate: (group, attribute, child) where the group holds at least k records below the
    child of its node on the attribute but not all its records (ordered by group), and the (entries x
    attributes) child of each entry's group node above its tuple (-1 below a leaf)."""
    inst, k = search.inst, search.inst.k
    comb = search.combinations
    children = np.full((len(rec.tuples), len(inst.ancestor)), -1, dtype=np.int64)
    found = []
    for j, anc in enumerate(inst.ancestor):
        tax = inst.table.taxonomies[j]
        depth = tax.depth[comb[rec.group, j]]
        deeper = depth + 1 < len(anc)
        children[deeper, j] = anc[depth[deeper] + 1, rec.tuples[deeper]]
        key = rec.group[deeper] * tax.n_nodes + children[deeper, j]
        classes, inverse = np.unique(key, return_inverse=True)
        weight = np.bincount(inverse.reshape(-1), weights=rec.counts[deeper])
        group = classes // tax.n_nodes
        valid = (weight >= k) & (weight < rec.sizes[group])
        found.append(np.column_stack([group[valid], np.full(int(valid.sum()), j), classes[valid] % tax.n_nodes]))
    every = np.concatenate(found)
    every = every[np.lexsort((every[:, 2], every[:, 1], every[:, 0]))]
    return every[:, 0], every[:, 1], every[:, 2], children


def _column(pricer: Pricer, held: dict[int, int]) -> Column:
    tuples = np.array(sorted(held), dtype=np.int64)
    return pricer.column(tuples, np.array([held[t] for t in tuples.tolist()], dtype=np.int64))


# ----------------------------------------------------------------------------------------------- cuts
def best_cut(search: Search, tuples: np.ndarray, counts: np.ndarray) -> tuple[float, list[Column]]:
    """The cheapest of publishing the records (``tuples`` sorted, ``counts`` of each) as one group and every
    cut of them in two at one child of their LCA on one attribute (both sides of at least k), with the groups;
    remembered in the search's memo."""
    key = (tuples.tobytes(), counts.tobytes())
    if key in search.cuts:
        search.charge(CUT_HIT_LOOKUPS)
        return search.cuts[key]
    if len(search.cuts) >= CUT_MEMO:
        search.cuts.clear()
    search.cuts[key] = found = cut(search, tuples, counts)
    return found


def cut(search: Search, tuples: np.ndarray, counts: np.ndarray) -> tuple[float, list[Column]]:
    """:func:`best_cut` computed."""
    k = search.inst.k
    search.charge(CUT_CALL_LOOKUPS)
    whole = search.pricer.column(tuples, counts)
    total = whole.size
    if total < 2 * k:
        return whole.cost, [whole]
    below = child_masks(search, tuples, whole.combination)
    sizes = below @ counts
    valid = (sizes >= k) & (total - sizes >= k)
    if not valid.any():
        return whole.cost, [whole]
    below, sizes = below[valid], sizes[valid]
    cost = sizes * side_loss(search, tuples, below) + (total - sizes) * side_loss(search, tuples, ~below)
    best = int(np.argmin(cost))
    if cost[best] >= whole.cost - 1e-9 * max(1.0, whole.cost):
        return whole.cost, [whole]
    part = below[best]
    halves = [search.pricer.column(tuples[side], counts[side]) for side in (part, ~part)]
    return halves[0].cost + halves[1].cost, halves


def child_masks(search: Search, tuples: np.ndarray, combination: tuple[int, ...]) -> np.ndarray:
    """(cuts x tuples): for each attribute and each child of the combination's node there that holds some of
    ``tuples``, which of them lie below it (attribute by attribute, children in node order)."""
    masks: list[np.ndarray] = []
    for j, anc in enumerate(search.inst.ancestor):
        depth = int(search.inst.table.taxonomies[j].depth[combination[j]])
        if depth + 1 < len(anc):
            child = anc[depth + 1][tuples]
            masks.extend(child == value for value in np.unique(child) if value != combination[j])
    return np.array(masks, dtype=bool).reshape(-1, len(tuples))


def side_loss(search: Search, tuples: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """LM of the LCA of the tuples in each (non-empty) row of ``mask`` (cuts x tuples): on each attribute the
    LCA of the row's tuples of least and greatest preorder rank (:func:`.instance.set_lcas`)."""
    ranks = search.pricer.lca.rank[tuples][None, :, :]  # (1, tuples, attributes)
    below = mask[:, :, None]
    low = tuples[np.where(below, ranks, np.iinfo(np.int64).max).argmin(axis=1)]  # (cuts, attributes)
    high = tuples[np.where(below, ranks, -1).argmax(axis=1)]
    leaves = search.inst.table.leaves
    out = np.zeros(len(mask))
    for j, table in enumerate(search.lca_loss):
        out += table[leaves[low[:, j], j], leaves[high[:, j], j]]
    search.charge(mask.size * len(search.lca_loss) * 2)
    return out


def cut_groups(search: Search) -> float:
    """Every group of at least 2k records cut where a cut lowers its cost; returns the cost saved."""
    k = search.inst.k
    out, saved = [], 0.0
    for group in search.groups:
        if group.size < 2 * k or search.budget.exhausted:
            out.append(group)
            continue
        cost, parts = best_cut(search, group.tuples, group.counts)
        saved += group.cost - cost
        out.extend(parts)
    search.groups = out
    return saved


def recut_pairs(search: Search) -> float:
    """Near pairs of groups merged and cut again where that lowers their cost (disjoint pairs, best first);
    returns the cost saved."""
    groups = search.groups
    near = search.nearest(PAIR_NEIGHBOURS)
    pairs = sorted({(min(a, int(b)), max(a, int(b))) for a in range(len(groups)) for b in near[a]})
    found = []
    for a, b in pairs:
        if search.budget.exhausted:
            break
        tuples, inverse = np.unique(np.concatenate([groups[a].tuples, groups[b].tuples]), return_inverse=True)
        counts = np.bincount(inverse.reshape(-1), weights=np.concatenate([groups[a].counts, groups[b].counts]))
        cost, parts = best_cut(search, tuples, counts.astype(np.int64))
        gain = groups[a].cost + groups[b].cost - cost
        if gain > 1e-9 * max(1.0, groups[a].cost + groups[b].cost):
            found.append((-gain, a, b, parts))
    found.sort(key=lambda item: item[:3])
    replaced: dict[int, list[Column]] = {}
    saved = 0.0
    for negative_gain, a, b, parts in found:
        if a not in replaced and b not in replaced:
            replaced[a], replaced[b] = parts, []  # the new groups take the first one's place
            saved -= negative_gain
    search.groups = [part for g, group in enumerate(groups) for part in replaced.get(g, [group])]
    return saved
