"""``bottom-up`` and ``full-domain`` on weighted tuple tables (the Dask engine's form).

For random instances, the problem as read (``expanded``) and the same problem as a tuple table of its
distinct rows with their counts as weights, in a shuffled order (``weighted``, tests/helpers.py
``weighted_pair``): the solution on the weighted problem, each row expanded to the records it stands
for (``[row_tuple]``), is the solution on the expanded problem: the same status, generalized nodes,
suppressed rows and cuts, and the same objective (within 1e-9 relative).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np
import pytest
from helpers import weighted_pair
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st
from strategies import cut_instance, numeric_instance
from test_criteria_full_domain_bruteforce import KINDS, criteria_instance

from seqanon_opt.errors import SpecError
from seqanon_opt.solvers.heuristics.bottom_up import group_rows, information_loss
from seqanon_opt.solvers.registry import get_solver

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])
OBJECTIVES = {"bottom-up": ("LM", "EM", "distortion"), "full-domain": ("LM", "EM", "distortion")}
MODEL = {"bottom-up": "cut", "full-domain": "full-domain"}


def assert_same_solution(spec: dict, solver_name: str) -> None:
    """The weighted problem's solution expanded by ``row_tuple`` equals the expanded problem's solution."""
    with tempfile.TemporaryDirectory() as tmp:
        try:
            expanded, weighted, row_tuple = weighted_pair(Path(tmp), spec)
        except SpecError:  # e.g. an l above the sensitive values present: refused alike, nothing to solve
            reject()
    assert weighted.weight is not None and weighted.n_records == expanded.n_rows
    solver = get_solver(solver_name)
    plain = solver.solve(expanded, workers=1)
    packed = solver.solve(weighted, workers=1)
    assert packed.status == plain.status, (packed.status, plain.status, packed.message, plain.message)
    if plain.generalized is None:
        assert packed.generalized is None
        return
    assert set(packed.generalized) == set(plain.generalized)
    for attr, column in plain.generalized.items():
        np.testing.assert_array_equal(np.asarray(packed.generalized[attr])[row_tuple], column, err_msg=attr)
    np.testing.assert_array_equal(np.asarray(packed.suppressed)[row_tuple], plain.suppressed)
    assert packed.cuts == plain.cuts
    assert packed.objective == pytest.approx(plain.objective, rel=1e-9, abs=1e-9)
    if plain.bound is not None:
        assert packed.bound == pytest.approx(plain.bound, rel=1e-9, abs=1e-9)


def _instance(solver_name: str):
    """Random instances of ``cut_instance`` for the solver's model: k-anonymity or l-diversity, with and
    without a suppression budget, over the solver's per-cell objectives."""
    return st.booleans().flatmap(lambda suppression: cut_instance(
        suppression=suppression, objectives=OBJECTIVES[solver_name], model=MODEL[solver_name],
        kinds=("k-anonymity", "l-diversity")))


@pytest.mark.parametrize("solver_name", ["bottom-up", "full-domain"])
def test_weighted_equals_expanded_on_cut_instances(solver_name):
    @SETTINGS
    @given(_instance(solver_name))
    def check(spec):
        assert_same_solution(spec, solver_name)

    check()


@pytest.mark.parametrize("solver_name", ["bottom-up", "full-domain"])
def test_weighted_equals_expanded_on_criteria(solver_name):
    """Every group criterion (histograms on the sensitive attribute, counted by weight)."""
    @settings(SETTINGS, max_examples=150)
    @given(st.sampled_from(KINDS).flatmap(lambda kind: criteria_instance(MODEL[solver_name], kinds=(kind,))))
    def check(spec):
        assert_same_solution(spec, solver_name)

    check()


def with_class(spec: dict) -> dict:
    """The instance with its column 's' as the class attribute and the class-entropy objective."""
    roles = {"quasi_identifiers": spec["roles"]["quasi_identifiers"], "class": "s"}
    return {**spec, "roles": roles, "objective": "class-entropy"}


def test_bottom_up_weighted_equals_expanded_with_a_class_on_trees():
    """Class entropy (I(G) from per-row class counts by weight) over up to three categorical QIs."""
    @SETTINGS
    @given(st.booleans().flatmap(lambda suppression: cut_instance(suppression=suppression, max_rows=14))
           .map(with_class))
    def check(spec):
        assert_same_solution(spec, "bottom-up")

    check()


def test_bottom_up_information_loss_counts_records():
    """I(G) of every node (class entropy from class counts, LM/EM/distortion from tuple sizes and EM's leaf
    distribution) is the same on the tuple table as on the table: the solution property above seldom sees
    a miscount on small tables, this sees every one."""
    @SETTINGS
    @given(st.sampled_from(["class-entropy", "LM", "EM", "distortion"]).flatmap(lambda objective: cut_instance(
        suppression=False, max_rows=14).map(lambda spec: {**with_class(spec), "objective": objective})))
    def check(spec):
        with tempfile.TemporaryDirectory() as tmp:
            expanded, weighted, _ = weighted_pair(Path(tmp), spec)
        attrs = list(expanded.quasi_identifiers)
        (_, size_e, _), (_, size_w, _) = (group_rows(p, attrs) for p in (expanded, weighted))
        assert sorted(size_e.tolist()) == sorted(size_w.tolist())
        info_e, info_w = (information_loss(p, attrs, *group_rows(p, attrs)) for p in (expanded, weighted))
        for j, attr in enumerate(attrs):
            np.testing.assert_allclose(info_w[j], info_e[j], rtol=1e-12, atol=1e-12, err_msg=attr)

    check()


def test_bottom_up_weighted_equals_expanded_with_a_class():
    """Class entropy (per-row class counts by weight) and a continuous QI, with and without suppression."""
    @SETTINGS
    @given(st.booleans().flatmap(lambda suppression: numeric_instance(suppression)))
    def check(spec):
        assert_same_solution(spec, "bottom-up")

    check()
