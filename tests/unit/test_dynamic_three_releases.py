"""A dynamic table over three releases (Shmueli-Tassa et al. section 6, Figures 6, 7 and 16(b)).

T_1 = (age, sex) of the first 8 records is published as it is; 4 records are
added and T_2 = (sex, disease) of 12 records is computed by the two-stage
solver's dynamic approach; 4 more are added and T_3 = (age, disease) of all 16
records is computed against T_1 and T_2's *published* release. The previous
releases therefore hold 8 and 12 records: release j held the table's first
len(T_j) records. The separative approach runs three sequential releases, one
per cohort; the unifying one augments T_1 with 8 and T_2 with 4 suppressed
records. Each T_3 is checked by the verifier and, independently here, by the
privacy checker on the cohorts or the augmented releases written out by hand.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd
import pytest

from seqanon_opt.privacy.linkability import check_k_linkability
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.heuristics.dynamic import arrival_cohorts, split_rows
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

AGE = {"*": {"young": ["20", "25"], "old": ["30", "35"]}}
SEX = {"*": ["m", "f"]}
ROWS = [["20", "m", "flu"], ["25", "f", "hiv"], ["30", "m", "flu"], ["35", "f", "cold"],
        ["20", "f", "cold"], ["25", "m", "hiv"], ["30", "f", "flu"], ["35", "m", "cold"],
        ["20", "m", "hiv"], ["30", "f", "cold"], ["25", "f", "flu"], ["35", "m", "hiv"],
        ["25", "m", "cold"], ["35", "f", "flu"], ["20", "f", "hiv"], ["30", "m", "cold"]]
QIS = ["age", "sex"]


def _spec(n, release, previous, approach, join="KMJ", k=2):
    return {"name": "dynamic-3", "data": {"columns": ["age", "sex", "disease"], "rows": ROWS[:n]},
            "roles": {"quasi_identifiers": QIS, "sensitive": "disease"},
            "taxonomies": {"age": {"tree": AGE}, "sex": {"tree": SEX}}, "generalization": "cell",
            "problem": {"kind": "sequential", "release_attributes": release, "previous": previous,
                        "dynamic": approach},
            "requirements": [{"kind": "k-linkability", "k": k, "join": join}], "objective": "LM",
            "solver": {"name": "two-stage"}}


def _chain(make_problem, tmp_path, approach, seed, k=2):
    """(T_3's problem, its solution): T_2 computed and published first, then read back as a file."""
    t1 = {"from_table": ["age", "sex"], "rows": 8}
    second = make_problem(_spec(12, ["sex", "disease"], [t1], approach, join="FMJ", k=k))
    solution = get_solver("two-stage").solve(second, seed=seed)
    assert solution.status is Status.FEASIBLE, solution.message
    release = publish(second, solution)
    assert verify_release(second, release).ok
    release.to_csv(tmp_path / "t2.csv", index=False)
    third = make_problem(_spec(16, ["age", "disease"], [t1, {"path": "t2.csv"}], approach, k=k))
    return third, get_solver("two-stage").solve(third, seed=seed)


def _judge(problem, previous, release, table):
    k = problem.requirements[0].k
    return check_k_linkability([*previous, release], table, QIS, "disease", k, join="KMJ",
                               taxonomies=dict(problem.taxonomies)).satisfied


def _cohorts_hold(problem, release):
    """The separative approach judged by hand: records 0-7 with T_1 and T_2, 8-11 with T_2, 12-15 alone."""
    t1, t2 = problem.previous
    table = problem.table.reset_index(drop=True)
    parts = [([t1, t2.iloc[:8]], range(8)), ([t2.iloc[8:]], range(8, 12)), ([], range(12, 16))]
    return all(_judge(problem, [p.reset_index(drop=True) for p in prev], release.iloc[list(rows)].reset_index(drop=True),
                      table.iloc[list(rows)].reset_index(drop=True)) for prev, rows in parts)


def _augmented_holds(problem, release):
    """The unifying approach judged by hand: T_1 and T_2 padded with (*, s) / (*, *) records."""
    t1, t2 = problem.previous
    disease = problem.table["disease"].astype(str).tolist()
    pad1 = pd.DataFrame({"age": ["*"] * 8, "sex": ["*"] * 8})  # T_1 does not publish the disease
    pad2 = pd.DataFrame({"sex": ["*"] * 4, "disease": disease[12:]})
    a1 = pd.concat([t1.astype(object), pad1], ignore_index=True)
    a2 = pd.concat([t2.astype(object), pad2], ignore_index=True)
    return _judge(problem, [a1, a2], release.reset_index(drop=True), problem.table.reset_index(drop=True))


def test_cohorts_follow_the_release_lengths(make_problem, tmp_path):
    third, _ = _chain(make_problem, tmp_path, "separative", 0)
    cohorts = arrival_cohorts(third)
    assert [list(c.rows) for c in cohorts] == [list(range(8)), list(range(8, 12)), list(range(12, 16))]
    assert [tuple(j for j, _ in c.held) for c in cohorts] == [(0, 1), (1,), ()]
    old, new = split_rows(third)
    assert list(new) == [12, 13, 14, 15] and list(old) == list(range(12))


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("approach", ["separative", "unifying"])
def test_third_release_verifies_and_holds_by_hand(make_problem, tmp_path, approach, seed):
    third, solution = _chain(make_problem, tmp_path, approach, seed)
    assert solution.status is Status.FEASIBLE, solution.message
    assert solution.statistics["dynamic"] == approach and solution.statistics["new_records"] == 4
    release = publish(third, solution)
    verification = verify_release(third, release)
    assert verification.ok, verification.failures()
    by_hand = _cohorts_hold if approach == "separative" else _augmented_holds
    assert by_hand(third, release.sort_index())
    shuffled = release.sample(frac=1.0, random_state=seed)  # the verdict is on content, not row order
    assert verify_release(third, shuffled).ok


@pytest.mark.parametrize("approach", ["separative", "unifying"])
def test_ungeneralized_third_release_is_refused(make_problem, tmp_path, approach):
    """T_3 published as it is links some record to fewer than 3 diseases: the verifier must say so."""
    third, _ = _chain(make_problem, tmp_path, approach, 0, k=3)
    raw = third.table[["age", "disease"]].astype(str).reset_index(drop=True)
    by_hand = _cohorts_hold if approach == "separative" else _augmented_holds
    assert not by_hand(third, raw)
    assert not verify_release(third, raw).ok


UP = {"20": "young", "25": "young", "30": "old", "35": "old", "young": "*", "old": "*", "*": "*"}


def _perturbed(third, solution, seed, n):
    """The solver's T_3 with random ages taken one level up (30 %) or back to the table's value (5 %)."""
    base = publish(third, solution).sort_index()
    raw = third.table["age"].astype(str).to_numpy()
    rng = np.random.default_rng(seed)
    for _ in range(n):
        ages = base["age"].astype(str).to_numpy().copy()
        up = rng.random(len(ages)) < 0.3
        ages[up] = [UP[a] for a in ages[up]]
        down = rng.random(len(ages)) < 0.05
        ages[down] = raw[down]
        yield pd.DataFrame({"age": ages, "disease": base["disease"].astype(str).to_numpy()})


def test_random_releases_verdict_matches_the_hand_check_for_unifying(make_problem, tmp_path):
    """Unifying: the verdict is that on the augmented sequence, whatever the matching."""
    third, solution = _chain(make_problem, tmp_path, "unifying", 0, k=3)
    verdicts = []
    for release in _perturbed(third, solution, 7, 40):
        expected = _augmented_holds(third, release)
        assert verify_release(third, release).ok == expected
        verdicts.append(expected)
    assert set(verdicts) == {True, False}  # both outcomes were exercised


def test_random_releases_that_hold_by_cohort_verify_for_separative(make_problem, tmp_path):
    """Separative: which rows are which cohort's is not published, so the verifier looks for a matching on
    which every cohort holds; the rows in record order are one candidate, so holding on it must pass."""
    third, solution = _chain(make_problem, tmp_path, "separative", 0, k=3)
    verdicts = []
    for release in _perturbed(third, solution, 11, 12):
        by_hand = _cohorts_hold(third, release)
        ok = verify_release(third, release).ok
        assert ok or not by_hand
        verdicts.append((by_hand, ok))
    assert {ok for _, ok in verdicts} == {True, False} and any(by_hand for by_hand, _ in verdicts)


def test_shrinking_releases_are_refused(make_problem, tmp_path):
    from seqanon_opt.errors import SpecError
    spec = _spec(16, ["age", "disease"], [{"from_table": ["age", "sex"], "rows": 12},
                                          {"from_table": ["sex"], "rows": 8}], "unifying")
    with pytest.raises(SpecError, match="at least as many records as the one before"):
        make_problem(spec)


def test_new_records_option_needs_releases_of_equal_length(make_problem, tmp_path):
    from seqanon_opt.errors import SpecError
    spec = _spec(16, ["age", "disease"], [{"from_table": ["age", "sex"], "rows": 8},
                                          {"from_table": ["sex"], "rows": 12}], "unifying")
    spec["problem"]["new_records"] = [12, 13, 14, 15]
    with pytest.raises(SpecError, match="equal length"):
        make_problem(spec)


def test_verifier_and_solver_agree_on_the_cohorts_with_listed_new_records(make_problem, tmp_path):
    """Releases of equal length and new_records listing the added rows: two cohorts, as before."""
    spec = _spec(12, ["age", "disease"], [{"from_table": ["age", "sex"], "rows": 8}], "separative", join="FMJ")
    spec["problem"]["new_records"] = [0, 3, 5, 9]
    problem = make_problem(spec)
    cohorts = arrival_cohorts(problem, [0, 3, 5, 9])
    assert [list(c.rows) for c in cohorts] == [[1, 2, 4, 6, 7, 8, 10, 11], [0, 3, 5, 9]]
    solution = get_solver("two-stage").solve(problem, seed=0)
    if solution.status is Status.FEASIBLE:
        assert verify_release(problem, publish(problem, solution)).ok
    else:
        assert "separative" in solution.message
    assert dataclasses.replace(problem).previous[0].shape == (8, 2)


def _cohorts_hold_alone(problem, release):
    """Each cohort judged without the earlier releases that held it (what the separative check must not do)."""
    table = problem.table.reset_index(drop=True)
    return all(_judge(problem, [], release.iloc[list(rows)].reset_index(drop=True),
                      table.iloc[list(rows)].reset_index(drop=True))
               for rows in (range(8), range(8, 12), range(12, 16)))


def test_the_separative_verdict_joins_each_cohort_with_the_releases_that_held_it(make_problem, tmp_path):
    """A release whose cohorts each hold on their own, but not joined with T_1 and T_2, is refused."""
    third, solution = _chain(make_problem, tmp_path, "separative", 0, k=3)
    telling = [r for r in _perturbed(third, solution, 0, 30)
               if _cohorts_hold_alone(third, r) and not _cohorts_hold(third, r)]
    assert telling  # the earlier releases decide at least one of these releases
    for release in telling:
        assert not verify_release(third, release).ok
