"""Dynamic tables (Shmueli-Tassa et al., section 6): the separative and unifying approaches.

A table of 8 records was published as T_1 = (age, disease-free columns);
4 records are then added (the table's last rows) and T_2 is computed. The
verifier needs releases of equal length, so a unifying release is judged
against the augmented T_1 (one '*' record per new record), a separative one
part by part: the old records against T_1, the new records alone.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd
import pytest

from seqanon_opt.privacy.linkability import check_k_linkability
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.heuristics.dynamic import (augment_unifying, gamma_delta_of, precondition, split_rows,
                                                    solve_dynamic)
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

AGE = {"*": {"young": ["20", "25"], "old": ["30", "35"]}}
ROWS = [["20", "m", "flu"], ["25", "f", "hiv"], ["30", "m", "flu"], ["35", "f", "cold"],
        ["20", "f", "cold"], ["25", "m", "hiv"], ["30", "f", "flu"], ["35", "m", "cold"]]


def _spec(tmp_path, new_rows, k=2, approach=None):
    rows = ROWS + new_rows
    (tmp_path / "t1.csv").write_text("age,sex\n" + "\n".join(f"{a},{s}" for a, s, _ in ROWS[::-1]) + "\n")
    spec = {"name": "dynamic", "data": {"columns": ["age", "sex", "disease"], "rows": rows},
            "roles": {"quasi_identifiers": ["age", "sex"], "sensitive": "disease"},
            "taxonomies": {"age": {"tree": AGE}}, "generalization": "cell",
            "problem": {"kind": "sequential", "release_attributes": ["age", "disease"],
                        "previous": [{"path": "t1.csv"}]},
            "requirements": [{"kind": "k-linkability", "k": k, "join": "FMJ"}], "objective": "LM"}
    if approach:
        spec["problem"]["dynamic"] = approach
        spec["solver"] = {"name": "two-stage"}
    return spec


NEW = [["20", "m", "hiv"], ["30", "f", "cold"], ["25", "f", "flu"], ["35", "m", "hiv"]]


def test_precondition_and_multiset_levels(make_problem, tmp_path):
    assert gamma_delta_of(["a", "a", "a", "b", "b", "c"]) == (3, 2.0)  # the paper's example in section 4
    problem = make_problem(_spec(tmp_path, NEW))
    old, new = split_rows(problem)
    assert list(new) == [8, 9, 10, 11] and list(old) == list(range(8))
    assert precondition(problem, new) == [{"requirement": "k-linkability", "k": 2, "level": 3, "holds": True}]


def test_augment_unifying_adds_suppressed_records():
    t1 = pd.DataFrame({"age": ["20", "30"], "disease": ["flu", "hiv"]})
    t2 = pd.DataFrame({"age": ["young", "old"]})
    a1, a2 = augment_unifying([t1, t2], ["cold"], "disease")
    assert a1.iloc[-1].tolist() == ["*", "cold"] and a2.iloc[-1].tolist() == ["*"]
    assert len(a1) == len(a2) == 3


@pytest.mark.parametrize("seed", [0, 1])
def test_unifying_release_verifies_against_the_augmented_previous_release(make_problem, tmp_path, seed):
    problem = make_problem(_spec(tmp_path, NEW, approach="unifying"))
    solution = get_solver("two-stage").solve(problem, seed=seed)
    assert solution.status is Status.FEASIBLE
    assert solution.statistics["dynamic"] == "unifying" and solution.statistics["new_records"] == 4
    _, new = split_rows(problem)
    augmented = augment_unifying(problem.previous, problem.table["disease"].to_numpy()[new], "disease")
    verification = verify_release(dataclasses.replace(problem, previous=tuple(augmented)), publish(problem, solution))
    assert verification.ok, verification.failures()


def _separative_checks(problem, solution):
    release = publish(problem, solution)
    old, new = split_rows(problem)
    old_check = check_k_linkability([*problem.previous, release.iloc[old]], problem.table.iloc[old],
                                    ["age", "sex"], "disease", 2, join="FMJ", taxonomies=dict(problem.taxonomies))
    new_check = check_k_linkability([release.iloc[new]], problem.table.iloc[new], ["age", "sex"], "disease", 2,
                                    join="FMJ", taxonomies=dict(problem.taxonomies))
    return old_check, new_check


def test_separative_release_verifies_part_by_part(make_problem, tmp_path):
    problem = make_problem(_spec(tmp_path, NEW, approach="separative"))
    solution = get_solver("two-stage").solve(problem, seed=0)
    assert solution.status is Status.FEASIBLE and solution.statistics["dynamic"] == "separative"
    old_check, new_check = _separative_checks(problem, solution)
    assert old_check.satisfied and new_check.satisfied


def test_separative_costs_at_least_unifying_here(make_problem, tmp_path):
    problem = make_problem(_spec(tmp_path, NEW))
    sep = solve_dynamic(problem, approach="separative", seed=0)
    uni = solve_dynamic(problem, approach="unifying", seed=0)
    assert sep.status is uni.status is Status.FEASIBLE
    assert uni.statistics["loss"] <= sep.statistics["old"]["loss"] + sep.statistics["new"]["loss"] + 1e-9


def test_precondition_failure_is_reported(make_problem, tmp_path):
    same = [["20", "m", "hiv"], ["30", "f", "hiv"]]  # the new records share one sensitive value: γ(A) = 1 < 2
    problem = make_problem(_spec(tmp_path, same))
    sep = solve_dynamic(problem, approach="separative", seed=0)
    assert sep.status is Status.INFEASIBLE and "precondition" in sep.message
    uni = solve_dynamic(problem, approach="unifying", seed=0)
    assert uni.statistics["precondition"][0]["holds"] is False and "precondition" in uni.message


def test_unknown_approach_is_refused(make_problem, tmp_path):
    with pytest.raises(ValueError, match="separative"):
        solve_dynamic(make_problem(_spec(tmp_path, NEW)), approach="mixed")


def test_static_problem_is_unchanged_by_the_dynamic_path(make_problem, tmp_path):
    spec = _spec(tmp_path, [])
    solution = get_solver("two-stage").solve(make_problem(spec), seed=0)
    assert solution.status is Status.FEASIBLE and "dynamic" not in solution.statistics
    assert np.all(solution.suppressed == 0)
