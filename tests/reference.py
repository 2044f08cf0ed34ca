"""Deliberately naive reference implementations, written only for the tests.

They share no code with the library: plain Python loops, dicts and exact
fractions, so a bug in the library cannot hide in its own reference.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product


def _parents(tree: dict) -> tuple[dict, dict]:
    """parent map and children map of a nested tree."""
    parent, children = {}, {}

    def walk(node_label, sub):
        children[node_label] = []
        items = sub.items() if isinstance(sub, dict) else [(x, None) if not isinstance(x, dict) else next(iter(x.items())) for x in sub]
        for label, grand in items:
            parent[label] = node_label
            children[node_label].append(label)
            if grand is None:
                children[label] = []
            else:
                walk(label, grand)

    (root, kids), = tree.items()
    parent[root] = None
    walk(root, kids)
    return parent, children


def _cuts(node, children):
    yield (node,)
    if children[node]:
        for combo in product(*(list(_cuts(c, children)) for c in children[node])):
            yield tuple(x for part in combo for x in part)


def _leaves_below(node, children):
    if not children[node]:
        return 1
    return sum(_leaves_below(c, children) for c in children[node])


def brute_force_lm(spec: dict) -> Fraction | None:
    """Least LM over all cut combinations meeting k-anonymity within the budget; None if none."""
    attrs = spec["roles"]["quasi_identifiers"]
    rows = spec["data"]["rows"]
    req = spec["requirements"][0]
    k = req["k"]
    budget = int(req["suppression"] * len(rows) + 1e-9)
    info = {}
    for j, a in enumerate(attrs):
        tree = spec["taxonomies"][a]["tree"]
        parent, children = _parents(tree)
        root = next(iter(tree))
        total = _leaves_below(root, children)
        info[a] = (parent, children, root, total)
    best = None
    for combo in product(*(list(_cuts(info[a][2], info[a][1])) for a in attrs)):
        published = []
        for row in rows:
            rec = []
            for a, value, cut in zip(attrs, row, combo):
                parent = info[a][0]
                node = value
                while node not in cut:
                    node = parent[node]
                rec.append(node)
            published.append(tuple(rec))
        sizes = {}
        for rec in published:
            sizes[rec] = sizes.get(rec, 0) + 1
        suppressed = [sizes[rec] < k for rec in published]
        if sum(suppressed) > budget:
            continue
        loss = Fraction(0)
        for rec, supp in zip(published, suppressed):
            for a, node in zip(attrs, rec):
                children, total = info[a][1], info[a][3]
                if total == 1:
                    continue
                loss += 1 if supp else Fraction(_leaves_below(node, children) - 1, total - 1)
        if best is None or loss < best:
            best = loss
    return best
