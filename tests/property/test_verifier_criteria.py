"""The verifier's group checkers equal a plain reference (Python loops, dicts and math; no pandas, nothing
from seqanon_opt.privacy) on random small releases: for each kind -- the four l-diversity variants,
t-closeness under the equal, ordered and hierarchical distances, delta-disclosure, basic and enhanced
beta-likeness -- 200 releases (random QI labels, a missing label among them, random suppression, a random
budget, now and then a sensitive label that is no input value), the verdict and the achieved level agree;
and random conjunctions of two or three kinds through verify_release agree requirement by requirement.
"""

from __future__ import annotations

import math
import tempfile
from collections import Counter
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import taxonomy_from_nested
from seqanon_opt.errors import SeqanonError
from seqanon_opt.privacy import check_beta_likeness, check_delta_disclosure, check_l_diversity, check_t_closeness
from seqanon_opt.requirements import BetaLikeness, DeltaDisclosure, LDiversity, TCloseness
from seqanon_opt.verify import verify_release

from helpers import problem_from_dict
from strategies import nested_tree, tree_leaves

SLACK = 1e-9
SETTINGS = settings(max_examples=200, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
NUMBERS = ["-4", "1", "2.5", "3", "10", "100"]  # text order differs from numeric order
FOREIGN = "zz"  # a published label that is no input value


# ------------------------------------------------------------------ the reference
def groups_of(rows: list[tuple]) -> dict[tuple, list[str]]:
    """rows: (qi tuple, sensitive) -> {qi tuple: [sensitive values]}."""
    out: dict[tuple, list[str]] = {}
    for qi, s in rows:
        out.setdefault(qi, []).append(s)
    return out


def ref_l_diversity(values: list[str], variant: str, l: float, c: float | None) -> tuple[bool, float]:
    """(group ok, its level) by the definitions of Machanavajjhala et al."""
    counts = sorted(Counter(values).values(), reverse=True)
    n = len(values)
    if variant == "frequency":
        return l * counts[0] <= n + SLACK, n / counts[0]
    if variant == "distinct":
        return len(counts) >= l, len(counts)
    if variant == "entropy":
        h = 0.0
        for r in counts:
            h -= r / n * math.log(r / n)
        return h >= math.log(l) - SLACK, h
    tail = sum(counts[int(l) - 1:])
    return counts[0] < c * tail, (counts[0] / tail if tail else math.inf)


def reference_l(rows, variant, l, c, rows_in, budget):
    judged = [ref_l_diversity(v, variant, l, c) for v in groups_of(rows).values()]
    within = rows_in - len(rows) <= budget
    if not judged:
        return within, None
    ok = all(g for g, _ in judged) and within
    levels = [x for _, x in judged]
    if variant == "entropy":
        return ok, math.exp(min(levels))
    return ok, (max(levels) if variant == "recursive" else min(levels))


def shares(values: list[str]) -> dict[str, float]:
    return {v: k / len(values) for v, k in Counter(values).items()}


def hierarchical_emd(tree: dict, p: dict[str, float], q: dict[str, float]) -> float:
    """sum over internal nodes of height(N) min(pos_extra, neg_extra), divided by the root's height."""

    def kids(children) -> list[tuple[str, object]]:
        if isinstance(children, dict):
            return list(children.items())
        out = []
        for item in children or []:
            out += list(item.items()) if isinstance(item, dict) else [(item, None)]
        return out

    def walk(label, children) -> tuple[float, float, int]:  # extra, cost (times H), height
        below = kids(children)
        if not below:
            return p.get(label, 0.0) - q.get(label, 0.0), 0.0, 0
        parts = [walk(*child) for child in below]
        height = 1 + max(h for _, _, h in parts)
        positive = sum(e for e, _, _ in parts if e > 0)
        negative = sum(-e for e, _, _ in parts if e < 0)
        cost = sum(x for _, x, _ in parts) + height * min(positive, negative)
        return sum(e for e, _, _ in parts), cost, height

    ((root, children),) = tree.items()
    _, cost, height = walk(root, children)
    return cost / height


def distance(kind: str, values: list[str], table: list[str], distance_name: str, tree: dict | None) -> float:
    """The group's measure: EMD, the largest |ln(p/q)|, the largest gain; inf with a value not in the table."""
    q, p = shares(table), shares(values)
    if any(v not in q for v in p):
        return math.inf
    if kind == "t-closeness":
        if distance_name == "equal":
            return 0.5 * sum(abs(p.get(v, 0.0) - q[v]) for v in q)
        if distance_name == "ordered":
            ordered = sorted(q, key=float)
            total, running = 0.0, 0.0
            for v in ordered:
                running += p.get(v, 0.0) - q[v]
                total += abs(running)
            return total / (len(ordered) - 1) if len(ordered) > 1 else 0.0
        return hierarchical_emd(tree, p, q)
    if kind == "delta":
        return max((abs(math.log(p[v] / q[v])) if v in p else math.inf) for v in q)
    return max([(p[v] - q[v]) / q[v] for v in p if p[v] > q[v]], default=0.0)


def reference_distribution(rows, table, kind, bound, rows_in, budget, distance_name="equal", tree=None,
                           enhanced=False):
    """(satisfied, achieved) of t-closeness (bound t), delta-disclosure (delta), beta-likeness (beta)."""
    within = rows_in - len(rows) <= budget
    groups = groups_of(rows)
    if not groups:
        return within, None
    q = shares(table)
    measures, ok = [], within
    for values in groups.values():
        m = distance(kind, values, table, distance_name, tree)
        measures.append(m)
        if kind == "t-closeness":
            ok &= m <= bound + SLACK
        elif kind == "delta":
            ok &= m < bound
        elif kind == "beta":
            ok &= m <= bound + SLACK
            if enhanced and m != math.inf:
                p = shares(values)
                for v in p:
                    if p[v] > q[v]:
                        ok &= (p[v] - q[v]) / q[v] <= min(bound, -math.log(q[v])) + SLACK
    achieved = max(measures)
    if kind == "beta" and enhanced:
        for values in groups.values():
            p = shares(values)
            if any(v not in q or (p[v] > q[v] and (p[v] - q[v]) / q[v] > -math.log(q[v]) + SLACK) for v in p):
                achieved = math.inf
    return ok, achieved


def outcome(satisfied: bool, achieved) -> None:
    """Hypothesis statistics (--hypothesis-show-statistics): both verdicts and every kind of level occur."""
    event(f"satisfied={satisfied}")
    event("achieved: " + ("none" if achieved is None else "inf" if math.isinf(achieved) else "finite"))


def same_level(a, b) -> bool:
    if a is None or b is None:
        return a is None and b is None
    if math.isinf(a) or math.isinf(b):
        return a == b
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


# ------------------------------------------------------------------ random releases
@st.composite
def release_of(draw, values: list[str], foreign: str | None = FOREIGN):
    """(input sensitive column, published (qi, s) rows, release frame, budget)."""
    n = draw(st.integers(1, 14))
    table = [draw(st.sampled_from(values)) for _ in range(n)]
    n_qi = draw(st.integers(1, 2))
    alphabet = ["x", "y", "w", None][:draw(st.integers(1, 4))]
    rows = []
    for s in table:
        if draw(st.integers(0, 4)) == 0:  # suppressed
            continue
        if foreign is not None and draw(st.integers(0, 30)) == 0:
            s = foreign
        rows.append((tuple(draw(st.sampled_from(alphabet)) for _ in range(n_qi)), s))
    frame = pd.DataFrame([[*qi, s] for qi, s in rows], columns=[*(f"q{j}" for j in range(n_qi)), "s"])
    if not rows:
        frame = pd.DataFrame({**{f"q{j}": [] for j in range(n_qi)}, "s": []})
    return table, rows, frame, draw(st.integers(0, n))


def qis(frame: pd.DataFrame) -> tuple[str, ...]:
    return tuple(c for c in frame.columns if c != "s")


# ------------------------------------------------------------------ l-diversity variants
@pytest.mark.parametrize("variant", ["frequency", "distinct", "entropy", "recursive"])
@SETTINGS
@given(data=st.data())
def test_l_diversity_equals_reference(variant, data):
    table, rows, frame, budget = data.draw(release_of(list("abcde")))
    if variant in ("distinct", "recursive"):
        l = data.draw(st.integers(1, 4))
    else:
        l = data.draw(st.floats(1.0, 4.0))
    c = data.draw(st.floats(0.2, 4.0)) if variant == "recursive" else None
    check = check_l_diversity(frame, LDiversity(l, qis(frame), "s", budget, variant, c), len(table))
    satisfied, achieved = reference_l(rows, variant, l, c, len(table), budget)
    outcome(satisfied, achieved)
    assert check.satisfied == satisfied
    assert same_level(check.achieved, achieved), (check.achieved, achieved)
    assert bool(check.worst_groups) == any(not ref_l_diversity(v, variant, l, c)[0]
                                           for v in groups_of(rows).values())


# ------------------------------------------------------------------ t-closeness
@pytest.mark.parametrize("distance_name", ["equal", "ordered", "hierarchical"])
@SETTINGS
@given(data=st.data())
def test_t_closeness_equals_reference(distance_name, data):
    tree = tax = None
    if distance_name == "hierarchical":
        tree = data.draw(nested_tree(prefix="s", max_height=4, max_leaves=7))
        values, tax = tree_leaves(tree), taxonomy_from_nested("s", tree)
        foreign = next(iter(tree))  # the root: a generalized value, no input value
    else:
        values, foreign = (NUMBERS, "7") if distance_name == "ordered" else (list("abcde"), FOREIGN)
    table, rows, frame, budget = data.draw(release_of(values, foreign))
    t = data.draw(st.floats(0.01, 0.99))
    check = check_t_closeness(frame, TCloseness(t, qis(frame), "s", distance_name, budget), pd.Series(table), tax)
    satisfied, achieved = reference_distribution(rows, table, "t-closeness", t, len(table), budget, distance_name,
                                                 tree)
    outcome(satisfied, achieved)
    assert check.satisfied == satisfied
    assert same_level(check.achieved, achieved), (check.achieved, achieved)


# ------------------------------------------------------------------ delta-disclosure and beta-likeness
@SETTINGS
@given(data=st.data())
def test_delta_disclosure_equals_reference(data):
    table, rows, frame, budget = data.draw(release_of(list("abc")))
    delta = data.draw(st.floats(0.01, 3.0))
    check = check_delta_disclosure(frame, DeltaDisclosure(delta, qis(frame), "s", budget), pd.Series(table))
    satisfied, achieved = reference_distribution(rows, table, "delta", delta, len(table), budget)
    outcome(satisfied, achieved)
    assert check.satisfied == satisfied
    assert same_level(check.achieved, achieved), (check.achieved, achieved)


@pytest.mark.parametrize("enhanced", [False, True])
@SETTINGS
@given(data=st.data())
def test_beta_likeness_equals_reference(enhanced, data):
    table, rows, frame, budget = data.draw(release_of(list("abcd")))
    beta = data.draw(st.floats(0.01, 5.0))
    check = check_beta_likeness(frame, BetaLikeness(beta, qis(frame), "s", enhanced, budget), pd.Series(table))
    satisfied, achieved = reference_distribution(rows, table, "beta", beta, len(table), budget, enhanced=enhanced)
    outcome(satisfied, achieved)
    assert check.satisfied == satisfied
    assert same_level(check.achieved, achieved), (check.achieved, achieved)


# ------------------------------------------------------------------ conjunctions through verify_release
KINDS = ["l-diversity", "distinct-l-diversity", "entropy-l-diversity", "recursive-cl-diversity", "t-closeness",
         "delta-disclosure", "beta-likeness", "k-anonymity"]


@st.composite
def conjunction(draw):
    """(spec, published rows, release, input sensitive column): a table of up to 12 rows with two flat QIs and
    a sensitive column (numbers, with a taxonomy); a release publishing each kept row's values or '*'."""
    n = draw(st.integers(2, 12))
    table = [draw(st.sampled_from(NUMBERS[:4])) for _ in range(n)]
    table[1] = NUMBERS[4] if table[0] != NUMBERS[4] else NUMBERS[5]  # two distinct values at least
    qi_values = [[draw(st.sampled_from(["u", "v", "w"])) for _ in range(n)] for _ in range(2)]
    kinds = draw(st.lists(st.sampled_from(KINDS), min_size=2, max_size=3, unique=True))
    distinct = len(set(table))
    q = shares(table)
    fraction = draw(st.sampled_from([0.0, 0.1, 0.25, 0.5]))
    requirements = []
    for kind in kinds:
        if kind == "k-anonymity":
            req = {"kind": kind, "k": draw(st.integers(1, n))}
        elif kind in ("distinct-l-diversity", "recursive-cl-diversity"):
            req = {"kind": kind, "l": draw(st.integers(2, distinct))}
            if kind == "recursive-cl-diversity":
                req["c"] = draw(st.floats(0.2, 4.0))
        elif kind in ("l-diversity", "entropy-l-diversity"):
            req = {"kind": kind, "l": draw(st.floats(1.01, float(distinct)))}
        elif kind == "t-closeness":
            req = {"kind": kind, "t": draw(st.floats(0.01, 0.99)),
                   "distance": draw(st.sampled_from(["equal", "ordered", "hierarchical"]))}
        elif kind == "delta-disclosure":
            req = {"kind": kind, "delta": draw(st.floats(0.01, 3.0))}
        else:
            enhanced = draw(st.booleans())
            top = max((1 - x) / x for x in q.values())
            req = {"kind": kind, "beta": draw(st.floats(0.01, 5.0 if enhanced else top * 0.999)),
                   "enhanced": enhanced}
        requirements.append(req)
    requirements[0]["suppression"] = fraction  # the shared budget
    spec = {"name": "conjunction", "data": {"columns": ["q0", "q1", "s"],
                                            "rows": [[qi_values[0][i], qi_values[1][i], table[i]] for i in range(n)]},
            "roles": {"quasi_identifiers": ["q0", "q1"], "sensitive": "s"},
            "taxonomies": {"q0": {"tree": {"*": ["u", "v", "w"]}}, "q1": {"tree": {"*": ["u", "v", "w"]}},
                           "s": {"tree": SENSITIVE_TREE}},
            "requirements": requirements, "objective": "LM", "generalization": "cell"}
    # each QI column hidden, published, or mixed; rows suppressed mostly within the budget
    modes = [draw(st.sampled_from(["*", "own", "mixed"])) for _ in range(2)]
    budget = math.floor(fraction * n + 1e-9)
    dropped = set(draw(st.lists(st.integers(0, n - 1), max_size=budget + draw(st.sampled_from([0, 0, 0, 1])),
                                unique=True)))
    rows = []
    for i in range(n):
        if i in dropped:
            continue
        labels = tuple(qi_values[j][i] if mode == "own" or (mode == "mixed" and draw(st.booleans())) else "*"
                       for j, mode in enumerate(modes))
        rows.append((labels, table[i]))
    release = pd.DataFrame([[*qi, s] for qi, s in rows], columns=["q0", "q1", "s"])
    if not rows:
        release = pd.DataFrame({"q0": [], "q1": [], "s": []})
    return spec, rows, release, table


SENSITIVE_TREE = {"all": {"small": {"negative": ["-4"], "tiny": ["1", "2.5"]}, "large": ["3", "10", "100"]}}


def reference_requirement(req: dict, rows, table, budget) -> tuple[bool, float | None]:
    kind, n = req["kind"], len(table)
    if kind == "k-anonymity":
        sizes = [len(v) for v in groups_of(rows).values()]
        return all(s >= req["k"] for s in sizes) and n - len(rows) <= budget, (min(sizes) if sizes else None)
    variant = {"l-diversity": "frequency", "distinct-l-diversity": "distinct", "entropy-l-diversity": "entropy",
               "recursive-cl-diversity": "recursive"}.get(kind)
    if variant:
        return reference_l(rows, variant, req["l"], req.get("c"), n, budget)
    if kind == "t-closeness":
        return reference_distribution(rows, table, kind, req["t"], n, budget, req["distance"], SENSITIVE_TREE)
    if kind == "delta-disclosure":
        return reference_distribution(rows, table, "delta", req["delta"], n, budget)
    return reference_distribution(rows, table, "beta", req["beta"], n, budget, enhanced=req["enhanced"])


@settings(max_examples=200, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(conjunction())
def test_conjunctions_through_verify_release(case):
    spec, rows, release, table = case
    with tempfile.TemporaryDirectory() as tmp:
        try:
            problem = problem_from_dict(Path(tmp), spec)
        except SeqanonError as exc:  # refused at validation: only an l above the distinct values can be
            pytest.fail(f"the drawn spec is refused: {exc}")
    budget = problem.requirements[0].max_suppressed
    assert budget == math.floor(spec["requirements"][0]["suppression"] * len(table) + 1e-9)
    verdict = verify_release(problem, release)
    # the release publishes each kept row's own values or '*': no structure problem but the budget
    assert all("suppression budget" in e for e in verdict.structure_errors), verdict.structure_errors
    expected = [reference_requirement(req, rows, table, budget) for req in spec["requirements"]]
    event(f"kinds={'+'.join(sorted(r['kind'] for r in spec['requirements']))}")
    event(f"verified={verdict.ok}")
    for ok, achieved in expected:
        outcome(ok, achieved)
    assert [c.satisfied for c in verdict.checks] == [ok for ok, _ in expected]
    for check, (_, achieved) in zip(verdict.checks, expected):
        assert same_level(check.achieved, achieved), (check.kind, check.achieved, achieved)
    assert verdict.ok == all(ok for ok, _ in expected)
