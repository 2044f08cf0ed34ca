"""The polish of ``colgen-cell`` (:mod:`seqanon_opt.solvers.colgen.polish`) against the brute-force cell optimum.

Over every combination of the instance's minimal level vectors (each class holding at least k records), the
restricted cell model is the whole cell model, so the polish from the worst release (the table as one group,
or everything suppressed when that is allowed) reaches the brute-force optimum (``tests/reference_cell.py``,
no shared code) on random small tables; every release it returns places each record once, in groups of at
least k, within the budget, and costs less than its start. ``tuples_below`` equals a direct test of every
tuple's ancestors; ``within_reach`` keeps, per combination, the start's pairs, the k records of largest dual
and every tuple whose dual pays for it, and drops only the rest.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from reference_cell import brute_force_cell
from test_colgen_cell import k_anonymity_table, load

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.solvers.colgen.groups import Grouping
from seqanon_opt.solvers.colgen.instance import grouping_instance
from seqanon_opt.solvers.colgen.polish import polish, tuples_below, within_reach
from seqanon_opt.solvers.colgen.pricing import Pricer
from seqanon_opt.solvers.cpsat.run import Budget

TOL = 1e-7
REACHED: list[bool] = []


def every_combination(inst) -> list[tuple[int, ...]]:
    """Every tuple's combination at every minimal level vector."""
    return [
        tuple(int(anc[d, t]) for anc, d in zip(inst.ancestor, level))
        for level in inst.levels.tolist()
        for t in range(inst.table.n_tuples)
    ]


def placed_once_in_groups_of_k(inst, grouping: Grouping) -> bool:
    """Checked here, not with the module's own check: every record once, groups of k, the budget."""
    placed = {t: int(s) for t, s in enumerate(grouping.suppressed.tolist())}
    for group in grouping.groups:
        for t, c in zip(group.tuples.tolist(), group.counts.tolist()):
            placed[t] += c
    sizes_ok = all(int(group.counts.sum()) >= inst.k for group in grouping.groups)
    every_once = all(placed[t] == int(w) for t, w in enumerate(inst.table.weight.tolist()))
    return sizes_ok and every_once and int(grouping.suppressed.sum()) <= inst.budget


@settings(max_examples=80, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table())
def check_polish_reaches_the_optimum(drawn):
    spec, too_few = drawn
    problem = load(spec)
    optimum = brute_force_cell(spec)
    if too_few or optimum is None:
        return
    inst = grouping_instance(problem, problem.requirements[0])
    pricer = Pricer(inst)
    n = inst.table.n_tuples
    if inst.n_records <= inst.budget:
        worst = Grouping([], inst.table.weight.astype(np.int64).copy())
    else:
        worst = Grouping([pricer.column(np.arange(n), inst.table.weight)], np.zeros(n, dtype=np.int64))
    found = polish(inst, pricer, worst, every_combination(inst), Budget(30.0, 60.0), 0)
    best = worst if found is None else found
    assert placed_once_in_groups_of_k(inst, best), spec
    if found is not None:
        assert found.cost(inst) < worst.cost(inst) - 1e-9
    assert best.cost(inst) >= float(optimum) - TOL, (best.cost(inst), optimum, spec)
    REACHED.append(abs(best.cost(inst) - float(optimum)) < TOL)


def test_polish_over_every_combination_reaches_the_brute_force_optimum():
    REACHED.clear()
    check_polish_reaches_the_optimum()
    assert len(REACHED) >= 50 and all(REACHED), (len(REACHED), sum(REACHED))


@pytest.mark.parametrize("seed", range(4))
def test_tuples_below_equals_a_direct_test_of_ancestors(seed):
    problem = dataclasses.replace(random_problem(seed, "LM"), model="cell")
    inst = grouping_instance(problem, problem.requirements[0])
    rng = np.random.default_rng(seed)
    levels = inst.levels[rng.integers(0, len(inst.levels), 20)]
    combos = [
        tuple(int(anc[d, t]) for anc, d in zip(inst.ancestor, level))
        for level in levels.tolist()
        for t in rng.integers(0, inst.table.n_tuples, 5).tolist()
    ]
    below = tuples_below(inst, combos)
    assert set(below) == set(combos)
    taxes = inst.table.taxonomies
    for combo, tuples in below.items():
        direct = [
            t
            for t in range(inst.table.n_tuples)
            if all(_is_ancestor(tax, v, int(leaf)) for tax, v, leaf in zip(taxes, combo, inst.table.leaves[t]))
        ]
        assert tuples.tolist() == direct


def _is_ancestor(tax, node: int, leaf: int) -> bool:
    while True:
        if leaf == node:
            return True
        if leaf == tax.root:
            return False
        leaf = int(tax.parent[leaf])


@pytest.mark.parametrize("seed", range(6))
def test_within_reach_keeps_the_start_the_k_largest_duals_and_every_profitable_tuple(seed):
    """Per combination T: the start's pairs, the k records of largest dual and every tuple with ``y_t >= LM(T)``
    are kept; a dropped tuple is none of those (its dual below LM(T) and below the k-th largest)."""
    problem = dataclasses.replace(random_problem(seed, "LM"), model="cell")
    inst = grouping_instance(problem, problem.requirements[0])
    pricer = Pricer(inst)
    rng = np.random.default_rng(seed)
    duals = rng.uniform(0.0, 1.5 * len(inst.ancestor), inst.table.n_tuples)
    below = tuples_below(inst, every_combination(inst))
    start = _classes_at(inst, pricer, inst.levels[rng.integers(len(inst.levels))])
    own = {(g.combination, t) for g in start.groups for t in g.tuples.tolist()}
    kept = within_reach(inst, below, duals, start)
    assert set(kept) == set(below)
    assert sum(map(len, kept.values())) < sum(map(len, below.values()))  # it does drop pairs
    for combo, tuples in below.items():
        loss = sum(inst.node_loss[j][v] for j, v in enumerate(combo))
        ranked = sorted(tuples.tolist(), key=lambda t: -duals[t])
        records, kth = 0, -np.inf
        for t in ranked:  # the k-th largest dual, counting records
            records += int(inst.table.weight[t])
            if records >= inst.k:
                kth = duals[t]
                break
        for t in tuples.tolist():
            wanted = (combo, t) in own or duals[t] >= loss - 1e-9 or duals[t] > kth
            assert (t in set(kept[combo].tolist())) >= wanted, (combo, t)
            if t not in set(kept[combo].tolist()):
                assert (combo, t) not in own and duals[t] < loss and duals[t] <= kth


def _classes_at(inst, pricer, level) -> Grouping:
    """The tuples grouped by their combination at ``level`` (of any size: a start for ``within_reach``)."""
    keys = [tuple(int(anc[d, t]) for anc, d in zip(inst.ancestor, level)) for t in range(inst.table.n_tuples)]
    classes: dict[tuple[int, ...], list[int]] = {}
    for t, key in enumerate(keys):
        classes.setdefault(key, []).append(t)
    groups = [pricer.column(np.array(ts), inst.table.weight[ts]) for ts in classes.values()]
    return Grouping(groups, np.zeros(inst.table.n_tuples, dtype=np.int64))
