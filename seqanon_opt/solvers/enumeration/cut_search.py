"""Optimal cut generalization under any conjunction of group criteria with a suppression budget:
branch and bound over the cuts of all attributes but one, an exact tree DP over the cuts of that one.

Model (models/cut_generalization.md, "k-anonymity: branch and bound with a tree DP" and "Group
criteria: what changes for a conjunction"): choose a cut
``X_a`` of every QI's taxonomy; a row is published as its cut nodes, the rows of every group that
breaks a criterion of the conjunction (:mod:`..criteria`: k-anonymity, the l-diversity variants,
t-closeness, delta-disclosure, beta-likeness) are suppressed (every QI at the root), at most ``B`` rows
in all; minimise a per-cell loss (LM, EM, distortion) in the integer units of :mod:`..cut_costs`.

**The DP attribute.** Fix the cuts of every attribute but one, ``d`` (the one with the most cuts:
age on Adult, 175,761 distinct partitions against 566,100 for the seven others together). The
other attributes split the rows into classes; under a cut of d, a row below node u of d's cut
lands in group (class, u), whose rows (size, sensitive values) do not depend on the rest of d's cut,
nor does the conjunction's verdict on it (every criterion judges a group on its own rows and the fixed
distribution of the whole table). So each node u of d's tree contributes a fixed pair (suppressed rows
``s_u``, cost ``c_u``) when it is in the cut,
and the best cut of d within the budget is a tree knapsack:
``F_u = pareto({(s_u, c_u)} U (+)_{children c} F_c)``, ``(+)`` the min-plus sum of Pareto
frontiers of (suppressed, cost) pairs capped at B; the optimum is ``min cost of F_root``.

**The branch and bound** decides the other attributes node by node. A state holds each
attribute's current cut, each node *open* (it may still be specialized) or *frozen* (it stays).
Branching on an open node v: *expand* v into its children (open), or *freeze* v. The DP of a
state groups the rows below open nodes at the node (the coarsest grouping any completion has) and
costs them at the leaves below (the lowest cost any completion publishes). It is a lower bound on
every completion when each group (class, u) is charged at most the rows and cost every completion
suppresses and pays on it (:mod:`.dp_verdicts` gives the charges and their proof):

* a *monotone* conjunction with a budget (k-anonymity, distinct l-diversity: downward closed, every
  part of a violating group violates): a violating coarse group is suppressed whole in every
  completion, so the coarse grouping suppresses the fewest rows; a row charged as published pays at
  most what a completion pays (published, or suppressed at the root: at least any published cost
  when costs grow up the taxonomies, else the row is charged ``min(root, published)``);
* any conjunction without a budget: every kind is union-closed, so a violating coarse group has a
  violating part in every completion, which then breaks the budget of 0: the DP may exclude u;
* a budget with a criterion that is not downward closed (entropy or recursive l-diversity,
  t-closeness, ...): a violating open group may split into satisfying parts and a satisfying one into
  violating parts, so rows below open nodes are charged as suppressed only when their coarse group
  breaks a downward-closed criterion of the conjunction (plus, union-closure, the lightest tuple of a
  group breaking only the others) and otherwise pay ``min(root, published)``. A weaker but valid
  bound: groups whose class is final (every node frozen) are judged exactly.

When every node is frozen the DP is exact. Depth first, the child with the lower bound first; a
state whose bound is not below the incumbent is pruned. The incumbent starts from the caller's (the
full-domain optimum, a hint).

Nodes with a single child holding data (a chain) are skipped to their lowest node: the same
groups (hence the same verdicts) at no higher cost (costs grow up the tree, checked). Leaves are
frozen.

Time limits are deterministic (the rule of :mod:`..cpsat.run`): every DP charges
``DP_WORK_PER_TUPLE`` units per level of d's tree and tuple, plus ``dp_verdicts.HISTOGRAM_WORK``
tuples per (tuple, sensitive value) pair of the criteria on the sensitive attribute; a search that
runs out reports the incumbent and the lower bound ``min(incumbent, bounds of the states left)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from ...data.taxonomy import Taxonomy, is_ancestor
from ..criteria import Conjunction
from ..criteria.kinds import KAnonymityCriterion
from ..cut_costs import CutCosts
from ..tuples import TupleTable, ancestor_at_depth
from .dp_verdicts import GroupJudge

DP_WORK_PER_TUPLE = 2.0  # work units per tuple and level of a DP (Adult: ~4 ms per DP, ~4.5 ms charged)
EXACT_FLOAT = 2.0**52  # sums of integer costs stay exact in float64 below this


@dataclass(frozen=True)
class CutSearch:
    """The result of :func:`search_cuts`: ``cuts`` (node ids per attribute, complete cuts) of the best
    release found, or None when nothing beat ``upper``; ``cost`` its integer cost; ``bound`` a lower
    bound on the optimum (integer units); ``complete``: the search ran to the end (``bound`` is then
    the optimum, or ``upper`` when nothing beat it)."""

    cuts: dict[str, list[int]] | None
    cost: int | None
    bound: float
    complete: bool
    work: float
    states: int
    dps: int


@dataclass
class _Attr:
    """One branched attribute: its tree restricted to nodes holding data, and per-tuple columns."""

    tax: Taxonomy
    kids: dict[int, list[int]]
    leaf_cost: np.ndarray  # per tuple: cost at its leaf
    cost_at: np.ndarray  # cost_at[t, s]: cost of tuple t published s steps above its leaf
    below: dict[int, np.ndarray] = field(default_factory=dict)


@dataclass(frozen=True)
class _State:
    """Per branched attribute: cut node of each tuple, open nodes, per-tuple fine cost."""

    node_of_tuple: tuple[np.ndarray, ...]
    open_nodes: tuple[frozenset[int], ...]
    fine: tuple[np.ndarray, ...]


def data_tree(tax: Taxonomy, leaves: np.ndarray) -> dict[int, list[int]]:
    """Children lists of the nodes that hold at least one of ``leaves``."""
    present = np.zeros(tax.n_nodes, dtype=bool)
    for leaf in np.unique(leaves).tolist():
        v = int(leaf)
        while v >= 0 and not present[v]:
            present[v] = True
            v = int(tax.parent[v])
    return {v: [c for c in tax.children[v] if present[c]] for v in np.flatnonzero(present).tolist()}


def chain_end(kids: dict[int, list[int]], v: int) -> int:
    while len(kids[v]) == 1:
        v = kids[v][0]
    return v


def count_partitions(kids: dict[int, list[int]], v: int) -> int:
    """Distinct partitions of the data leaves below v that cuts give (chains counted once)."""
    v = chain_end(kids, v)
    if not kids[v]:
        return 1
    product = 1
    for c in kids[v]:
        product *= count_partitions(kids, c)
    return 1 + product


def complete_cut(tax: Taxonomy, chosen: list[int]) -> list[int]:
    """A cut of the whole taxonomy from cut nodes of its data tree: every node off the data that hangs
    from a strict ancestor of a chosen node joins the cut."""
    above: set[int] = set()
    for v in chosen:
        u = int(tax.parent[v])
        while u >= 0 and u not in above:
            above.add(u)
            u = int(tax.parent[u])
    picked = set(chosen)
    extra = [c for u in above for c in tax.children[u] if c not in above and c not in picked]
    return sorted(picked | set(extra))


def pareto(supp: np.ndarray, cost: np.ndarray, cap: int) -> tuple[np.ndarray, np.ndarray]:
    """The (suppressed, cost) points with suppressed <= cap that no other point dominates."""
    keep = supp <= cap
    supp, cost = supp[keep], cost[keep]
    order = np.lexsort((cost, supp))
    supp, cost = supp[order], cost[order]
    if len(cost) < 2:
        return supp, cost
    strictly_better = np.ones(len(cost), dtype=bool)
    strictly_better[1:] = cost[1:] < np.minimum.accumulate(cost)[:-1]
    return supp[strictly_better], cost[strictly_better]


def min_plus(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray], cap: int):
    return pareto(np.add.outer(a[0], b[0]).ravel(), np.add.outer(a[1], b[1]).ravel(), cap)


class TreeKnapsack:
    """The DP over the DP attribute's tree (module docstring) for one table and budget."""

    def __init__(self, table: TupleTable, j: int, costs: CutCosts, judge: GroupJudge, budget: int, full: np.ndarray):
        tax = table.taxonomies[j]
        self.tax, self.judge, self.budget, self.weight = tax, judge, budget, table.weight.astype(np.float64)
        self.kids = data_tree(tax, table.leaves[:, j])
        leaves = table.leaves[:, j]
        self.ancestor = ancestor_at_depth(tax)[leaves]  # [t, depth]
        step = costs.step_cost[table.attributes[j]]
        self.cost_at_depth = [
            step[leaves, np.maximum(tax.depth[leaves] - d, 0)].astype(np.float64) for d in range(tax.height + 1)
        ]
        self.at_depth = [
            np.array([v for v in self.kids if tax.depth[v] == d], dtype=np.int64) for d in range(tax.height + 1)
        ]
        self.full = full
        self.post_order = self._post_order()

    def _post_order(self) -> list[int]:
        out, stack = [], [(self.tax.root, False)]
        while stack:
            v, done = stack.pop()
            if done:
                out.append(v)
            else:
                stack.append((v, True))
                stack.extend((c, False) for c in reversed(self.kids[v]))
        return out

    @property
    def work(self) -> float:
        return DP_WORK_PER_TUPLE * self.judge.work_per_level * (self.tax.height + 1)

    def node_values(
        self, classes: np.ndarray, fine: np.ndarray, open_tuple: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """``(s_u, c_u)`` for every data node u of the tree: the rows suppressed and the cost of the rows
        below u when u is in the cut, the other attributes giving ``classes`` and ``fine`` costs (lower
        bounds of :mod:`.dp_verdicts` where ``open_tuple``; exact where None)."""
        tax, w = self.tax, self.weight
        supp = np.zeros(tax.n_nodes, dtype=np.int64)
        cost = np.zeros(tax.n_nodes, dtype=np.int64)
        for d, nodes in enumerate(self.at_depth):
            if not len(nodes):
                continue
            anc = self.ancestor[:, d]
            group, uniques = pd.factorize(classes * tax.n_nodes + anc)
            verdict = self.judge.verdict(group, len(uniques), open_tuple)
            published = self.cost_at_depth[d] + fine
            if verdict.floor is not None:
                published = np.where(verdict.floor, np.minimum(published, self.full), published)
            s = np.bincount(anc, weights=verdict.counted, minlength=tax.n_nodes)
            c = np.bincount(anc, weights=w * np.where(verdict.full, self.full, published), minlength=tax.n_nodes)
            supp[nodes] = np.rint(s[nodes]).astype(np.int64)
            cost[nodes] = np.rint(c[nodes]).astype(np.int64)
        return supp, cost

    def frontiers(self, supp: np.ndarray, cost: np.ndarray, keep: bool = False):
        frontier: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        combined: dict[int, list] = {}
        for v in self.post_order:
            own = (np.array([supp[v]]), np.array([cost[v]]))
            if self.kids[v]:
                prefix = [(np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64))]
                for c in self.kids[v]:
                    prefix.append(min_plus(prefix[-1], frontier[c] if keep else frontier.pop(c), self.budget))
                if keep:
                    combined[v] = prefix
                frontier[v] = pareto(
                    np.concatenate([own[0], prefix[-1][0]]), np.concatenate([own[1], prefix[-1][1]]), self.budget
                )
            else:
                frontier[v] = pareto(*own, self.budget)
        return frontier, combined

    def best(self, classes: np.ndarray, fine: np.ndarray, open_tuple: np.ndarray | None = None) -> int | None:
        """The least cost of a cut of the DP attribute within the budget (None: none fits)."""
        frontier, _ = self.frontiers(*self.node_values(classes, fine, open_tuple))
        costs = frontier[self.tax.root][1]
        return int(costs.min()) if len(costs) else None

    def best_cut(self, classes: np.ndarray, fine: np.ndarray) -> tuple[int, list[int]] | None:
        """The least cost and a cut (data nodes) reaching it."""
        supp, cost = self.node_values(classes, fine)
        frontier, combined = self.frontiers(supp, cost, keep=True)
        s_root, c_root = frontier[self.tax.root]
        if not len(c_root):
            return None
        i = int(np.argmin(c_root))
        cut: list[int] = []
        todo = [(self.tax.root, int(s_root[i]), int(c_root[i]))]
        while todo:
            v, s, c = todo.pop()
            if supp[v] == s and cost[v] == c:
                cut.append(v)
                continue
            prefix = combined[v]
            for i_child in range(len(self.kids[v]), 0, -1):  # split (s, c) among the children, last first
                child = self.kids[v][i_child - 1]
                points = {(int(a), int(b)) for a, b in zip(*prefix[i_child - 1])}
                cs, cc = frontier[child]
                for a, b in zip(cs.tolist(), cc.tolist()):
                    if (s - a, c - b) in points:
                        todo.append((child, a, b))
                        s, c = s - a, c - b
                        break
                else:
                    raise AssertionError("tree knapsack reconstruction lost its point")
        return int(c_root[i]), cut


def _costs_increase_upwards(costs: CutCosts, attributes) -> bool:
    return all(bool((np.diff(costs.step_cost[a], axis=1) >= 0).all()) for a in attributes)


def k_anonymity(k: int, budget: int) -> Conjunction:
    """k-anonymity alone with a budget of ``budget`` rows, as a conjunction."""
    return Conjunction((KAnonymityCriterion(int(k)),), int(budget), {})


def _conjunction(criteria: int | Conjunction, budget: int | None) -> Conjunction:
    if isinstance(criteria, Conjunction):
        if budget is not None and budget != criteria.budget:
            raise ValueError(f"budget {budget} differs from the conjunction's ({criteria.budget})")
        return criteria
    return k_anonymity(criteria, budget or 0)


def search_cuts(
    table: TupleTable,
    costs: CutCosts,
    criteria: int | Conjunction,
    budget: int | None = None,
    *,
    upper: int | None = None,
    work_limit: float | None = None,
) -> CutSearch:
    """Branch and bound of the module docstring on ``table`` (the distinct tuples of every QI, in the
    rows' order of the conjunction's ``row_values``).

    ``criteria``: a conjunction (its budget), or k for k-anonymity with ``budget`` rows.
    ``upper``: the integer cost of a known release (the search looks for strictly cheaper ones).
    """
    conjunction = _conjunction(criteria, budget)
    budget = conjunction.budget
    attrs, taxes = table.attributes, table.taxonomies
    n = table.n_tuples
    full = np.zeros(n, dtype=np.float64)
    for j, a in enumerate(attrs):
        full += costs.step_cost[a][table.leaves[:, j], -1]
    if float(full.max(initial=0.0)) * float(table.weight.sum()) >= EXACT_FLOAT:
        raise OverflowError("integer costs too large for exact float sums")
    trees = [data_tree(t, table.leaves[:, j]) for j, t in enumerate(taxes)]
    collapse = _costs_increase_upwards(costs, attrs)
    judge = GroupJudge(conjunction, table, collapse)
    d = max(range(len(attrs)), key=lambda j: (count_partitions(trees[j], taxes[j].root), -j))
    dp = TreeKnapsack(table, d, costs, judge, budget, full)
    branched = [j for j in range(len(attrs)) if j != d]
    info = [_attr(table, costs, j, trees[j]) for j in branched]

    def below(i: int, v: int) -> np.ndarray:
        hit = info[i].below.get(v)
        if hit is None:
            hit = info[i].below[v] = np.flatnonzero(is_ancestor(info[i].tax, v, table.leaves[:, branched[i]]))
        return hit

    def lowest(i: int, v: int) -> int:
        return chain_end(info[i].kids, v) if collapse else v

    def classes_and_fine(state: _State) -> tuple[np.ndarray, np.ndarray]:
        key = np.zeros(n, dtype=np.int64)
        fine = np.zeros(n, dtype=np.float64)
        span = 1  # keys lie in 0..span-1
        for i in range(len(branched)):
            if span * info[i].tax.n_nodes >= 2**62:  # many large taxonomies: renumber before overflow
                key, span = pd.factorize(key)[0].astype(np.int64), n
            key = key * info[i].tax.n_nodes + state.node_of_tuple[i]
            span *= info[i].tax.n_nodes
            fine += state.fine[i]
        return pd.factorize(key)[0].astype(np.int64), fine

    def replace(state: _State, i: int, nodes=None, opened=None, fine=None) -> _State:
        def put(seq, value):
            return seq if value is None else (*seq[:i], value, *seq[i + 1 :])

        return _State(put(state.node_of_tuple, nodes), put(state.open_nodes, opened), put(state.fine, fine))

    def expand(state: _State, i: int, v: int) -> _State:
        nodes = state.node_of_tuple[i].copy()
        opened = set(state.open_nodes[i]) - {v}
        for c in info[i].kids[v]:
            c = lowest(i, c)
            nodes[below(i, c)] = c
            if info[i].kids[c]:
                opened.add(c)
        return replace(state, i, nodes=nodes, opened=frozenset(opened))

    def freeze(state: _State, i: int, v: int) -> _State:
        fine = state.fine[i].copy()
        rows = below(i, v)
        tax, leaves = info[i].tax, table.leaves[rows, branched[i]]
        fine[rows] = info[i].cost_at[rows, tax.depth[leaves] - tax.depth[v]]
        return replace(state, i, opened=state.open_nodes[i] - {v}, fine=fine)

    roots = [lowest(i, info[i].tax.root) for i in range(len(branched))]
    root_state = _State(
        tuple(np.full(n, r, dtype=np.int64) for r in roots),
        tuple(frozenset([r]) if info[i].kids[r] else frozenset() for i, r in enumerate(roots)),
        tuple(x.leaf_cost for x in info),
    )
    best_cost = upper if upper is not None else None
    best_state: _State | None = None
    work, dps, states = 0.0, 0, 0

    def open_tuples(state: _State) -> np.ndarray | None:
        """Per tuple: its class holds an open node (None when the verdicts do not need it)."""
        if not judge.needs_open:
            return None
        out = np.zeros(n, dtype=bool)
        for i in range(len(branched)):
            if state.open_nodes[i]:
                out |= np.isin(state.node_of_tuple[i], np.fromiter(state.open_nodes[i], dtype=np.int64))
        return out

    def bound_of(state: _State) -> int | None:
        nonlocal work, dps
        work += dp.work
        dps += 1
        return dp.best(*classes_and_fine(state), open_tuples(state))

    def beats(value: int | None) -> bool:
        return value is not None and (best_cost is None or value < best_cost)

    stack: list[tuple[int, _State]] = []
    first = bound_of(root_state)
    if first is not None:
        stack.append((first, root_state))
    while stack:
        lb, state = stack[-1]
        if not beats(lb):
            stack.pop()
            continue
        if work_limit is not None and work + 2 * dp.work > work_limit:
            break
        stack.pop()
        states += 1
        choices = [
            (float(table.weight[below(i, v)].sum()), -i, -v) for i in range(len(branched)) for v in state.open_nodes[i]
        ]
        if not choices:  # every node frozen: the DP is exact
            best_cost, best_state = lb, state
            continue
        _, i, v = max(choices)
        i, v = -i, -v
        children = []
        for rank, child in enumerate((expand(state, i, v), freeze(state, i, v))):
            value = bound_of(child)
            if beats(value):
                children.append((value, rank, child))
        for value, _, child in sorted(children, key=lambda c: (c[0], c[1]), reverse=True):
            stack.append((value, child))
    complete = not stack
    left = min((lb for lb, _ in stack), default=None)
    if best_cost is None:
        bound = float(left) if left is not None else float("inf")
    else:
        bound = float(best_cost if left is None else min(best_cost, left))
    if best_state is None:
        return CutSearch(None, None, bound, complete, work, states, dps)
    work += dp.work
    cost, dp_cut = dp.best_cut(*classes_and_fine(best_state))
    cuts = {attrs[d]: complete_cut(taxes[d], dp_cut)}
    for i, j in enumerate(branched):
        chosen = np.unique(best_state.node_of_tuple[i]).tolist()
        cuts[attrs[j]] = complete_cut(taxes[j], chosen)
    return CutSearch(cuts, cost, bound, complete, work, states, dps + 1)


def _attr(table: TupleTable, costs: CutCosts, j: int, kids: dict[int, list[int]]) -> _Attr:
    tax, leaves = table.taxonomies[j], table.leaves[:, j]
    step = costs.step_cost[table.attributes[j]][leaves].astype(np.float64)
    return _Attr(tax, kids, step[:, 0], step)


def integer_cost(
    table: TupleTable, costs: CutCosts, criteria: int | Conjunction, cut_maps: list[np.ndarray]
) -> tuple[int, int]:
    """``(cost, suppressed rows)`` of a complete cut in the search's integer units: ``cut_maps[j]`` maps
    attribute j's leaves to their cut nodes; the groups breaking ``criteria`` (a conjunction, or k of
    k-anonymity) are suppressed."""
    key = np.zeros(table.n_tuples, dtype=np.int64)
    published = np.zeros(table.n_tuples, dtype=np.int64)
    full = np.zeros(table.n_tuples, dtype=np.int64)
    for j, (attr, tax) in enumerate(zip(table.attributes, table.taxonomies)):
        leaves = table.leaves[:, j]
        nodes = cut_maps[j][leaves]
        key = key * tax.n_nodes + nodes
        published += costs.step_cost[attr][leaves, tax.depth[leaves] - tax.depth[nodes]]
        full += costs.step_cost[attr][leaves, -1]
    group, uniques = pd.factorize(key)
    conjunction = _conjunction(criteria, None)
    judge = GroupJudge(conjunction, table, True)
    small = judge.violating(group, len(uniques))[0][group]
    weight = table.weight.astype(np.int64)
    return int((weight * np.where(small, full, published)).sum()), int(weight[small].sum())
