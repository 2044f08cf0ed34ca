"""Optimal cut generalization under any conjunction of group criteria with a suppression budget:
branch and bound over the cuts of all attributes but one, an exact tree DP over the cuts of that one.

Model (models/cut_generalization.md, "k-anonymity: branch and bound with a tree DP" and "Group
criteria: what changes for a conjunction"): choose a cut
``X_a`` of every QI's taxonomy; a row is published as its cut nodes, the rows of every group that
breaks a criterion of the conjunction (:mod:`..criteria`: k-anonymity, the l-diversity variants,
t-closeness, delta-disclosure, beta-likeness) are suppressed (every QI at the root), at most ``B`` rows
in all; minimise a per-cell loss (LM, EM, distortion) in the integer units of :mod:`..cut_costs`.

**The DP attribute** (:mod:`.tree_knapsack`). Fix the cuts of every attribute but one, ``d`` (the one
with the most cuts: age on Adult, 175,761 distinct partitions against 566,100 for the seven others
together). The
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
from ..tuples import TupleTable
from .dp_verdicts import GroupJudge
from .tree_knapsack import TreeKnapsack, data_tree

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
    full = np.zeros(table.n_tuples, dtype=np.float64)
    for j, a in enumerate(attrs):
        full += costs.step_cost[a][table.leaves[:, j], -1]
    if float(full.max(initial=0.0)) * float(table.weight.sum()) >= EXACT_FLOAT:
        raise OverflowError("integer costs too large for exact float sums")
    trees = [data_tree(t, table.leaves[:, j]) for j, t in enumerate(taxes)]
    collapse = _costs_increase_upwards(costs, attrs)
    judge = GroupJudge(conjunction, table, collapse)
    d = max(range(len(attrs)), key=lambda j: (count_partitions(trees[j], taxes[j].root), -j))
    dp = TreeKnapsack(table, d, costs, judge, budget, full)
    moves = _Branching(table, costs, trees, [j for j in range(len(attrs)) if j != d], collapse)
    best_cost = upper
    best_state: _State | None = None
    work, dps, states = 0.0, 0, 0

    def bound_of(state: _State) -> int | None:
        nonlocal work, dps
        work += dp.work
        dps += 1
        return dp.best(*moves.classes_and_fine(state), moves.open_tuples(state) if judge.needs_open else None)

    def beats(value: int) -> bool:
        return best_cost is None or value < best_cost

    stack: list[tuple[int, _State]] = []
    root_state = moves.root_state()
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
        node = moves.branch_node(state)
        if node is None:  # every node frozen: the DP is exact
            best_cost, best_state = lb, state
            continue
        i, v = node
        children: list[tuple[int, int, _State]] = []
        for rank, child in enumerate((moves.expand(state, i, v), moves.freeze(state, i, v))):
            value = bound_of(child)
            if value is not None and beats(value):
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
    cost, cuts = _cuts_of(best_state, dp, moves, table, d)
    return CutSearch(cuts, cost, bound, complete, work + dp.work, states, dps + 1)


def _cuts_of(state: _State, dp: TreeKnapsack, moves: _Branching, table: TupleTable, d: int) -> tuple[int, dict]:
    """The incumbent state's release: the DP's cut of attribute ``d`` and the branched attributes' cuts."""
    attrs, taxes = table.attributes, table.taxonomies
    found = dp.best_cut(*moves.classes_and_fine(state))
    assert found is not None, "the incumbent state's DP found a cut within the budget (its bound)"
    cost, dp_cut = found
    cuts = {attrs[d]: complete_cut(taxes[d], dp_cut)}
    for i, j in enumerate(moves.branched):
        cuts[attrs[j]] = complete_cut(taxes[j], np.unique(state.node_of_tuple[i]).tolist())
    return cost, cuts


class _Branching:
    """The states of the branch and bound over the attributes ``branched`` (every QI but the DP's) and
    their two moves, expand and freeze (module docstring, "The branch and bound")."""

    def __init__(
        self,
        table: TupleTable,
        costs: CutCosts,
        trees: list[dict[int, list[int]]],
        branched: list[int],
        collapse: bool,
    ) -> None:
        self.table = table
        self.branched = branched
        self.collapse = collapse  # skip chains to their lowest node (costs grow up the taxonomies)
        self.info = [_attr(table, costs, j, trees[j]) for j in branched]

    def below(self, i: int, v: int) -> np.ndarray:
        """The tuples below node v of branched attribute i (cached)."""
        hit = self.info[i].below.get(v)
        if hit is None:
            hit = self.info[i].below[v] = np.flatnonzero(
                is_ancestor(self.info[i].tax, v, self.table.leaves[:, self.branched[i]])
            )
        return hit

    def lowest(self, i: int, v: int) -> int:
        return chain_end(self.info[i].kids, v) if self.collapse else v

    def root_state(self) -> _State:
        """Every branched attribute at its (lowest chain) root, open when it has children."""
        n = self.table.n_tuples
        roots = [self.lowest(i, x.tax.root) for i, x in enumerate(self.info)]
        return _State(
            tuple(np.full(n, r, dtype=np.int64) for r in roots),
            tuple(frozenset([r]) if self.info[i].kids[r] else frozenset() for i, r in enumerate(roots)),
            tuple(x.leaf_cost for x in self.info),
        )

    def classes_and_fine(self, state: _State) -> tuple[np.ndarray, np.ndarray]:
        """The DP's input: each tuple's class (its nodes of the branched attributes) and fine cost."""
        n = self.table.n_tuples
        key = np.zeros(n, dtype=np.int64)
        fine = np.zeros(n, dtype=np.float64)
        span = 1  # keys lie in 0..span-1
        for i, x in enumerate(self.info):
            if span * x.tax.n_nodes >= 2**62:  # many large taxonomies: renumber before overflow
                key, span = pd.factorize(key)[0].astype(np.int64), n
            key = key * x.tax.n_nodes + state.node_of_tuple[i]
            span *= x.tax.n_nodes
            fine += state.fine[i]
        return pd.factorize(key)[0].astype(np.int64), fine

    def open_tuples(self, state: _State) -> np.ndarray:
        """Per tuple: its class holds an open node."""
        out = np.zeros(self.table.n_tuples, dtype=bool)
        for i, nodes in enumerate(state.node_of_tuple):
            if state.open_nodes[i]:
                out |= np.isin(nodes, np.fromiter(state.open_nodes[i], dtype=np.int64))
        return out

    def branch_node(self, state: _State) -> tuple[int, int] | None:
        """The open node to branch on, (attribute, node): the one above the most rows, ties to the
        earlier attribute and the lower node id; None when every node is frozen."""
        choices = [
            (float(self.table.weight[self.below(i, v)].sum()), -i, -v)
            for i in range(len(self.branched))
            for v in state.open_nodes[i]
        ]
        if not choices:
            return None
        _, i, v = max(choices)
        return -i, -v

    def expand(self, state: _State, i: int, v: int) -> _State:
        """Specialize open node v of attribute i into its (lowest chain) children, open when inner."""
        nodes = state.node_of_tuple[i].copy()
        opened = set(state.open_nodes[i]) - {v}
        for c in self.info[i].kids[v]:
            c = self.lowest(i, c)
            nodes[self.below(i, c)] = c
            if self.info[i].kids[c]:
                opened.add(c)
        return _replace(state, i, nodes=nodes, opened=frozenset(opened))

    def freeze(self, state: _State, i: int, v: int) -> _State:
        """Keep open node v of attribute i in the cut: its tuples pay their cost at v."""
        fine = state.fine[i].copy()
        rows = self.below(i, v)
        tax, leaves = self.info[i].tax, self.table.leaves[rows, self.branched[i]]
        fine[rows] = self.info[i].cost_at[rows, tax.depth[leaves] - tax.depth[v]]
        return _replace(state, i, opened=state.open_nodes[i] - {v}, fine=fine)


def _replace(
    state: _State,
    i: int,
    nodes: np.ndarray | None = None,
    opened: frozenset[int] | None = None,
    fine: np.ndarray | None = None,
) -> _State:
    """``state`` with attribute i's tuple nodes, open nodes or fine costs replaced (None: kept)."""

    def put(seq: tuple, value: object) -> tuple:
        return seq if value is None else (*seq[:i], value, *seq[i + 1 :])

    return _State(put(state.node_of_tuple, nodes), put(state.open_nodes, opened), put(state.fine, fine))


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
