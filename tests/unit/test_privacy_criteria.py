"""The verifier's checkers of l-diversity (four variants), t-closeness (three distances), delta-disclosure and
beta-likeness on hand-computed releases: Li et al. 2007's own examples, exact boundaries, suppression budgets,
and a conjunction judged by verify_release."""

from __future__ import annotations

import dataclasses
import math
from itertools import product

import numpy as np
import pandas as pd
import pytest
from scipy.optimize import linprog

from seqanon_opt.data.taxonomy import lca, taxonomy_from_nested
from seqanon_opt.privacy import (
    check_beta_likeness,
    check_delta_disclosure,
    check_l_diversity,
    check_t_closeness,
)
from seqanon_opt.privacy.distribution_checks import node_heights
from seqanon_opt.requirements import BetaLikeness, DeltaDisclosure, LDiversity, TCloseness
from seqanon_opt.verify import verify_release

from helpers import problem_from_dict

# ------------------------------------------------------------------ Li, Li, Venkatasubramanian 2007, Table 3
SALARY = ["3K", "4K", "5K", "6K", "11K", "8K", "7K", "9K", "10K"]
DISEASE = ["gastric ulcer", "gastritis", "stomach cancer", "gastritis", "flu", "bronchitis", "bronchitis",
           "pneumonia", "stomach cancer"]
DISEASE_TREE = {"respiratory&digestive system diseases": {
    "respiratory system diseases": {"respiratory infection": ["flu", "pneumonia", "bronchitis"],
                                    "vascular lung diseases": ["pulmonary edema", "pulmonary embolism"]},
    "digestive system diseases": {"stomach diseases": ["gastric ulcer", "gastritis", "stomach cancer"],
                                  "colon diseases": ["colitis", "colon cancer"]}}}


def salaries(values: list[str]) -> pd.Series:
    return pd.Series([v.replace("K", "000") for v in values])


def one_group(values: list[str], sensitive: str = "s") -> pd.DataFrame:
    return pd.DataFrame({"z": ["g"] * len(values), sensitive: values})


def test_li_et_al_ordered_distance_examples():
    """Section 4.2: Q uniform on {3k, ..., 11k}; P1 = {3k, 4k, 5k} is at 0.375, P2 = {6k, 8k, 11k} at 0.167."""
    q = salaries(SALARY)
    for group, expected in ((["3K", "4K", "5K"], 0.375), (["6K", "8K", "11K"], 1 / 6)):
        release = one_group(list(salaries(group)))
        check = check_t_closeness(release, TCloseness(0.2, ("z",), "s", "ordered", 6), q)
        assert check.achieved == pytest.approx(expected, abs=1e-12)
        assert check.satisfied == (expected <= 0.2)


def test_ordered_distance_sorts_numerically_not_as_text():
    """'10' < '9' as text; numerically the group {9, 10} is adjacent to {1, 2} only through 9."""
    q = pd.Series(["1", "2", "9", "10"])
    check = check_t_closeness(one_group(["9", "10"]), TCloseness(0.5, ("z",), "s", "ordered", 2), q)
    # p - q in numeric order: (-1/4, -1/4, 1/4, 1/4); cumulative -1/4, -1/2, -1/4, 0 -> 1 / 3
    assert check.achieved == pytest.approx(1 / 3)


def test_li_et_al_disease_hierarchy():
    """The hierarchical distance on the disease taxonomy of Li et al. (Figure 2; every leaf at depth 3, H = 3).

    P1 = {gastric ulcer, gastritis, stomach cancer}: all 4/9 of surplus sits under 'digestive' and must
    cross the root (distance 1): EMD = 4/9. P2 = {gastric ulcer, stomach cancer, pneumonia}: within
    'stomach diseases' 2/9 moves at 1/3, within 'respiratory infection' 2/9 at 1/3, 1/9 across the root:
    2/27 + 2/27 + 3/27 = 7/27. (The paper quotes 0.5 and 0.278; neither its formula nor the transportation
    LP below reproduces those numbers on Table 3, while both give 4/9 and 7/27.)
    """
    tax = taxonomy_from_nested("disease", DISEASE_TREE)
    q = pd.Series(DISEASE)
    for group, expected in ((["gastric ulcer", "gastritis", "stomach cancer"], 4 / 9),
                            (["gastric ulcer", "stomach cancer", "pneumonia"], 7 / 27),
                            (["gastritis", "flu", "bronchitis"], 8 / 27),
                            (["gastritis", "bronchitis", "stomach cancer"], 5 / 27)):
        check = check_t_closeness(one_group(group), TCloseness(0.3, ("z",), "s", "hierarchical", 6), q, tax)
        assert check.achieved == pytest.approx(expected, abs=1e-12)
        assert check.achieved == pytest.approx(lp_emd(distribution(group, tax), distribution(DISEASE, tax),
                                                      hierarchical_ground(tax)), abs=1e-7)
    # Table 4's three groups: the release is 8/27-close (its worst group: gastritis, flu, bronchitis)
    release = pd.DataFrame({"z": ["a", "b", "c"] * 3, "s": [DISEASE[i] for i in (0, 3, 1, 2, 4, 6, 7, 5, 8)]})
    check = check_t_closeness(release, TCloseness(0.3, ("z",), "s", "hierarchical"), q, tax)
    assert check.satisfied and check.achieved == pytest.approx(8 / 27)
    check = check_t_closeness(release, TCloseness(0.29, ("z",), "s", "hierarchical"), q, tax)
    assert not check.satisfied and [w["values"] for w in check.worst_groups] == [{"z": "b"}]


# ------------------------------------------------------------------ the formulas are the EMD (transportation LP)
def distribution(values: list[str], tax) -> np.ndarray:
    out = np.zeros(tax.n_nodes)
    for v in values:
        out[tax.index[v]] += 1 / len(values)
    return out[tax.leaves]


def hierarchical_ground(tax) -> np.ndarray:
    height = node_heights(tax)
    leaves = [int(v) for v in tax.leaves]
    return np.array([[height[lca(tax, a, b)] / height[tax.root] for b in leaves] for a in leaves])


def lp_emd(p: np.ndarray, q: np.ndarray, ground: np.ndarray) -> float:
    """min sum d_ij f_ij over flows f >= 0 with row sums p and column sums q."""
    m = len(p)
    rows = [np.kron(np.eye(m)[i], np.ones(m)) for i in range(m)] + [np.kron(np.ones(m), np.eye(m)[j])
                                                                       for j in range(m)]
    result = linprog(ground.reshape(-1), A_eq=np.array(rows), b_eq=np.r_[p, q], bounds=(0, None), method="highs")
    assert result.success
    return float(result.fun)


UNBALANCED = {"*": ["a", {"n1": ["b", {"n2": ["c", "d", {"n3": ["e", "f"]}]}]}, {"n4": ["g", "h"]}]}


@pytest.mark.parametrize("distance", ["equal", "ordered", "hierarchical"])
def test_distances_equal_the_transportation_lp(distance):
    """On an unbalanced taxonomy (leaves at depths 1 to 4) and random groups: EMD = the LP optimum."""
    tax = taxonomy_from_nested("s", UNBALANCED)
    leaves = [tax.labels[v] for v in tax.leaves]
    numbers = {leaf: str(x) for leaf, x in zip(leaves, [1, 2, 4, 8, 9, 10, 30, 31])}
    rng = np.random.default_rng(7)
    table = leaves + list(rng.choice(leaves, 32))  # every leaf occurs: the ordered domain is all 8
    m = len(leaves)
    if distance == "equal":
        ground = 1.0 - np.eye(m)
    elif distance == "ordered":  # leaves are listed in numeric order
        ground = np.abs(np.subtract.outer(np.arange(m), np.arange(m))) / (m - 1)
    else:
        ground = hierarchical_ground(tax)
    for _ in range(15):
        group = list(rng.choice(leaves, int(rng.integers(1, 9))))
        values = (lambda xs: [numbers[x] for x in xs]) if distance == "ordered" else list
        check = check_t_closeness(one_group(values(group)), TCloseness(0.5, ("z",), "s", distance),
                                  pd.Series(values(table)), tax)
        assert check.achieved == pytest.approx(lp_emd(distribution(group, tax), distribution(table, tax), ground),
                                               abs=1e-7)


# ------------------------------------------------------------------ l-diversity variants
def ldiv(groups: dict[str, list[str]], l: float, variant: str, c: float | None = None, rows_in: int | None = None,
         budget: int = 0):
    release = pd.DataFrame([(g, s) for g, values in groups.items() for s in values], columns=["z", "s"])
    requirement = LDiversity(l, ("z",), "s", budget, variant, c)
    return check_l_diversity(release, requirement, len(release) if rows_in is None else rows_in)


def test_frequency_boundary_and_level():
    groups = {"x": ["a", "a", "b", "c"], "y": ["a", "b", "c"]}
    assert ldiv(groups, 2, "frequency").satisfied and ldiv(groups, 2, "frequency").achieved == 2.0
    bad = ldiv(groups, 2.0001, "frequency")
    assert not bad.satisfied and bad.worst_groups[0]["values"] == {"z": "x"}
    assert bad.worst_groups[0]["most_frequent"] == 2 and bad.worst_groups[0]["size"] == 4


def test_distinct_l_diversity():
    groups = {"x": ["a", "b", "c"], "y": ["a", "a", "b", "b"], "w": ["a"] * 5}
    check = ldiv(groups, 2, "distinct")
    assert not check.satisfied and check.achieved == 1
    assert [w["values"]["z"] for w in check.worst_groups] == ["w"]
    assert ldiv({"x": ["a", "b", "c"], "y": ["a", "a", "b", "b"]}, 2, "distinct").satisfied
    check = ldiv({"x": ["a", "b", "c"], "y": ["a", "a", "b", "b"]}, 3, "distinct")
    assert not check.satisfied and check.achieved == 2 and check.worst_groups[0]["distinct"] == 2


def test_entropy_exact_boundary_passes():
    """A 50/50 group has entropy exactly ln 2: entropy 2-diversity holds."""
    check = ldiv({"x": ["a", "b"], "y": ["a", "a", "b", "b"]}, 2, "entropy")
    assert check.satisfied and check.achieved == pytest.approx(2.0)


def test_entropy_level():
    # (2, 1): H = ln 3 - (2/3) ln 2, exp(H) = 3 / 2^(2/3)
    groups = {"x": ["a", "a", "b"], "y": ["a", "b", "c"]}
    level = 3 / 2 ** (2 / 3)
    check = ldiv(groups, 2, "entropy")
    assert not check.satisfied and check.achieved == pytest.approx(level)
    assert check.worst_groups[0]["values"] == {"z": "x"}
    assert check.worst_groups[0]["entropy"] == pytest.approx(math.log(level))
    assert ldiv(groups, level - 1e-6, "entropy").satisfied


def test_recursive_cl_diversity():
    """Counts (5, 3, 2, 1): l = 2 tail 6, l = 3 tail 3; the test is strict."""
    group = {"x": ["a"] * 5 + ["b"] * 3 + ["c"] * 2 + ["d"]}
    assert ldiv(group, 2, "recursive", c=1).satisfied  # 5 < 6
    check = ldiv(group, 2, "recursive", c=1)
    assert check.achieved == pytest.approx(5 / 6)
    assert not ldiv(group, 3, "recursive", c=1).satisfied  # 5 >= 3
    check = ldiv(group, 3, "recursive", c=2)
    assert check.satisfied and check.achieved == pytest.approx(5 / 3)  # 5 < 6
    boundary = {"x": ["a"] * 4 + ["b"] * 2 + ["c"] * 2}
    check = ldiv(boundary, 2, "recursive", c=1)  # 4 < 1 * (2 + 2) is false
    assert not check.satisfied and check.achieved == 1.0
    assert check.worst_groups[0] | {"values": None} == {"values": None, "size": 8, "distinct": 3, "r_1": 4,
                                                          "tail": 4, "ratio": 1}
    assert ldiv(boundary, 2, "recursive", c=1.0001).satisfied


def test_recursive_needs_l_values_and_orders_worst_first():
    groups = {"x": ["a", "a", "b"], "y": ["a", "a", "a"], "w": ["a", "b", "c"]}
    check = ldiv(groups, 2, "recursive", c=3)
    assert not check.satisfied and check.achieved == math.inf
    assert [w["values"]["z"] for w in check.worst_groups] == ["y"]
    check = ldiv(groups, 2, "recursive", c=1.5)
    assert [w["values"]["z"] for w in check.worst_groups] == ["y", "x"]  # inf, then 2 / 1


@pytest.mark.parametrize("variant", ["frequency", "distinct", "entropy", "recursive"])
def test_suppression_budget(variant):
    groups = {"x": ["a", "b"], "y": ["a", "b", "c"]}
    within = ldiv(groups, 2, variant, c=3, rows_in=7, budget=2)
    over = ldiv(groups, 2, variant, c=3, rows_in=7, budget=1)
    assert within.satisfied and within.parameters["suppressed"] == 2
    assert not over.satisfied and "2 rows suppressed, budget 1" in over.detail
    empty = check_l_diversity(pd.DataFrame({"z": [], "s": []}), LDiversity(2, ("z",), "s", 3, variant, 3), 3)
    assert empty.satisfied and empty.achieved is None


# ------------------------------------------------------------------ delta-disclosure and beta-likeness
TABLE = pd.Series(["a"] * 8 + ["b"] * 4 + ["c"] * 4)  # q = (1/2, 1/4, 1/4)
RELEASE = pd.DataFrame({"z": ["x"] * 4 + ["y"] * 12, "s": ["a", "b", "b", "c"] + ["a"] * 7 + ["b"] * 2 + ["c"] * 3})


def test_delta_disclosure_is_strict():
    """Group x: p = (1/4, 1/2, 1/4), |ln(p/q)| = ln 2 for a and b; group y stays below."""
    at = check_delta_disclosure(RELEASE, DeltaDisclosure(math.log(2), ("z",), "s"), TABLE)
    assert not at.satisfied and at.achieved == math.log(2)
    assert at.worst_groups[0]["values"] == {"z": "x"} and len(at.worst_groups) == 1
    above = check_delta_disclosure(RELEASE, DeltaDisclosure(0.7, ("z",), "s"), TABLE)
    assert above.satisfied and above.achieved == math.log(2)


def test_delta_disclosure_missing_value_violates():
    release = pd.DataFrame({"z": ["x"] * 4 + ["y"] * 12, "s": ["a", "a", "b", "b"] + ["a"] * 6 + ["b"] * 2 + ["c"] * 4})
    check = check_delta_disclosure(release, DeltaDisclosure(50, ("z",), "s"), TABLE)
    assert not check.satisfied and check.achieved == math.inf
    assert check.worst_groups[0]["missing_values"] == ["c"]


def test_beta_likeness_basic_and_enhanced():
    """Group x: the gain of b is (1/2 - 1/4) / (1/4) = 1; group y: a at 7/12, gain 1/6."""
    for enhanced in (False, True):
        check = check_beta_likeness(RELEASE, BetaLikeness(1.0, ("z",), "s", enhanced), TABLE)
        assert check.satisfied and check.achieved == 1.0  # the exact boundary passes
        check = check_beta_likeness(RELEASE, BetaLikeness(0.999, ("z",), "s", enhanced), TABLE)
        assert not check.satisfied and check.worst_groups[0] | {"values": None} == {
            "values": None, "size": 4, "gain": 1.0, "value": "b", "limit": 0.999}
    # a group of a's only: gain 1 > -ln(1/2): enhanced fails whatever beta, basic holds at beta = 1
    only_a = pd.DataFrame({"z": ["x"] * 4 + ["y"] * 12, "s": ["a"] * 4 + ["a"] * 4 + ["b"] * 4 + ["c"] * 4})
    assert check_beta_likeness(only_a, BetaLikeness(1.0, ("z",), "s"), TABLE).satisfied
    enhanced = check_beta_likeness(only_a, BetaLikeness(5.0, ("z",), "s", True), TABLE)
    assert not enhanced.satisfied and enhanced.achieved == math.inf
    assert enhanced.worst_groups[0]["limit"] == pytest.approx(math.log(2))


@pytest.mark.parametrize("check, requirement", [
    (check_t_closeness, TCloseness(0.9, ("z",), "s", "equal", 1)),
    (check_delta_disclosure, DeltaDisclosure(9.0, ("z",), "s", 1)),
    (check_beta_likeness, BetaLikeness(9.0, ("z",), "s", False, 1))])
def test_distribution_checks_budget_and_foreign_labels(check, requirement):
    release = RELEASE.iloc[:-1]  # one row suppressed (a c of group y)
    assert check(release, requirement, TABLE).satisfied
    over = check(RELEASE.iloc[:-2], requirement, TABLE)
    assert not over.satisfied and "2 rows suppressed, budget 1" in over.detail
    foreign = RELEASE.assign(s=["*"] + list(RELEASE["s"].iloc[1:]))  # a hidden value is no input value
    judged = check(foreign, requirement, TABLE)
    assert not judged.satisfied and judged.achieved == math.inf and judged.worst_groups[0]["not_input_values"] == ["*"]
    empty = check(RELEASE.iloc[:0], dataclasses.replace(requirement, max_suppressed=16), TABLE)
    assert empty.satisfied and empty.achieved is None


def test_equal_distance_and_row_order():
    check = check_t_closeness(RELEASE, TCloseness(0.25, ("z",), "s"), TABLE)
    # x: 1/2 (1/4 + 1/4 + 0) = 1/4; y: 1/2 (1/12 + 1/12 + 0) = 1/12
    assert check.satisfied and check.achieved == pytest.approx(0.25)
    shuffled = RELEASE.sample(frac=1, random_state=3).reset_index(drop=True)
    again = check_t_closeness(shuffled, TCloseness(0.25, ("z",), "s"), TABLE)
    assert (again.satisfied, again.achieved) == (check.satisfied, check.achieved)


# ------------------------------------------------------------------ a conjunction through verify_release
def clinic_spec(requirements: list[dict]) -> dict:
    rows = [[zip_, sex, s] for (zip_, sex), s in zip(product(["13053", "13068", "14850", "14853"], ["F", "M"]),
                                                     ["flu", "asthma", "flu", "diabetes", "asthma", "flu",
                                                      "diabetes", "flu"])]
    return {"name": "conjunction", "data": {"columns": ["zip", "sex", "diagnosis"], "rows": rows},
            "roles": {"quasi_identifiers": ["zip", "sex"], "sensitive": "diagnosis"},
            "taxonomies": {"zip": {"tree": {"*": {"130**": ["13053", "13068"], "148**": ["14850", "14853"]}}},
                           "sex": {"tree": {"*": ["F", "M"]}}},
            "requirements": requirements, "objective": "LM", "generalization": "cell"}


def test_verify_release_judges_each_requirement_of_a_conjunction(tmp_path):
    """q: flu 1/2, asthma 1/4, diabetes 1/4. Zips to 130**/148**, sex to *: groups {flu, asthma, flu,
    diabetes} and {asthma, flu, diabetes, flu}: both equal to q."""
    problem = problem_from_dict(tmp_path, clinic_spec([
        {"kind": "k-anonymity", "k": 4, "suppression": 0.25}, {"kind": "entropy-l-diversity", "l": 2.5},
        {"kind": "t-closeness", "t": 0.1, "distance": "equal"}, {"kind": "delta-disclosure", "delta": 0.1}]))
    assert [r.max_suppressed for r in problem.requirements] == [2] * 4
    release = pd.DataFrame({"zip": ["130**"] * 4 + ["148**"] * 4, "sex": ["*"] * 8,
                            "diagnosis": ["flu", "asthma", "flu", "diabetes", "asthma", "flu", "diabetes", "flu"]})
    verdict = verify_release(problem, release)
    assert verdict.ok, verdict.failures()
    assert [c.kind for c in verdict.checks] == ["k-anonymity", "entropy-l-diversity", "t-closeness",
                                                "delta-disclosure"]
    assert verdict.checks[1].achieved == pytest.approx(2 * 2 ** 0.5)  # exp(1.5 ln 2)
    assert verdict.checks[2].achieved == pytest.approx(0.0) and verdict.checks[3].achieved == pytest.approx(0.0)

    # sex published: groups (130**, F) = {flu, flu}, ...: k = 2, entropy level 1, far from q
    split = release.assign(sex=["F", "M"] * 4)
    verdict = verify_release(problem, split)
    assert not verdict.ok
    assert [c.satisfied for c in verdict.checks] == [False, False, False, False]
    assert verdict.checks[2].achieved == pytest.approx(0.5)  # {flu, flu}: 1/2 (1/2 + 1/4 + 1/4)


def test_verify_release_conjunction_with_suppression(tmp_path):
    """Two rows suppressed (the budget): the remaining groups must still meet every requirement."""
    problem = problem_from_dict(tmp_path, clinic_spec([
        {"kind": "distinct-l-diversity", "l": 2, "suppression": 0.25},
        {"kind": "beta-likeness", "beta": 0.6}, {"kind": "recursive-cl-diversity", "c": 2, "l": 2}]))
    rows = problem.table.astype(str)
    kept = rows.drop(index=[0, 2])  # (13053, F, flu) and (13068, F, flu)
    release = kept.assign(zip=kept["zip"].str[:3] + "**", sex="*")
    verdict = verify_release(problem, release)
    # 130**: {asthma, diabetes}: each gains (1/2 - 1/4) / (1/4) = 1 > 0.6
    assert not verdict.ok
    assert [c.satisfied for c in verdict.checks] == [True, False, True]
    assert verdict.checks[1].achieved == pytest.approx(1.0)
    assert verdict.checks[2].achieved == pytest.approx(1.0)  # r_1 / tail: 2 flu / 2 others on 148**
    relaxed = problem_from_dict(tmp_path, clinic_spec([
        {"kind": "distinct-l-diversity", "l": 2, "suppression": 0.25},
        {"kind": "beta-likeness", "beta": 1.0}, {"kind": "recursive-cl-diversity", "c": 2, "l": 2}]))
    assert verify_release(relaxed, release).ok
    too_many = release.iloc[1:]  # a third row missing: over the budget
    verdict = verify_release(relaxed, too_many)
    assert not verdict.ok and all("budget 2" in c.detail for c in verdict.checks)
