"""top-down and cpsat-cut on a tuple table (``Problem.weight``, the Dask engine's problem) give the
solution they give on the records: the same cuts, suppression, objective and status.

Each instance is solved twice: as read (one row per record) and as its distinct rows with their
counts in a shuffled order (tests/helpers.py ``weighted_pair``); the weighted solution, expanded to
the records, must equal the other.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, given, settings

from seqanon_opt.errors import SpecError
from seqanon_opt.solvers.registry import get_solver

from helpers import weighted_pair
from strategies import cut_instance, numeric_instance

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _same_solution(spec: dict, solver_name: str) -> None:
    spec = {**spec, "solver": {"name": solver_name, "time_limit": 20, "workers": 1}}
    with tempfile.TemporaryDirectory() as tmp:
        try:
            expanded, weighted, row_tuple = weighted_pair(Path(tmp), spec)
        except SpecError:
            return  # refused at validation: no release can meet it (the same refusal either way)
    solver = get_solver(solver_name)
    a = solver.solve(expanded, workers=1)
    b = solver.solve(weighted, workers=1)
    assert a.status is b.status, (a.status, b.status, a.message, b.message)
    if a.objective is None:
        assert b.objective is None
        return
    assert abs(a.objective - b.objective) <= 1e-9 * max(1.0, abs(a.objective)), (a.objective, b.objective)
    assert a.cuts == b.cuts
    np.testing.assert_array_equal(a.suppressed, b.suppressed[row_tuple])
    for attr, nodes in a.generalized.items():
        np.testing.assert_array_equal(nodes, b.generalized[attr][row_tuple])
    assert expanded.count_records(a.suppressed) == weighted.count_records(b.suppressed)


@SETTINGS
@given(cut_instance(suppression=True, objectives=("LM", "distortion"), max_rows=14))
def test_top_down_on_a_tuple_table(spec):
    _same_solution(spec, "top-down")


@SETTINGS
@given(numeric_instance(suppression=True))
def test_top_down_on_a_tuple_table_with_intervals_and_classes(spec):
    _same_solution(spec, "top-down")


@SETTINGS
@given(cut_instance(suppression=True, objectives=("LM", "distortion"), max_rows=14,
                    kinds=("l-diversity", "k-anonymity")))
def test_top_down_criteria_on_a_tuple_table(spec):
    _same_solution(spec, "top-down")


@SETTINGS
@given(cut_instance(suppression=True, objectives=("LM", "EM", "distortion", "discernibility"), max_rows=14))
def test_cpsat_cut_on_a_tuple_table(spec):
    _same_solution(spec, "cpsat-cut")


@SETTINGS
@given(cut_instance(suppression=False, objectives=("LM", "EM"), max_rows=14,
                    kinds=("l-diversity", "xy-anonymity", "xy-linkability")))
def test_cpsat_cut_lazy_criteria_on_a_tuple_table(spec):
    _same_solution(spec, "cpsat-cut")
