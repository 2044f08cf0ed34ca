"""cpsat-personalized equals a naive brute force over every (QI cut combination,
per-record published sensitive node), and its releases pass the independent verifier.

The brute force below shares no code with the solver: nested-dict trees walked
in plain Python, Pleak (Song et al. 2015, Definition 8) and LM in exact fractions.
"""

from __future__ import annotations

import tempfile
from fractions import Fraction
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import seqanon_opt.solvers.cpsat.personalized  # noqa: F401  (registers cpsat-personalized)
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import REPO, problem_from_dict
from reference_personalized import brute_force_personalized_cut
from strategies import nested_tree, tree_leaves

LIMITS = (0.34, 0.5, 0.75, 1.0)


# ---------------------------------------------------------------- random instances
@st.composite
def personalized_instance(draw) -> tuple[dict, list[float]]:
    n_qi = draw(st.integers(1, 2))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=2, max_leaves=3)) for j in range(n_qi)}
    s_tree = draw(nested_tree(prefix="s", max_height=2, max_leaves=4))
    n_rows = draw(st.integers(1, 5))
    per_record = draw(st.booleans())
    default = draw(st.sampled_from(LIMITS))
    rows, limits = [], []
    for _ in range(n_rows):
        row = [draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees] + [draw(st.sampled_from(tree_leaves(s_tree)))]
        limit = draw(st.sampled_from(LIMITS)) if per_record else default
        rows.append(row + [limit])
        limits.append(limit)
    requirement = {"kind": "personalized", "default_limit": default}
    if per_record:
        requirement["limit_column"] = "lim"
    spec = {
        "name": "random-personalized",
        "data": {"columns": [*trees, "s", "lim"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": {**{a: {"tree": t} for a, t in trees.items()}, "s": {"tree": s_tree}},
        "requirements": [requirement],
        "objective": "LM",
        "generalization": "cut",
        "solver": {"name": "cpsat-personalized", "time_limit": 20, "workers": 1},
    }
    return spec, limits


def solve_and_verify(spec: dict):
    with tempfile.TemporaryDirectory() as tmp:
        problem = problem_from_dict(Path(tmp), spec)
    solution = get_solver("cpsat-personalized").solve(problem, workers=1)
    if solution.status.has_solution:
        verification = verify_release(problem, publish(problem, solution))
        assert verification.ok, verification.failures()
    return problem, solution


@settings(max_examples=250, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(personalized_instance())
def test_personalized_optimum_equals_brute_force(instance):
    spec, limits = instance
    expected = brute_force_personalized_cut(spec, limits)
    _, solution = solve_and_verify(spec)
    if expected is None:
        assert solution.status is Status.INFEASIBLE
    else:
        assert solution.status is Status.OPTIMAL
        assert abs(solution.objective - float(expected)) < 1e-9, (solution.objective, expected)
        assert not solution.suppressed.any()


# ---------------------------------------------------------------- golden: Song et al. Tables 1-3
def song_spec(default_limit: float) -> dict:
    spec = yaml.safe_load((REPO / "specs" / "examples" / "song-table3" / "spec.yaml").read_text())
    spec["requirements"] = [{"kind": "personalized", "default_limit": default_limit}]
    spec["objective"] = "LM"
    spec["generalization"] = "cut"
    spec["solver"] = {"name": "cpsat-personalized", "time_limit": 20, "workers": 1}
    return spec


def test_song_table1_optimum_by_hand():
    # Five records, all with limit 0.5. Disease tree: 4 leaves in two categories of two,
    # so LM(leaf) = 0, LM(category) = 1/3, LM(root) = 1. Age and zipcode trees: 5 leaves,
    # LM([5-10]) = LM([10001-20000]) = 2/4 (three rows each), LM([11-20]) = LM([20001-25000]) = 1/4.
    # * No QI generalization: ages are distinct, so every record is alone (b = 1) and its own
    #   published leaf gives Pleak = 1 > 0.5; at its category Pleak = 1/2 (cost 1/3), at the root
    #   1/4 (cost 1). Five singletons at their category: 5/3.
    # * Merging any two records needs both QIs generalized: (12,22000)+(19,24000) costs
    #   4 * 1/4 = 1 on the QIs and both are pneumonia, which must then both go to "respiratory"
    #   (leaf+category gives (1 + 1/2)/2 = 3/4 > 1/2): 1 + 2/3 + 3 * 1/3 = 8/3. Merging within
    #   ages 5/8/9 costs 3 * 1/2 on each QI = 3 alone; anything through a root costs >= 5.
    # Optimum: 5/3, QIs as they are, every disease published as its category.
    spec = song_spec(0.5)
    problem, solution = solve_and_verify(spec)
    assert solution.status is Status.OPTIMAL
    assert abs(solution.objective - 5 / 3) < 1e-9
    release = publish(problem, solution)
    assert release["disease"].tolist() == ["digestive", "digestive", "respiratory", "respiratory", "respiratory"]
    assert release["age"].tolist() == problem.table["age"].tolist()
    assert release["zipcode"].tolist() == problem.table["zipcode"].tolist()
    assert abs(solution.objective - float(brute_force_song(spec))) < 1e-9


def brute_force_song(spec: dict) -> Fraction:
    """The Song data in the brute force's vocabulary (the sensitive column named 's')."""
    renamed = dict(spec)
    renamed["data"] = {"columns": ["age", "zipcode", "s"], "rows": [[str(r[0]), r[1], r[2]] for r in spec["data"]["rows"]]}
    renamed["taxonomies"] = {"age": spec["taxonomies"]["age"], "zipcode": spec["taxonomies"]["zipcode"],
                             "s": spec["taxonomies"]["disease"]}
    return brute_force_personalized_cut(renamed, [0.5] * 5)


def test_song_table1_without_a_binding_limit_publishes_the_original():
    # limit 1: every Pleak is at most 1, so nothing needs generalizing (objective 0).
    _, solution = solve_and_verify(song_spec(1.0))
    assert solution.status is Status.OPTIMAL
    assert solution.objective == 0
