"""Song, Huang, Wang, Kang, Liu 2015 (personalized k-anonymization): Tables 1-3.

Table 1 (Age, Zipcode, Disease) is published as the 2-anonymous Table 3; the
voter list (Table 2) places Zhao (12, 22000) in the group of rows 4-5 of
Table 3, both "pneumonia", so Zhao's disease leaks although the table is
2-anonymous and every owner asked for at most 50 % (section 1).

The paper's Disease Gtree (Figure 1b) is a picture that is not in the text;
the trees below are hand-made, and every expected value is worked out by
hand from Definitions 6-8.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.privacy.k_anonymity import check_k_anonymity
from seqanon_opt.privacy.personalized import check_personalized, dcorrelate, leakage_collection, pleak
from seqanon_opt.requirements import KAnonymity

QI = ["Age", "Zipcode"]
TABLE1 = pd.DataFrame({
    "Age": [5, 9, 8, 12, 19],
    "Zipcode": [12000, 14000, 19000, 22000, 24000],
    "Disease": ["gastric ulcer", "dyspepsia", "bronchitis", "pneumonia", "pneumonia"],
})
TABLE2 = pd.DataFrame({
    "Name": ["Li", "Wang", "Wang", "Liu", "Chen", "Zhao"],
    "Age": [5, 9, 6, 8, 7, 12],
    "Zipcode": [12000, 14000, 18000, 19000, 17000, 22000],
})
TABLE3 = pd.DataFrame({
    "Age": ["[5-10]"] * 3 + ["[11-20]"] * 2,
    "Zipcode": ["[10001-20000]"] * 3 + ["[20001-25000]"] * 2,
    "Disease": list(TABLE1["Disease"]),
})
ORIGINAL = TABLE1["Disease"]
ZHAO = 3  # row of Table 1 / Table 3 that belongs to Zhao

DISEASE = taxonomy_from_nested("Disease", {"any disease": {
    "digestive disease": ["gastric ulcer", "dyspepsia"],
    "respiratory disease": ["bronchitis", "pneumonia"],
}})
# respiratory disease has 2 children but 3 leaves: Nleaf counts leaves
DISEASE_DEEP = taxonomy_from_nested("Disease", {"any disease": {
    "digestive disease": ["gastric ulcer", "dyspepsia"],
    "respiratory disease": [{"lung infection": ["bronchitis", "pneumonia"]}, "asthma"],
}})


def _interval(label: str) -> tuple[int, int]:
    low, high = label.strip("[]").split("-")
    return int(low), int(high)


def test_table3_is_2_anonymous():
    check = check_k_anonymity(TABLE3, KAnonymity(2, tuple(QI)), rows_in=5)
    assert check.satisfied and check.achieved == 2


def test_zhao_links_to_two_pneumonia_rows():
    zhao = TABLE2.set_index("Name").loc["Zhao"]
    matches = [i for i, row in TABLE3.iterrows()
               if all(_interval(row[a])[0] <= zhao[a] <= _interval(row[a])[1] for a in QI)]
    assert matches == [3, 4]
    assert set(TABLE3.loc[matches, "Disease"]) == {"pneumonia"}


def test_pleak_of_table3():
    # group 1: three different diseases, only the own term is 1 -> 1/3;
    # group 2: both rows pneumonia -> (1 + 1) / 2 = 1
    leak = pleak(TABLE3, ORIGINAL, QI, "Disease", DISEASE)
    np.testing.assert_allclose(leak["pleak"], [1 / 3, 1 / 3, 1 / 3, 1.0, 1.0])
    assert list(leak["group_size"]) == [3, 3, 3, 2, 2]
    assert list(leak["leakage_size"]) == [1, 1, 1, 2, 2]


def test_theorem1_floor_without_sa_generalization():
    leak = pleak(TABLE3, ORIGINAL, QI, "Disease", DISEASE)
    assert (leak["pleak"] >= 1 / leak["group_size"] - 1e-12).all()


def test_zhao_leaks_although_2_anonymous():
    check = check_personalized(TABLE3, ORIGINAL, QI, "Disease", 0.5, DISEASE)
    assert not check.satisfied
    assert check.achieved == pytest.approx(1.0)
    assert {w["row"] for w in check.worst_groups} == {3, 4}
    zhao = next(w for w in check.worst_groups if w["row"] == ZHAO)
    assert zhao["pleak"] == pytest.approx(1.0) and zhao["limit"] == 0.5
    assert zhao["values"] == {"Age": "[11-20]", "Zipcode": "[20001-25000]"}


def test_leakage_collections():
    assert list(leakage_collection(TABLE3, ORIGINAL, QI, "Disease", DISEASE, ZHAO)) == [3, 4]
    assert list(leakage_collection(TABLE3, ORIGINAL, QI, "Disease", DISEASE, 0)) == [0]


def test_sa_generalization_fix_step_by_step():
    # SA_Generalization on Zhao: LC = {row 3, row 4}; generalize one pneumonia,
    # then the other, to "respiratory disease" (2 leaves).
    one = TABLE3.copy()
    one.loc[4, "Disease"] = "respiratory disease"
    leak = pleak(one, ORIGINAL, QI, "Disease", DISEASE)["pleak"]
    # row 3: 1 (own) + 1/2 (row 4) over b=2; row 4: 1 (row 3) + 1/2 (own)
    np.testing.assert_allclose(leak, [1 / 3, 1 / 3, 1 / 3, 0.75, 0.75])
    assert not check_personalized(one, ORIGINAL, QI, "Disease", 0.5, DISEASE).satisfied

    both = one.copy()
    both.loc[3, "Disease"] = "respiratory disease"
    check = check_personalized(both, ORIGINAL, QI, "Disease", 0.5, DISEASE)
    assert check.satisfied and check.worst_groups == []
    assert check.achieved == pytest.approx(0.5)        # (1/2 + 1/2) / 2
    assert check_k_anonymity(both, KAnonymity(2, tuple(QI)), rows_in=5).satisfied


def test_nleaf_counts_leaves_not_children():
    fixed = TABLE3.copy()
    fixed.loc[[3, 4], "Disease"] = "respiratory disease"
    leak = pleak(fixed, ORIGINAL, QI, "Disease", DISEASE_DEEP)["pleak"]
    np.testing.assert_allclose(leak[[3, 4]], [1 / 3, 1 / 3])   # (1/3 + 1/3) / 2
    # below Theorem 1's 1/b: possible only because AS is generalized
    assert leak[3] < 1 / 2


def test_partial_match_in_other_group():
    release = TABLE3.copy()
    release.loc[1, "Disease"] = "digestive disease"
    leak = pleak(release, ORIGINAL, QI, "Disease", DISEASE)["pleak"]
    # gastric ulcer: own 1 + "digestive disease" 1/2 -> 1.5 / 3; dyspepsia: only 1/2 -> 1/6
    np.testing.assert_allclose(leak, [0.5, 1 / 6, 1 / 3, 1.0, 1.0])


def test_dcorrelate_cases():
    n = DISEASE.index
    got = dcorrelate(DISEASE, n["pneumonia"],
                     [n["pneumonia"], n["respiratory disease"], n["any disease"],
                      n["bronchitis"], n["digestive disease"]])
    np.testing.assert_allclose(got, [1.0, 0.5, 0.25, 0.0, 0.0])
    # a non-leaf t[AS]: only the "same value" case applies
    got = dcorrelate(DISEASE, n["respiratory disease"],
                     [n["respiratory disease"], n["any disease"], n["pneumonia"]])
    np.testing.assert_allclose(got, [1.0, 0.0, 0.0])


def test_original_values_must_be_leaves():
    with pytest.raises(ValueError, match="not a leaf"):
        pleak(TABLE3, ["respiratory disease"] * 5, QI, "Disease", DISEASE)
    with pytest.raises(ValueError, match="not a node"):
        pleak(TABLE3, ["measles"] * 5, QI, "Disease", DISEASE)


def test_personal_limits():
    # Zhao keeps 0.5, the owner of row 4 accepts full disclosure
    limits = pd.Series([0.5, 0.5, 0.5, 0.5, 1.0], index=TABLE3.index)
    check = check_personalized(TABLE3, ORIGINAL, QI, "Disease", limits, DISEASE)
    assert not check.satisfied and [w["row"] for w in check.worst_groups] == [ZHAO]

    # as a column with gaps filled by the default; rows 0-2 need <= 1/3
    release = TABLE3.assign(limit=[1 / 3, 0.4, np.nan, np.nan, np.nan])
    check = check_personalized(release, ORIGINAL, QI, "Disease", "limit", DISEASE, default_limit=1.0)
    assert check.satisfied and check.achieved == pytest.approx(1.0)
    release = release.assign(limit=[0.3, 0.4, np.nan, np.nan, np.nan])
    check = check_personalized(release, ORIGINAL, QI, "Disease", "limit", DISEASE, default_limit=1.0)
    assert not check.satisfied and [w["row"] for w in check.worst_groups] == [0]


def test_original_values_aligned_by_index():
    # a release holding Table 3's rows in another order, original values keyed by row
    shuffled = TABLE3.loc[[4, 0, 3, 2, 1]]
    leak = pleak(shuffled, ORIGINAL, QI, "Disease", DISEASE)["pleak"]
    np.testing.assert_allclose(leak.loc[[0, 1, 2, 3, 4]], [1 / 3, 1 / 3, 1 / 3, 1.0, 1.0])
