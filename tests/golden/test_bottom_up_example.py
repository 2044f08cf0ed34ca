"""Example 1 / Figure 1 and Example 2 / Figure 2 of Wang, Yu & Chakraborty 2004,
"Bottom-Up Generalization: A Data Mining Solution to Privacy Protection".

Source: /work/shared/papers/wang-yu-chakraborty-2004-bottom-up-generalization.txt.

Reconstruction of Figure 1 (the extracted text lists it column by column):

* the vid table: Relationship ``c1 c1 c1 c1 c1 d1 d1 d1 d1``, Race
  ``b2 b2 b2 c2 c2 c2 c2 d2 d2``, Workclass ``a3 c3 d3 a3 b3 b3 e3 b3 e3``,
  a(vid) ``4 4 3 3 4 4 2 3 2`` and class ``0Y4N 0Y4N 0Y3N 2Y1N 2Y2N 4Y0N 2Y0N
  2Y1N 2Y0N``: the nine vids below. Cross-checks from the text: the left-most
  TEA path is c1b2a3 with a(c1b2a3) = 4; the anonymity vids d1c2e3 and d1d2e3
  have a = 2; {c1c2} is a (size-1) segment of f2; applying {c2, d2} -> f2 gives
  a(d1f2b3) = 4 + 3 = 7 and a(d1f2e3) = 2 + 2 = 4.
* Relationship: ANY -> e1 {a1, b1}, f1 {c1, d1}; Race: ANY -> e2 {a2, b2},
  f2 {c2, d2} (Example 2: "{c1, d1} ... a segment of f1", "{c2, d2} -> f2").
* Workclass: its nodes are ANY, g3, f3, a3..e3; "{c1b2c3, c1b2d3} is a segment
  of f3" gives f3 -> {c3, d3}, and "initially the generalizations at e1, f1,
  e2, f2, f3 are valid" says g3 has a non-leaf child. The drawing's row order
  ("ANY ANY a3 e3 ... b3 c3 d3 g3 f3") suggests ANY -> {a3, g3, e3},
  g3 -> {b3, f3}; only "f3 = {c3, d3}, g3 and ANY not valid" matters below.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.heuristics.bottom_up import BottomUpSolver, prepare
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

VIDS = [  # (Relationship, Race, Workclass, a(vid), Y, N)
    ("c1", "b2", "a3", 4, 0, 4), ("c1", "b2", "c3", 4, 0, 4), ("c1", "b2", "d3", 3, 0, 3),
    ("c1", "c2", "a3", 3, 2, 1), ("c1", "c2", "b3", 4, 2, 2), ("d1", "c2", "b3", 4, 4, 0),
    ("d1", "c2", "e3", 2, 2, 0), ("d1", "d2", "b3", 3, 2, 1), ("d1", "d2", "e3", 2, 2, 0),
]
QIS = ["Relationship", "Race", "Workclass"]


def example_spec(k: int = 3) -> dict:
    rows = []
    for rel, race, work, count, yes, no in VIDS:
        assert yes + no == count
        rows += [[rel, race, work, "Y"]] * yes + [[rel, race, work, "N"]] * no
    return {
        "name": "wang-yu-chakraborty-figure-1",
        "data": {"columns": [*QIS, "Class"], "rows": rows},
        "roles": {"quasi_identifiers": QIS, "class": "Class"},
        "taxonomies": {
            "Relationship": {"tree": {"ANY": {"e1": ["a1", "b1"], "f1": ["c1", "d1"]}}},
            "Race": {"tree": {"ANY": {"e2": ["a2", "b2"], "f2": ["c2", "d2"]}}},
            "Workclass": {"tree": {"ANY": ["a3", {"g3": ["b3", {"f3": ["c3", "d3"]}]}, "e3"]}},
        },
        "requirements": [{"kind": "k-anonymity", "k": k}],
        "objective": "class-entropy",
        "generalization": "cut",
        "solver": {"name": "bottom-up"},
    }


@pytest.fixture
def example(make_problem):
    problem = make_problem(example_spec())
    attrs, index, info, _ = prepare(problem)
    return problem, attrs, index, info


def vid_labels(problem, attrs, index, vids) -> set[str]:
    values = index.vid_values(vids)
    return {"".join(problem.taxonomies[a].labels[v] for a, v in zip(attrs, row)) for row in values}


def node(problem, attr, label):
    return problem.taxonomies[attr].node(label)


def test_example_1_initial_state(example):
    problem, attrs, index, _ = example
    assert problem.n_rows == 29 and index.n_initial_vids == 9
    # "Initially, the generalizations at e1, f1, e2, f2, f3 are valid"
    valid = {problem.taxonomies[attrs[j]].labels[p] for j, p in index.valid_generalizations()}
    assert valid == {"e1", "f1", "e2", "f2", "f3"}
    # "A(VID) = 2, and d1c2e3 and d1d2e3 are anonymity vids"
    assert index.anonymity() == 2
    assert vid_labels(problem, attrs, index, index.anonymity_vids()) == {"d1c2e3", "d1d2e3"}


def test_example_2_segments_of_the_tea_index(example):
    problem, attrs, index, _ = example

    def segments(level, label):
        segs = index.segments(level, node(problem, attrs[level], label))
        return [["".join(problem.taxonomies[attrs[i]].labels[v] for i, v in enumerate(path)) for path in seg]
                for seg in segs]

    # "{c1, d1} at level 1 is a segment of f1"
    assert segments(0, "f1") == [["c1", "d1"]]
    # "{c1c2} and {d1c2, d1d2} at level 2 are two segments of f2"
    assert segments(1, "f2") == [["c1c2"], ["d1c2", "d1d2"]]
    # "{c1b2c3, c1b2d3} at level 3 is a segment of f3"
    assert segments(2, "f3") == [["c1b2c3", "c1b2d3"]]


def test_observation_1_and_theorem_1_pruning(example):
    problem, _, index, _ = example
    anonymity_vids = index.anonymity_vids()
    f1, f2, f3 = (node(problem, a, lab) for a, lab in zip(QIS, ("f1", "f2", "f3")))
    # f3: "no anonymity vid is generalized by the (only) size-2 segment of f3, so f3 is not critical"
    assert index.passes_theorem1(2, anonymity_vids) is None
    assert index.evaluate(2, f3).ag == 2
    # f1: both anonymity vids lie in its size-2 segment, "but f1 is still not critical"
    assert index.passes_theorem1(0, anonymity_vids) == f1
    assert index.evaluate(0, f1).ag == 2
    # Cand (section 5.2): at most one G per level; f2 is the critical one
    cand = index.critical_candidates(anonymity_vids)
    assert (1, f2) in cand and (2, f3) not in cand
    assert set(cand) == {(0, f1), (1, f2)}
    assert index.evaluate(1, f2).ag == 3


def test_example_2_applying_f2_merges_the_anonymity_vids(example):
    problem, attrs, index, _ = example
    index.apply(index.evaluate(1, node(problem, "Race", "f2")))
    sizes = {label: int(index.size[v]) for v in np.flatnonzero(index.size != np.iinfo(np.int64).max)
             for label in vid_labels(problem, attrs, index, [v])}
    # "new vids c1f2a3 and c1f2b3 ... d1f2b3 and d1f2e3, with a(d1f2b3) = 7 and a(d1f2e3) = 4"
    assert sizes == {"c1b2a3": 4, "c1b2c3": 4, "c1b2d3": 3, "c1f2a3": 3, "c1f2b3": 4,
                     "d1f2b3": 7, "d1f2e3": 4}
    assert index.anonymity() == 3
    assert index.cut(1) == sorted(node(problem, "Race", lab) for lab in ("a2", "b2", "f2"))


def test_information_loss_of_f2_is_the_section_3_formula(example):
    problem, _, _, info = example

    def h(*counts):
        total = sum(counts)
        return -sum(c / total * math.log2(c / total) for c in counts if c)

    # R_c2: 13 records (10 Y, 3 N); R_d2: 5 records (4 Y, 1 N); R_f2: 18 (14 Y, 4 N)
    expected = h(14, 4) - 13 / 18 * h(10, 3) - 5 / 18 * h(4, 1)
    assert info[1][node(problem, "Race", "f2")] == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("prune", [True, False])
def test_example_1_k3_is_reached_by_the_single_generalization_f2(make_problem, prune):
    problem = make_problem(example_spec(3))
    solution = BottomUpSolver(options={"prune": prune}).solve(problem)
    assert solution.status is Status.FEASIBLE and solution.bound is None
    # "The requirement of K = 3 can be satisfied by applying {c2, d2} -> f2"
    assert solution.statistics["generalizations"] == ["Race:f2"]
    assert solution.statistics["iterations"] == 1 and solution.statistics["anonymity"] == 3
    assert not solution.suppressed.any()
    assert verify_release(problem, publish(problem, solution)).ok
    race = problem.taxonomies["Race"]
    assert {race.labels[v] for v in solution.generalized["Race"]} == {"b2", "f2"}


def test_registered_and_k1_needs_no_generalization(make_problem):
    problem = make_problem(example_spec(1))
    solution = get_solver("bottom-up").solve(problem)
    assert solution.statistics["iterations"] == 0
    # class entropy of the ungeneralized table: the mixed vids are 2Y1N (twice, 3 records each)
    # and 2Y2N (4 records); the other 19 records sit in pure vids
    h21 = -(2 / 3 * math.log2(2 / 3) + 1 / 3 * math.log2(1 / 3))
    assert solution.objective == pytest.approx((6 * h21 + 4 * 1.0) / 29, abs=1e-12)
    assert all(np.array_equal(solution.generalized[a], problem.codes[a]) for a in QIS)
