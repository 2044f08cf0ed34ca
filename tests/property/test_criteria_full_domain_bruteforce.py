"""``full-domain`` under every group criterion and their conjunctions (issue 15) equals brute-force
enumeration of every level vector (tests/reference.py: its own plain-Python group verdicts, exact
fractions), infeasibility both ways; the release suppresses exactly the rows of the violating groups
within the budget (the reference's check) and, on the tables of 6, 9 or 12 rows (a third: the
verifier takes 16 ms a release, the rest of a check 20 ms), passes ``verify_release``.

At least 200 random small tables per kind (k-anonymity, the four l-diversity variants, t-closeness
with the equal, ordered and hierarchical distances, delta-disclosure, basic and enhanced
beta-likeness), and 250 random conjunctions of two or three kinds; each draws a suppression budget
(none, or 10% to 50% of the rows) and an objective (LM, distortion, EM). The strategy and the check
are shared with tests/property/test_criteria_cut_bruteforce.py (the cut model).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.problem import build_problem
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.spec import load_spec
from seqanon_opt.verify import verify_release

from reference import brute_force_optimum, release_failures
from strategies import nested_tree, tree_leaves

SPEC_DIR = tempfile.TemporaryDirectory(prefix="criteria-bruteforce-")  # removed at exit
SENSITIVE_VALUES = ("10", "20", "35", "50")  # numeric labels: ordered t-closeness sorts them as numbers
KINDS = ("k-anonymity", "l-diversity", "distinct-l-diversity", "entropy-l-diversity", "recursive-cl-diversity",
         "t-closeness/equal", "t-closeness/ordered", "t-closeness/hierarchical", "delta-disclosure",
         "beta-likeness/basic", "beta-likeness/enhanced")


@st.composite
def sensitive_tree(draw, values: list[str]) -> dict:
    """A random taxonomy over the sensitive values: the root over leaves and inner nodes (of random depth)."""
    counter = [0]

    def build(items: list[str], depth: int) -> list:
        if depth == 0 or len(items) < 2 or not draw(st.booleans()):
            return list(items)
        cut = draw(st.integers(1, len(items) - 1))
        out = []
        for part in (items[:cut], items[cut:]):
            if len(part) > 1 and draw(st.booleans()):
                counter[0] += 1
                out.append({f"sn{counter[0]}": build(part, depth - 1)})
            else:
                out.extend(part)
        return out

    order = draw(st.permutations(values))
    return {"s*": build(list(order), 2)}


def _requirement(draw, kind: str, values: list[str], column: list[str], n_rows: int) -> dict:
    distinct = len(set(column))
    if kind == "k-anonymity":
        return {"kind": kind, "k": draw(st.integers(1, min(4, n_rows)))}
    if kind == "l-diversity":
        return {"kind": kind, "l": draw(st.sampled_from([x for x in (1, 1.5, 2, 3) if x <= distinct]))}
    if kind == "distinct-l-diversity":
        return {"kind": kind, "l": draw(st.integers(2, distinct))}
    if kind == "entropy-l-diversity":
        return {"kind": kind, "l": draw(st.sampled_from([x for x in (1.2, 1.5, 2, 2.5, 3) if x <= distinct]))}
    if kind == "recursive-cl-diversity":  # dyadic c: c * count exact in floats; c <= 1 fails r_1 < c r_2
        return {"kind": kind, "l": draw(st.integers(2, distinct)), "c": draw(st.sampled_from([1.5, 2, 3, 4]))}
    if kind.startswith("t-closeness"):
        return {"kind": "t-closeness", "t": draw(st.sampled_from([0.05, 0.1, 0.2, 0.3, 0.5])),
                "distance": kind.split("/")[1]}
    if kind == "delta-disclosure":
        return {"kind": kind, "delta": draw(st.sampled_from([0.3, 0.5, 1.0, 1.5, 2.5]))}
    if kind.startswith("beta-likeness"):
        beta = draw(st.sampled_from([0.25, 0.5, 1.0, 2.0]))
        enhanced = kind.endswith("enhanced")
        if not enhanced:  # a basic beta at or above every (1 - q) / q constrains nothing: refused
            ratio = max((n_rows - column.count(v)) / column.count(v) for v in set(column))
            beta = beta if beta < ratio else ratio / 2
        return {"kind": "beta-likeness", "beta": beta, "enhanced": enhanced}
    raise ValueError(kind)


@st.composite
def criteria_instance(draw, model: str, kinds: tuple[str, ...] | None = None, conjunction: bool = False,
                      qis: tuple[int, int] = (2, 3), max_height: int = 2, max_leaves: int = 4,
                      max_rows: int = 12) -> dict:
    """A random spec (dict): 2-3 QIs with shallow trees, 4-12 rows, a sensitive column 's' of 2-4 values
    (at least 2 present) with a taxonomy; the requirements: one kind of ``kinds``, or (``conjunction``)
    two or three distinct kinds of KINDS; a shared suppression budget drawn last but one."""
    n_qi = draw(st.integers(*qis))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=max_height, max_leaves=max_leaves))
             for j in range(n_qi)}
    n_rows = draw(st.integers(4, max_rows))
    values = list(SENSITIVE_VALUES[:draw(st.integers(2, len(SENSITIVE_VALUES)))])
    column = [values[0], values[1]] + [draw(st.sampled_from(values)) for _ in range(n_rows - 2)]
    column = draw(st.permutations(column))
    rows = [[draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees] + [column[i]] for i in range(n_rows)]
    if conjunction:
        chosen = draw(st.lists(st.sampled_from(KINDS), min_size=2, max_size=3, unique_by=lambda k: k.split("/")[0]))
    else:
        chosen = [draw(st.sampled_from(kinds))]
    requirements = [_requirement(draw, kind, values, column, n_rows) for kind in chosen]
    suppression = draw(st.sampled_from([None, 0.1, 0.2, 0.3, 0.5]))
    if suppression is not None:
        requirements[0]["suppression"] = suppression
    return {
        "name": "random-criteria",
        "data": {"columns": [*trees, "s"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": {**{a: {"tree": t} for a, t in trees.items()}, "s": {"tree": draw(sensitive_tree(values))}},
        "requirements": requirements,
        "objective": draw(st.sampled_from(["LM", "distortion", "EM"])),
        "generalization": model,
        "solver": {"name": "cpsat-cut" if model == "cut" else "full-domain", "time_limit": 20, "workers": 1},
    }


def check_against_brute_force(spec: dict):
    """The solver's status and objective against the brute-force optimum; its release against the
    reference's verdicts and the verifier. Returns the problem and the brute-force optimum (None:
    infeasible)."""
    model = spec["generalization"]
    expected = brute_force_optimum(spec, model)
    path = Path(SPEC_DIR.name) / "spec.json"  # JSON: parsed several times faster than YAML; one folder
    path.write_text(json.dumps(spec))  # (removing a folder per example took 5 ms)
    problem = build_problem(*load_spec(path))
    solution = get_solver(spec["solver"]["name"]).solve(problem, workers=1)
    if expected is None:
        assert solution.status is Status.INFEASIBLE, (solution.status, solution.objective)
        return problem, expected
    assert solution.status is Status.OPTIMAL, (solution.status, expected)
    # EM costs are rounded to 1e-6 per cell inside the cut search: compare with a matching tolerance
    tolerance = 1e-9 if spec["objective"] != "EM" else 1e-4
    assert abs(solution.objective - float(expected)) < tolerance, (solution.objective, float(expected))
    labels = {a: [problem.taxonomies[a].labels[v] for v in solution.generalized[a]] for a in problem.quasi_identifiers}
    published = [tuple(labels[a][i] for a in problem.quasi_identifiers) for i in range(problem.n_rows)]
    assert release_failures(spec, published, [bool(x) for x in solution.suppressed]) == []
    if len(spec["data"]["rows"]) % 3 == 0:  # the verifier on a third of the tables (16 ms a release)
        verification = verify_release(problem, publish(problem, solution))
        assert verification.ok, verification.failures()
    return problem, expected


SETTINGS = settings(max_examples=200, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])


@pytest.mark.parametrize("kind", KINDS)
def test_full_domain_optimum_equals_brute_force_per_kind(kind):
    @SETTINGS
    @given(criteria_instance("full-domain", kinds=(kind,)))
    def run(spec):
        check_against_brute_force(spec)

    run()


@settings(SETTINGS, max_examples=250)
@given(criteria_instance("full-domain", conjunction=True))
def test_full_domain_optimum_equals_brute_force_for_conjunctions(spec):
    check_against_brute_force(spec)
