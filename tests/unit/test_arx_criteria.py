"""The ARX side-by-side benchmark under combined criteria: its parsing, cases, specs, grading, and one
small end-to-end case (ARX, full-domain, cpsat-cut) when Java and Adult are here."""

from __future__ import annotations

import math

import numpy as np
import pytest

from seqanon_opt.bench.arx import criteria as ac
from seqanon_opt.requirements import KAnonymity, LDiversity, TCloseness

LINES = ("noise from the JVM\n"
         "RESULT\tentropy:3\t5\t0.05\t0\t558.2\t528\tsex=0,age=2\t1.6701535263999998\t1187\t373\t375\n"
         "RESULT\tentropy:3\t5\t0.05\t1\t287.3\t283\tsex=0,age=2\t1.6701535263999998\t1187\t373\t375\n"
         "RESULT\tt-equal:0.2\t5\t0.0\t0\t12.0\t11\tNA\tNA\t-1\t3\t25\n")


def test_parse_results_reads_every_result_line():
    rows = ac.parse_results(LINES)
    assert [r["rep"] for r in rows] == [0, 1, 0]
    assert rows[0] == {"criterion": "entropy:3", "k": 5, "supp": 0.05, "rep": 0, "anonymize_ms": 558.2,
                       "arx_time_ms": 528.0, "levels": "sex=0,age=2", "score": 1.6701535263999998,
                       "suppressed": 1187, "checked": 373, "lattice": 375}
    assert rows[2]["levels"] is None and rows[2]["score"] is None and rows[2]["suppressed"] == -1


def test_parse_results_refuses_a_short_line():
    with pytest.raises(ValueError, match="fields"):
        ac.parse_results("RESULT\tentropy:3\t5\n")


def test_the_grid_is_four_criteria_at_two_budgets():
    cases = ac.grid()
    assert len(cases) == 8 and len({ac.case_name(c, s) for c, s in cases}) == 8
    assert {c for c, _ in cases} == {"distinct-3", "entropy-3", "recursive-(4,3)", "t-equal-0.2"}
    assert {s for _, s in cases} == {0.0, 0.05}
    assert ac.SENSITIVE not in ac.QIS and len(ac.QIS) == 7
    assert [ac.CRITERIA[c].arx for c in ac.GRID] == ["distinct:3", "entropy:3", "recursive:4:3", "t-equal:0.2"]


@pytest.fixture
def tiny_adult(tmp_path):
    """Adult's layout (';'-separated, ARX hierarchy files) on 8 rows, QIs sex and age."""
    rows = [("Male", 30, "A"), ("Male", 30, "B"), ("Male", 31, "C"), ("Male", 31, "A"),
            ("Female", 40, "A"), ("Female", 40, "A"), ("Female", 41, "B"), ("Female", 41, "C")]
    lines = ["sex;age;race;occupation;salary-class"] + [f"{s};{a};White;{o};<=50K" for s, a, o in rows]
    (tmp_path / "adult.csv").write_text("\n".join(lines) + "\n")
    (tmp_path / "adult_hierarchy_sex.csv").write_text("Male;*\nFemale;*\n")
    (tmp_path / "adult_hierarchy_age.csv").write_text("30;30-39;*\n31;30-39;*\n40;40-49;*\n41;40-49;*\n")
    return tmp_path


@pytest.mark.parametrize("criterion", [*ac.GRID, "k-only"])
def test_the_spec_loads_to_k_anonymity_and_the_criterion_with_one_budget(tiny_adult, criterion):
    spec = ac.criteria_spec(criterion, 0.3, k=2, qis=("sex", "age"), data=tiny_adult)
    assert spec["roles"]["sensitive"] == "occupation" and spec["requirements"][0] == {
        "kind": "k-anonymity", "k": 2, "suppression": 0.3}
    problem = ac.criteria_problem(criterion, 0.3, k=2, qis=("sex", "age"), data=tiny_adult)
    budget = math.floor(0.3 * 8)
    assert problem.model == "cut" and problem.quasi_identifiers == ("sex", "age")
    assert problem.requirements[0] == KAnonymity(2, ("sex", "age"), budget)
    extra = problem.requirements[1:]
    expected = {"distinct-3": (LDiversity(3, ("sex", "age"), "occupation", budget, "distinct"),),
                "entropy-3": (LDiversity(3, ("sex", "age"), "occupation", budget, "entropy"),),
                "recursive-(4,3)": (LDiversity(3, ("sex", "age"), "occupation", budget, "recursive", 4),),
                "t-equal-0.2": (TCloseness(0.2, ("sex", "age"), "occupation", "equal", budget),),
                "k-only": ()}[criterion]
    assert extra == expected
    full = ac.criteria_problem(criterion, 0.3, k=2, qis=("sex", "age"), data=tiny_adult,
                               generalization="full-domain")
    assert full.model == "full-domain" and full.requirements == problem.requirements


def test_release_satisfies_judges_the_published_groups_and_the_budget(tiny_adult):
    problem = ac.criteria_problem("distinct-3", 0.3, k=2, qis=("sex", "age"), data=tiny_adult)  # budget 2
    sex = np.array(["Male"] * 4 + ["Female"] * 4, dtype=object)
    age = np.array(["30-39"] * 4 + ["40"] * 2 + ["41"] * 2, dtype=object)
    # Male: A, B, C, A (3 distinct); Female 40: A, A (1 distinct, violates); Female 41: B, C (2, violates)
    assert not ac.release_satisfies(problem, {"sex": sex, "age": age})
    sex2, age2 = sex.copy(), age.copy()
    sex2[4:6] = age2[4:6] = "*"  # suppress Female 40 (2 rows): Female 41 still violates
    assert not ac.release_satisfies(problem, {"sex": sex2, "age": age2})
    age3 = age.copy()
    age3[4:] = "40-49"  # Female 40-49: A, A, B, C (3 distinct): every group holds, nothing suppressed
    assert ac.release_satisfies(problem, {"sex": sex, "age": age3})
    sex4, age4 = sex.copy(), age3.copy()
    sex4[4:7] = age4[4:7] = "*"  # 3 rows suppressed, over the budget of 2
    assert not ac.release_satisfies(problem, {"sex": sex4, "age": age4})
    entropy = ac.criteria_problem("entropy-3", 0.3, k=2, qis=("sex", "age"), data=tiny_adult)
    # Female 40-49 is A, A, B, C: entropy 1.04 < ln 3 = 1.10, though 3 distinct values
    assert not ac.release_satisfies(entropy, {"sex": sex, "age": age3})
    # rows 0 and 4 (A, A) suppressed, the other 6 one group A, A, B, B, C, C: entropy exactly ln 3 holds
    sex5 = np.array(["*", "Male", "Male", "Male", "*", "Male", "Male", "Male"], dtype=object)
    assert ac.release_satisfies(entropy, {"sex": sex5, "age": np.array(["*"] * 8, dtype=object)})
    sex5[1] = "*"  # and row 1 (B): over the budget
    assert not ac.release_satisfies(entropy, {"sex": sex5, "age": np.array(["*"] * 8, dtype=object)})


def _figures(**changes):
    fig = {"arx_LM": 100.0, "arx_supp": 5, "arx_ms": 10.0, "fd_LM": 100.0, "fd_supp": 5, "fd_ms": 5.0,
           "equal": "yes", "cut_LM": 90.0, "cut_supp": 4, "cut_ms": 50.0, "cut_proven": True, "fd/arx": 0.5,
           "cut/arx": 5.0, "cut_le_arx": True, "arx_meets": True, "fd_meets": True, "cut_meets": True,
           "fd_status": "optimal", "cut_status": "optimal", "arx_levels": "sex=0", "fd_levels": "sex=0"}
    return fig | changes


def test_mismatches_name_every_departure():
    assert ac.mismatches(_figures()) == []
    assert ac.mismatches(_figures(equal="no", fd_LM=101.0))[0].startswith("full-domain LM 101.000000 / 5")
    assert ac.mismatches(_figures(cut_le_arx=False, cut_LM=120.0)) == [
        "cpsat-cut LM 120.000000 above ARX's 100.000000"]
    assert ac.mismatches(_figures(cut_status="unsupported", cut_LM=None, cut_reason="no")) == [
        "cpsat-cut refuses the problem: no"]
    assert ac.mismatches(_figures(arx_meets=False)) == ["ARX's release breaks the criteria (criterion layer)"]
    assert ac.mismatches(_figures(fd_verified="k-anonymity: no")) == [
        "full-domain's release fails verification: k-anonymity: no"]


def test_same_lm_is_relative():
    assert ac.same_lm(1e6, 1e6 * (1 + 1e-10)) and not ac.same_lm(1e6, 1e6 + 1.0)
    assert not ac.same_lm(None, 1.0)


def test_format_table_has_one_row_per_case_and_the_mismatch_lines():
    records = [{"case": "k=5 entropy-3 supp=0%", "mismatch": "none", **_figures()},
               {"case": "k=5 entropy-3 supp=5%", "mismatch": "cpsat-cut refuses", **_figures(cut_LM=None)}]
    lines = ac.format_table(records).splitlines()
    assert lines[0].startswith("| case | ARX LM |") and len(lines) == 2 + 2 + 2
    assert lines[2] == ("| k=5 entropy-3 supp=0% | 100.0 | 5 | 10 | 100.0 | 5 | 5 | yes | 90.0 | 4 | 50 | yes "
                        "| 0.50 | 5.00 |")
    assert "| - |" in lines[3]
    assert lines[-1] == "MISMATCH k=5 entropy-3 supp=5%: cpsat-cut refuses"


def test_the_benchmark_is_registered():
    from seqanon_opt.bench.registry import list_benchmarks
    assert "arx-criteria" in dict(list_benchmarks())


@pytest.mark.skipif(ac.available() is not None, reason=str(ac.available()))
@pytest.mark.parametrize("criterion,suppression", [("entropy-3", 0.05), ("t-equal-0.2", 0.0)])
def test_arx_full_domain_and_cut_on_a_small_adult_case(criterion, suppression):
    """Adult with 4 QIs: ARX's optimum is our full-domain optimum; the cut optimum is no higher."""
    fig = ac.criteria_case(criterion, suppression, qis=("sex", "race", "marital-status", "workclass"),
                           arx_reps=1, our_reps=1)
    assert fig["mismatch"] == "none", fig["mismatch"]
    assert fig["equal"] == "yes" and fig["fd_LM"] == pytest.approx(fig["arx_LM"], rel=1e-9)
    assert fig["fd_supp"] == fig["arx_supp"] <= math.floor(suppression * 30162)
    assert fig["arx_meets"] and fig["fd_meets"] and fig["cut_meets"] and fig["cut_proven"]
    assert fig["arx_verified"] == fig["fd_verified"] == fig["cut_verified"] == "yes"
    assert fig["cut_LM"] <= fig["arx_LM"] * (1 + 1e-9)
