"""Golden tests of the two-stage solver (Shmueli-Tassa et al.) and of its own join code.

* Example 1.1 / Table 1 (specs/examples/shmueli-tassa-table1): T_1 = (age,
  disease) is published; T_2 = (gender, disease) as in Table 1 is only
  1-linkable over the FMJ. The solver's T_2 is 2-linkable over the FMJ (and
  2-diverse over the MJ), verifies with the independent verifier, and costs LM
  4 (every gender suppressed), which is the exact optimum
  (test_cpsat_cell_sequential_bruteforce::test_shmueli_tassa_table_1); k = 3 is
  infeasible (each age has two diseases in T_1) and the solver proves it.
* The solver's own joins on the paper's worked examples (per ERRATA.md):
  Example 2.2 (FMJ = six of the ten edges), Example 3.2 (cell generalization,
  R = 2: MJ has five edges, FMJ three), Examples 3.1/3.3 (R = 3: MJ has four
  3-cliques, the KMJ only the three horizontal ones).
"""

from __future__ import annotations


import numpy as np
import pandas as pd
import pytest
import yaml

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.problem.sequential import flat_taxonomy
from seqanon_opt.solvers.heuristics.two_stage_join import consistent_groups, group_release, join_cliques
from seqanon_opt.solvers.heuristics.two_stage_input import release_nodes
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import REPO

TABLE1 = REPO / "specs" / "examples" / "shmueli-tassa-table1"


def table1_spec(**changes) -> dict:
    spec = yaml.safe_load((TABLE1 / "spec.yaml").read_text())
    for previous in spec["problem"]["previous"]:
        previous["path"] = str(TABLE1 / previous["path"])
    spec["generalization"] = "cell"
    spec.update(changes)
    return spec


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_table1_release_is_2_linkable_over_the_fmj_and_verifies(make_problem, seed):
    problem = make_problem(table1_spec())
    solution = get_solver("two-stage").solve(problem, seed=seed)
    assert solution.status is Status.FEASIBLE and solution.bound is None
    release = publish(problem, solution)
    verification = verify_release(problem, release)
    assert verification.ok, verification.failures()
    assert verification.checks[0].achieved >= 2
    assert solution.objective == pytest.approx(4.0)
    assert (release["gender"] == "*").all()
    assert solution.statistics["join"] == ["FMJ", "MJ"]
    assert solution.statistics["achieved_k"][0] >= 2


def test_table1_as_published_is_only_1_linkable(make_problem):
    """The paper's T_2 (gender, disease) fails: Alice (30, female) links to angina alone."""
    problem = make_problem(table1_spec())
    release = pd.read_csv(TABLE1 / "release2.csv", dtype=str)
    verification = verify_release(problem, release)
    assert not verification.ok and verification.checks[0].achieved == 1


def test_table1_k3_is_proved_infeasible(make_problem):
    spec = table1_spec(requirements=[{"kind": "k-linkability", "k": 3, "join": "FMJ"}])
    solution = get_solver("two-stage").solve(make_problem(spec), seed=0)
    assert solution.status is Status.INFEASIBLE and "most general release" in solution.message


def test_table1_diversity_only_violation_is_unknown_not_infeasible(make_problem):
    spec = table1_spec(requirements=[{"kind": "k-diversity", "k": 3, "join": "MJ"}])
    solution = get_solver("two-stage").solve(make_problem(spec), seed=0)
    assert solution.status is Status.UNKNOWN and "not monotone" in solution.message


# ----------------------------------------------------------------- the solver's own joins
def _join(releases: list[pd.DataFrame], taxonomies: dict, kind: str) -> set[tuple[int, ...]]:
    """Record-level cliques (numbered from 1) of the join, expanded from the solver's group cliques."""
    groups, members = [], []
    for frame in releases:
        nodes = release_nodes(frame, taxonomies)
        g = group_release(tuple(frame.columns), nodes, taxonomies, len(frame))
        groups.append(g)
        radix = [taxonomies[a].n_nodes for a in frame.columns]
        keys = np.zeros(len(frame), dtype=np.int64)
        for a, r in zip(frame.columns, radix):
            keys = keys * r + nodes[a]
        gkeys = np.zeros(g.n_groups, dtype=np.int64)
        for j, r in enumerate(radix):
            gkeys = gkeys * r + g.codes[:, j]
        members.append([list(np.flatnonzero(keys == k) + 1) for k in gkeys])
    edges = {(r, s): consistent_groups(groups[r], groups[s], taxonomies)
             for r in range(len(groups)) for s in range(r + 1, len(groups))}
    cliques = join_cliques([g.count for g in groups], edges, kind)
    out = set()
    for row in cliques:
        combos = [()]
        for r, g in enumerate(row):
            combos = [c + (m,) for c in combos for m in members[r][g]]
        out |= set(combos)
    return out


ZIP = taxonomy_from_nested("zipcode", {"*****": {"5****": {"53***": {
    "531**": {"5312*": ["53120"]}, "534**": {"5342*": ["53425"]},
    "538**": {"5389*": ["53890"]}, "537**": {"5376*": ["53764"]}}}}})


def test_example_2_2_fmj_is_six_of_ten_edges():
    t1 = pd.DataFrame({"age": ["30", "30", "35", "40"], "zipcode": ["53120", "53425", "53890", "53764"]})
    t2 = pd.DataFrame({"zipcode": ["53120", "53***", "53890", "53***"], "occupation": ["*", "*", "singer", "actor"],
                       "disease": ["measles", "hepatitis", "flu", "angina"]})
    taxes = {"zipcode": ZIP, "age": flat_taxonomy("age", t1["age"]),
             "occupation": flat_taxonomy("occupation", t2["occupation"]),
             "disease": flat_taxonomy("disease", t2["disease"])}
    mj = _join([t1, t2], taxes, "MJ")
    fmj = _join([t1, t2], taxes, "FMJ")
    assert len(mj) == 10
    assert fmj == {(1, 1), (2, 2), (2, 4), (3, 3), (4, 2), (4, 4)}  # ERRATA.md
    assert _join([t1, t2], taxes, "KMJ") == fmj  # KMJ = FMJ when R = 2


def _abc_taxes():
    return {"A1": flat_taxonomy("A1", ["a", "b", "c"]), "A2": flat_taxonomy("A2", ["x", "y", "z"]),
            "A3": flat_taxonomy("A3", ["1", "2", "3"])}


def test_example_3_2_cell_generalization_mj_differs_from_fmj():
    t1 = pd.DataFrame({"A1": ["a", "b", "c"], "A2": ["x", "y", "z"]})
    t2 = pd.DataFrame({"A2": ["*", "y", "z"], "A3": ["1", "2", "3"]})
    taxes = _abc_taxes()
    assert _join([t1, t2], taxes, "FMJ") == {(1, 1), (2, 2), (3, 3)}  # Eq. (5)
    assert _join([t1, t2], taxes, "MJ") == {(1, 1), (2, 2), (3, 3), (2, 1), (3, 1)}  # Eq. (6)


def test_examples_3_1_and_3_3_kernel_is_the_horizontal_cliques():
    t1 = pd.DataFrame({"A1": ["a", "b", "a"], "A2": ["x", "x", "y"]})
    t2 = pd.DataFrame({"A2": ["x", "x", "y"], "A3": ["1", "2", "2"]})
    t3 = pd.DataFrame({"A1": ["a", "b", "a"], "A3": ["1", "2", "2"]})
    taxes = _abc_taxes()
    horizontal = {(1, 1, 1), (2, 2, 2), (3, 3, 3)}
    assert _join([t1, t2, t3], taxes, "MJ") == horizontal | {(1, 2, 3)}  # Eq. (4)
    assert _join([t1, t2, t3], taxes, "KMJ") == horizontal  # Example 3.3: KMJ = FMJ, Eq. (3)
    with pytest.raises(ValueError, match="NP-hard"):
        _join([t1, t2, t3], taxes, "FMJ")
