"""The parts of ``colgen-cell`` on random tables of 40-400 rows (``bench.heuristics.random_problem``).

* pricing in batches of level vectors equals pricing one vector at a time (least reduced cost, best column);
* the cover duals are dual feasible (no column of negative reduced cost), and every dual-ascent pass keeps
  them feasible while the bound never falls;
* the column-generation loop ends with the bound at the LP value (both within tolerance) and the release
  (rounding, dive) at or above it;
* every priced column's reported reduced cost is its true one, from its tuples, counts and cost;
* a master solve spends no more than the work it is given (the loop's share), and solves with enough;
* the chunks of the large-table path partition the tuples, Mondrian's groups inside them are the groups of
  Mondrian's own release, and the chunked release never costs more than Mondrian's;
* the minimal level vectors price as the whole grid: the same least reduced cost, cover duals and ascent
  step at random duals, on whole tables and on chunks of a few tuples.
"""

from __future__ import annotations

import dataclasses
import itertools

import numpy as np
import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.solvers.colgen import chunks, pricing
from seqanon_opt.solvers.colgen.ascent import ascent_pass
from seqanon_opt.solvers.colgen.bound import lagrangian_bound
from seqanon_opt.solvers.colgen.chunks import chunked_release, mondrian_chunks, sub_instance
from seqanon_opt.solvers.colgen.diving import dive
from seqanon_opt.solvers.colgen.generation import (
    ASCENT_SHARE,
    MASTER_SOLVE_S,
    generate,
    master_iteration_seconds,
    solve_master,
)
from seqanon_opt.solvers.colgen.groups import grouping_of
from seqanon_opt.solvers.colgen.instance import grouping_instance
from seqanon_opt.solvers.colgen.master import Master
from seqanon_opt.solvers.colgen.pricing import Pricer
from seqanon_opt.solvers.colgen.rounding import round_solution
from seqanon_opt.solvers.cpsat.run import Budget
from seqanon_opt.solvers.heuristics.mondrian import MondrianSolver

SEEDS = range(6)


def _instance(seed: int):
    problem = dataclasses.replace(random_problem(seed, "LM"), model="cell")
    inst = grouping_instance(problem, problem.requirements[0])
    return inst, Pricer(inst)


def _reduced_cost(column, duals) -> float:
    return column.cost - float(column.counts @ duals[column.tuples])


@pytest.mark.parametrize("seed", SEEDS)
def test_batched_pricing_equals_one_level_at_a_time(seed, monkeypatch):
    inst, pricer = _instance(seed)
    duals = pricer.cover_duals()[0] + np.random.default_rng(seed).normal(0, 0.3, inst.table.n_tuples)
    everything = np.arange(len(inst.levels))
    batched = pricer.price(duals, everything, 50)
    monkeypatch.setattr(pricing, "BATCH_CELLS", 1)
    single = pricer.price(duals, everything, 50)
    assert batched.least == pytest.approx(single.least, abs=1e-9)
    assert batched.least < 0 and batched.columns and single.columns  # noisy duals: something prices out
    # the per-vector cap applies per batch, so the sets may differ; the best column may not
    assert _reduced_cost(batched.columns[0], duals) == pytest.approx(_reduced_cost(single.columns[0], duals))
    for column in batched.columns:
        assert column.size >= inst.k
        assert _reduced_cost(column, duals) < 0


@pytest.mark.parametrize("seed", SEEDS)
def test_cover_duals_and_ascent_stay_feasible_and_raise_the_bound(seed):
    inst, pricer = _instance(seed)
    everything = np.arange(len(inst.levels))
    duals, _ = pricer.cover_duals()
    assert pricer.price(duals, everything, 10).least >= -1e-9  # feasible: the cover bound is proven
    bound = lagrangian_bound(inst, duals, 0.0, 0.0)
    assert bound == pytest.approx(float(duals @ inst.table.weight))
    for _ in range(4):
        raised, least, _ = ascent_pass(inst, pricer, duals)
        assert least >= -1e-9  # the pass started from feasible duals
        assert (raised >= duals - 1e-12).all()
        assert pricer.price(raised, everything, 10).least >= -1e-7
        duals = raised
        new_bound = lagrangian_bound(inst, duals, 0.0, 0.0)
        assert new_bound >= bound - 1e-9
        bound = new_bound


@pytest.mark.parametrize("seed", SEEDS)
def test_generation_closes_on_the_lp_and_releases_stay_above(seed):
    inst, pricer = _instance(seed)
    state = generate(inst, pricer, [], Budget.for_time_limit(60), 0, share=1.0)
    assert state.converged and state.last is not None
    assert state.bound <= state.last.objective + 1e-6
    assert state.bound == pytest.approx(state.last.objective, rel=1e-6)
    rounded = round_solution(inst, pricer, state.last, state.master.columns)
    dived = dive(inst, pricer, state.master, Budget.for_time_limit(30))
    for release in (rounded, dived):
        assert release is not None
        assert release.cost(inst) >= state.bound - 1e-6
        sizes = [g.size for g in release.groups]
        assert min(sizes) >= inst.k
        placed = np.zeros(inst.table.n_tuples, dtype=np.int64)
        for g in release.groups:
            np.add.at(placed, g.tuples, g.counts)
        assert (placed + release.suppressed == inst.table.weight).all()  # every record once


def _whole_grid(inst):
    """``inst`` walking every level vector of the grid, as before the minimal ones were kept."""
    heights = [len(anc) - 1 for anc in inst.ancestor]
    grid = np.array(list(itertools.product(*(range(h + 1) for h in heights))), dtype=np.int64)
    floor = np.zeros(len(grid))
    for j, loss in enumerate(inst.node_loss):
        floor += np.array([loss[anc].min() for anc in inst.ancestor[j]])[grid[:, j]]
    return dataclasses.replace(inst, levels=grid, level_floor=floor)


@pytest.mark.parametrize("seed", SEEDS)
def test_minimal_level_vectors_price_as_the_whole_grid(seed):
    inst, _ = _instance(seed)
    rng = np.random.default_rng(seed)
    chunk = np.sort(rng.choice(inst.table.n_tuples, min(6, inst.table.n_tuples), replace=False))
    pruned_some, negative = False, 0
    for case in (inst, sub_instance(inst, chunk, inst.table.weight[chunk])):
        full = _whole_grid(case)
        pruned_some |= len(case.levels) < len(full.levels)
        pruned, whole = Pricer(case), Pricer(full)
        cover, _ = pruned.cover_duals()
        np.testing.assert_allclose(cover, whole.cover_duals()[0])
        for _ in range(5):
            duals = cover + np.abs(rng.normal(0, 0.3, case.table.n_tuples))
            got = pruned.price(duals, np.arange(len(case.levels)), 5)
            want = whole.price(duals, np.arange(len(full.levels)), 5)
            # a positive least is only a lower bound (skipped vectors count by their floor); the bound
            # takes min(0, least)
            assert min(got.least, 0.0) == pytest.approx(min(want.least, 0.0), abs=1e-9)
            negative += want.least < 0
        np.testing.assert_allclose(ascent_pass(case, pruned, cover)[0], ascent_pass(full, whole, cover)[0])
    assert pruned_some and negative >= 5


@pytest.mark.parametrize("seed", SEEDS)
def test_chunks_nest_mondrian_and_never_lose_to_it(seed, monkeypatch):
    monkeypatch.setattr(chunks, "CHUNK_RECORDS", 0)
    monkeypatch.setattr(chunks, "CHUNK_GROUPS", 2)
    problem = dataclasses.replace(random_problem(seed, "LM"), model="cell")
    inst, pricer = _instance(seed)
    found = mondrian_chunks(problem, inst, np.inf)
    assert found is not None and len(found) >= 2
    every = np.concatenate([tuples for tuples, _ in found])
    assert np.array_equal(np.sort(every), np.arange(inst.table.n_tuples))
    mondrian = grouping_of(inst, pricer, MondrianSolver(time_limit=60).solve(problem))
    inside = {tuple(np.sort(tuples[g]).tolist()) for tuples, groups in found for g in groups}
    assert inside == {tuple(g.tuples.tolist()) for g in mondrian.groups}
    idle = Budget(0.0, 60.0)
    unworked = chunked_release(problem, inst, pricer, idle, seed, np.inf)  # no work: the starts, charged nothing
    assert unworked is not None and unworked.cost(inst) == pytest.approx(mondrian.cost(inst))
    assert idle.spent == 0.0
    released = chunked_release(problem, inst, pricer, Budget.for_time_limit(5.0), seed, np.inf)
    assert released is not None and released.cost(inst) <= mondrian.cost(inst) + 1e-9
    assert all(g.size >= inst.k for g in released.groups)
    placed = np.zeros(inst.table.n_tuples, dtype=np.int64)
    for g in released.groups:
        np.add.at(placed, g.tuples, g.counts)
    assert np.array_equal(placed, inst.table.weight)


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_the_first_chunk_pass_gets_all_the_work_and_the_pairs_their_share_of_what_it_leaves(seed, monkeypatch):
    monkeypatch.setattr(chunks, "CHUNK_RECORDS", 0)
    monkeypatch.setattr(chunks, "CHUNK_GROUPS", 2)
    problem = dataclasses.replace(random_problem(seed, "LM"), model="cell")
    inst, pricer = _instance(seed)
    given, release_pass = [], chunks.release_pass

    def recording(inst, parts, starts, budget, work, *rest):
        given.append((work, budget.left))
        return release_pass(inst, parts, starts, budget, work, *rest)

    monkeypatch.setattr(chunks, "release_pass", recording)
    budget = Budget.for_time_limit(5.0)
    released = chunked_release(problem, inst, pricer, budget, seed, np.inf, pairs_share=0.25)
    assert released is not None and len(given) == 2
    (first, total), (pairs, left) = given
    assert first == total == budget.total
    assert pairs == pytest.approx(0.25 * left) and left > 0
    assert budget.left >= 0.75 * left - 1e-9  # the polish's part stays in the budget


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_no_round_and_no_pricing_once_the_ascent_has_spent_the_loops_share(seed, monkeypatch):
    inst, pricer = _instance(seed)
    priced = []
    price = pricer.price
    monkeypatch.setattr(pricer, "price", lambda *args, **kw: priced.append(args) or price(*args, **kw))
    budget = Budget(1e-6, 60.0)  # the cover duals alone spend it
    state = generate(inst, pricer, [], budget, seed, share=ASCENT_SHARE)
    assert state.rounds == 0 and state.last is None and not priced
    ample = generate(inst, pricer, [], Budget.for_time_limit(5.0), seed)
    assert ample.rounds > 0 and priced  # with a share left, the tight columns and the rounds are priced


@pytest.mark.parametrize("seed", SEEDS)
def test_a_master_solve_spends_at_most_the_work_it_is_given(seed):
    inst, pricer = _instance(seed)
    duals, where = pricer.cover_duals()
    master = Master(inst, seed)
    master.add_groups(pricer.cover_columns(duals, where))
    work = MASTER_SOLVE_S + 3 * master_iteration_seconds(master)  # three simplex iterations
    budget = Budget.for_time_limit(60)
    capped = solve_master(master, budget, work)
    assert 0 < budget.spent <= work * (1 + 1e-9)
    assert capped is None or capped.iterations <= 3
    assert solve_master(master, budget) is not None


def test_the_set_up_is_charged_to_the_solves_work(monkeypatch):
    from seqanon_opt.solvers.colgen import solver
    from seqanon_opt.solvers.colgen.generation import EVALUATIONS_PER_SECOND
    from seqanon_opt.solvers.colgen.instance import grid_size
    from seqanon_opt.solvers.registry import get_solver

    problem = dataclasses.replace(random_problem(0, "LM"), model="cell")
    inst = grouping_instance(problem, problem.requirements[0])
    monkeypatch.setattr(
        solver, "SETUP_EVALUATIONS", 50.0 * EVALUATIONS_PER_SECOND / (inst.table.n_tuples * grid_size(inst))
    )
    solution = get_solver("colgen-cell", time_limit=5, workers=1).solve(problem)
    assert solution.status.has_solution  # the budget is spent before the loop: Mondrian's release (or the whole table)
    assert solution.statistics["work_spent_s"] >= 50.0 * (1 - 1e-9)  # 10 times the 5 s budget, charged first


def test_the_work_budget_keeps_headroom_under_the_time_limit():
    from seqanon_opt.solvers.colgen.solver import WORK_SHARE_OF_LIMIT
    from seqanon_opt.solvers.registry import get_solver

    problem = dataclasses.replace(random_problem(1, "LM"), model="cell")
    solution = get_solver("colgen-cell", time_limit=4, workers=1).solve(problem)
    assert 0.9 <= WORK_SHARE_OF_LIMIT < 1.0
    assert solution.statistics["work_budget_s"] == pytest.approx(WORK_SHARE_OF_LIMIT * 4)
    assert solution.statistics["work_spent_s"] <= WORK_SHARE_OF_LIMIT * 4 * (1 + 1e-9)


def test_a_master_iteration_is_charged_at_least_as_measured_beside_the_worker():
    from types import SimpleNamespace

    from seqanon_opt.solvers.colgen import generation as g

    def charge(nonzeros, columns):
        return master_iteration_seconds(SimpleNamespace(nonzeros=nonzeros, columns=[None] * columns))

    # a chunk's master at k = 50 (50,000 nonzeros, 2,500 columns): the first fit charged it 1.3 times less
    alone = g.MASTER_ITERATION_S + g.MASTER_NONZERO_S * 5e4 + g.MASTER_PAIR_S * 5e4 * 2500
    beside = g.BESIDE_ITERATION_S + g.BESIDE_NONZERO_S * 5e4 + g.BESIDE_PAIR_S * 5e4 * 2500
    assert beside > 1.25 * alone and charge(5e4, 2500) == beside
    # a whole table's master (740,000 nonzeros, 10,000 columns) keeps the first fit, which charges it more
    assert charge(7.4e5, 10_000) == g.MASTER_ITERATION_S + g.MASTER_NONZERO_S * 7.4e5 + g.MASTER_PAIR_S * 7.4e5 * 1e4
