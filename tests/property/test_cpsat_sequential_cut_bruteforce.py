"""cpsat-sequential-cut equals brute-force enumeration of every cut of the release.

Random tiny sequential problems (Wang & Fung 2006): an underlying table of at
most 6 rows; one previous release T2 on the join attribute A (plus sometimes a
previous-only attribute P and/or the sensitive S), generalized by a random cut
(sometimes with a dangling record); the release T1 on A (plus sometimes B,
both with taxonomies of height <= 2, and S or the key K when Y needs them).
X holds T1's generalized attributes with the join attribute (all copies) or,
to exercise the plain no-goods, only B; Y is the key K, S, or K and S
(spanning both releases when S is in T2: again plain no-goods).

The reference enumerates every cut combination of T1 from the nested trees
written in the test, builds T1's labels itself, judges each candidate with the
independent verifier (check_xy_anonymity_join / check_xy_linkability_join) and
sums LM with exact fractions. The solver's optimum must equal the reference's,
and its release must pass the verifier.
"""

from __future__ import annotations

import importlib
import tempfile
from pathlib import Path

import pandas as pd
from hypothesis import HealthCheck, given, settings

from seqanon_opt.solution import Status

from helpers import REPO, problem_from_dict
from reference_sequential import brute_force_sequential_cut as brute_force
from reference_sequential import holds
from strategies import sequential_cut_instance as instances
from strategies import sequential_cut_spec

seq = importlib.import_module("seqanon_opt.solvers.cpsat.sequential_cut")

def build(tmp: Path, inst: dict):
    spec, files = sequential_cut_spec(inst)
    for name, text in files.items():
        (tmp / name).write_text(text)
    return problem_from_dict(tmp, spec)


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(inst=instances())
def test_optimum_equals_brute_force(inst):
    with tempfile.TemporaryDirectory() as tmp:
        problem = build(Path(tmp), inst)
        expected = brute_force(problem, inst)
        solution = seq.CpSatSequentialCutSolver().solve(problem)
    if expected is None:
        assert solution.status is Status.INFEASIBLE, solution
        return
    assert solution.status is Status.OPTIMAL, solution
    assert abs(solution.objective - float(expected)) < 1e-9, (solution.objective, expected, solution.statistics)
    release = seq.release_frame(problem, solution.cuts)
    assert holds(problem, release)


def test_wang_fung_table1_golden():
    """By hand: Name and Job have flat taxonomies (3 and 4 leaves, LM 1 per generalized cell).
    Leaves everywhere publishes Alice -> Cancer with confidence 1 (linkability fails). Name = *
    alone (Job kept) costs 5 and satisfies both: the (Name, Disease) groups get 5 and 2 distinct
    (K1, K2) pairs, Cancer's confidence is 5/7; Job = * alone costs 5 and satisfies both too
    (smallest group (Cathy, HIV) has 2 pairs; Alice -> Cancer 6/10). Both at the root costs 10.
    So the optimum is 5."""
    from seqanon_opt.problem import build_problem
    from seqanon_opt.spec import load_spec
    spec, source = load_spec(REPO / "specs" / "examples" / "wang-fung-table1" / "spec.yaml")
    problem = build_problem(spec, source)
    solution = seq.CpSatSequentialCutSolver().solve(problem)
    assert solution.status is Status.OPTIMAL
    assert abs(solution.objective - 5.0) < 1e-9
    release = seq.release_frame(problem, solution.cuts)
    assert list(release.columns) == ["K1", "Name", "Job", "Class"]
    assert holds(problem, release)
    leaves = {a: [int(v) for v in problem.taxonomies[a].leaves] for a in ("Name", "Job")}
    assert not holds(problem, seq.release_frame(problem, leaves))


def test_infeasible_when_the_most_generalized_release_violates(tmp_path):
    """Corollary 4.2: Y = S in T2 with one sensitive value per join value and X holding the join
    attribute: even A = * leaves a(x) = 1 distinct S for the x = (*, a1) group."""
    pd.DataFrame({"A": ["a1", "a2", "a3"], "S": ["s1", "s2", "s3"]}).to_csv(tmp_path / "prev.csv", index=False)
    spec = {"name": "infeasible", "data": {"columns": ["K", "A", "S"],
                                            "rows": [["1", "a1", "s1"], ["2", "a2", "s2"], ["3", "a3", "s3"]]},
            "roles": {"quasi_identifiers": ["A"], "sensitive": "S"},
            "taxonomies": {"A": {"tree": {"*": ["a1", "a2", "a3"]}}},
            "problem": {"kind": "sequential", "release_attributes": ["K", "A"], "previous": [{"path": "prev.csv"}]},
            "requirements": [{"kind": "xy-anonymity", "x": ["A"], "y": ["S"], "k": 2}]}
    problem = problem_from_dict(tmp_path, spec)
    solution = seq.CpSatSequentialCutSolver().solve(problem)
    assert solution.status is Status.INFEASIBLE
    assert solution.statistics["anti_monotone"] == [True]
    assert solution.statistics["rounds"] <= 1
