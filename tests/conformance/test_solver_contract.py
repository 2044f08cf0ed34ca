"""One contract for every registered solver (DESIGN.md, 'The conformance suite').

Parametrised over the registry; a solver's declared capabilities decide which
instances it receives. New solvers get these checks by registering.
"""

from __future__ import annotations

import copy
import json
import pickle
import time

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.errors import SpecError, UnsupportedProblem
from seqanon_opt.metrics import table_loss
from seqanon_opt.release import publish
from seqanon_opt.solution import Status, objectives_match, solution_from_dict
from seqanon_opt.solvers.base import unsupported_reason
from seqanon_opt.solvers.registry import get_solver, solver_names
from seqanon_opt.verify import verify_release

from helpers import REPO, problem_from_dict, weighted_pair
from reference import brute_force_optimum
from strategies import cut_instance

SOLVERS = solver_names()


EXAMPLES = REPO / "specs" / "examples"


def quickstart_spec(solver=None) -> dict:
    """The quickstart spec, in the solver's generalization model when one is given; for a
    solver without k-anonymity, the paper example whose requirement it supports."""
    import yaml
    caps = solver.capabilities if solver is not None else None
    if caps is not None and "k-anonymity" not in caps.requirements:
        folder = EXAMPLES / next(name for kind, name in (("k-linkability", "shmueli-tassa-table1"),
                                                         ("xy-anonymity", "wang-fung-table1"),
                                                         ("personalized", "song-table3"),
                                                         ("l-eligibility", "temporal-snapshots"))
                                 if kind in caps.requirements)
        spec = yaml.safe_load((folder / "spec.yaml").read_text())
        for previous in spec.get("problem", {}).get("previous", []):
            previous["path"] = str(folder / previous["path"])
        spec["requirements"] = [r for r in spec["requirements"] if r["kind"] in caps.requirements]
        spec["requirements"] = spec["requirements"][:caps.max_requirements]
    else:
        spec = yaml.safe_load((REPO / "specs" / "quickstart.yaml").read_text())
    if solver is not None:
        spec["generalization"] = sorted(solver.capabilities.models)[0]
        if not solver.capabilities.suppression:
            for req in spec["requirements"]:
                req.pop("suppression", None)
    return spec


def conjunction_spec(solver) -> dict:
    """The quickstart table under k-anonymity AND l-diversity (diagnosis), with the 10% budget when the
    solver takes one (issue 15: every single-table solver takes this conjunction)."""
    spec = quickstart_spec(solver)
    spec["requirements"] = [{"kind": "k-anonymity", "k": 3, "suppression": 0.1}, {"kind": "l-diversity", "l": 2}]
    if not solver.capabilities.suppression:
        spec["requirements"][0].pop("suppression")
    return spec


SINGLE = [n for n in SOLVERS if "single" in get_solver(n).capabilities.kinds
          and "k-anonymity" in get_solver(n).capabilities.requirements]  # cpsat-personalized: its own kind only
CASES = [(n, "plain") for n in SOLVERS] + [(n, "conjunction") for n in SINGLE]


@pytest.fixture
def quickstart(make_problem, name, variant):
    solver = get_solver(name)
    if variant == "plain":
        return make_problem(quickstart_spec(solver))
    problem = make_problem(conjunction_spec(solver))
    assert unsupported_reason(solver.capabilities, problem) is None  # a single-table solver takes it
    return problem


def supported_or_skip(solver, problem):
    reason = unsupported_reason(solver.capabilities, problem)
    if reason:
        pytest.skip(f"{solver.name} does not support {reason}")


@pytest.mark.parametrize("name", SOLVERS)
def test_refuses_unsupported_problem_before_work(name, make_problem):
    solver = get_solver(name)
    spec = quickstart_spec(solver)
    spec["objective"] = next(m for m in ("EM", "discernibility", "ILeft", "LM")
                             if m not in solver.capabilities.objectives)
    spec["requirements"].append({"kind": "l-diversity", "l": 2})
    problem = make_problem(spec)
    start = time.perf_counter()
    with pytest.raises(UnsupportedProblem, match=name):
        solver.solve(problem)
    assert time.perf_counter() - start < 0.5


@pytest.mark.parametrize("name, variant", CASES)
def test_solution_shape_verification_and_objective(name, variant, quickstart):
    solver = get_solver(name)
    supported_or_skip(solver, quickstart)
    solution = solver.solve(quickstart, time_limit=30, seed=0)
    assert solution.solver == name and isinstance(solution.statistics, dict)
    assert solution.status.has_solution
    assert solution.objective is not None and solution.generalized is not None
    assert len(solution.suppressed) == quickstart.n_rows
    verification = verify_release(quickstart, publish(quickstart, solution))
    assert verification.ok, verification.failures()
    recomputed = table_loss(quickstart, solution.generalized, solution.suppressed, quickstart.objective)
    assert objectives_match(solution.objective, recomputed)
    if solution.status is Status.OPTIMAL:
        assert objectives_match(solution.bound, solution.objective)
    if solution.bound is not None:
        assert solution.bound <= solution.objective + 1e-9


@pytest.mark.parametrize("name, variant", CASES)
def test_seed_determinism_no_mutation_and_json_round_trip(name, variant, quickstart):
    solver = get_solver(name)
    supported_or_skip(solver, quickstart)
    table_before = quickstart.table.copy()
    codes_before = {a: c.copy() for a, c in quickstart.codes.items()}
    first = solver.solve(quickstart, seed=3)
    second = solver.solve(quickstart, seed=3)
    assert first.objective == second.objective
    assert first.generalized.keys() == second.generalized.keys()
    for attr in first.generalized:
        assert np.array_equal(first.generalized[attr], second.generalized[attr])
    assert np.array_equal(first.suppressed, second.suppressed)
    assert quickstart.table.equals(table_before)
    assert all(np.array_equal(quickstart.codes[a], codes_before[a]) for a in codes_before)
    back = solution_from_dict(json.loads(json.dumps(first.to_dict())))
    assert back.status is first.status and back.objective == first.objective
    assert np.array_equal(back.suppressed, first.suppressed)
    assert all(np.array_equal(back.generalized[a], first.generalized[a]) for a in first.generalized)


@pytest.mark.parametrize("name, variant", CASES)
def test_time_limit_is_respected(name, variant, make_problem):
    solver = get_solver(name)
    problem = make_problem(quickstart_spec(solver) if variant == "plain" else conjunction_spec(solver))
    supported_or_skip(solver, problem)
    start = time.perf_counter()
    solution = solver.solve(problem, time_limit=0.05, seed=0)
    assert time.perf_counter() - start < 0.05 + 2.0  # model building and start-up overhead
    assert solution.status in set(Status)
    if solution.status is Status.OPTIMAL:
        assert objectives_match(solution.bound, solution.objective)


EXACT = [n for n in SOLVERS if get_solver(n).capabilities.exact]


@pytest.mark.parametrize("name", EXACT)
def test_exact_optimum_does_not_improve_as_k_grows(name, make_problem):
    solver = get_solver(name)
    previous = -1.0
    for k in (1, 2, 3, 5, 8, 12, 24):
        spec = quickstart_spec(solver)
        spec["requirements"] = [{"kind": "k-anonymity", "k": k, "suppression": 0.1}]
        problem = make_problem(spec)
        supported_or_skip(solver, problem)
        solution = solver.solve(problem, seed=0)
        assert solution.status is Status.OPTIMAL
        assert solution.objective >= previous - 1e-9
        previous = solution.objective


@pytest.mark.parametrize("name, variant", [c for c in CASES if c[0] in EXACT])
def test_hint_does_not_change_the_optimum(name, variant, quickstart):
    solver = get_solver(name)
    supported_or_skip(solver, quickstart)
    if not solver.capabilities.hints:
        pytest.skip("solver takes no hints")
    plain = solver.solve(quickstart, seed=0)
    # a deliberately poor but complete hint: every attribute at its root
    poor = copy.copy(plain)
    poor.cuts = {a: [quickstart.taxonomies[a].root] for a in quickstart.quasi_identifiers}
    hinted = solver.solve(quickstart, seed=0, hint=poor)
    assert hinted.status is Status.OPTIMAL and objectives_match(hinted.objective, plain.objective)


@pytest.mark.parametrize("name", EXACT)
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(spec=cut_instance(suppression=True))
def test_exact_optimum_equals_brute_force(name, spec, tmp_path):
    solver = get_solver(name)
    spec["generalization"] = next(iter(solver.capabilities.models))
    if spec["generalization"] == "cell":
        return  # cell assignments of 10 rows are too many to enumerate: tests/property/test_cpsat_cell_bruteforce.py
    problem = problem_from_dict(tmp_path, spec)
    if unsupported_reason(solver.capabilities, problem):
        return
    assert_brute_force_optimum(solver, problem, spec)


def assert_brute_force_optimum(solver, problem, spec: dict, verify: bool = False) -> None:
    """The solver's status and objective are the brute-force optimum's (INFEASIBLE when there is none)."""
    expected = brute_force_optimum(spec, problem.model)
    solution = solver.solve(problem, workers=1)
    if expected is None:
        assert solution.status is Status.INFEASIBLE
        return
    assert solution.status is Status.OPTIMAL and abs(solution.objective - float(expected)) < 1e-9
    if verify:
        assert verify_release(problem, publish(problem, solution)).ok


@st.composite
def conjunction_instance(draw) -> dict:
    """A random single-table instance under k-anonymity AND an l-diversity of the sensitive column 's'
    (frequency, distinct or entropy), sharing the instance's suppression budget."""
    spec = draw(cut_instance(suppression=True))
    distinct = len({row[-1] for row in spec["data"]["rows"]})
    kind = draw(st.sampled_from(["l-diversity", "distinct-l-diversity", "entropy-l-diversity"]))
    if distinct < 2:
        kind = "l-diversity"
    l = 1.5 if kind == "entropy-l-diversity" else draw(st.integers(1 if kind == "l-diversity" else 2, max(distinct, 2)))
    assert spec["requirements"][0]["kind"] == "k-anonymity"  # cut_instance's default kind
    spec["requirements"].append({"kind": kind, "l": min(l, distinct)})
    return spec


@pytest.mark.parametrize("name", EXACT)
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(spec=conjunction_instance())
def test_exact_optimum_of_a_conjunction_equals_brute_force(name, spec, tmp_path):
    """Issue 15: k-anonymity AND l-diversity with a budget, proven optimal against enumeration."""
    solver = get_solver(name)
    spec["generalization"] = next(iter(solver.capabilities.models))
    if spec["generalization"] == "cell":
        return  # tests/property/test_cpsat_cell_criteria_bruteforce.py
    problem = problem_from_dict(tmp_path, spec)
    if "single" in solver.capabilities.kinds and "k-anonymity" in solver.capabilities.requirements:
        assert unsupported_reason(solver.capabilities, problem) is None
    else:
        return
    assert_brute_force_optimum(solver, problem, spec, verify=True)


HEURISTICS = [n for n in SOLVERS if not get_solver(n).capabilities.exact]


@pytest.mark.parametrize("name", [n for n in HEURISTICS if n in SINGLE])
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(spec=conjunction_instance())
def test_heuristic_release_of_a_conjunction_is_valid_and_never_beats_the_optimum(name, spec, tmp_path):
    solver = get_solver(name)
    spec["generalization"] = "cut" if "cut" in solver.capabilities.models else sorted(solver.capabilities.models)[0]
    if not solver.capabilities.suppression:  # the same conjunction without its budget (as conjunction_spec)
        for req in spec["requirements"]:
            req.pop("suppression", None)
    problem = problem_from_dict(tmp_path, spec)
    assert unsupported_reason(solver.capabilities, problem) is None
    solution = solver.solve(problem, seed=0)
    expected = brute_force_optimum(spec, "cut") if spec["generalization"] == "cut" else None
    if spec["generalization"] == "cut" and expected is None:
        assert not solution.status.has_solution
        return
    if not solution.status.has_solution:
        return  # a heuristic may fail to find one
    assert verify_release(problem, publish(problem, solution)).ok
    if expected is not None:
        assert solution.objective >= float(expected) - 1e-9


@pytest.mark.parametrize("name", HEURISTICS)
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(spec=cut_instance(suppression=True))
def test_heuristic_never_beats_the_optimum(name, spec, tmp_path):
    """A heuristic's verified release costs at least the brute-force optimum of its model (cut model here;
    the cell-model heuristics are held to their own brute force in tests/property)."""
    solver = get_solver(name)
    spec["generalization"] = sorted(solver.capabilities.models)[0]
    if spec["generalization"] != "cut":
        return
    problem = problem_from_dict(tmp_path, spec)
    if unsupported_reason(solver.capabilities, problem):
        return
    expected = brute_force_optimum(spec, "cut")
    solution = solver.solve(problem, seed=0)
    if expected is None:
        assert not solution.status.has_solution
        return
    assert solution.status is not Status.INFEASIBLE  # a release exists: no claim of a proof otherwise
    if not solution.status.has_solution:
        return  # a heuristic may fail to find one
    assert verify_release(problem, publish(problem, solution)).ok
    assert solution.objective >= float(expected) - 1e-9
    if solution.status is Status.OPTIMAL:
        assert objectives_match(solution.objective, float(expected))


WEIGHTED = [n for n in SOLVERS if get_solver(n).capabilities.weighted]


@pytest.mark.parametrize("name", WEIGHTED)
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(spec=cut_instance(suppression=True, objectives=("LM", "distortion")))
def test_weighted_solver_on_a_tuple_table_gives_the_solution_of_the_records(name, spec, tmp_path):
    """A solver that declares ``weighted`` solves the distinct rows with their counts (the Dask engine's
    problem, rows shuffled) as it solves the records: the same status, objective, cuts and suppression,
    and its release, weighted by the records behind each row, verifies."""
    solver = get_solver(name)
    models = solver.capabilities.models
    spec["generalization"] = "cut" if "cut" in models else sorted(models)[0]
    try:
        expanded, weighted, row_tuple = weighted_pair(tmp_path, spec)
    except SpecError:
        return  # refused at validation: no release can meet it
    if unsupported_reason(solver.capabilities, expanded):
        return
    assert unsupported_reason(solver.capabilities, weighted) is None
    a, b = solver.solve(expanded, seed=0), solver.solve(weighted, seed=0)
    assert a.status is b.status and a.cuts == b.cuts
    if not a.status.has_solution:
        return
    assert objectives_match(a.objective, b.objective)
    assert np.array_equal(a.suppressed, b.suppressed[row_tuple])
    for attr, nodes in a.generalized.items():
        assert np.array_equal(nodes, b.generalized[attr][row_tuple])
    release = publish(weighted, b)
    assert verify_release(weighted, release, weight=weighted.weight[release.index.to_numpy()]).ok


@pytest.mark.parametrize("name", [n for n in SOLVERS if n not in WEIGHTED])
def test_a_solver_that_decides_per_record_refuses_a_tuple_table(name, tmp_path):
    solver = get_solver(name)
    spec = quickstart_spec(solver)
    spec["roles"] = {k: v for k, v in spec["roles"].items() if k != "key"}
    if spec.get("problem", {}).get("kind", "single") != "single":  # refused before any solver sees it
        with pytest.raises(SpecError, match="a tuple table"):
            weighted_pair(tmp_path, spec)
        return
    _, weighted, _ = weighted_pair(tmp_path, spec)
    reason = unsupported_reason(solver.capabilities, weighted)
    assert reason is not None
    with pytest.raises(UnsupportedProblem):
        solver.solve(weighted)


def test_registry_solvers_are_picklable_and_named():
    for name in SOLVERS:
        solver = get_solver(name)
        assert solver.name == name
        pickle.dumps(solver)
