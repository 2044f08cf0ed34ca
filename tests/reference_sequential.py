"""Naive brute forces of the sequential problems (two releases), for the property tests and the conformance suite.

Moved from tests/property (test_cpsat_sequential_cut_bruteforce.py, test_cpsat_cell_sequential_bruteforce.py,
test_sequential_conjunctions.py) so that tests/conformance holds every sequential solver to them.

* Cut model (Wang & Fung 2006): :func:`brute_force_sequential_cut` enumerates every cut combination of the
  release's generalized attributes (nested trees walked here), cheapest first (LM in exact fractions), and
  judges each candidate with the verifier's join checks (``check_xy_anonymity_join`` /
  ``check_xy_linkability_join``, code separate from the solvers).
* Cell model, R = 2 (Shmueli-Tassa et al.): :func:`brute_force_sequential` ([J, k]-linkability, one
  requirement) and :func:`cell_brute_force` (any conjunction of k-linkability and k-diversity, each with
  its own join and quasi-identifiers) enumerate every cell generalization of T_2, take the MJ as every
  consistent pair and the FMJ as the pairs of the permutations that are perfect matchings (Definitions
  2.1, 3.3), and judge S(a) per QI tuple (Definition 4.1/4.2) with the '*' rules (a '*' sensitive cell
  publishes no value; hidden pairs are judged in the worst case).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import permutations, product

import pandas as pd

from seqanon_opt.privacy.xy_privacy import check_xy_anonymity_join, check_xy_linkability_join


# ---------------------------------------------------------------- cut model
def children(tree: dict) -> dict:
    """label -> child labels of a nested tree (leaves map to [])."""
    out: dict = {}

    def walk(label, sub):
        kids = [] if sub is None else list(sub) if isinstance(sub, dict) else list(sub)
        out[label] = kids
        if isinstance(sub, dict):
            for k, v in sub.items():
                walk(k, v)
        else:
            for leaf in kids:
                out[leaf] = []

    ((root, sub),) = tree.items()
    walk(root, sub)
    return out


def leaves_below(kids: dict, label) -> list:
    return [label] if not kids[label] else [l for c in kids[label] for l in leaves_below(kids, c)]


def cuts(kids: dict, label) -> list[tuple]:
    """Every cut of the subtree at label, naively."""
    out = [(label,)]
    if kids[label]:
        for combo in product(*(cuts(kids, c) for c in kids[label])):
            out.append(tuple(v for part in combo for v in part))
    return out


def publish_leaf(kids: dict, cut: tuple, leaf) -> str:
    return next(v for v in cut if leaf in leaves_below(kids, v))


def lm(kids: dict, cut: tuple, values) -> Fraction:
    n = len(leaves_below(kids, "*"))
    return sum((Fraction(len(leaves_below(kids, publish_leaf(kids, cut, v))) - 1, n - 1) for v in values), Fraction(0))


def holds(problem, release: pd.DataFrame) -> bool:
    taxonomies, previous = dict(problem.taxonomies), list(problem.previous)
    for r in problem.requirements:
        if r.kind == "xy-anonymity":
            check = check_xy_anonymity_join(release, previous, r.x, r.y, r.k, taxonomies, problem.inconsistent)
        else:
            check = check_xy_linkability_join(
                release, previous, r.x, r.y, r.threshold, taxonomies, problem.inconsistent
            )
        if not check.satisfied:
            return False
    return True


def brute_force_sequential_cut(problem, inst: dict) -> Fraction | None:
    """Every cut combination with its LM, cheapest first; the first one the verifier accepts
    gives the optimum (the candidates after it cost at least as much)."""
    table = problem.table
    gen = [a for a in inst["release"] if a in ("A", "B")]
    trees = {"A": children(inst["tree_a"]), "B": children(inst["tree_b"])}
    candidates = []
    for combo in product(*(cuts(trees[a], "*") for a in gen)):
        cost = sum((lm(trees[a], cut, table[a]) for a, cut in zip(gen, combo)), Fraction(0))
        candidates.append((cost, combo))
    for cost, combo in sorted(candidates, key=lambda c: c[0]):
        release = pd.DataFrame({a: table[a].to_numpy(dtype=object) for a in inst["release"]})
        for a, cut in zip(gen, combo):
            release[a] = [publish_leaf(trees[a], cut, v) for v in table[a]]
        if holds(problem, release):
            return cost
    return None


# ---------------------------------------------------------------- cell model
def _parents(tree: dict) -> dict:
    """parent label of every label of a nested tree (None at the root)."""
    parent: dict = {}

    def walk(label, sub, up):
        parent[label] = up
        items = (
            sub.items()
            if isinstance(sub, dict)
            else [next(iter(x.items())) if isinstance(x, dict) else (x, None) for x in (sub or [])]
        )
        for child, grand in items:
            walk(child, grand, label)

    ((root, children),) = tree.items()
    walk(root, children, None)
    return parent


def _path(parent: dict, label: str) -> list[str]:
    out = [label]
    while parent[out[-1]] is not None:
        out.append(parent[out[-1]])
    return out


def brute_force_sequential(spec: dict, previous: list[list[str]]) -> Fraction | None:
    """Least LM of T_2's QI cells over every cell generalization meeting [J, k]-linkability; None if none."""
    qis = spec["roles"]["quasi_identifiers"]
    columns = spec["data"]["columns"]
    table = [dict(zip(columns, row)) for row in spec["data"]["rows"]]
    prev_attrs, prev = previous[0], [dict(zip(previous[0], r)) for r in previous[1:]]
    cur_attrs = spec["problem"]["release_attributes"]
    req = spec["requirements"][0]
    k, join = req["k"], req["join"]
    parents = {a: _parents(spec["taxonomies"][a]["tree"]) for a in qis}
    n_leaves = {}
    for a in qis:
        leaves = [x for x in parents[a] if x not in set(parents[a].values())]
        n_leaves[a] = {x: sum(1 for leaf in leaves if x in _path(parents[a], leaf)) for x in parents[a]}
    total = {a: max(n_leaves[a].values()) for a in qis}

    def below(a, value, label):  # is value a descendant-or-self of label? ('*' is the root of s)
        return label in _path(parents[a], value) if a in qis else label == "*" or value == label

    def consistent(p, c):
        return all(below(a, p[a], c[a]) or below(a, c[a], p[a]) for a in prev_attrs if a in cur_attrs)

    tuples = sorted({tuple(r[a] for a in qis) for r in table})
    sensitive_published = "s" in cur_attrs or ("s" in prev_attrs and any(p["s"] != "*" for p in prev))

    def value(i, j, release):  # the pair's published sensitive value, or None (hidden)
        if "s" in prev_attrs and prev[i]["s"] != "*":
            return prev[i]["s"]
        return release[j]["s"] if "s" in cur_attrs else None

    choices = [
        [
            dict(zip(cur_attrs, combo))
            for combo in product(*([*_path(parents[a], r[a])] if a in qis else [r[a]] for a in cur_attrs))
        ]
        for r in table
    ]
    best = None
    for release in product(*choices):
        loss = sum(
            (
                Fraction(n_leaves[a][c[a]] - 1, total[a] - 1)
                for c in release
                for a in cur_attrs
                if a in qis and total[a] > 1
            ),
            Fraction(0),
        )
        if best is not None and loss >= best:
            continue
        pairs = {(i, j) for i, p in enumerate(prev) for j, c in enumerate(release) if consistent(p, c)}
        if join == "FMJ":
            matchings = [
                perm for perm in permutations(range(len(prev))) if all((i, j) in pairs for j, i in enumerate(perm))
            ]
            pairs = {(i, j) for perm in matchings for j, i in enumerate(perm)}
        ok = True
        if sensitive_published:
            for a in tuples:
                linked = {
                    value(i, j, release)
                    for i, j in pairs
                    if all(below(m, v, prev[i][m]) for m, v in zip(qis, a) if m in prev_attrs)
                    and all(below(m, v, release[j][m]) for m, v in zip(qis, a) if m in cur_attrs)
                }
                gamma = len(linked - {None}) or len(linked)  # only hidden pairs: they may share one value
                ok = ok and gamma >= k
        if ok:
            best = loss
    return best


def cell_brute_force(spec: dict, previous: list[list[str]]) -> tuple[Fraction | None, list[Fraction | None]]:
    """Least LM of T_2 meeting every requirement, and of each requirement alone (None: no release)."""
    qis, columns = spec["roles"]["quasi_identifiers"], spec["data"]["columns"]
    table = [dict(zip(columns, row)) for row in spec["data"]["rows"]]
    prev_attrs, prev = previous[0], [dict(zip(previous[0], r)) for r in previous[1:]]
    cur_attrs = spec["problem"]["release_attributes"]
    parents = {a: _parents(spec["taxonomies"][a]["tree"]) for a in qis}
    leaves = {a: [x for x in parents[a] if x not in set(parents[a].values())] for a in qis}
    size = {a: {x: sum(x in _path(parents[a], leaf) for leaf in leaves[a]) for x in parents[a]} for a in qis}

    def below(a, value, label):
        return label in _path(parents[a], value) if a in qis else label == "*" or value == label

    def consistent(p, c):
        return all(below(a, p[a], c[a]) or below(a, c[a], p[a]) for a in prev_attrs if a in cur_attrs)

    def value(i, j, release):  # the pair's published sensitive value, or None (hidden)
        if "s" in prev_attrs and prev[i]["s"] != "*":
            return prev[i]["s"]
        return release[j]["s"] if "s" in cur_attrs else None

    published = "s" in cur_attrs or ("s" in prev_attrs and any(p["s"] != "*" for p in prev))
    reqs = [
        (r["kind"], Fraction(str(r["k"])), r["join"], r.get("quasi_identifiers", qis)) for r in spec["requirements"]
    ]

    def holds(release, joins, req) -> bool:
        kind, k, join, req_qis = req
        if not published:
            return True  # Definition 4.2(a)
        for a in sorted({tuple(r[m] for m in req_qis) for r in table}):
            linked = [
                value(i, j, release)
                for i, j in joins[join]
                if all(below(m, v, prev[i][m]) for m, v in zip(req_qis, a) if m in prev_attrs)
                and all(below(m, v, release[j][m]) for m, v in zip(req_qis, a) if m in cur_attrs)
            ]
            counts = Counter(s for s in linked if s is not None)
            hidden = len(linked) - sum(counts.values())
            if kind == "k-linkability":
                level = Fraction(len(counts) or int(hidden > 0))
            else:
                top = max(counts.values(), default=0) + hidden
                level = Fraction(len(linked), top) if top else Fraction(0)
            if level < k:
                return False
        return True

    choices = [
        [
            dict(zip(cur_attrs, combo))
            for combo in product(*(_path(parents[a], r[a]) if a in qis else [r[a]] for a in cur_attrs))
        ]
        for r in table
    ]
    candidates = []
    for release in product(*choices):
        loss = sum(
            (
                Fraction(size[a][c[a]] - 1, len(leaves[a]) - 1)
                for c in release
                for a in cur_attrs
                if a in qis and len(leaves[a]) > 1
            ),
            Fraction(0),
        )
        candidates.append((loss, release))
    candidates.sort(key=lambda c: c[0])
    singles: list[Fraction | None] = [None] * len(reqs)
    for loss, release in candidates:
        joins = {"MJ": [(i, j) for i, p in enumerate(prev) for j, c in enumerate(release) if consistent(p, c)]}
        if any(r[2] == "FMJ" for r in reqs):
            mj = set(joins["MJ"])
            joins["FMJ"] = sorted(
                {
                    (i, j)
                    for perm in permutations(range(len(prev)))
                    if all((i, j) in mj for j, i in enumerate(perm))
                    for j, i in enumerate(perm)
                }
            )
        verdicts = [holds(release, joins, r) for r in reqs]
        for n, ok in enumerate(verdicts):
            if ok and singles[n] is None:
                singles[n] = loss
        if all(verdicts):
            return loss, singles  # the cheapest release meeting all; each alone was met no later
    return None, singles
