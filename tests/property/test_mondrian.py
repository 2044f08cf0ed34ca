"""``mondrian`` (LeFevre, DeWitt, Ramakrishnan 2006) against the brute-force cell optimum, and by hand.

1. On random small cell instances (the conformance suite's ``single_instance`` drawn inside Mondrian's
   capabilities: 1-2 QIs, 2-5 rows, any conjunction of 1-2 group criteria) its release passes the
   independent verifier and its LM is never below ``reference_cell.brute_force_cell``; it is INFEASIBLE
   exactly when the brute force finds no release (criteria are union-closed: the whole table is a release
   when any is).
2. Hand examples whose median splits are worked out in the docstrings (exact releases).
3. INFEASIBLE only when the whole table breaks the requirement; determinism.
"""

from __future__ import annotations

import tempfile
from fractions import Fraction
from pathlib import Path

import mondrian_plugin
import pytest
from conformance.instances import single_instance
from helpers import problem_from_dict
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from reference_cell import brute_force_cell

from seqanon_opt.errors import SpecError
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.heuristics.mondrian import MondrianSolver
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

mondrian_plugin.ensure_registered()
CAPS = MondrianSolver.capabilities
RESULTS: list[tuple[Fraction | None, float | None]] = []  # (optimum, Mondrian's LM); None: no release


@settings(
    max_examples=400,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(inst=st.sampled_from([False, False, False, True]).flatmap(lambda bad: single_instance(CAPS, bad)))
def check_against_brute_force(inst):
    assume(inst is not None)  # an infeasible shape none of the drawn kinds has
    assert inst.spec["generalization"] == "cell" and inst.spec["objective"] == "LM"
    with tempfile.TemporaryDirectory() as tmp:
        try:
            problem = problem_from_dict(Path(tmp), inst.spec)
        except SpecError:  # e.g. beta-likeness on one sensitive value: the spec is refused, not solved
            assume(False)
    optimum = brute_force_cell(inst.spec)
    solution = get_solver("mondrian", time_limit=20).solve(problem)
    if solution.status is Status.INFEASIBLE:
        assert optimum is None, (inst.spec, optimum)
        assert solution.generalized is None
        RESULTS.append((None, None))
        return
    assert solution.status is Status.FEASIBLE and solution.bound is None
    assert not solution.suppressed.any()
    verification = verify_release(problem, publish(problem, solution))
    assert verification.ok, verification.failures()
    assert optimum is not None, inst.spec  # Mondrian's release is feasible
    assert solution.objective >= float(optimum) - 1e-9, (solution.objective, optimum, inst.spec)
    RESULTS.append((optimum, solution.objective))


def test_mondrian_verifies_and_never_beats_the_cell_optimum():
    RESULTS.clear()
    check_against_brute_force()
    solved = [(opt, got) for opt, got in RESULTS if got is not None]
    assert len(RESULTS) >= 300 and len(solved) >= 200
    assert len(solved) < len(RESULTS)  # infeasible instances were drawn and recognised too
    hits = sum(abs(got - float(opt)) < 1e-9 for opt, got in solved)
    gaps = [got - float(opt) for opt, got in solved]
    print(
        f"\nmondrian vs cell optimum: {len(RESULTS)} instances, {len(solved)} solved, "
        f"{len(RESULTS) - len(solved)} infeasible; optimum hit {hits}/{len(solved)} "
        f"({hits / len(solved):.0%}), mean LM gap {sum(gaps) / len(gaps):.3f}"
    )


def _solve(tmp_path, rows, taxonomies, requirements, qis=("q",)):
    columns = [*qis, "s"]
    spec = {
        "name": "mondrian-hand",
        "data": {"columns": columns, "rows": rows},
        "roles": {"quasi_identifiers": list(qis), "sensitive": "s"},
        "taxonomies": taxonomies,
        "requirements": requirements,
        "objective": "LM",
        "generalization": "cell",
    }
    problem = problem_from_dict(tmp_path, spec)
    solution = get_solver("mondrian").solve(problem)
    labels = None
    if solution.generalized is not None:
        assert verify_release(problem, publish(problem, solution)).ok
        labels = [
            tuple(problem.taxonomies[a].labels[solution.generalized[a][i]] for a in qis) for i in range(len(rows))
        ]
    return problem, solution, labels


AGES = {"age": {"intervals": [[20, 25, 30, 35, 40], [20, 30, 40]]}}  # leaves: the six ages below


def test_median_split_on_an_ordered_attribute(tmp_path):
    """Ages 21 23 27 33 36 38, k = 2: the allowable boundaries leave 2..4 records on the left; the median
    one (3 | 3) is taken. Neither half has an allowable cut (1 | 2 and 2 | 1), so the release is
    [20, 30) and [30, 40]: LM 6 * (3 - 1) / (6 - 1) = 2.4."""
    rows = [[age, "1"] for age in (21, 23, 27, 33, 36, 38)]
    _, solution, labels = _solve(tmp_path, rows, {"q": AGES["age"]}, [{"kind": "k-anonymity", "k": 2}])
    assert solution.status is Status.FEASIBLE
    assert labels == [("[20, 30)",)] * 3 + [("[30, 40]",)] * 3
    assert solution.objective == pytest.approx(2.4)
    assert solution.statistics["partitions"] == 2


def test_widest_dimension_ties_go_to_the_first_attribute(tmp_path):
    """sex {M, F} and the six ages, k = 2: both normalized ranges are 1 (the LCA of sex is the root;
    the ages span all six leaf positions), so sex, listed first, is cut: M = {21, 23, 36}, F = {27, 33,
    38}. In each half sex is one value and the age cuts leave 1 | 2 or 2 | 1: no allowable cut. Sex is
    published exactly, age at the root: LM 6 * (0 + 1) = 6."""
    rows = [["M", 21, "1"], ["M", 23, "2"], ["F", 27, "1"], ["F", 33, "2"], ["M", 36, "1"], ["F", 38, "2"]]
    taxonomies = {"sex": {"tree": {"*": ["M", "F"]}}, **AGES}
    _, solution, labels = _solve(tmp_path, rows, taxonomies, [{"kind": "k-anonymity", "k": 2}], ("sex", "age"))
    assert labels == [(row[0], "[20, 40]") for row in rows]
    assert solution.objective == pytest.approx(6.0)


def test_taxonomy_cuts_multiway_then_binary(tmp_path):
    """q: * -> {A: a1 a2, B: b1 b2, C: c1 c2}, one record per leaf but two of a1, k = 2. The root's three
    children hold 3, 2, 2 records: every part is valid, so the cut is multiway. Below A (a1 a1 a2) the
    children hold 2 | 1: not allowable; below B and C, 1 | 1: not allowable. LM = 7 * (2 - 1) / 5."""
    tree = {"*": {"A": ["a1", "a2"], "B": ["b1", "b2"], "C": ["c1", "c2"]}}
    rows = [[v, "1"] for v in ("a1", "a1", "a2", "b1", "b2", "c1", "c2")]
    _, solution, labels = _solve(tmp_path, rows, {"q": {"tree": tree}}, [{"kind": "k-anonymity", "k": 2}])
    assert labels == [("A",)] * 3 + [("B",)] * 2 + [("C",)] * 2
    assert solution.objective == pytest.approx(7 * 1 / 5)
    # k = 3: the multiway cut is not allowable (B, C have 2); the binary grouping closest to the median
    # record is A | B C (3 | 4): A publishes A, B C publishes the root
    _, solution, labels = _solve(tmp_path, rows, {"q": {"tree": tree}}, [{"kind": "k-anonymity", "k": 3}])
    assert labels == [("A",)] * 3 + [("*",)] * 4
    assert solution.objective == pytest.approx(3 * 1 / 5 + 4 * 1.0)


def test_diversity_decides_the_allowable_cut(tmp_path):
    """Distinct 2-diversity on the ages with sensitive 1 1 1 2 2 2: the median cut 3 | 3 gives halves of one
    value each (not allowable); 2 | 4 and 4 | 2 give {1} too; no cut is allowable, the root is published."""
    rows = [[age, s] for age, s in zip((21, 23, 27, 33, 36, 38), "111222")]
    req = [{"kind": "distinct-l-diversity", "l": 2}]
    _, solution, labels = _solve(tmp_path, rows, {"q": AGES["age"]}, req)
    assert labels == [("[20, 40]",)] * 6 and solution.objective == pytest.approx(6.0)
    rows = [[age, s] for age, s in zip((21, 23, 27, 33, 36, 38), "121212")]  # now 3 | 3 is allowable
    _, solution, labels = _solve(tmp_path, rows, {"q": AGES["age"]}, req)
    assert labels == [("[20, 30)",)] * 3 + [("[30, 40]",)] * 3


def test_infeasible_only_when_the_whole_table_breaks_it(tmp_path):
    """Sensitive 1 1 2: frequency 2-diversity needs the top value in at most half the group; the whole
    table breaks it (2 > 3 / 2), so no release exists. With k = 3 the whole table is the release."""
    rows = [[age, s] for age, s in zip((21, 23, 27), "112")]
    _, solution, _ = _solve(tmp_path, rows, {"q": AGES["age"]}, [{"kind": "l-diversity", "l": 2}])
    assert solution.status is Status.INFEASIBLE and "diversity" in solution.message
    _, solution, labels = _solve(tmp_path, rows, {"q": AGES["age"]}, [{"kind": "k-anonymity", "k": 3}])
    assert solution.status is Status.FEASIBLE and labels == [("[20, 30)",)] * 3  # the whole table, at its LCA


def test_deterministic_and_time_limit(tmp_path):
    rows = [[f"q{(i * 7) % 5}", f"p{(i * 3) % 4}", "123"[i % 3]] for i in range(40)]
    taxonomies = {
        "q": {"tree": {"Q": {"Q1": ["q0", "q1", "q2"], "Q2": ["q3", "q4"]}}},
        "p": {"tree": {"P": ["p0", "p1", "p2", "p3"]}},
    }
    reqs = [{"kind": "k-anonymity", "k": 3}, {"kind": "l-diversity", "l": 2}]
    problem, first, _ = _solve(tmp_path, rows, taxonomies, reqs, ("q", "p"))
    again = get_solver("mondrian", seed=7).solve(problem)
    assert first.objective == again.objective
    for a in ("q", "p"):
        assert (first.generalized[a] == again.generalized[a]).all()
    # time limit 0: the root partition (valid) is published, every QI at its root
    quick = get_solver("mondrian", time_limit=0).solve(problem)
    assert quick.status is Status.FEASIBLE and not quick.statistics["finished"]
    assert verify_release(problem, publish(problem, quick)).ok
    assert quick.objective >= first.objective
