"""``personalized-clustering`` on random small instances against the cell-model optimum.

Whenever the heuristic returns, its release passes the independent verifier and its LM (QI cells +
sensitive cells) is at least the exact optimum of the cell model, computed by the naive brute force
``reference.brute_force_personalized_cell`` (every set partition, every common ancestor, every
per-record sensitive generalization; exact fractions). When it finds no release (status UNKNOWN) its message is the documented
line naming the record whose limit failed (the heuristic may fail where an optimum exists; that is
counted, not failed). The hit rate and mean gap are printed (``pytest -s``).
"""

from __future__ import annotations

import re
import tempfile
from fractions import Fraction
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import problem_from_dict
from reference import brute_force_personalized_cell
from strategies import nested_tree, tree_leaves

LIMITS = (0.34, 0.5, 0.75, 1.0)
ERROR = re.compile(r"record (\d+)( \(key 'r\d+'\))?: personalized limit ([\d.]+) cannot be met: its group has "
                   r"(\d+) records, Pleak stays at ([\d.e-]+)( \(Song et al\. Theorem 1\)| with its whole "
                   r"leakage collection at the root of the sensitive taxonomy)")


@st.composite
def instance(draw) -> tuple[dict, list[float]]:
    n_qi = draw(st.integers(1, 2))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=2, max_leaves=3)) for j in range(n_qi)}
    s_tree = draw(nested_tree(prefix="s", max_height=2, max_leaves=4))
    n_rows = draw(st.integers(4, 6))
    per_record = draw(st.booleans())
    default = draw(st.sampled_from(LIMITS))
    keyed = draw(st.booleans())
    rows, limits = [], []
    for i in range(n_rows):
        row = [draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees]
        row.append(draw(st.sampled_from(tree_leaves(s_tree))))
        limit = draw(st.sampled_from(LIMITS)) if per_record else default
        rows.append(row + [limit, f"r{i}"])
        limits.append(limit)
    personalized = {"kind": "personalized", "default_limit": default}
    if per_record:
        personalized["limit_column"] = "lim"
    requirements = [personalized]
    if draw(st.booleans()):
        requirements.append({"kind": "k-anonymity", "k": draw(st.integers(1, 3))})
    spec = {
        "name": "random-personalized-cell",
        "data": {"columns": [*trees, "s", "lim", "id"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s", **({"key": "id"} if keyed else {})},
        "taxonomies": {**{a: {"tree": t} for a, t in trees.items()}, "s": {"tree": s_tree}},
        "requirements": requirements,
        "objective": "LM",
        "generalization": "cell",
        "solver": {"name": "personalized-clustering", "time_limit": 20},
    }
    return spec, limits


RESULTS: list[tuple[str, Fraction | None, float | None]] = []   # (outcome, optimum, heuristic LM)


@settings(max_examples=320, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(instance())
def check_against_brute_force(case):
    spec, limits = case
    with tempfile.TemporaryDirectory() as tmp:
        problem = problem_from_dict(Path(tmp), spec)
    optimum = brute_force_personalized_cell(spec, limits)
    solution = get_solver("personalized-clustering").solve(problem)
    if solution.status is Status.UNKNOWN:  # no release: the message names the record whose limit failed
        match = ERROR.fullmatch(solution.message)
        assert match, solution.message
        assert solution.generalized is None
        row, keyed, limit, size, leak = int(match[1]), match[2], float(match[3]), int(match[4]), float(match[5])
        assert limit == limits[row] and leak > limit and size >= 1
        assert bool(keyed) == ("key" in spec["roles"])
        assert (match[6] == " (Song et al. Theorem 1)") == (limit < 1 / size)
        RESULTS.append(("error", optimum, None))
        return
    assert solution.status is Status.FEASIBLE and solution.bound is None
    assert not solution.suppressed.any()
    verification = verify_release(problem, publish(problem, solution))
    assert verification.ok, verification.failures()
    assert optimum is not None                      # the heuristic's release is itself feasible
    assert solution.objective >= float(optimum) - 1e-9, (solution.objective, optimum)
    RESULTS.append(("solved", optimum, solution.objective))


def test_heuristic_verifies_and_never_beats_the_optimum():
    RESULTS.clear()
    check_against_brute_force()
    solved = [(opt, got) for outcome, opt, got in RESULTS if outcome == "solved"]
    errors = [opt for outcome, opt, _ in RESULTS if outcome == "error"]
    assert len(RESULTS) >= 200 and solved
    hits = sum(abs(got - float(opt)) < 1e-9 for opt, got in solved)
    gaps = [got - float(opt) for opt, got in solved]
    relative = [(got - float(opt)) / float(opt) for opt, got in solved if opt > 0]
    print(f"\npersonalized-clustering vs cell optimum: {len(RESULTS)} instances, {len(solved)} solved, "
          f"optimum hit {hits}/{len(solved)} ({hits / len(solved):.0%}), mean LM gap "
          f"{sum(gaps) / len(gaps):.3f}, mean relative gap (optimum > 0) "
          f"{sum(relative) / max(len(relative), 1):.0%}; {len(errors)} unmeetable-limit errors, "
          f"{sum(o is not None for o in errors)} of them where a feasible release exists")
