"""The compact Lagrangian of ``colgen-cell`` (:mod:`seqanon_opt.solvers.colgen.lagrangian`).

On the random small tables of ``test_colgen_cell`` (with and without a suppression budget), against the
brute-force cell optimum of ``tests/reference_cell.py`` (no code shared with the solver):

- ``L(y)`` equals its definition computed here from scratch (every closed combination found as the LCA
  of a subset of tuples by walking parent links, ``g_T`` as the best prefix of its records by dual, the
  suppression as the B most negative ``F - y``) at random duals and at the cover duals scaled up and down;
- it is a lower bound at all of them and at every point the subgradient method evaluates completely (its
  bound is the best of these);
- the climb's core (:mod:`seqanon_opt.solvers.colgen.core`) holding every counted combination gives ``L``
  and its subgradient again, and holding only those near paying at other duals it never gives less than
  ``L`` (it leaves combinations out, each of which only lowers ``L``);
- the method climbs it to the optimum wherever the LP meets the optimum, within the work of
  ``EVALUATIONS`` complete evaluations (each of its evaluations, the core's too, also charged
  ``CALL_EVALUATIONS`` for its Python overhead: uncharged, the core's thousands of cheap steps took 0.7-0.8
  s a table): at least half the tables are closed to 1e-3, so a bound that counts too little (a
  combination missed, the k-fill dropped in the other direction) fails here as surely as one that counts
  too much fails the first check.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from reference_cell import TOL, brute_force_cell
from test_colgen_cell import k_anonymity_table, load
from test_colgen_closing import lca_combinations_covering_k

from seqanon_opt.solvers.colgen import lagrangian
from seqanon_opt.solvers.colgen.core import Core
from seqanon_opt.solvers.colgen.instance import grouping_instance
from seqanon_opt.solvers.colgen.pricing import Pricer

CLIMBS: list[tuple[float, float]] = []
CLOSED = 1e-3  # a climb within this share of the optimum has closed the gap
EVALUATIONS = 100  # the climb's work: this many complete evaluations of a small table
CALL_EVALUATIONS = 2_000  # and each evaluation (the core's too) counts this many more: its Python overhead


def closed_combinations_by_subsets(inst) -> list[tuple[float, list[int]]]:
    """(LM per record, tuples below) of every LCA of a subset of the tuples covering at least k records."""
    taxes = inst.table.taxonomies
    return [
        (
            float(sum((tax.leaf_count[v] - 1) / max(tax.leaf_count[tax.root] - 1, 1) for v, tax in zip(combo, taxes))),
            below,
        )
        for combo, below in lca_combinations_covering_k(inst).items()
    ]


def reference_lagrangian(inst, closed, duals) -> float:
    """``L(y)`` from its definition: every closed combination pays the least ``sum_S (LM - y_r)`` over its
    records' best prefixes of at least k (by decreasing dual), if negative; the suppression the B most
    negative ``F - y_t``, each at most ``min(n_t, B)`` times."""
    weight = inst.table.weight
    value = float(duals @ weight)
    for loss, below in closed:
        records = sorted((float(duals[t]) for t in below for _ in range(int(weight[t]))), reverse=True)
        prefix = np.cumsum([loss - y for y in records])
        value += min(0.0, float(prefix[inst.k - 1 :].min()))
    budget = inst.budget
    options = sorted(
        inst.suppression_cost - float(duals[t]) for t in range(len(weight)) for _ in range(min(int(weight[t]), budget))
    )
    return value + sum(rc for rc in options[:budget] if rc < 0)


@settings(max_examples=300, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table())
def check_lagrangian_against_brute_force(drawn):
    spec, _ = drawn
    optimum = brute_force_cell(spec)
    if optimum is None:
        return
    problem = load(spec)
    inst = grouping_instance(problem, problem.requirements[0])
    pricer = Pricer(inst)
    counted, _ = lagrangian.counted_classes(inst, pricer)
    rng = np.random.default_rng(len(CLIMBS))
    cover, _ = pricer.cover_duals()
    cover = np.where(np.isfinite(cover), cover, inst.suppression_cost)
    scale = max(inst.suppression_cost, 1.0)
    trials = [cover * f for f in (0.5, 1.0, 1.5, 3.0)] + [rng.uniform(-0.5, 2.0, len(cover)) * scale for _ in range(6)]
    closed = closed_combinations_by_subsets(inst)
    whole, partial = Core(inst), Core(inst)  # every counted combination; those near paying at the cover duals
    whole.add(lagrangian.compact_lagrangian(inst, pricer, counted, cover, margin=np.inf).near)
    partial.add(lagrangian.compact_lagrangian(inst, pricer, counted, cover, margin=0.0).near)
    for duals in trials:
        point = lagrangian.compact_lagrangian(inst, pricer, counted, duals)
        value = point.value
        assert abs(value - reference_lagrangian(inst, closed, duals)) <= 1e-7 * max(1.0, abs(value)), (value, spec)
        assert value <= float(optimum) + TOL, (value, optimum, duals, spec)
        core_value, core_subgradient, _ = whole.evaluate(duals)
        assert abs(core_value - value) <= 1e-7 * max(1.0, abs(value)), (core_value, value, spec)
        assert np.allclose(core_subgradient, point.subgradient), spec
        assert partial.evaluate(duals)[0] >= value - 1e-7 * max(1.0, abs(value)), spec
    visited = []
    original = lagrangian.compact_lagrangian

    def recorded(*args, **kwargs):
        point = original(*args, **kwargs)
        visited.append(point.value)  # every compact_lagrangian point is complete (the core's are not recorded)
        return point

    spent = [0]  # tuple evaluations: the work of EVALUATIONS complete evaluations

    def spend(evaluations: int) -> bool:
        spent[0] += evaluations + CALL_EVALUATIONS
        return spent[0] <= EVALUATIONS * lagrangian.EVALUATION_OVERHEAD

    lagrangian.compact_lagrangian = recorded
    try:
        climb = lagrangian.subgradient_ascent(inst, pricer, counted, cover, float(optimum) * 1.05 + 0.05, spend)
    finally:
        lagrangian.compact_lagrangian = original
    assert max(visited) <= float(optimum) + TOL and climb.bound == max(visited), (climb.bound, max(visited), optimum)
    CLIMBS.append((float(optimum), climb.bound))


def test_compact_lagrangian_is_a_bound_everywhere_and_climbs_to_the_optimum():
    CLIMBS.clear()
    check_lagrangian_against_brute_force()
    assert len(CLIMBS) >= 200
    closed = sum(opt - bound <= CLOSED * max(1.0, opt) for opt, bound in CLIMBS)
    assert closed >= len(CLIMBS) // 2, (closed, len(CLIMBS))
    worst = min((bound / opt for opt, bound in CLIMBS if opt > 0), default=1.0)
    print(
        f"\ncompact Lagrangian: {len(CLIMBS)} tables, climbed to the optimum on {closed};"
        f" least bound/optimum {worst:.3f}"
    )
