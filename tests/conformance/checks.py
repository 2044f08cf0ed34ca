"""The conformance checks: named ``check_*(solver, instance, report)`` functions (DESIGN.md, 'The
conformance suite'), and :func:`applicable`, which says which of them a solver's declared capabilities
make applicable.

A check records an execution in ``report`` only when it reached its assertions. A path that cannot
reach them (a heuristic without a release, an objective no brute force implements, a problem the
capability conditions reject) calls hypothesis' ``reject()``: the example is not counted, hypothesis
draws another, and the suite's count test fails when fewer than 50 executions remain -- never a silent
return. The brute-force references are tests/reference*.py (the instances say which).
"""

from __future__ import annotations

import dataclasses
import json
import re
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conformance.instances import Instance, instance_in, outside_variants, single_kinds, single_table_in
from helpers import weighted_pair
from hypothesis import reject
from reference_temporal import stream_il
from strategies import TableFacts, infeasible_requirement

from seqanon_opt.errors import PrivacyViolation, SpecError, UnsupportedProblem
from seqanon_opt.metrics import table_loss
from seqanon_opt.release import publish
from seqanon_opt.solution import Solution, Status, objectives_match, solution_from_dict
from seqanon_opt.solvers.base import Capabilities, unsupported_reason
from seqanon_opt.verify import verify_release

TIME_LIMIT = 20.0  # the exact solvers prove these tiny instances optimal in well under a second
_FOLDER = tempfile.TemporaryDirectory()  # one folder per process (the specs are written one at a time)
_PROBLEMS: dict[str, Any] = {}  # instance key -> its problem (or the SpecError), built once per process
_VERDICTS: dict[tuple[str, str], Any] = {}  # (solver, instance key) -> the main release's verdict
_SOLVED: dict[tuple[str, str], Any] = {}  # (solver, instance key) -> Solution or the exception raised
_FACTS = TableFacts(("q0",), 3, ("1", "1", "2"))  # a table for asking which kinds have an infeasible form


@dataclasses.dataclass
class Report:
    """Executions per check (a check counts an instance only when it reached its assertions)."""

    solver: str
    counts: Counter = dataclasses.field(default_factory=Counter)

    def executed(self, check: str) -> None:
        self.counts[check] += 1


def inside(solver, inst: Instance | None):
    """The instance's problem when it is inside the solver's capabilities; otherwise the example is
    rejected (a spec the validator refuses, or a capability condition that rejects it)."""
    if inst is None:
        reject()
    key = inst.key()
    if key not in _PROBLEMS:
        try:
            _PROBLEMS[key] = inst.build(Path(_FOLDER.name))
        except SpecError as exc:
            _PROBLEMS[key] = exc
    problem = _PROBLEMS[key]
    if isinstance(problem, SpecError):
        reject()
    if unsupported_reason(solver.capabilities, problem) is not None:
        reject()
    return problem


def solve(solver, inst: Instance, problem, honest: bool = False) -> Solution:
    """The solver's solution of ``inst`` (seed 0, one worker), solved once per process. A refusal
    (UnsupportedProblem) fails the check; a PrivacyViolation raised instead of a status fails
    check_capabilities_honest (``honest``) and is not counted by the others."""
    key = (solver.name, inst.key())
    if key not in _SOLVED:
        try:
            _SOLVED[key] = solver.solve(problem, time_limit=TIME_LIMIT, seed=0, workers=1)
        except (UnsupportedProblem, PrivacyViolation) as exc:
            _SOLVED[key] = exc
    got = _SOLVED[key]
    if isinstance(got, UnsupportedProblem):
        pytest.fail(f"{solver.name} refused a problem inside its capabilities: {got}\nspec: {json.dumps(inst.spec)}")
    if isinstance(got, PrivacyViolation):
        if not honest:
            reject()  # check_capabilities_honest fails on it; the other checks cannot reach their assertions
        pytest.fail(f"{solver.name} raised instead of returning a status: {got}\nspec: {json.dumps(inst.spec)}")
    return got


def _solve_again(solver, problem, **options) -> Solution:
    """Another solve (seed 0, one worker unless given); a PrivacyViolation raised instead of a status is
    check_capabilities_honest's failure, so here the example is not counted."""
    try:
        return solver.solve(problem, **{"time_limit": TIME_LIMIT, "seed": 0, "workers": 1, **options})
    except PrivacyViolation:
        reject()


def _verified(solver, inst: Instance, problem, solution: Solution) -> bool:
    """The verifier's verdict on the main solution's release (judged once per process)."""
    key = (solver.name, inst.key())
    if key not in _VERDICTS:
        verification = verify_release(problem, publish(problem, solution))
        _VERDICTS[key] = (verification.ok, verification.failures())
    ok, failures = _VERDICTS[key]
    assert ok, failures
    return ok


def _recomputed(problem, inst: Instance, solution: Solution) -> float:
    """The objective recomputed from the release: Eq. (2) of Wang et al. 2010 for IL, else table_loss."""
    if problem.objective == "IL":
        return float(stream_il(inst.spec, solution.suppressed, solution.timestamps))
    return table_loss(problem, solution.generalized, solution.suppressed, problem.objective)


def check_release_verifies(solver, inst: Instance, report: Report) -> None:
    """Shape (solver name, statistics, one suppression flag per row), the verifier's verdict, the objective
    recomputed from the release, and bound <= objective (equal when OPTIMAL)."""
    problem = inside(solver, inst)
    solution = solve(solver, inst, problem)
    if not solution.status.has_solution:
        reject()
    assert solution.solver == solver.name and isinstance(solution.statistics, dict)
    assert solution.objective is not None and solution.generalized is not None
    assert len(solution.suppressed) == problem.n_rows
    assert _verified(solver, inst, problem, solution)
    recomputed = _recomputed(problem, inst, solution)
    assert objectives_match(solution.objective, recomputed, max(inst.tolerance, 1e-6)), (solution.objective, recomputed)
    if solution.status is Status.OPTIMAL:
        assert objectives_match(solution.bound, solution.objective)
    if solution.bound is not None:
        assert solution.bound <= solution.objective + 1e-6
    report.executed("check_release_verifies")


def _same(first: Solution, second: Solution) -> None:
    assert first.status is second.status and first.objective == second.objective
    if first.status.has_solution:
        assert np.array_equal(first.suppressed, second.suppressed)
        assert first.generalized.keys() == second.generalized.keys()
        assert all(np.array_equal(first.generalized[a], second.generalized[a]) for a in first.generalized)
        assert (first.timestamps is None) == (second.timestamps is None)
        if first.timestamps is not None:
            assert list(first.timestamps) == list(second.timestamps)


def check_deterministic_and_pure(solver, inst: Instance, report: Report) -> None:
    """The same seed twice gives the same release; the problem is not mutated; the Solution survives a
    JSON round trip."""
    first = solve(solver, inst, inside(solver, inst))
    problem = inst.build(Path(_FOLDER.name))  # a fresh problem: the shared one may have been solved already
    table_before = problem.table.copy()
    codes_before = {a: np.array(c, copy=True) for a, c in problem.codes.items()}
    second = _solve_again(solver, problem)
    _same(first, second)
    if first.status.has_solution:
        assert publish(problem, first).equals(publish(problem, second))
    assert problem.table.equals(table_before)
    assert all(np.array_equal(problem.codes[a], codes_before[a]) for a in codes_before)
    back = solution_from_dict(json.loads(json.dumps(first.to_dict())))
    _same(first, back)
    report.executed("check_deterministic_and_pure")


def check_time_limit(solver, inst: Instance, report: Report) -> None:
    """A 0.05 s limit returns within ~2 s (model building, start-up) with any status; what it returns holds.
    A slow run is repeated once: a load spike on a shared machine is not a solver that ignores its limit."""
    problem = inside(solver, inst)
    seconds = []
    for _ in range(2):  # a second run only after a slow first one: a solver that ignores its limit is slow twice
        start = time.perf_counter()
        solution = _solve_again(solver, problem, time_limit=0.05)
        seconds.append(time.perf_counter() - start)
        if seconds[-1] < 0.05 + 2.0:
            break
    assert min(seconds) < 0.05 + 2.0, seconds
    assert solution.status in set(Status)
    if solution.status is Status.OPTIMAL:
        assert objectives_match(solution.bound, solution.objective)
    if solution.status.has_solution:
        assert verify_release(problem, publish(problem, solution)).ok
    report.executed("check_time_limit")


def _optimum(inst: Instance, problem):
    if inst.reference is None:
        reject()  # no brute force implements this objective (or budget): not counted
    return inst.optimum(problem)


def check_exact_optimum(solver, inst: Instance, report: Report) -> None:
    """An exact solver's status and objective are the brute-force optimum's (INFEASIBLE when none exists)."""
    problem = inside(solver, inst)
    expected = _optimum(inst, problem)
    solution = solve(solver, inst, problem)
    if expected is None:
        assert solution.status is Status.INFEASIBLE, (solution.status, solution.objective)
    else:
        assert solution.status is Status.OPTIMAL, (solution.status, solution.message, float(expected))
        assert abs(solution.objective - float(expected)) <= inst.tolerance, (solution.objective, float(expected))
    report.executed("check_exact_optimum")


def check_never_below_optimum(solver, inst: Instance, report: Report) -> None:
    """A heuristic's verified release never costs less than the brute-force optimum; no release (and no
    INFEASIBLE claim unless none exists) when there is none."""
    problem = inside(solver, inst)
    expected = _optimum(inst, problem)
    solution = solve(solver, inst, problem)
    if expected is None:
        assert not solution.status.has_solution, (solution.status, solution.objective)
    else:
        assert solution.status is not Status.INFEASIBLE, solution.message  # a release exists
        if solution.status.has_solution:
            assert _verified(solver, inst, problem, solution)
            assert solution.objective >= float(expected) - inst.tolerance, (solution.objective, float(expected))
            if solution.status is Status.OPTIMAL:
                assert abs(solution.objective - float(expected)) <= inst.tolerance
    report.executed("check_never_below_optimum")


def check_infeasible(solver, inst: Instance, report: Report) -> None:
    """On a generated instance with no valid release: exact -> INFEASIBLE, heuristic -> no release (so
    never a release the verifier refuses). The brute force confirms that none exists."""
    problem = inside(solver, inst)
    if inst.reference is not None:
        assert inst.optimum(problem) is None, "the generator drew a feasible instance"
    solution = solve(solver, inst, problem)
    if solver.capabilities.exact:
        assert solution.status is Status.INFEASIBLE, (solution.status, solution.objective)
    assert not solution.status.has_solution, (solution.status, solution.objective)
    report.executed("check_infeasible")


def check_capabilities_honest(solver, inst: Instance, report: Report) -> None:
    """A problem inside the declared capabilities (kinds, models, requirements, objectives, conditions) is
    solved or reported infeasible, never refused with UnsupportedProblem."""
    problem = inside(solver, inst)
    solution = solve(solver, inst, problem, honest=True)  # fails on UnsupportedProblem or PrivacyViolation
    assert solution.status in set(Status)
    report.executed("check_capabilities_honest")


def check_refuses_outside(solver, inst: Instance, report: Report) -> None:
    """A problem outside the capabilities raises UnsupportedProblem, naming the solver, within 0.5 s."""
    for variant in outside_variants(inst, solver.capabilities):
        try:
            problem = variant.build(Path(_FOLDER.name))
        except SpecError:
            continue
        if unsupported_reason(solver.capabilities, problem) is None:
            continue
        start = time.perf_counter()
        with pytest.raises(UnsupportedProblem, match=re.escape(solver.name)):
            solver.solve(problem, time_limit=TIME_LIMIT, seed=0, workers=1)
        assert time.perf_counter() - start < 0.5
        report.executed("check_refuses_outside")
        return
    reject()  # no perturbation of this instance leaves the capabilities


def _poor_hint(problem) -> Solution:
    """A deliberately poor but complete hint: every QI at its root, no row suppressed."""
    roots = {a: problem.taxonomies[a].root for a in problem.quasi_identifiers if a in problem.taxonomies}
    return Solution(
        "hint",
        Status.FEASIBLE,
        generalized={a: np.full(problem.n_rows, r) for a, r in roots.items()},
        suppressed=np.zeros(problem.n_rows, dtype=bool),
        cuts={a: [r] for a, r in roots.items()},
    )


def check_hint(solver, inst: Instance, report: Report) -> None:
    """A poor hint does not change an exact solver's status or optimum."""
    problem = inside(solver, inst)
    plain = solve(solver, inst, problem)
    hinted = _solve_again(solver, problem, hint=_poor_hint(problem))
    assert hinted.status is plain.status, (hinted.status, plain.status)
    if plain.status is Status.OPTIMAL:
        assert objectives_match(hinted.objective, plain.objective)
    report.executed("check_hint")


def _pair(inst: Instance, caps: Capabilities):
    spec = json.loads(json.dumps(inst.spec))
    folder = Path(tempfile.mkdtemp(dir=_FOLDER.name))
    try:
        return spec, weighted_pair(folder, spec)
    except SpecError:
        reject()  # refused at validation (no release can meet it)


def check_weighted(solver, inst: Instance, report: Report) -> None:
    """A solver declaring ``weighted`` solves the distinct rows with their counts (the Dask engine's problem,
    rows shuffled) as it solves the records: same status, objective, cuts and suppression; the weighted
    release verifies."""
    caps = solver.capabilities
    objective = next((o for o in ("LM", "distortion") if o in caps.objectives), None)
    if objective is None:
        reject()
    inst = dataclasses.replace(inst, spec={**inst.spec, "objective": objective})
    _, (expanded, weighted, row_tuple) = _pair(inst, caps)
    if unsupported_reason(caps, expanded) is not None:
        reject()
    if unsupported_reason(caps, weighted) is not None:
        # a capability condition refuses this tuple table (auto: no candidate it would run counts by weight,
        # e.g. the cell model): refused before any work, and not counted
        with pytest.raises(UnsupportedProblem):
            solver.solve(weighted, time_limit=TIME_LIMIT, seed=0, workers=1)
        reject()
    a, b = _solve_again(solver, expanded), _solve_again(solver, weighted)
    assert a.status is b.status and a.cuts == b.cuts
    if a.status.has_solution:
        assert objectives_match(a.objective, b.objective)
        assert np.array_equal(a.suppressed, b.suppressed[row_tuple])
        for attr, nodes in a.generalized.items():
            assert np.array_equal(nodes, b.generalized[attr][row_tuple])
        release = publish(weighted, b)
        assert verify_release(weighted, release, weight=weighted.weight[release.index.to_numpy()]).ok
    report.executed("check_weighted")


def check_refuses_tuple_table(solver, inst: Instance, report: Report) -> None:
    """A solver that decides per record (not ``weighted``) refuses a tuple table before any work."""
    _, (_, weighted, _) = _pair(inst, solver.capabilities)
    assert unsupported_reason(solver.capabilities, weighted) is not None
    with pytest.raises(UnsupportedProblem):
        solver.solve(weighted, time_limit=TIME_LIMIT, seed=0, workers=1)
    report.executed("check_refuses_tuple_table")


def _main(caps: Capabilities):
    return instance_in(caps)


CHECKS: dict[str, tuple[Callable, Callable]] = {  # name -> (check, strategy of its instances given the caps)
    "check_release_verifies": (check_release_verifies, _main),
    "check_deterministic_and_pure": (check_deterministic_and_pure, _main),
    "check_time_limit": (check_time_limit, _main),
    "check_exact_optimum": (check_exact_optimum, _main),
    "check_never_below_optimum": (check_never_below_optimum, _main),
    "check_infeasible": (check_infeasible, lambda caps: instance_in(caps, infeasible=True)),
    "check_capabilities_honest": (check_capabilities_honest, _main),
    "check_refuses_outside": (check_refuses_outside, _main),
    "check_hint": (check_hint, _main),
    "check_weighted": (check_weighted, single_table_in),
    "check_refuses_tuple_table": (check_refuses_tuple_table, single_table_in),
}


def can_be_infeasible(caps: Capabilities) -> bool:
    """Whether the instance generators have an infeasible instance inside the caps (a temporal stream
    never is: suppressing every record is a release)."""
    facts_kinds = [k for k in single_kinds(caps) if infeasible_requirement(k, _FACTS) is not None]
    single = (
        "single" in caps.kinds
        and bool(caps.models & {"cut", "full-domain", "cell"})
        and (bool(facts_kinds) or ("personalized" in caps.requirements and bool(caps.models & {"cut", "cell"})))
    )
    sequential = "sequential" in caps.kinds and (
        ("cut" in caps.models and bool(caps.requirements & {"xy-anonymity", "xy-linkability"}))
        or ("cell" in caps.models and "k-linkability" in caps.requirements)
    )
    return single or sequential


def applicable(caps: Capabilities) -> set[str]:
    """The checks a solver's declared capabilities make applicable."""
    out = {
        "check_release_verifies",
        "check_deterministic_and_pure",
        "check_time_limit",
        "check_capabilities_honest",
        "check_refuses_outside",
    }
    out.add("check_exact_optimum" if caps.exact else "check_never_below_optimum")
    if can_be_infeasible(caps):
        out.add("check_infeasible")
    if caps.exact and caps.hints:
        out.add("check_hint")
    out.add("check_weighted" if caps.weighted and "single" in caps.kinds else "check_refuses_tuple_table")
    return out
