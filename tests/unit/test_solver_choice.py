"""The solver is built once, from the spec's solver section (issue 21): constructor parameters, the
registry as a table the solvers do not import, auto as a policy over its candidates' capabilities."""

from __future__ import annotations

import ast
import collections

import pytest
import yaml

from seqanon_opt.errors import SpecError
from seqanon_opt.pipeline import run
from seqanon_opt.solvers.base import SolverBase
from seqanon_opt.solvers.registry import candidates, get_solver, solver_names

from helpers import REPO, write_spec

QUICKSTART = REPO / "specs" / "quickstart.yaml"


@pytest.fixture
def built(monkeypatch) -> collections.Counter:
    """How many times each solver class is constructed."""
    counts: collections.Counter = collections.Counter()
    original = SolverBase.__init__

    def counting(self, *args, **kwargs):
        counts[type(self).__name__] += 1
        original(self, *args, **kwargs)

    monkeypatch.setattr(SolverBase, "__init__", counting)
    return counts


def test_quickstart_builds_its_solver_once(built):
    result = run(QUICKSTART, out_dir=None)
    assert result.solution.status.has_solution
    assert dict(built) == {"CpSatCutSolver": 1}
    assert get_solver("cpsat-cut").capabilities.supports(result.problem)


def test_auto_builds_each_solver_it_runs_once(built, tmp_path):
    spec = yaml.safe_load(QUICKSTART.read_text())
    spec["solver"] = {"time_limit": 20}
    result = run(write_spec(tmp_path, spec), out_dir=None)
    assert result.solution.solver == "auto"
    assert built["AutoSolver"] == 1 and built["TopDownSolver"] == 1 and built["CpSatCutSolver"] == 1
    assert set(built) == {"AutoSolver", "TopDownSolver", "CpSatCutSolver"}


def test_solvers_take_their_parameters_in_the_constructor():
    solver = get_solver("two-stage", time_limit=5, seed=3, workers=1, options={"stage2": False})
    assert solver.get_params() == {"time_limit": 5.0, "seed": 3, "workers": 1,
                                   "options": {"initial_buckets": 4, "shrink": 4, "max_buckets": 64, "stage2": False}}
    for bad, field in [({"time_limit": -1}, "solver.time_limit"), ({"seed": -1}, "solver.seed"),
                       ({"workers": 0}, "solver.workers"), ({"options": {"shrink": 0}}, "solver.options.shrink"),
                       ({"options": {"depth": 2}}, "solver.options.depth")]:
        with pytest.raises(SpecError) as info:
            get_solver("two-stage", **bad)
        assert info.value.field == field


def test_the_registry_is_an_ordered_table_auto_reads_by_capabilities():
    names = solver_names()
    assert names[-1] == "auto" and len(names) == len(set(names))
    exact = [c.capabilities.exact for c in candidates()]
    assert exact == sorted(exact, reverse=True), "exact solvers first"
    assert names.index("top-down") < names.index("bottom-up")  # auto's preference on a single cut problem


def test_no_solver_module_imports_the_registry():
    """Solvers do not register themselves: the registry lists them (import-linter keeps it acyclic)."""
    package = REPO / "seqanon_opt" / "solvers"
    for path in package.rglob("*.py"):
        if path.name == "registry.py":
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert "registry" not in (node.module or "").split("."), path
                assert all(alias.name != "registry" for alias in node.names), path


def test_no_solver_refuses_inside_its_solve_path():
    """Every refusal is a capability (issue 21): UnsupportedProblem is raised only by the preamble
    (base.check_supported) and by `seqanon compile`'s model export, never by a solver's own code."""
    allowed = {REPO / "seqanon_opt" / "solvers" / "base.py", REPO / "seqanon_opt" / "solvers" / "cpsat" / "export.py"}
    for path in (REPO / "seqanon_opt" / "solvers").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Raise) and node.exc is not None:
                called = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
                name = getattr(called, "id", getattr(called, "attr", None))
                assert name != "UnsupportedProblem" or path in allowed, f"{path}:{node.lineno}"


def test_an_unknown_solver_flag_is_named_as_the_flag(make_problem):
    from seqanon_opt.solver_choice import SolverSettings, choose_solver

    problem = make_problem(yaml.safe_load(QUICKSTART.read_text()))
    with pytest.raises(SpecError) as info:
        choose_solver(problem, SolverSettings("two-stage", options={"stage2": False}), "nosuch")
    assert info.value.field == "--solver" and info.value.value == "nosuch"
