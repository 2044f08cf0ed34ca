"""A naive brute force of the single-table cell model (local recoding) under every group criterion.

Moved from tests/property/test_cpsat_cell_criteria_bruteforce.py so that the conformance suite
(tests/conformance) holds every cell-model solver to it. It shares no code with the library: it parses
the nested spec trees itself, enumerates every cell release (each row published as one combination of
ancestors-or-self of its values, or suppressed, at most the budget) row by row, merging partial releases
with equal groups (same groups, same cost: the LM of a row depends only on its combination), and judges
every group with the textbook definitions in :class:`Judge` (Machanavajjhala et al. 2007 for the
l-diversities, Li et al. 2007 for t-closeness, Brickell-Shmatikov 2008 for delta-disclosure, Cao-Karras
2012 for beta-likeness), with exact fractions where the measure is rational (q is the whole table's
distribution). The spec's last column is the sensitive one; the budget is the first requirement's.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from itertools import product

TOL = 1e-9


def _walk(tree: dict) -> tuple[dict, dict]:
    """parent and children of every label of a nested tree."""
    parent: dict = {}
    kids: dict = {}

    def visit(label, sub, up):
        parent[label], kids[label] = up, []
        items = (
            sub.items()
            if isinstance(sub, dict)
            else ([next(iter(x.items())) if isinstance(x, dict) else (x, None) for x in sub] if sub is not None else [])
        )
        for child, grand in items:
            kids[label].append(child)
            visit(child, grand, label)

    ((root, children),) = tree.items()
    visit(root, children, None)
    return parent, kids


def _leaf_count(label, kids) -> int:
    return 1 if not kids[label] else sum(_leaf_count(c, kids) for c in kids[label])


def _height(label, kids) -> int:
    return 0 if not kids[label] else 1 + max(_height(c, kids) for c in kids[label])


class Judge:
    """The textbook definitions of every kind on one group's histogram (value label -> count)."""

    def __init__(self, spec: dict):
        values = [row[-1] for row in spec["data"]["rows"]]
        self.n_table = len(values)
        self.q = {v: Fraction(c, len(values)) for v, c in Counter(values).items()}
        self.order = sorted(self.q, key=float)
        self.reqs = spec["requirements"]
        tax = spec["taxonomies"].get("s")
        self.tree = _walk(tax["tree"]) if tax else None
        self.seen: dict = {}

    def group_ok(self, hist: Counter) -> bool:
        key = tuple(hist.get(v, 0) for v in self.order)
        if key not in self.seen:
            self.seen[key] = all(self._one(req, hist) for req in self.reqs)
        return self.seen[key]

    def _one(self, req: dict, hist: Counter) -> bool:
        kind, n = req["kind"], sum(hist.values())
        counts = [hist.get(v, 0) for v in self.order]
        p = {v: Fraction(hist.get(v, 0), n) for v in self.order}
        if kind == "k-anonymity":
            return n >= req["k"]
        if kind == "distinct-l-diversity":
            return sum(1 for c in counts if c) >= req["l"]
        if kind == "l-diversity":
            return max(counts) * req["l"] <= n + TOL
        if kind == "entropy-l-diversity":
            return -sum(c / n * math.log(c / n) for c in counts if c) >= math.log(req["l"]) - TOL
        if kind == "recursive-cl-diversity":
            ranked = sorted(counts, reverse=True)
            return len(ranked) >= req["l"] and ranked[0] < req["c"] * sum(ranked[req["l"] - 1 :])
        if kind == "t-closeness":
            return self._emd(req["distance"], p) <= Fraction(req["t"]) + Fraction(TOL)
        if kind == "delta-disclosure":
            return all(p[v] > 0 and abs(math.log(p[v] / self.q[v])) < req["delta"] for v in self.order)
        if kind == "beta-likeness":
            for v in self.order:
                if p[v] > self.q[v]:
                    limit = min(req["beta"], -math.log(self.q[v])) if req["enhanced"] else req["beta"]
                    if (p[v] - self.q[v]) / self.q[v] > limit + TOL:
                        return False
            return True
        raise ValueError(kind)

    def _emd(self, distance: str, p: dict) -> Fraction:
        if distance == "equal":
            return sum((abs(p[v] - self.q[v]) for v in self.order), Fraction(0)) / 2
        if distance == "ordered":
            total, running = Fraction(0), Fraction(0)
            for v in self.order:
                running += p[v] - self.q[v]
                total += abs(running)
            return total / (len(self.order) - 1)
        assert self.tree is not None  # hierarchical: the sensitive attribute has a taxonomy
        parent, kids = self.tree
        root = next(label for label, up in parent.items() if up is None)
        top = _height(root, kids)
        total = Fraction(0)

        def extra(label) -> Fraction:
            nonlocal total
            if not kids[label]:
                return p.get(label, Fraction(0)) - self.q.get(label, Fraction(0))
            parts = [extra(c) for c in kids[label]]
            positive = sum((x for x in parts if x > 0), Fraction(0))
            negative = sum((-x for x in parts if x < 0), Fraction(0))
            total += Fraction(_height(label, kids), top) * min(positive, negative)
            return sum(parts, Fraction(0))

        extra(root)
        return total


def brute_force_cell(spec: dict) -> Fraction | None:
    """Least LM over every cell release whose groups all satisfy every requirement; None if none."""
    attrs = spec["roles"]["quasi_identifiers"]
    rows = spec["data"]["rows"]
    fraction = next((r["suppression"] for r in spec["requirements"] if "suppression" in r), 0.0)
    budget = int(fraction * len(rows) + 1e-9)
    info = {a: _walk(spec["taxonomies"][a]["tree"]) for a in attrs}
    total = {a: _leaf_count(next(iter(spec["taxonomies"][a]["tree"])), info[a][1]) for a in attrs}
    scale = math.lcm(*(max(total[a] - 1, 1) for a in attrs))  # LM in integers: LM * scale

    def lm(a, label) -> int:
        return 0 if total[a] == 1 else (_leaf_count(label, info[a][1]) - 1) * scale // (total[a] - 1)

    def path(a, label) -> list:
        out = [label]
        while info[a][0][out[-1]] is not None:
            out.append(info[a][0][out[-1]])
        return out

    judge = Judge(spec)
    position = {v: i for i, v in enumerate(judge.order)}
    dropped_cost = sum(0 if total[a] == 1 else scale for a in attrs)
    # a partial release: (sorted ((combination, histogram as counts in value order), ...), rows suppressed)
    states: dict = {((), 0): 0}
    for row in rows:
        options = [
            (combo, sum(lm(a, v) for a, v in zip(attrs, combo)))
            for combo in product(*(path(a, v) for a, v in zip(attrs, row[:-1])))
        ]
        s = position[row[-1]]
        nxt: dict = {}
        for (groups, dropped), cost in states.items():
            current = dict(groups)
            reached = [((groups, dropped + 1), cost + dropped_cost)] if dropped < budget else []
            for combo, extra in options:
                h = list(current.get(combo, (0,) * len(position)))
                h[s] += 1
                merged = dict(current)
                merged[combo] = tuple(h)
                reached.append(((tuple(sorted(merged.items())), dropped), cost + extra))
            for key, value in reached:
                if value < nxt.get(key, value + 1):
                    nxt[key] = value
        states = nxt
    best = None
    for (groups, _), cost in sorted(states.items(), key=lambda item: item[1]):
        if all(judge.group_ok(Counter({v: c for v, c in zip(judge.order, h) if c})) for _, h in groups):
            best = Fraction(cost, scale)
            break
    return best
