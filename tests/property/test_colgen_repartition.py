"""The re-partition of ``colgen-cell`` (:mod:`seqanon_opt.solvers.colgen.repartition`) on random tables.

On the brute-force tables (3-7 rows, at most 3 groups, so the first neighbourhood holds every group) with no
suppression budget and the MIP's node limit lifted, the re-partition from a random release is the brute-force
cell optimum: the compact model over the closed combinations holds an optimal partition. On larger tables
(20-60 rows, many neighbourhoods) it returns a release (every record placed once, groups of at least k, each at
its records' LCA) never dearer than its start, the same one twice, and related groups are those where a record of
the seed costs least to insert.
"""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_cell import brute_force_cell
from test_colgen_cell import k_anonymity_table
from test_colgen_local_search import TOL, assert_a_release_no_dearer, larger_table, start_of, with_records
from test_colgen_polish import placed_once_in_groups_of_k

from seqanon_opt.solvers.colgen import repartition as rp
from seqanon_opt.solvers.colgen.local_search import lca_losses
from seqanon_opt.solvers.cpsat.run import Budget

REACHED: list[bool] = []
IMPROVED: list[bool] = []


@settings(max_examples=150, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=k_anonymity_table(), seed=st.integers(0, 2**16))
def check_every_group_at_once_is_the_optimum(drawn, seed):
    spec, inst, pricer, start = start_of(drawn, seed)
    if start is None or inst.budget > 0:
        return
    optimum = brute_force_cell(spec)
    assert optimum is not None
    found = rp.repartition(inst, pricer, start, Budget(30.0, 60.0), seed)
    assert placed_once_in_groups_of_k(inst, found), spec
    assert abs(found.cost(inst) - float(optimum)) < TOL, (found.cost(inst), optimum, start.cost(inst), spec)
    REACHED.append(start.cost(inst) > float(optimum) + TOL)


def test_every_group_at_once_is_the_brute_force_optimum(monkeypatch):
    monkeypatch.setattr(rp, "NODES", 1_000_000)
    REACHED.clear()
    check_every_group_at_once_is_the_optimum()
    print(len(REACHED), sum(REACHED))
    assert len(REACHED) >= 60 and sum(REACHED) >= 20, (len(REACHED), sum(REACHED))  # starts above the optimum


@settings(max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=larger_table(), seed=st.integers(0, 2**16))
def check_repartition_stays_a_release_no_dearer(drawn, seed):
    _, inst, pricer, start = start_of(drawn, seed, widest=3, ordered=seed % 2 == 1)
    if start is None or len(start.groups) <= rp.FIRST_SIZE:
        return
    found = rp.repartition(inst, pricer, start, Budget(1.5, 60.0), seed)
    again = rp.repartition(inst, pricer, start, Budget(1.5, 60.0), seed)
    assert [g.key() for g in found.groups] == [g.key() for g in again.groups]  # deterministic
    assert rp.repartition(inst, pricer, start, Budget(0.0, 60.0), seed) is start  # no work, no search
    assert rp.repartition(inst, pricer, start, Budget(1.5, 60.0), seed, deadline=0.0) is start  # the safety net
    assert_a_release_no_dearer(inst, found, start)
    IMPROVED.append(found.cost(inst) < start.cost(inst) - TOL)


def test_repartition_stays_a_release_no_dearer_than_its_start():
    IMPROVED.clear()
    check_repartition_stays_a_release_no_dearer()
    print(len(IMPROVED), sum(IMPROVED))
    assert len(IMPROVED) >= 20 and sum(IMPROVED) >= len(IMPROVED) // 2, (len(IMPROVED), sum(IMPROVED))


@settings(max_examples=30, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(drawn=larger_table(), seed=st.integers(0, 2**16), size=st.integers(2, 6))
def test_related_groups_are_where_the_seeds_records_cost_least(drawn, seed, size):
    _, inst, pricer, start = start_of(drawn, seed, widest=3)
    if start is None or len(start.groups) < 2:
        return
    groups = start.groups
    s = seed % len(groups)
    members = rp.related_groups(inst, lca_losses(inst), groups[s], rp.group_arrays(groups), s, size, Budget(1.5, 60.0))
    assert members[0] == s and len(members) == min(size, len(groups)) and len(set(members)) == len(members)

    def least_insertion(d: int) -> float:
        seed_group = groups[s]
        return min(
            with_records(pricer, groups[d], int(t), int(n)).cost - groups[d].cost
            for t, n in zip(seed_group.tuples, seed_group.counts)
        )

    others = [least_insertion(d) for d in range(len(groups)) if d != s and d not in members]
    for d in members[1:]:
        assert all(least_insertion(d) <= other + TOL for other in others)


def test_the_group_arrays_follow_the_groups_through_every_gain(monkeypatch):
    _, inst, pricer, start = start_of(_fixed_table(), 7, widest=3)
    assert start is not None
    picked: list[tuple[list[int], rp.GroupArrays]] = []
    checked, gains = [], []
    related, resolve = rp.related_groups, rp.resolve

    def recording_related(inst_, tables, seed_group, shape, s, size, budget):
        members = related(inst_, tables, seed_group, shape, s, size, budget)
        picked.append((members, shape))
        return members

    def checking_resolve(inst_, pricer_, members, budget, seed, deadline):
        indices, shape = picked[-1]
        expected = rp.group_arrays(members)
        checked.append(all(np.array_equal(a[indices], b) for a, b in zip(shape, expected)))
        found = resolve(inst_, pricer_, members, budget, seed, deadline)
        gains.append(found is not None)
        return found

    monkeypatch.setattr(rp, "related_groups", recording_related)
    monkeypatch.setattr(rp, "resolve", checking_resolve)
    rp.repartition(inst, pricer, start, Budget(1.5, 60.0), 0)
    assert sum(gains) >= 1 and len(checked) > sum(gains)  # neighbourhoods tried after a gain
    assert all(checked)


def test_a_neighbourhood_over_the_pair_limit_is_skipped(monkeypatch):
    _, inst, pricer, start = start_of(_fixed_table(), 7, widest=3)
    assert start is not None and len(start.groups) > rp.FIRST_SIZE
    assert rp.repartition(inst, pricer, start, Budget(1.5, 60.0), 0).cost(inst) < start.cost(inst) - TOL
    monkeypatch.setattr(rp, "MAX_PAIRS", 0)  # no model is small enough: nothing is re-solved
    assert rp.repartition(inst, pricer, start, Budget(1.5, 60.0), 0) is start


def _fixed_table():
    rng = np.random.default_rng(3)
    trees = {
        "q0": {"q0*": [{"A": [{"a1": ["x1", "x2"]}, {"a2": ["x3", "x4"]}]}, {"B": [{"b1": ["x5", "x6"]}]}]},
        "q1": {"q1*": [{"C": ["y1", "y2", "y3"]}, {"D": ["y4", "y5"]}]},
    }
    leaves = {"q0": ["x1", "x2", "x3", "x4", "x5", "x6"], "q1": ["y1", "y2", "y3", "y4", "y5"]}
    rows = [[str(rng.choice(leaves["q0"])), str(rng.choice(leaves["q1"])), "1"] for _ in range(40)]
    spec = {
        "name": "repartition-fixed",
        "data": {"columns": ["q0", "q1", "s"], "rows": rows},
        "roles": {"quasi_identifiers": ["q0", "q1"], "sensitive": "s"},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "requirements": [{"kind": "k-anonymity", "k": 3}],
        "objective": "LM",
        "generalization": "cell",
    }
    return spec, False
