"""A naive brute force of personalized privacy under the cut model (Song et al. 2015, Definitions 6-8).

Moved from tests/property/test_cpsat_personalized_bruteforce.py so that the conformance suite holds every
cut-model personalized solver to it. It enumerates every (QI cut combination, per-record published
sensitive node) with nested-dict trees walked in plain Python; Pleak and LM in exact fractions. The
sensitive column is named ``s`` and has a taxonomy.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from reference import _cuts as cuts
from reference import _leaves_of as leaves_below
from reference import _parents as tree_maps


def path_up(node, parent):
    out = [node]
    while parent[out[-1]] is not None:
        out.append(parent[out[-1]])
    return out


def lm(node, children, root):
    total = len(leaves_below(root, children))
    return Fraction(len(leaves_below(node, children)) - 1, max(total - 1, 1))


def brute_force_personalized_cut(spec: dict, limits: list[float]):
    """The least LM (QI cells + sensitive cells) over every feasible release, or None."""
    qis = spec["roles"]["quasi_identifiers"]
    columns = spec["data"]["columns"]
    rows = [dict(zip(columns, r)) for r in spec["data"]["rows"]]
    trees = {a: tree_maps(spec["taxonomies"][a]["tree"]) for a in [*qis, "s"]}
    roots = {a: next(iter(spec["taxonomies"][a]["tree"])) for a in trees}
    s_parent, s_children = trees["s"]
    best = None
    for combo in product(*(list(cuts(roots[a], trees[a][1])) for a in qis)):
        published_qi = []
        qi_cost = Fraction(0)
        for row in rows:
            key = []
            for a, cut in zip(qis, combo):
                node = next(v for v in path_up(row[a], trees[a][0]) if v in cut)
                key.append(node)
                qi_cost += lm(node, trees[a][1], roots[a])
            published_qi.append(tuple(key))
        for s_nodes in product(*(path_up(row["s"], s_parent) for row in rows)):
            ok = True
            for t, row in enumerate(rows):
                group = [i for i in range(len(rows)) if published_qi[i] == published_qi[t]]
                leak = sum(
                    Fraction(1, len(leaves_below(s_nodes[i], s_children)))
                    for i in group
                    if s_nodes[i] in path_up(row["s"], s_parent)
                ) / len(group)
                if leak > Fraction(limits[t]) + Fraction(1, 10**9):
                    ok = False
                    break
            if ok:
                cost = qi_cost + sum(lm(v, s_children, roots["s"]) for v in s_nodes)
                best = cost if best is None or cost < best else best
    return best
