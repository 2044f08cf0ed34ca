"""Top-down specialization (Fung-Wang-Yu 2005; Wang-Fung 2006 section 5) on tables small enough to follow by hand.

Table A (8 records, class Y/N, k = 2, objective class-entropy):

    job       age  class        Job taxonomy: ANY -> White {lawyer, engineer},
    lawyer     30  Y                                  Blue  {driver, mechanic}
    lawyer     32  Y            age: continuous (``intervals: []``), root [30, 52]
    engineer   35  Y
    engineer   38  N
    driver     40  N
    driver     45  N
    mechanic   50  N
    mechanic   52  Y

Ent(4Y4N) = 1; Ent(3Y1N) = Ent(1Y3N) = 0.25*2 + 0.75*log2(4/3) = 0.811278;
Ent(1Y4N) = 0.2*log2(5) + 0.8*log2(1.25) = 0.721928.

Iteration 1, A(QID) = 8 (one group).

* ANY_job -> White (3Y1N, 4 records), Blue (1Y3N, 4 records):
  InfoGain = 1 - 0.811278 = 0.188722; A_v = 4, PrivLoss = 8 - 4 = 4,
  Score = 0.188722 / 5 = 0.037744.
* age [30, 52]: the split points between consecutive values, left side first:
  {30}: 1 - 7/8 Ent(3Y4N) = 0.137925;  {30,32}: 1 - 6/8 Ent(2Y4N) = 0.311278;
  {30,32,35}: 1 - 0 - 5/8 * 0.721928 = 0.548795 (best);  {..38}: 0.188722;
  {..40}: 0.048795;  {..45}: 0;  {..50}: 0.137925.
  So age splits at 38 into [30, 38) (3 records) and [38, 52] (5 records):
  InfoGain = 0.548795, A_v = 3, PrivLoss = 5, Score = 0.548795 / 6 = 0.091466.

Winner: age (0.091466 > 0.037744).

Iteration 2, A(QID) = 3. ANY_job would leave (White, [38, 52]) = {engineer 38},
one record: invalid. [30, 38) holds only Y: InfoGain 0, not beneficial.
[38, 52] (4N then 1Y) splits best at 52 (InfoGain = Ent(1Y4N) = 0.721928),
leaving {52} alone: invalid. Nothing is left: the release has groups
(ANY_job, [30, 38)) and (ANY_job, [38, 52]), class entropy 5/8 * 0.721928 = 0.451205.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from seqanon_opt.metrics import table_loss
from seqanon_opt.problem import refine_taxonomies
from seqanon_opt.release import publish
from seqanon_opt.solution import Status, objectives_match, solution_from_dict
from seqanon_opt.solvers.heuristics.splits import ContinuousAxis
from seqanon_opt.solvers.heuristics.top_down import TopDownSearch, static_gain
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import REPO

ROWS = [["lawyer", 30, "Y"], ["lawyer", 32, "Y"], ["engineer", 35, "Y"], ["engineer", 38, "N"],
        ["driver", 40, "N"], ["driver", 45, "N"], ["mechanic", 50, "N"], ["mechanic", 52, "Y"]]


def ent(*counts: float) -> float:
    total = sum(counts)
    return -sum(c / total * math.log2(c / total) for c in counts if c)


def table_a(objective: str = "class-entropy", k: int = 2) -> dict:
    return {
        "name": "top-down-hand", "data": {"columns": ["job", "age", "class"], "rows": ROWS},
        "roles": {"quasi_identifiers": ["job", "age"], "class": "class"},
        "taxonomies": {"job": {"tree": {"ANY_job": {"White": ["lawyer", "engineer"],
                                                    "Blue": ["driver", "mechanic"]}}},
                       "age": {"intervals": []}},
        "requirements": [{"kind": "k-anonymity", "k": k}], "objective": objective,
        "generalization": "cut", "solver": {"name": "top-down"},
    }


def test_hand_computed_scores_and_first_winner(make_problem):
    problem = make_problem(table_a())
    search = TopDownSearch(problem, 2, ("job", "age"))
    job, age = search.axes
    assert job.gains(np.array([job.root]))[0] == pytest.approx(1 - ent(3, 1))
    assert 1 - ent(3, 1) == pytest.approx(0.188722, abs=1e-6)
    assert isinstance(age, ContinuousAxis)
    split, gain = age.best_split(0, 8, 30.0, 52.0)
    assert age.values[split] == 38 and gain == pytest.approx(1 - 5 / 8 * ent(1, 4))
    assert gain == pytest.approx(0.548795, abs=1e-6)
    j, node, score, a_v = search.winner()
    assert search.attrs[j] == "age" and node == age.root and a_v == 3
    assert score == pytest.approx(0.548795 / 6, abs=1e-6)  # beats job's 0.188722 / 5 = 0.037744
    search.perform(j, node)
    assert search.anonymity == 3
    assert age.label(age.root) == "[30, 52]"
    assert sorted(age.label(v) for v in search.cuts[1]) == ["[30, 38)", "[38, 52]"]
    assert search.winner() is None  # iteration 2: every candidate is invalid or not beneficial


def test_hand_example_solution_release_and_objective(make_problem):
    problem = make_problem(table_a())
    solution = get_solver("top-down").solve(problem, seed=0)
    assert solution.status is Status.FEASIBLE and solution.bound is None
    assert solution.statistics["specializations"] == ["age:[30, 52]"]
    assert solution.statistics["iterations"] == 1 and solution.statistics["distinct_tuples"] == 8
    refined = refine_taxonomies(problem, solution.taxonomies)
    tax = refined.taxonomies["age"]
    assert [tax.labels[v] for v in solution.cuts["age"]] == ["[30, 38)", "[38, 52]"]
    release = publish(refined, solution)
    assert list(release["age"]) == ["[30, 38)"] * 3 + ["[38, 52]"] * 5
    assert set(release["job"]) == {"ANY_job"}
    assert verify_release(refined, release).ok
    assert solution.objective == pytest.approx(5 / 8 * ent(1, 4))
    assert objectives_match(solution.objective, table_loss(refined, solution.generalized,
                                                           solution.suppressed, "class-entropy"))
    back = solution_from_dict(json.loads(json.dumps(solution.to_dict())))
    assert back.taxonomies["age"].labels == tax.labels
    assert np.array_equal(back.taxonomies["age"].bounds, tax.bounds)


def test_k1_specializes_everything_beneficial(make_problem):
    """k = 1: every candidate is valid. After age, A = 3 and both [38, 52] (split at 52, InfoGain
    0.721928, A_v = 1) and ANY_job (0.188722, A_v = 1) have PrivLoss 2: [38, 52] wins with
    0.721928 / 3 = 0.240643 > 0.062907, leaving class-pure groups [30, 38), [38, 52), 52. Job's
    nodes follow: InfoGain is measured on T[v] over the whole table, so it stays > 0."""
    problem = make_problem(table_a(k=1))
    solution = get_solver("top-down").solve(problem)
    assert solution.statistics["specializations"] == ["age:[30, 52]", "age:[38, 52]", "job:ANY_job",
                                                      "job:White", "job:Blue"]
    assert solution.objective == pytest.approx(0.0)
    refined = refine_taxonomies(problem, solution.taxonomies)
    assert verify_release(refined, publish(refined, solution)).ok


def test_distortion_information_gain_is_the_record_count(make_problem):
    """Eq. 3: specializing a categorical v gains |T[v]| units of distortion."""
    problem = make_problem(table_a(objective="distortion"))
    tax = problem.taxonomies["job"]
    gain = static_gain("distortion", tax, problem.codes["job"], np.zeros(8, dtype=np.int64), 1)
    assert gain[tax.node("ANY_job")] == 8 and gain[tax.node("White")] == 4 and gain[tax.node("Blue")] == 4
    # age under distortion, cell loss = width / 22 (a leaf has width 0). Splitting [30, 52] (176 =
    # 8 records x width 22) with l values on the left removes 176 - l * w_left - (8 - l) * w_right:
    #   at 32: 176 - 0 (leaf 30) - 7 * 20 = 36     at 35: 176 - 2 * 5 - 6 * 17 = 64
    #   at 38: 176 - 3 * 8 - 5 * 14 = 82           at 40: 176 - 4 * 10 - 4 * 12 = 88 (best)
    #   at 45: 176 - 5 * 15 - 3 * 7 = 80           at 50: 176 - 6 * 20 - 2 * 2 = 52
    #   at 52: 176 - 7 * 22 - 0 (leaf 52) = 22
    search = TopDownSearch(problem, 2, ("job", "age"))
    age = search.axes[1]
    split, gain = age.best_split(0, 8, 30.0, 52.0)
    assert age.values[split] == 40 and gain == pytest.approx(88 / 22)
    solution = get_solver("top-down").solve(problem)
    refined = refine_taxonomies(problem, solution.taxonomies)
    assert verify_release(refined, publish(refined, solution)).ok
    assert objectives_match(solution.objective, table_loss(refined, solution.generalized,
                                                           solution.suppressed, "distortion"))


def wang_fung_single(k: int) -> dict:
    """Table 1 of Wang-Fung 2006 (specs/examples/wang-fung-table1) as a single release:
    QIs Name and Job with flat taxonomies, class Class."""
    import yaml
    spec = yaml.safe_load((REPO / "specs" / "examples" / "wang-fung-table1" / "spec.yaml").read_text())
    return {"name": "wang-fung-single", "data": spec["data"],
            "roles": {"quasi_identifiers": ["Name", "Job"], "class": "Class"},
            "requirements": [{"kind": "k-anonymity", "k": k}], "objective": "class-entropy",
            "generalization": "cut"}


def test_wang_fung_table1_single_release(make_problem):
    """Classes c1 c1 c2 c3 c4: Ent = 0.4 log2 2.5 + 3 * 0.2 log2 5 = 1.921928.
    Name -> Alice {c1, c1}, Bob {c2, c3}, Cathy {c4}: InfoGain = Ent - 2/5 = 1.521928;
    Job -> Banker {c1, c1}, Clerk, Driver, Engineer: InfoGain = 1.921928 (all pure).
    k = 2: both leave a group of one (Cathy; Clerk): nothing is valid, the release stays at *.
    k = 1: A = 5, A_v = 1 for both; Job wins (1.921928 / 5 > 1.521928 / 5), then Name."""
    problem = make_problem(wang_fung_single(2))
    solution = get_solver("top-down").solve(problem)
    assert solution.status is Status.FEASIBLE and solution.statistics["iterations"] == 0
    release = publish(problem, solution)
    assert verify_release(problem, release).ok
    assert set(release["Name"]) == {"*"} and set(release["Job"]) == {"*"}
    assert solution.objective == pytest.approx(ent(2, 1, 1, 1))
    problem = make_problem(wang_fung_single(1))
    solution = get_solver("top-down").solve(problem)
    assert solution.statistics["specializations"] == ["Job:*", "Name:*"]
    assert solution.objective == pytest.approx(0.0) and solution.taxonomies is None


def test_time_limit_returns_the_current_k_anonymous_table(make_problem):
    problem = make_problem(table_a(k=1))
    solution = get_solver("top-down").solve(problem, time_limit=0.0)
    assert solution.status is Status.FEASIBLE and solution.statistics["stopped"] == "time limit"
    assert solution.statistics["iterations"] == 0
    refined = refine_taxonomies(problem, solution.taxonomies)
    assert verify_release(refined, publish(refined, solution)).ok


def test_fewer_rows_than_k_is_infeasible(make_problem):
    import dataclasses
    from seqanon_opt.requirements import KAnonymity
    problem = make_problem(table_a())
    problem = dataclasses.replace(problem, requirements=(KAnonymity(9, ("job", "age")),))
    solution = get_solver("top-down").solve(problem)
    assert solution.status is Status.INFEASIBLE and "fewer than k" in solution.message


def test_quickstart_without_budget_contract(make_problem):
    """The conformance suite's quickstart carries a 10% suppression budget, which top-down refuses;
    the same checks on the quickstart with the budget removed (age keeps its predetermined
    interval levels: fixed children, so nothing is refined)."""
    import yaml
    spec = yaml.safe_load((REPO / "specs" / "quickstart.yaml").read_text())
    spec["requirements"] = [{"kind": "k-anonymity", "k": 3}]
    problem = make_problem(spec)
    table_before = problem.table.copy()
    codes_before = {a: c.copy() for a, c in problem.codes.items()}
    first = get_solver("top-down").solve(problem, seed=3)
    second = get_solver("top-down").solve(problem, seed=4)
    assert first.status is Status.FEASIBLE and first.taxonomies is None
    assert verify_release(problem, publish(problem, first)).ok
    assert objectives_match(first.objective, table_loss(problem, first.generalized, first.suppressed, "LM"))
    assert first.objective == second.objective and first.statistics == second.statistics
    assert all(np.array_equal(first.generalized[a], second.generalized[a]) for a in first.generalized)
    assert problem.table.equals(table_before)
    assert all(np.array_equal(problem.codes[a], codes_before[a]) for a in codes_before)
