"""Wang, Xu, Wong, Fu 2010 (anonymizing temporal data): l-eligibility examples.

Definition 1: T is l-eligible when Level(T) = max_s |T[s]| <= |T| / l.

The paper's Example 1 (Figure 1) gives the records' timestamps and the
partition (P_i, S_i) but not their sensitive values nor l; its only figure,
IL(D'[6..8]) = beta_s + mu(1), is a reposition/suppression cost, not an
eligibility fact. The sensitive values used with Example 1 below are our own
choice (consistent with r0 being suppressed at cost beta_s for a value s); the
test checks what the example does fix: snapshots are the published
timestamps, suppressed records are not in them.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pandas as pd
import pytest

from seqanon_opt.privacy.l_eligibility import (check_l_eligibility, check_l_eligibility_per_timestamp,
                                               snapshot_levels)

# Introduction: H1N1 50 %, SARS 10 %, ten other diseases 4 % each
SKEWED = ["H1N1"] * 50 + ["SARS"] * 10 + [f"disease{i}" for i in range(10) for _ in range(4)]


@pytest.mark.parametrize("l", [1, 1.5, 2])
def test_intro_skewed_table_is_eligible_up_to_2(l):
    check = check_l_eligibility(SKEWED, l)
    assert check.satisfied and check.worst_groups == []
    assert check.achieved == pytest.approx(2.0)        # |T| / Level(T) = 100 / 50


@pytest.mark.parametrize("l", [2.01, 3, 20])
def test_intro_skewed_table_not_eligible_above_2(l):
    check = check_l_eligibility(SKEWED, l)
    assert not check.satisfied
    assert check.worst_groups[0] == {"value": "H1N1", "count": 50, "size": 100}
    # SARS (10) exceeds |T|/l only for l = 20 (100 / 20 = 5)
    assert [w["value"] for w in check.worst_groups] == (["H1N1"] if l < 10 else ["H1N1", "SARS"])


# Example 1 / Figure 1: record -> (original TS, published TS' or None if suppressed)
EXAMPLE1 = {"r0": (6, None), "r1": (6, 6), "r2": (6, 6), "r3": (7, 7), "r4": (7, 7),
            "r5": (7, 8), "r6": (8, 8)}
# our sensitive values (not given in the paper)
EXAMPLE1_SA = {"r0": "s", "r1": "s", "r2": "t", "r3": "s", "r4": "t", "r5": "s", "r6": "t"}


def _example1(published: bool) -> pd.DataFrame:
    rows = [(r, ts_new if published else ts, EXAMPLE1_SA[r]) for r, (ts, ts_new) in EXAMPLE1.items()
            if not (published and ts_new is None)]
    return pd.DataFrame(rows, columns=["record", "TS", "SA"])


def test_example1_snapshots_are_the_published_timestamps():
    levels = snapshot_levels(_example1(published=True), "TS", "SA")
    assert list(levels.index) == [6, 7, 8]
    assert list(levels["size"]) == [2, 2, 2]           # P6={r1,r2}, P7={r3,r4}, P8={r5,r6}
    original = snapshot_levels(_example1(published=False), "TS", "SA")
    assert list(original["size"]) == [3, 3, 1]         # D[6]={r0,r1,r2}, D[7]={r3,r4,r5}, D[8]={r6}


def test_example1_reposition_and_suppression_restore_2_eligibility():
    before = check_l_eligibility_per_timestamp(_example1(published=False), "TS", "SA", 2)
    assert not before.satisfied
    # D[8] = {r6}: one record is never 2-eligible (1 > 1/2); D[6], D[7] have Level 2 > 3/2
    assert [w["timestamp"] for w in before.worst_groups] == [8, 6, 7]
    assert before.achieved == pytest.approx(1.0)
    after = check_l_eligibility_per_timestamp(_example1(published=True), "TS", "SA", 2)
    assert after.satisfied and after.achieved == pytest.approx(2.0)


# Examples 2-3 / Figures 2-3: P_{w+1} over s1..s5 with l = 4. After LP reposition it
# holds 9 records with Level 2 and room m(s) = 3 - |P[s]| = 1, 1, 1, 1, 2.
AFTER_LP = {"s1": 2, "s2": 2, "s3": 2, "s4": 2, "s5": 1}


def _records(counts: dict[str, int]) -> list[str]:
    return [s for s, n in counts.items() for _ in range(n)]


def test_example2_initial_and_lp_solutions_are_4_eligible():
    # Example 2 relays r8 (value s4) without raising Level 2: before it, 8 records
    before = dict(AFTER_LP, s4=1)
    for counts, size in ((before, 8), (AFTER_LP, 9)):
        check = check_l_eligibility(_records(counts), 4)
        assert check.satisfied and check.achieved == pytest.approx(size / 2)


def test_example3_level_3_needs_12_records():
    # m = (i + 1) * l - |P_{w+1}| = 3 * 4 - 9 = 3 records must be relayed
    room = {s: 3 - n for s, n in AFTER_LP.items()}
    for picks in combinations_with_replacement(sorted(AFTER_LP), 3):
        if any(picks.count(s) > room[s] for s in room):
            continue
        counts = dict(AFTER_LP)
        for s in picks:
            counts[s] += 1
        check = check_l_eligibility(_records(counts), 4)
        assert check.satisfied and check.achieved == pytest.approx(12 / 3)
    # fewer records at Level 3 are not 4-eligible: lifting s1 alone gives 10, s5 alone 11
    for s, size in {"s1": 10, "s2": 10, "s3": 10, "s4": 10, "s5": 11}.items():
        counts = dict(AFTER_LP, **{s: 3})
        check = check_l_eligibility(_records(counts), 4)
        assert not check.satisfied and check.achieved == pytest.approx(size / 3)
        assert check.worst_groups == [{"value": s, "count": 3, "size": size}]
