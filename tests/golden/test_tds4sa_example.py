"""tds4sa on Wang & Fung 2006's worked example (Table 1 / Example 1) and Corollary 4.2.

Table 1: T2 (Job, Disease) was published; T1 (K1, Name, Job, Class) is next.
Requirements of specs/examples/wang-fung-table1: (X,Y)-anonymity with X =
{Name, Disease}, Y = {K1, K2} (a key of the join: k-anonymity on X, section
5.4 Case 4), k = 2, and (X,Y)-linkability X = {Name}, Y = {Disease} <= 0.9.

Numbers of the paper checked here (section 1.1, observations (1)-(3)) on the
ungeneralized T1: the {Bob, HIV} group has one record in the join, the
{Alice, Cancer} group four (two of them lossy matches of different persons),
and Alice -> Cancer holds with confidence 100 %.
"""

from __future__ import annotations

import pandas as pd

from seqanon_opt.privacy.xy_privacy import check_xy_anonymity_join, check_xy_linkability_join
from seqanon_opt.problem import build_problem
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.heuristics.tds4sa import Tds4saSolver
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.spec import load_spec
from seqanon_opt.verify import verify_release

from helpers import REPO, problem_from_dict


def table1():
    spec, source = load_spec(REPO / "specs" / "examples" / "wang-fung-table1" / "spec.yaml")
    return build_problem(spec, source)


def test_example1_numbers_on_the_raw_join():
    problem = table1()
    t1 = problem.table[["K1", "Name", "Job", "Class"]].copy()
    t2 = problem.previous[0]
    join = t1.merge(t2, on="Job")
    assert len(join) == 7                                     # 5 true matches + 2 lossy Banker matches
    groups = join.groupby(["Name", "Disease"]).size()
    assert groups[("Bob", "HIV")] == 1 and groups[("Alice", "Cancer")] == 4
    alice = join[join["Name"] == "Alice"]
    assert (alice["Disease"] == "Cancer").mean() == 1.0      # Alice -> Cancer, 100 % confidence
    taxonomies = dict(problem.taxonomies)
    anon = check_xy_anonymity_join(t1, [t2], ("Name", "Disease"), ("K1", "K2"), 2, taxonomies, ())
    link = check_xy_linkability_join(t1, [t2], ("Name",), ("Disease",), 0.9, taxonomies, ())
    assert not anon.satisfied and not link.satisfied


def test_table1_release_satisfies_both_requirements_and_verifies():
    problem = table1()
    solution = Tds4saSolver().solve(problem)
    assert solution.status is Status.FEASIBLE and solution.bound is None
    release = publish(problem, solution)
    verification = verify_release(problem, release)
    assert verification.ok, verification.failures()
    assert list(release.columns) == ["K1", "Name", "Job", "Class"]
    # most general T1: Name = Job = * -> A = 10 (the (*, HIV) group: 5 x 2 pairs), Cancer 3/5
    assert solution.statistics["initial_privacy"] == [10.0, 0.6]
    # one specialization: Name (Job stays *); (Cathy, HIV) has 2 (K1, K2) pairs, Alice -> Cancer 6/10
    assert solution.statistics["specializations"] == ["Name:*"]
    assert solution.statistics["privacy"] == [2.0, 0.6]
    exact = get_solver("cpsat-sequential-cut").solve(problem)
    assert solution.objective >= exact.objective - 1e-9
    assert abs(solution.objective - 5.0) < 1e-9               # the optimum (Name or Job at the root)


def corollary_problem(tmp_path, y):
    pd.DataFrame({"A": ["a1", "a2", "a3"], "S": ["s1", "s2", "s3"]}).to_csv(tmp_path / "prev.csv", index=False)
    spec = {"name": "infeasible", "data": {"columns": ["K", "A", "S"],
                                            "rows": [["1", "a1", "s1"], ["2", "a2", "s2"], ["3", "a3", "s3"]]},
            "roles": {"quasi_identifiers": ["A"], "sensitive": "S"},
            "taxonomies": {"A": {"tree": {"*": ["a1", "a2", "a3"]}}},
            "problem": {"kind": "sequential", "release_attributes": ["K", "A"], "previous": [{"path": "prev.csv"}]},
            "requirements": [{"kind": "xy-anonymity", "x": ["A"], "y": y, "k": 2}], "objective": "LM"}
    return problem_from_dict(tmp_path, spec)


def test_corollary_4_2_infeasible(tmp_path):
    """Y = S in T2, one S per join value, X holds the join attribute: even A = * leaves the
    x = (*, a1) group with one S. Anti-monotone, so INFEASIBLE with the Corollary 4.2 message."""
    problem = corollary_problem(tmp_path, ["S"])
    solution = Tds4saSolver().solve(problem)
    assert solution.status is Status.INFEASIBLE
    assert solution.statistics["anti_monotone"] == [True]
    assert "no release can satisfy xy-anonymity" in solution.message
    assert "even the most generalized T1 violates it (Corollary 4.2" in solution.message
    assert get_solver("cpsat-sequential-cut").solve(problem).status is Status.INFEASIBLE


def test_feasible_counterpart_specializes_to_the_root_only(tmp_path):
    """Y = K (T1's key): the most general T1 has x = (*, a_i) groups of 3 keys, each leaf 1: A = *."""
    problem = corollary_problem(tmp_path, ["K"])
    solution = Tds4saSolver().solve(problem)
    assert solution.status is Status.FEASIBLE
    assert verify_release(problem, publish(problem, solution)).ok
    assert solution.cuts["A"] == [problem.taxonomies["A"].root]
