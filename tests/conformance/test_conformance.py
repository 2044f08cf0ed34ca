"""One contract for every registered solver (DESIGN.md, 'The conformance suite'; issue 21).

Parametrised over the registry at collection (a plugin registered with ``-p module`` is included): for
each solver, each check its declared capabilities make applicable (:func:`conformance.checks.applicable`)
runs on random instances drawn inside those capabilities (:mod:`conformance.instances`) until it has
executed -- reached its assertions -- on ``EXECUTIONS`` of them; the test fails when it executed fewer,
naming the solver, the check and the count. The counts go to the terminal summary (a solver x check
table) and to ``conformance-report.txt`` under pytest's base temporary directory.
"""

from __future__ import annotations

import json
import pickle
import time

import pytest
from conformance.checks import CHECKS, Report, applicable
from conformance.instances import ALL_OBJECTIVES, FAMILIES
from hypothesis import HealthCheck, assume, given, settings
from strategies import requirement_drawer

from seqanon_opt.solvers.registry import get_solver, solver_names

EXECUTIONS = 50  # the minimum per solver and applicable check
SOLVERS = solver_names()
CASES = [(name, check) for name in SOLVERS for check in sorted(applicable(get_solver(name).capabilities))]
FAMILY_KINDS = {"personalized", "xy-anonymity", "xy-linkability", "k-linkability", "k-diversity", "l-eligibility"}


@pytest.mark.parametrize("name, check", CASES, ids=[f"{n}-{c}" for n, c in CASES])
def test_check(name, check, tmp_path_factory):
    solver = get_solver(name)
    function, source = CHECKS[check]
    report = Report(name)

    @settings(
        max_examples=EXECUTIONS, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(inst=source(solver.capabilities))
    def run(inst):
        assume(inst is not None)
        function(solver, inst, report)

    start = time.perf_counter()
    run()
    seconds = time.perf_counter() - start
    count = report.counts[check]
    folder = tmp_path_factory.getbasetemp() / "conformance-counts"
    folder.mkdir(exist_ok=True)
    (folder / f"{name}--{check}.json").write_text(
        json.dumps({"solver": name, "check": check, "count": count, "seconds": round(seconds, 2)})
    )
    print(f"{name} {check}: executed {count} times in {seconds:.1f} s")
    assert count >= EXECUTIONS, f"{name}: {check} executed {count} times (fewer than {EXECUTIONS})"


@pytest.mark.parametrize("name", SOLVERS)
def test_every_declared_kind_is_drawn(name):
    """Every requirement kind, problem kind and objective a solver declares is one the instance generators
    draw (a plugin criterion must register a strategy: strategies.register_requirement_strategy)."""
    caps = get_solver(name).capabilities
    undrawn = sorted(k for k in caps.requirements if k not in FAMILY_KINDS and requirement_drawer(k) is None)
    assert not undrawn, f"{name}: no strategy draws {undrawn}"
    assert caps.kinds <= {kind for kind, _ in FAMILIES.values()}, sorted(caps.kinds)
    assert caps.objectives <= set(ALL_OBJECTIVES), sorted(caps.objectives - set(ALL_OBJECTIVES))


@pytest.mark.parametrize("name", SOLVERS)
def test_solver_is_named_and_picklable(name):
    solver = get_solver(name)
    assert solver.name == name
    pickle.loads(pickle.dumps(solver))
