"""Information-loss metrics against values computed by hand from the papers.

Sources (in /work/shared/papers):
* LM, EM: Shmueli-Tassa et al., section 5.2;
* distortion: Wang-Fung 2006, section 6; InfoGain / class entropy: section 5.1, eq. (2);
* ILeft: Song et al. 2015, Definitions 9-11;
* discernibility: Bayardo-Agrawal (DM = sum |E|^2, a suppressed record charged N).
Every expected value below is written out as the arithmetic that gives it.
"""

from __future__ import annotations

from fractions import Fraction as F
from math import log2

import numpy as np
import pytest

from seqanon_opt.data.taxonomy import encode, taxonomy_from_nested, taxonomy_from_parents
from seqanon_opt.data.taxonomy_io import interval_taxonomy
from seqanon_opt.metrics import (conditional_entropy, distortion_cell_loss, em_node_loss, entropy,
                                 group_entropy, ileft_node, ileft_tuple, information_gain,
                                 lm_node_loss, record_loss, table_loss)
from seqanon_opt.metrics.groups import discernibility_record_loss


def H(*p):
    """Shannon entropy in bits of the distribution p (zeros allowed)."""
    return -sum(x * log2(x) for x in p if x)


def close(actual, expected):
    np.testing.assert_allclose(np.asarray(actual, dtype=float), np.asarray(expected, dtype=float),
                               rtol=0, atol=1e-12)


JOB = {"*": {"health": ["nurse", "doctor"], "office": ["clerk", "lawyer", "judge"]}}


# ----------------------------------------------------------------- LM and EM (Shmueli-Tassa 5.2)
def test_lm_per_node():
    tax = taxonomy_from_nested("job", JOB)  # |A| = 5 leaves
    lm = lm_node_loss(tax)
    close(lm[tax.index["nurse"]], 0)                    # (1-1)/(5-1)
    close(lm[tax.index["health"]], F(2 - 1, 5 - 1))     # 1/4
    close(lm[tax.index["office"]], F(3 - 1, 5 - 1))     # 1/2
    close(lm[tax.root], 1)                              # (5-1)/(5-1): total suppression
    one_leaf = taxonomy_from_nested("x", {"*": ["only"]})
    close(lm_node_loss(one_leaf)[one_leaf.index["only"]], 0)   # 0/0 read as no loss


EM_COLUMN = ["nurse"] * 3 + ["doctor"] + ["clerk"] * 2 + ["lawyer"] * 2   # judge never occurs, N = 8


def _check_em(tax):
    em = em_node_loss(tax, encode(tax, EM_COLUMN))
    close(em[tax.index["health"]], H(F(3, 4), F(1, 4)))        # p = 3/8, 1/8 -> q = 3/4, 1/4
    close(em[tax.index["office"]], H(F(1, 2), F(1, 2), 0))     # clerk 2/8, lawyer 2/8, judge 0
    close(em[tax.root], H(F(3, 8), F(1, 8), F(2, 8), F(2, 8)))
    close(em[tax.root], F(3, 8) * log2(F(8, 3)) + F(1, 8) * 3 + 2 * F(1, 4) * 2)  # same, expanded
    for leaf in ("nurse", "doctor", "clerk", "lawyer", "judge"):
        close(em[tax.index[leaf]], 0)                           # a single value: no uncertainty


def test_em_per_node():
    _check_em(taxonomy_from_nested("job", JOB))


def test_em_and_lm_when_node_ids_are_not_in_preorder():
    # the same tree as JOB with scrambled ids: 0 nurse, 1 *, 2 office, 3 clerk, 4 health, ...
    labels = ["nurse", "*", "office", "clerk", "health", "doctor", "lawyer", "judge"]
    parent = [4, -1, 1, 2, 1, 4, 2, 2]
    tax = taxonomy_from_parents("job", labels, parent)
    _check_em(tax)
    close(lm_node_loss(tax)[tax.index["office"]], F(3 - 1, 5 - 1))


# Shmueli-Tassa Example 2.1: Table 2 and its release T_2 (Table 3, right).
TABLE2 = {
    "name": "shmueli-tassa-example-2-1",
    "data": {"columns": ["age", "zipcode", "occupation", "disease"],
             "rows": [[30, "53120", "teacher", "measles"], [30, "53425", "engineer", "hepatitis"],
                      [35, "53890", "singer", "flu"], [40, "53764", "actor", "angina"]]},
    "roles": {"quasi_identifiers": ["age", "zipcode", "occupation"], "sensitive": "disease"},
    "taxonomies": {"age": {"intervals": []},   # root only: the interval [30, 40]
                   "zipcode": {"tree": {"53***": ["53120", "53425", "53890", "53764"]}}},
    # occupation: no taxonomy, so the flat tree '*' over its 4 values (suppression only)
    "requirements": [{"kind": "k-anonymity", "k": 2}],
}


def gen(problem, attr, labels):
    tax = problem.taxonomies[attr]
    return np.array([tax.index[label] for label in labels])


def release_t2(problem):
    age_root = problem.taxonomies["age"].labels[problem.taxonomies["age"].root]
    return {"age": gen(problem, "age", [age_root] * 4),
            "zipcode": gen(problem, "zipcode", ["53120", "53***", "53890", "53***"]),
            "occupation": gen(problem, "occupation", ["*", "*", "singer", "actor"])}


def test_lm_on_release_t2_of_example_2_1(make_problem):
    p = make_problem(TABLE2)
    none = np.zeros(4, dtype=bool)
    # age: 3 distinct values, '*' -> (3-1)/(3-1) = 1; zipcode: 53*** -> (4-1)/(4-1) = 1;
    # occupation: '*' -> (4-1)/(4-1) = 1; published values -> 0
    expected = [1 + 0 + 1, 1 + 1 + 1, 1 + 0 + 0, 1 + 1 + 0]
    close(record_loss(p, release_t2(p), none, "LM"), expected)
    assert table_loss(p, release_t2(p), none, "LM") == pytest.approx(8)


def test_em_on_release_t2_of_example_2_1(make_problem):
    p = make_problem(TABLE2)
    none = np.zeros(4, dtype=bool)
    age = H(F(2, 4), F(1, 4), F(1, 4))   # ages 30, 30, 35, 40 -> 1.5 bits
    zipc = H(*[F(1, 4)] * 4)             # four distinct zipcodes -> 2 bits
    occ = H(*[F(1, 4)] * 4)              # four distinct occupations -> 2 bits
    expected = [age + 0 + occ, age + zipc + occ, age + 0 + 0, age + zipc + 0]
    close(record_loss(p, release_t2(p), none, "EM"), expected)
    assert table_loss(p, release_t2(p), none, "EM") == pytest.approx(1.5 * 4 + 2 * 2 + 2 * 2)


# ----------------------------------------------------------------- distortion (Wang-Fung section 6)
ZIP = {"*": {"130**": {"1305*": ["13053"], "1306*": ["13067", "13068"]}, "148**": ["14850", "14853"]}}


def test_distortion_categorical_counts_levels_climbed():
    tax = taxonomy_from_nested("zip", ZIP)
    leaves = encode(tax, ["13053", "13053", "13067", "14850", "13068", "14853"])
    nodes = np.array([tax.index[v] for v in ["13053", "1305*", "130**", "*", "*", "148**"]])
    # 0 levels; 13053->1305*: 1; 13067->1306*->130**: 2; 14850->148**->*: 2;
    # 13068->1306*->130**->*: 3; 14853->148**: 1
    close(distortion_cell_loss(tax, nodes, leaves), [0, 1, 2, 2, 3, 1])


def test_distortion_continuous_is_width_over_full_range():
    # values 22, 28, 35, 51; [40, 50) holds no value and is pruned, [40, 60] keeps only [50, 60]
    tax = interval_taxonomy("age", np.array([22, 28, 35, 51]), [[20, 30, 40, 50, 60], [20, 40, 60]])
    assert "[40, 50)" not in tax.index
    leaves = encode(tax, ["22", "28", "35", "51", "51", "22"])
    nodes = np.array([tax.index[v] for v in ["22", "[20, 30)", "[20, 40)", "[50, 60]", "[40, 60]", "[20, 60]"]])
    # full range [f1, f2) = [20, 60): f2 - f1 = 40
    expected = [0,                 # a value kept as is
                F(30 - 20, 40),    # [20, 30)
                F(40 - 20, 40),    # [20, 40)
                F(60 - 50, 40),    # [50, 60]
                F(60 - 40, 40),    # [40, 60]
                F(60 - 20, 40)]    # the root: 1
    close(distortion_cell_loss(tax, nodes, leaves), expected)


# ----------------------------------------------------------------- ILeft (Song et al. Defs 9-11)
def test_ileft_value_and_tuple():
    tax = taxonomy_from_nested("job", JOB)   # 5 leaves in GTree
    il = ileft_node(tax)
    close(il[tax.index["doctor"]], 1 - F(1 - 1, 5))    # not generalized: 1
    close(il[tax.index["health"]], 1 - F(2 - 1, 5))    # 4/5
    close(il[tax.index["office"]], 1 - F(3 - 1, 5))    # 3/5
    close(il[tax.root], 1 - F(5 - 1, 5))               # 1/5, not 0: the paper divides by all leaves
    close(ileft_tuple([np.array([0.8, 1.0]), np.array([0.6, 0.2]), np.array([1.0, 1.0])]),
          [(F(4, 5) + F(3, 5) + 1) / 3, (1 + F(1, 5) + 1) / 3])


SONG = {
    "name": "song-table-1",
    "data": {"columns": ["age", "zipcode", "disease"],
             "rows": [[5, 12000, "gastric ulcer"], [9, 14000, "dyspepsia"], [8, 19000, "bronchitis"],
                      [12, 22000, "pneumonia"], [19, 24000, "pneumonia"]]},
    "roles": {"quasi_identifiers": ["age", "zipcode"], "sensitive": "disease"},
    # GTrees whose middle level is Table 3's ranges: [5-10] = [5, 11), [11-20] = [11, 21], ...
    "taxonomies": {"age": {"intervals": [[5, 11, 21]]},
                   "zipcode": {"intervals": [[10001, 20001, 25001]]}},
    "requirements": [{"kind": "k-anonymity", "k": 2}],
    "objective": "ILeft",
}


def test_ileft_on_song_table_3(make_problem):
    p = make_problem(SONG)
    generalized = {"age": gen(p, "age", ["[5, 11)"] * 3 + ["[11, 21]"] * 2),
                   "zipcode": gen(p, "zipcode", ["[10001, 20001)"] * 3 + ["[20001, 25001]"] * 2)}
    none = np.zeros(5, dtype=bool)
    # each GTree has 5 leaves; [5-10] holds 5, 8, 9 -> 1 - (3-1)/5 = 3/5; [11-20] holds 12, 19 -> 4/5
    # d = 2 QIs + the sensitive attribute, published as is (ILeft 1)
    first, last = (F(3, 5) + F(3, 5) + 1) / 3, (F(4, 5) + F(4, 5) + 1) / 3   # 11/15, 13/15
    close(record_loss(p, generalized, none, "ILeft"), [first] * 3 + [last] * 2)
    assert table_loss(p, generalized, none, "ILeft") == pytest.approx(float(F(3 * 11 + 2 * 13, 15 * 5)))
    # without a sensitive attribute d is the number of QIs: (3/5 + 3/5) / 2
    spec = {**SONG, "roles": {"quasi_identifiers": ["age", "zipcode"]}}
    q = make_problem(spec)
    close(record_loss(q, generalized, none, "ILeft")[0], F(3, 5))


# ----------------------------------------------------------------- discernibility, class entropy
def test_discernibility():
    # kept groups {0,1,2}, {3,4}, {5}; record 6 suppressed, N = 7
    a = np.array([1, 1, 1, 2, 2, 3, 3])
    b = np.array([0, 0, 0, 0, 0, 9, 9])
    suppressed = np.array([0, 0, 0, 0, 0, 0, 1], dtype=bool)
    charge = discernibility_record_loss({"a": a, "b": b}, suppressed)
    close(charge, [3, 3, 3, 2, 2, 1, 7])   # record 5 is alone once record 6 is suppressed
    assert charge.sum() == 3 ** 2 + 2 ** 2 + 1 ** 2 + 1 * 7


def test_entropy_conditional_entropy_and_information_gain():
    # Wang-Fung eq. (2): T[v] has 5 Y and 3 N; v -> {v1: 4 Y, v2: 1 Y + 3 N}
    cls = np.array(list("YYYYYNNN"))
    child = np.array([1, 1, 1, 1, 2, 2, 2, 2])
    assert entropy(cls) == pytest.approx(H(F(5, 8), F(3, 8)))
    close(group_entropy(np.array([0, 0, 0, 0, 1, 1, 1, 1]), cls), [0, H(F(1, 4), F(3, 4))])
    assert conditional_entropy(cls, child) == pytest.approx(F(4, 8) * 0 + F(4, 8) * H(F(1, 4), F(3, 4)))
    assert information_gain(cls, child) == pytest.approx(H(F(5, 8), F(3, 8)) - F(1, 2) * H(F(1, 4), F(3, 4)))
    # a split into pure children recovers all the class entropy; no split gains nothing
    assert information_gain(cls, cls) == pytest.approx(H(F(5, 8), F(3, 8)))
    assert information_gain(cls, np.zeros(8)) == pytest.approx(0)


# ----------------------------------------------------------------- record_loss / table_loss
CLINIC = {
    "name": "clinic",
    "data": {"columns": ["id", "age", "sex", "job", "cls", "diagnosis"],
             "rows": [[1, 23, "F", "nurse", "Y", "flu"], [2, 27, "F", "doctor", "Y", "asthma"],
                      [3, 25, "M", "nurse", "N", "flu"], [4, 36, "M", "clerk", "N", "asthma"],
                      [5, 38, "F", "lawyer", "N", "flu"], [6, 31, "M", "nurse", "Y", "gastritis"]]},
    "roles": {"quasi_identifiers": ["age", "sex", "job"], "sensitive": "diagnosis", "class": "cls", "key": "id"},
    "taxonomies": {"age": {"intervals": [[20, 25, 30, 35, 40], [20, 30, 40]]},
                   "sex": {"tree": {"*": ["F", "M"]}},
                   "job": {"tree": {"*": {"health": ["nurse", "doctor"], "office": ["clerk", "lawyer"]}}}},
    "requirements": [{"kind": "k-anonymity", "k": 2, "suppression": 0.2}],
}


@pytest.fixture
def clinic(make_problem):
    p = make_problem(CLINIC)
    # rows 1-3 -> ([20, 30), *, health); rows 4-5 -> ([30, 40], *, office); row 6 suppressed
    generalized = {"age": gen(p, "age", ["[20, 30)"] * 3 + ["[30, 40]"] * 3),
                   "sex": gen(p, "sex", ["*"] * 6),
                   "job": gen(p, "job", ["health"] * 3 + ["office"] * 2 + ["health"])}
    return p, generalized, np.array([0, 0, 0, 0, 0, 1], dtype=bool)


def test_lm_record_and_table(clinic):
    p, g, s = clinic
    # age: 6 leaves, [20, 30) = {23, 25, 27} and [30, 40] = {31, 36, 38}: (3-1)/(6-1) = 2/5
    # sex '*': (2-1)/(2-1) = 1; job health/office: (2-1)/(4-1) = 1/3; suppressed: 1 + 1 + 1
    kept = F(2, 5) + 1 + F(1, 3)   # 26/15
    close(record_loss(p, g, s, "LM"), [kept] * 5 + [3])
    assert table_loss(p, g, s, "LM") == pytest.approx(float(5 * kept + 3))   # 35/3


def test_em_record_and_table(clinic):
    p, g, s = clinic
    # ages all distinct (p = 1/6 each): a 3-value interval -> log2 3, the root -> log2 6
    # sex: 3 F, 3 M -> 1 bit; job: nurse 3, doctor 1, clerk 1, lawyer 1 (of 6)
    health, office = H(F(3, 4), F(1, 4)), H(F(1, 2), F(1, 2))
    job_root = H(F(3, 6), F(1, 6), F(1, 6), F(1, 6))   # = 1/2 + (1/2) log2 6
    assert job_root == pytest.approx(0.5 + 0.5 * log2(6))
    expected = [log2(3) + 1 + health] * 3 + [log2(3) + 1 + office] * 2 + [log2(6) + 1 + job_root]
    close(record_loss(p, g, s, "EM"), expected)


def test_distortion_record_and_table(clinic):
    p, g, s = clinic
    # age: range [20, 40), a 10-wide interval -> 10/20, the root -> 1
    # sex: leaf -> * is 1 level; job: leaf -> health/office is 1 level, leaf -> * is 2
    kept = F(10, 20) + 1 + 1
    suppressed = 1 + 1 + 2
    close(record_loss(p, g, s, "distortion"), [kept] * 5 + [suppressed])
    assert table_loss(p, g, s, "distortion") == pytest.approx(float(5 * kept + suppressed))   # 16.5


def test_discernibility_record_and_table(clinic):
    p, g, s = clinic
    close(record_loss(p, g, s, "discernibility"), [3, 3, 3, 2, 2, 6])
    assert table_loss(p, g, s, "discernibility") == pytest.approx(3 ** 2 + 2 ** 2 + 6)


def test_ileft_record_and_table(clinic):
    p, g, s = clinic
    # d = 3 QIs + diagnosis (ILeft 1). age [20, 30): 1 - 2/6; sex '*': 1 - 1/2; health: 1 - 1/4
    # suppressed: age root 1 - 5/6, sex 1/2, job root 1 - 3/4
    kept = (F(4, 6) + F(1, 2) + F(3, 4) + 1) / 4             # 35/48
    suppressed = (F(1, 6) + F(1, 2) + F(1, 4) + 1) / 4       # 23/48
    close(record_loss(p, g, s, "ILeft"), [kept] * 5 + [suppressed])
    assert table_loss(p, g, s, "ILeft") == pytest.approx(float((5 * kept + suppressed) / 6))   # 11/16


def test_class_entropy_record_and_table(clinic):
    p, g, s = clinic
    # group 1-3 classes Y, Y, N; group 4-5 N, N; row 6 alone at the root: Y
    mixed = H(F(2, 3), F(1, 3))
    close(record_loss(p, g, s, "class-entropy"), [mixed] * 3 + [0, 0, 0])
    assert table_loss(p, g, s, "class-entropy") == pytest.approx(float(F(3, 6)) * mixed)


def test_suppressed_row_joins_the_all_root_group_for_class_entropy(clinic):
    p, g, _ = clinic
    tops = {a: np.full(6, p.taxonomies[a].root) for a in p.quasi_identifiers}
    # row 6 suppressed, the rest published at the root: one group of classes Y Y N N N Y
    s = np.array([0, 0, 0, 0, 0, 1], dtype=bool)
    close(record_loss(p, tops, s, "class-entropy"), [H(F(1, 2), F(1, 2))] * 6)
    # discernibility still charges the suppressed record N = 6 and the 5 kept ones 5
    close(record_loss(p, tops, s, "discernibility"), [5] * 5 + [6])


def test_errors(clinic, make_problem):
    p, g, s = clinic
    with pytest.raises(ValueError):
        record_loss(p, g, s, "no-such-metric")
    q = make_problem({**CLINIC, "roles": {"quasi_identifiers": ["age", "sex", "job"]}})
    with pytest.raises(ValueError, match="class"):
        record_loss(q, g, s, "class-entropy")
