"""The relaxation induced neighbourhoods of ``colgen-cell`` (:mod:`seqanon_opt.solvers.colgen.rins`).

* A neighbourhood with nothing fixed is the compact MIP itself: over every closed combination (which holds an
  optimal partition) and with the node limit lifted it is the brute-force cell optimum on the brute-force
  tables (3-7 rows, no suppression budget); with everything fixed there is nothing to search.
* A neighbourhood keeps every column where its start agrees with the relaxation: the release it finds has
  those columns' values.
* On larger tables (20-60 rows) from random releases, at the cover duals: a release (every record placed
  once, groups of at least k, each at its records' LCA) never dearer than its start, the same one twice,
  None without work or past the wall-clock deadline; it improves on most starts.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_cell import brute_force_cell
from test_colgen_cell import k_anonymity_table
from test_colgen_local_search import TOL, assert_a_release_no_dearer, larger_table, start_of
from test_colgen_polish import placed_once_in_groups_of_k

from seqanon_opt.solvers.colgen import rins as ri
from seqanon_opt.solvers.colgen.closing import closed_combinations
from seqanon_opt.solvers.colgen.polish import CompactModel
from seqanon_opt.solvers.cpsat.run import Budget

REACHED: list[bool] = []
IMPROVED: list[bool] = []
FOUND: list[bool] = []


def _closed_model(inst, pricer, start, seed):
    below = closed_combinations(inst, pricer)
    assert below is not None
    for group in start.groups:  # the start's groups are at their LCAs, which are closed
        assert group.combination in below
    return CompactModel(inst, below, seed)


@settings(max_examples=150, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table(), seed=st.integers(0, 2**16))
def check_nothing_fixed_is_the_optimum(drawn, seed):
    spec, inst, pricer, start = start_of(drawn, seed)
    if start is None or inst.budget > 0:
        return
    optimum = brute_force_cell(spec)
    assert optimum is not None
    model = _closed_model(inst, pricer, start, seed)
    current = model.values_of(start)
    assert current is not None
    assert ri.neighbourhood_search(model, pricer, start, current, current, Budget(30.0, 60.0), 60.0) is None
    found = ri.neighbourhood_search(model, pricer, start, current, current + 0.5, Budget(30.0, 60.0), float("inf"))
    assert found is not None and placed_once_in_groups_of_k(inst, found), spec
    assert abs(found.cost(inst) - float(optimum)) < TOL, (found.cost(inst), optimum, start.cost(inst), spec)
    REACHED.append(start.cost(inst) > float(optimum) + TOL)


def test_a_neighbourhood_with_nothing_fixed_is_the_brute_force_optimum(monkeypatch):
    monkeypatch.setattr(ri, "NODES", 1_000_000)
    REACHED.clear()
    check_nothing_fixed_is_the_optimum()
    assert len(REACHED) >= 60 and sum(REACHED) >= 15, (len(REACHED), sum(REACHED))  # starts above the optimum


@settings(max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=larger_table(), seed=st.integers(0, 2**16))
def check_a_neighbourhood_keeps_the_columns_that_agree(drawn, seed):
    _, inst, pricer, start = start_of(drawn, seed, widest=3)
    if start is None:
        return
    model = _closed_model(inst, pricer, start, seed)
    current = model.values_of(start)
    relaxed = model.relaxation(Budget(30.0, 60.0), float("inf"))
    assert current is not None and relaxed is not None
    found = ri.neighbourhood_search(model, pricer, start, current, relaxed[0], Budget(30.0, 60.0), float("inf"))
    if found is None:
        return
    agree = np.abs(current - relaxed[0]) <= ri.AGREE
    assert model.last_values is not None
    assert np.array_equal(model.last_values[agree], np.rint(current[agree]))
    assert_a_release_no_dearer(inst, found, start)
    FOUND.append(found.cost(inst) < start.cost(inst) - TOL)


def test_a_neighbourhood_keeps_the_columns_that_agree():
    FOUND.clear()
    check_a_neighbourhood_keeps_the_columns_that_agree()
    assert len(FOUND) >= 20 and sum(FOUND) >= 10, (len(FOUND), sum(FOUND))


@settings(max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=larger_table(), seed=st.integers(0, 2**16))
def check_rins_stays_a_release_no_dearer(drawn, seed):
    _, inst, pricer, start = start_of(drawn, seed, widest=3, ordered=seed % 2 == 1)
    if start is None:
        return
    duals, _ = pricer.cover_duals()
    found = ri.rins(inst, pricer, start, duals, Budget(10.0, 60.0), seed)
    again = ri.rins(inst, pricer, start, duals, Budget(10.0, 60.0), seed)
    assert (found is None) == (again is None)
    if found is not None and again is not None:
        assert [g.key() for g in found.groups] == [g.key() for g in again.groups]  # deterministic
        assert found.cost(inst) < start.cost(inst) - 1e-9  # found means cheaper
        assert_a_release_no_dearer(inst, found, start)
    assert ri.rins(inst, pricer, start, duals, Budget(0.0, 60.0), seed) is None  # no work, no search
    assert ri.rins(inst, pricer, start, duals, Budget(10.0, 60.0), seed, deadline=0.0) is None  # the safety net
    IMPROVED.append(found is not None)


def test_rins_stays_a_release_no_dearer_than_its_start():
    IMPROVED.clear()
    check_rins_stays_a_release_no_dearer()
    assert len(IMPROVED) >= 20 and sum(IMPROVED) >= len(IMPROVED) // 2, (len(IMPROVED), sum(IMPROVED))
