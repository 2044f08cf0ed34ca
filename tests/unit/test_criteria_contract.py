"""The criterion contract (seqanon_opt/solvers/criteria): the properties each kind declares hold.

* union-closed: two groups that satisfy a criterion give a union that satisfies it;
* downward-closed: every part of a violating group violates;
* the declared statistics are all a criterion reads.
"""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from seqanon_opt.solvers.criteria.contract import SENSITIVE, GroupStats
from seqanon_opt.solvers.criteria.kinds import (BetaLikenessCriterion, DeltaDisclosureCriterion, DistinctLDiversity,
                                                EntropyLDiversity, FrequencyLDiversity, KAnonymityCriterion,
                                                RecursiveCLDiversity, TClosenessCriterion)

V = 4
Q = np.array([0.4, 0.3, 0.2, 0.1])
TREE = ((1, (0, 1)), (1, (2, 3)), (2, (4, 5)))  # {{v0, v1}, {v2, v3}} under the root


def criteria():
    return [KAnonymityCriterion(3), FrequencyLDiversity(2.0), DistinctLDiversity(3), EntropyLDiversity(2.5),
            RecursiveCLDiversity(2.0, 3), TClosenessCriterion(0.25, Q, "equal"),
            TClosenessCriterion(0.2, Q, "ordered"), TClosenessCriterion(0.2, Q, "hierarchical", TREE, 2),
            DeltaDisclosureCriterion(1.2, Q), BetaLikenessCriterion(0.8, Q), BetaLikenessCriterion(2.0, Q, True)]


def stats(*hists) -> GroupStats:
    h = np.array(hists, dtype=np.float64)
    return GroupStats(h.sum(axis=1), {SENSITIVE: h})


histogram = st.lists(st.integers(0, 6), min_size=V, max_size=V).filter(lambda h: sum(h) > 0)


@settings(max_examples=400, derandomize=True, deadline=None)
@given(a=histogram, b=histogram)
def test_declared_union_closure_and_downward_closure_hold(a, b):
    union = [x + y for x, y in zip(a, b)]
    for criterion in criteria():
        ok_a, ok_b, ok_union = criterion.satisfied(stats(a, b, union)).tolist()
        assert criterion.union_closed
        if ok_a and ok_b:
            assert ok_union, (criterion.describe(), a, b)
        if criterion.downward_closed and not ok_union:
            assert not ok_a and not ok_b, (criterion.describe(), a, b)


def test_monotone_with_suppression_only_for_k_anonymity_and_distinct_l_diversity():
    monotone = {c.kind for c in criteria() if c.monotone_with_suppression}
    assert monotone == {"k-anonymity", "distinct-l-diversity"}
    assert all(c.monotone for c in criteria())


def test_non_downward_closed_kinds_have_a_satisfying_part_of_a_violating_union():
    """The counterexamples behind 'not monotone with suppression': generalizing merges a satisfying group
    with a violating one into a violating union, whose rows are then suppressed."""
    for criterion in criteria():
        if criterion.downward_closed:
            continue
        found = False
        for a in np.ndindex(*(5,) * V):
            if sum(a) == 0 or not criterion.satisfied(stats(a))[0]:
                continue
            for b in ([6, 0, 0, 0], [0, 0, 0, 6], [0, 6, 0, 0]):
                union = [x + y for x, y in zip(a, b)]
                if not criterion.satisfied(stats(union))[0]:
                    found = True
                    break
            if found:
                break
        assert found, criterion.describe()


def test_boundaries_and_worked_values():
    # entropy of a 50/50 group is exactly ln 2: entropy-2-diversity holds
    assert EntropyLDiversity(2.0).satisfied(stats([3, 3, 0, 0]))[0]
    # recursive (2,2): r1 = 4 < 2 * (r2 + r3) = 2 * 2 = 4 fails; 3 < 2 * 2 holds
    assert not RecursiveCLDiversity(2.0, 2).satisfied(stats([4, 1, 1, 0]))[0]
    assert RecursiveCLDiversity(2.0, 2).satisfied(stats([3, 1, 1, 0]))[0]
    # Li et al. 2007, section 4.2 (ordered distance): salaries 3k..11k, q uniform over 9 values;
    # P1 = {3k, 4k, 5k} is 0.375 from q, P2 = {6k, 8k, 11k} 0.167
    q9 = np.full(9, 1 / 9)
    ordered = TClosenessCriterion(0.2, q9, "ordered")
    p1 = [1, 1, 1, 0, 0, 0, 0, 0, 0]
    p2 = [0, 0, 0, 1, 0, 1, 0, 0, 1]
    h = np.array([p1, p2], dtype=np.float64)
    distance = ordered.distance(GroupStats(h.sum(axis=1), {SENSITIVE: h}))
    assert np.allclose(distance, [0.375, 1 / 6], atol=1e-3)
    # delta-disclosure: a group missing a value violates whatever delta
    assert not DeltaDisclosureCriterion(100.0, Q).satisfied(stats([5, 3, 2, 0]))[0]
