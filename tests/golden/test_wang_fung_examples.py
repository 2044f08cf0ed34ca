"""Worked examples of Wang & Fung 2006, "Anonymizing Sequential Releases".

Source: /work/shared/papers/wang-fung-2006-anonymizing-sequential-releases.txt.
Every expected value is read from the paper or counted by hand from the
tables written out below; the arithmetic is in the comments.
"""

from __future__ import annotations

import pandas as pd
import pytest

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.privacy.k_anonymity import check_k_anonymity
from seqanon_opt.privacy.lossy_join import join_layout, lossy_join
from seqanon_opt.privacy.xy_privacy import (check_xy_anonymity, check_xy_anonymity_join,
                                            check_xy_linkability, check_xy_linkability_join,
                                            xy_anonymity_levels, xy_linkability_levels)
from seqanon_opt.requirements import KAnonymity


# ---------------------------------------------------------------- Example 1, Table 1
def table1():
    """Table 1. Pid is kept as the keys K1 (in T1) and K2 (in T2), as in section 6
    ("Ki is a key in Ti"), so the join is only on Job."""
    t1 = pd.DataFrame({"K1": [1, 2, 3, 4, 5],
                       "Name": ["Alice", "Alice", "Bob", "Bob", "Cathy"],
                       "Job": ["Banker", "Banker", "Clerk", "Driver", "Engineer"],
                       "Class": ["c1", "c1", "c2", "c3", "c4"]})
    t2 = pd.DataFrame({"K2": [1, 2, 3, 4, 5],
                       "Job": ["Banker", "Banker", "Clerk", "Driver", "Engineer"],
                       "Disease": ["Cancer", "Cancer", "HIV", "Cancer", "HIV"]})
    return t1, t2


def test_table1_join_is_the_seven_matches_of_the_paper():
    t1, t2 = table1()
    join = lossy_join(t1, t2, row_ids=True)
    # "The join on T1.Job = T2.Job": the 5 true matches plus the two Banker
    # records of different persons matched with each other (2 x 2 = 4 Banker rows).
    pairs = sorted(zip(join["T1#row"], join["T2#row"]))
    assert pairs == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 2), (3, 3), (4, 4)]
    assert {"T1.Job", "T2.Job"} <= set(join.columns)      # one column per release
    assert (join["T1.Job"] == join["T2.Job"]).all()
    # "the records for different persons are matched": K1 != K2 on 2 rows
    assert int((join["K1"] != join["K2"]).sum()) == 2


def test_table1_join_sharpens_bob_hiv_and_weakens_alice_cancer():
    t1, t2 = table1()
    join = lossy_join(t1, t2)
    sizes = join.groupby(["Name", "Disease"]).size()
    assert sizes[("Bob", "HIV")] == 1          # (1) join sharpens identification
    assert sizes[("Alice", "Cancer")] == 4     # (2) join weakens identification
    # examined separately: Bob group and HIV group have size 2; Alice 2, Cancer 3
    assert (t1["Name"] == "Bob").sum() == 2 and (t2["Disease"] == "HIV").sum() == 2
    assert (t1["Name"] == "Alice").sum() == 2 and (t2["Disease"] == "Cancer").sum() == 3


def test_table1_k_anonymity_on_name_disease_is_xy_anonymity_with_the_keys():
    t1, t2 = table1()
    # Y = {K1, K2} is a key of the join (section 5.4 Case 4), so a_Y(x) = a(x).
    check = check_xy_anonymity_join(t1, t2, ["Name", "Disease"], ["K1", "K2"], k=2)
    assert not check.satisfied and check.achieved == 1
    offenders = {(g["values"]["Name"], g["values"]["Disease"]): g["distinct_y"]
                 for g in check.worst_groups}
    # groups of size 1: {Bob,HIV}, {Bob,Cancer} (Driver), {Cathy,HIV}
    assert offenders == {("Bob", "HIV"): 1, ("Bob", "Cancer"): 1, ("Cathy", "HIV"): 1}
    # the {Alice, Cancer} group counts 4 join records but only persons 1 and 2 on K1
    table = lossy_join(t1, t2)
    both = xy_anonymity_levels(table, ["Name", "Disease"], ["K1", "K2"]).set_index(["Name", "Disease"])
    only_k1 = xy_anonymity_levels(table, ["Name", "Disease"], ["K1"]).set_index(["Name", "Disease"])
    assert both.loc[("Alice", "Cancer"), "distinct_y"] == 4
    assert both.loc[("Alice", "Cancer"), "size"] == 4
    assert only_k1.loc[("Alice", "Cancer"), "distinct_y"] == 2


def test_table1_join_reveals_alice_to_cancer_with_full_confidence():
    t1, t2 = table1()
    # (3) "the join reveals the inference Alice -> Cancer with 100% confidence"
    levels = xy_linkability_levels(lossy_join(t1, t2), ["Name"], ["Disease"])
    conf = levels.set_index(["Name", "Disease"])["confidence"]
    assert conf[("Alice", "Cancer")] == 1.0          # 4 / 4
    assert conf[("Bob", "HIV")] == 0.5               # 1 / 2
    check = check_xy_linkability_join(t1, t2, ["Name"], ["Disease"], 0.9)
    assert not check.satisfied and check.achieved == 1.0
    assert {"Name": "Alice"} in [g["values"] for g in check.worst_groups]
    alice = next(g for g in check.worst_groups if g["values"] == {"Name": "Alice"})
    assert (alice["count"], alice["size"]) == (4, 4)
    # on T1 alone Name does not reach Disease at all; on T2 alone Job -> Disease
    # is 100% for Clerk -> HIV (1 / 1), Banker -> Cancer (2 / 2)
    assert check_xy_linkability(t2, ["Job"], ["Disease"], 1.0).satisfied
    assert check_xy_linkability(t2, ["Job"], ["Disease"], 0.99).achieved == 1.0


# ---------------------------------------------------------------- Example 2
def inpatient():
    """Example 2: patients with 3 tests each; both patients share the QID value.

    p1: HIV, Flu, Xray;  p2: HIV, Flu, Blood;  p3 (another QID value): 3 tests.
    """
    qid = [("Banker", "V5A", "CA")] * 6 + [("Clerk", "V6B", "UK")] * 3
    pid = ["p1"] * 3 + ["p2"] * 3 + ["p3"] * 3
    test = ["HIV", "Flu", "Xray", "HIV", "Flu", "Blood", "HIV", "Flu", "Xray"]
    job, zipc, pob = zip(*qid)
    return pd.DataFrame({"Pid": pid, "Job": job, "Zip": zipc, "PoB": pob, "Test": test})


def test_example2_k_records_may_hold_only_k_over_3_patients():
    table = inpatient()
    qid = ("Job", "Zip", "PoB")
    # k-anonymity with k = 3 holds: group sizes 6 and 3
    assert check_k_anonymity(table, KAnonymity(3, qid), len(table)).satisfied
    # but each of the QID values links to 6 / 3 = 2 and 3 / 3 = 1 patients
    check = check_xy_anonymity(table, qid, ["Pid"], k=3)
    assert not check.satisfied and check.achieved == 1
    levels = xy_anonymity_levels(table, qid, ["Pid"]).set_index(list(qid))
    assert levels.loc[("Banker", "V5A", "CA"), "distinct_y"] == 2
    assert levels.loc[("Banker", "V5A", "CA"), "size"] == 6
    # Y = Test: the Banker group is linked to 4 distinct tests, the Clerk group to 3
    tests = xy_anonymity_levels(table, qid, ["Test"]).set_index(list(qid))["distinct_y"]
    assert tests[("Banker", "V5A", "CA")] == 4 and tests[("Clerk", "V6B", "UK")] == 3
    assert check_xy_anonymity(table, qid, ["Test"], k=3).satisfied


# ---------------------------------------------------------------- Example 3
def example3():
    """(j, z, p) occurs with HIV in 9 records and with Diabetes in 1."""
    rows = [("j", "z", "p", "HIV")] * 9 + [("j", "z", "p", "Diabetes")]
    rows += [("j2", "z2", "p2", "Flu"), ("j2", "z2", "p2", "HIV")]
    return pd.DataFrame(rows, columns=["Job", "Zip", "PoB", "Test"])


def test_example3_confidence_of_hiv_is_90_percent():
    table = example3()
    x = ["Job", "Zip", "PoB"]
    conf = xy_linkability_levels(table, x, ["Test"]).set_index([*x, "Test"])["confidence"]
    assert conf[("j", "z", "p", "HIV")] == pytest.approx(0.9)       # 9 / 10
    assert conf[("j", "z", "p", "Diabetes")] == pytest.approx(0.1)  # 1 / 10
    assert conf[("j2", "z2", "p2", "HIV")] == pytest.approx(0.5)    # 1 / 2
    assert check_xy_linkability(table, x, ["Test"], 0.9).satisfied  # L_Y(X) <= k
    check = check_xy_linkability(table, x, ["Test"], 0.8)
    assert not check.satisfied and check.achieved == pytest.approx(0.9)
    assert check.worst_groups == [{"values": {"Job": "j", "Zip": "z", "PoB": "p"},
                                   "sensitive": {"Test": "HIV"}, "size": 10, "count": 9,
                                   "confidence": pytest.approx(0.9), "threshold": 0.8}]


def test_value_level_y_with_its_own_thresholds():
    table = example3()
    x = ["Job", "Zip", "PoB"]
    # only Diabetes sensitive: max confidence 1 / 10
    check = check_xy_linkability(table, x, ["Test"], {"Diabetes": 0.2})
    assert check.satisfied and check.achieved == pytest.approx(0.1)
    # HIV at 0.95 holds (0.9), Flu at 0.4 fails in the (j2, z2, p2) group (1 / 2)
    check = check_xy_linkability(table, x, ["Test"], {"HIV": 0.95, "Flu": 0.4})
    assert not check.satisfied and check.achieved == pytest.approx(0.9)
    assert [(g["sensitive"], g["confidence"], g["threshold"]) for g in check.worst_groups] == \
        [({"Test": "Flu"}, 0.5, 0.4)]
    # a sensitive value that never occurs: nothing can be inferred about it
    assert check_xy_linkability(table, x, ["Test"], {"Cholera": 0.1}).achieved == 0.0


# ---------------------------------------------------------------- section 3.3 predicates
STATUS = taxonomy_from_nested("Status", {"ANY": {"Male": ["Single Male", "Married Male"],
                                                 "Female": ["Single Female", "Married Female"]}})
CONDITION = taxonomy_from_nested("Condition", {"ANY": {"Pregnant": ["3 Month Pregnant", "6 Month Pregnant"],
                                                       "Not Pregnant": ["Healthy", "Flu"]}})


def test_consistency_and_inconsistency_predicates():
    t1 = pd.DataFrame({"Status": ["Male", "Married Male", "Female", "ANY"]})
    t2 = pd.DataFrame({"Status": ["Single Male", "Female", "ANY", "Married Male"],
                       "Condition": ["Healthy", "6 Month Pregnant", "6 Month Pregnant", "Healthy"]})
    taxes = {"Status": STATUS, "Condition": CONDITION}
    # Consistency: "Male matches Single Male"; siblings (Married Male / Single Male)
    # and Male / Female do not match; ANY matches everything.
    plain = lossy_join(t1, t2, taxes, row_ids=True)
    assert sorted(zip(plain["T1#row"], plain["T2#row"])) == [
        (0, 0), (0, 2), (0, 3), (1, 2), (1, 3), (2, 1), (2, 2), (3, 0), (3, 1), (3, 2), (3, 3)]
    # Inconsistency: Male and Pregnant are inconsistent, "so are Married Male and
    # 6 Month Pregnant": (0, 2) and (1, 2) go; ANY with 6 Month Pregnant stays.
    rule = [(("Status", "Male"), ("Condition", "Pregnant"))]
    join = lossy_join(t1, t2, taxes, rule, row_ids=True)
    assert sorted(zip(join["T1#row"], join["T2#row"])) == [
        (0, 0), (0, 3), (1, 3), (2, 1), (2, 2), (3, 0), (3, 1), (3, 2), (3, 3)]
    # the pair may be given in either order
    swapped = [(("Condition", "Pregnant"), ("Status", "Male"))]
    assert lossy_join(t1, t2, taxes, swapped, row_ids=True).equals(join)


# ---------------------------------------------------------------- section 4 counterexample
D = taxonomy_from_nested("D", {"ANY": {"d": ["d1", "d2"], "d3": None}})


def test_xy_anonymity_is_not_anti_monotone_on_a_join_with_dangling_records():
    t2 = pd.DataFrame({"D": ["d3", "d3", "d1"], "Y": ["y3", "y2", "y1"]})
    before = pd.DataFrame({"C": ["c1", "c2"], "D": ["d3", "d"]})
    after = pd.DataFrame({"C": ["c1", "c2"], "D": ["d3", "d2"]})   # c2d specialized to c2d2
    x = ["C", "T1.D", "T2.D"]
    join = lossy_join(before, t2, {"D": D})
    # 3 matches (c1d3, d3y2), (c1d3, d3y3), (c2d, d1y1)
    assert sorted(map(tuple, join[["C", "T1.D", "T2.D", "Y"]].to_numpy().tolist())) == [
        ("c1", "d3", "d3", "y2"), ("c1", "d3", "d3", "y3"), ("c2", "d", "d1", "y1")]
    check = check_xy_anonymity_join(before, t2, x, ["Y"], k=2, taxonomies={"D": D})
    assert check.achieved == 1 and not check.satisfied          # A_Y(X) = a_Y(c2 d d1) = 1
    assert check.worst_groups == [{"values": {"C": "c2", "T1.D": "d", "T2.D": "d1"},
                                   "distinct_y": 1, "size": 1}]
    # after the specialization c2d2 is dangling: only the two c1d3 matches remain
    assert len(lossy_join(after, t2, {"D": D})) == 2
    check = check_xy_anonymity_join(after, t2, x, ["Y"], k=2, taxonomies={"D": D})
    assert check.achieved == 2 and check.satisfied              # A_Y(X) = a_Y(c1 d3 d3) = 2
    # a plain "D" in X stands for both copies T1.D and T2.D (section 7)
    assert check_xy_anonymity_join(after, t2, ["C", "D"], ["Y"], 2, {"D": D}).parameters["x"] == x


# ---------------------------------------------------------------- Theorem 3.1 reduction
def test_k_anonymization_is_sequential_anonymization_with_a_common_key():
    # X = QID of T1, Y = the common key K of T1 and T2, the only join attribute:
    # the join appends T2 to T1 and A_Y(X) is the smallest QID group of T1.
    t1 = pd.DataFrame({"K": [1, 2, 3, 4, 5], "Q1": ["a", "a", "b", "b", "b"],
                       "Q2": ["u", "u", "v", "v", "v"]})
    t2 = pd.DataFrame({"K": [5, 4, 3, 2, 1], "S": ["s", "t", "s", "t", "s"]})
    check = check_xy_anonymity_join(t1, t2, ["Q1", "Q2"], ["T1.K"], k=3)
    assert check.achieved == 2 and not check.satisfied          # groups {1,2} and {3,4,5}
    assert check.worst_groups == [{"values": {"Q1": "a", "Q2": "u"}, "distinct_y": 2, "size": 2}]
    assert check_k_anonymity(t1, KAnonymity(3, ("Q1", "Q2")), 5).achieved == 2


# ---------------------------------------------------------------- section 7, p releases
def test_star_join_of_three_releases_multiplies_partition_sizes():
    t1 = pd.DataFrame({"C": ["c1", "c1", "c2"], "D": ["d1", "d1", "d2"], "E": ["e1", "e1", "e1"]})
    t2 = pd.DataFrame({"D": ["d1", "d1", "d2"], "Disease": ["HIV", "Flu", "HIV"]})
    t3 = pd.DataFrame({"E": ["e1", "e1"], "Z": ["u", "v"]})
    join = lossy_join(t1, [t2, t3])
    # c1 partition: |P1| * |P2| * |P3| = 2 * 2 * 2 = 8; c2: 1 * 1 * 2 = 2
    assert len(join) == 10
    assert list(join_layout(t1, [t2, t3]).expand(["D", "E"])) == ["T1.D", "T2.D", "T1.E", "T3.E"]
    conf = xy_linkability_levels(join, ["C"], ["Disease"]).set_index(["C", "Disease"])
    # a(c1, HIV) = |P1| * |P2[HIV]| * |P3| = 2 * 1 * 2 = 4, a(c1) = 8
    assert (conf.loc[("c1", "HIV"), "count"], conf.loc[("c1", "HIV"), "size"]) == (4, 8)
    assert conf.loc[("c2", "HIV"), "confidence"] == 1.0         # 2 / 2
    check = check_xy_linkability_join(t1, [t2, t3], ["C"], ["Disease"], {"HIV": 0.6})
    assert not check.satisfied and check.achieved == 1.0
    assert [g["values"] for g in check.worst_groups] == [{"C": "c2"}]
    # (X, Y)-anonymity with Y = {Disease, Z}: c1 links to {HIV, Flu} x {u, v} = 4 values
    levels = xy_anonymity_levels(join, ["C"], ["Disease", "Z"]).set_index("C")["distinct_y"]
    assert (levels["c1"], levels["c2"]) == (4, 2)
    assert check_xy_anonymity_join(t1, [t2, t3], ["C"], ["Disease", "Z"], 2).satisfied


def test_section7_consistency_holds_between_every_two_releases():
    # "for all releases Ti that have a common attribute A, ti.A's are on the same
    # generalization path": T2.D = d1 and T3.D = d2 both lie below T1.D = ANY but
    # not on one path, so they never match; d1 with d ("d" above d1) does.
    t1 = pd.DataFrame({"D": ["ANY"]})
    t2 = pd.DataFrame({"D": ["d1", "d"], "E": ["e1", "e2"]})
    t3 = pd.DataFrame({"D": ["d2", "d"], "E": ["e1", "e2"]})
    join = lossy_join(t1, [t2, t3], {"D": D}, row_ids=True)
    # pairs (T2, T3) by D: (d1, d2) no, (d1, d) yes, (d, d2) yes, (d, d) yes;
    # by E (equality, T2 and T3 only): (d1/e1, d/e2) no, (d/e2, d2/e1) no, (d/e2, d/e2) yes
    assert list(zip(join["T1#row"], join["T2#row"], join["T3#row"])) == [(0, 1, 1)]
    assert list(join.columns[:6]) == ["T1.D", "T2.D", "T3.D", "T2.E", "T3.E", "T1#row"]


def test_input_errors_are_reported():
    t1, t2 = table1()
    with pytest.raises(ValueError, match="disjoint"):
        check_xy_anonymity(t1, ["Name"], ["Name"], 2)
    with pytest.raises(ValueError, match="threshold"):
        check_xy_linkability(t1, ["Name"], ["Class"], 1.5)
    with pytest.raises(ValueError, match="not in its taxonomy"):
        lossy_join(pd.DataFrame({"D": ["d9"]}), pd.DataFrame({"D": ["d1"]}), {"D": D})
    with pytest.raises(ValueError, match="max_rows"):
        lossy_join(t1, t2, max_rows=6)
