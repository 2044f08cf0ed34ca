"""Deliberately naive reference implementations, written only for the tests.

They share no code with the library: plain Python loops, dicts and exact
fractions, so a bug in the library cannot hide in its own reference.
"""

from __future__ import annotations

import math
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


def _depth(node, parent):
    d = 0
    while parent[node] is not None:
        node = parent[node]
        d += 1
    return d


def _leaves_of(node, children):
    if not children[node]:
        return [node]
    return [leaf for c in children[node] for leaf in _leaves_of(c, children)]


def _cell_loss(objective, node, value, column, info):
    """Loss of publishing ``value`` as ``node`` (plain definitions, see the metrics' docstrings)."""
    parent, children, root, total = info
    if objective == "LM":
        return Fraction(0) if total == 1 else Fraction(_leaves_below(node, children) - 1, total - 1)
    if objective == "distortion":
        return Fraction(_depth(value, parent) - _depth(node, parent))
    if objective == "EM":
        below = set(_leaves_of(node, children))
        counts = [column.count(leaf) for leaf in below if column.count(leaf)]
        mass = sum(counts)
        return -sum(c / mass * math.log2(c / mass) for c in counts) if mass else 0.0
    raise ValueError(objective)


def _cut_candidates(info):
    return list(_cuts(info[2], info[1]))


def _full_domain_candidates(info):
    """Each level h publishes a leaf as its ancestor at depth H - h (leaves above that depth stay)."""
    parent, children, root, total = info
    leaves = _leaves_of(root, children)
    height = max(_depth(leaf, parent) for leaf in leaves)
    out = []
    for h in range(height + 1):
        target = height - h
        mapping = {}
        for leaf in leaves:
            node = leaf
            while _depth(node, parent) > target:
                node = parent[node]
            mapping[leaf] = node
        out.append(mapping)
    return out


def brute_force_optimum(spec: dict, model: str = "cut"):
    """Least loss over every cut combination (or level vector) meeting every requirement within the budget.

    The requirements are a conjunction: a group violates when it breaks any of them, and the rows of
    every violating group are suppressed (every QI published at the root), at most ``suppression``
    (shared by the requirements that give it) times the rows. Returns None when no candidate meets the
    budget.
    """
    attrs = spec["roles"]["quasi_identifiers"]
    rows = spec["data"]["rows"]
    objective = spec.get("objective", "LM")
    budget = _budget(spec)
    info = {}
    for a in attrs:
        tree = spec["taxonomies"][a]["tree"]
        parent, children = _parents(tree)
        root = next(iter(tree))
        info[a] = (parent, children, root, _leaves_below(root, children))
    columns = {a: [row[j] for row in rows] for j, a in enumerate(attrs)}
    candidates = _cut_candidates if model == "cut" else _full_domain_candidates
    best = None
    for combo in product(*(candidates(info[a]) for a in attrs)):
        published = []
        for row in rows:
            rec = []
            for a, value, choice in zip(attrs, row, combo):
                if isinstance(choice, dict):
                    node = choice[value]
                else:
                    parent = info[a][0]
                    node = value
                    while node not in choice:
                        node = parent[node]
                rec.append(node)
            published.append(tuple(rec))
        suppressed = [False] * len(rows)
        for req in spec["requirements"]:
            bad = _violating_rows(req, attrs, rows, published, spec)
            suppressed = [x or y for x, y in zip(suppressed, bad)]
        if sum(suppressed) > budget:
            continue
        loss = 0
        if objective == "discernibility":  # each row is charged its group's size, or N when suppressed
            for rec, supp in zip(published, suppressed):
                loss += len(rows) if supp else sum(1 for other in published if other == rec)
        else:
            for row, rec, supp in zip(rows, published, suppressed):
                for a, value, node in zip(attrs, row, rec):
                    loss += _cell_loss(objective, info[a][2] if supp else node, value, columns[a], info[a])
        if best is None or loss < best:
            best = loss
    return best


def _budget(spec: dict) -> int:
    """The release's one suppression budget in rows (the first requirement that gives one)."""
    given = [r["suppression"] for r in spec["requirements"] if r.get("suppression") is not None]
    return int((given[0] if given else 0.0) * len(spec["data"]["rows"]) + 1e-9)


def release_failures(spec: dict, published: list, suppressed: list) -> list[str]:
    """What is wrong with a release of the spec's rows: ``published[i]`` the QI labels row i is
    published as (in the order of the roles' quasi-identifiers), ``suppressed[i]`` whether it is left
    out. The suppressed rows must be exactly the rows of the groups that break some requirement (ARX's
    model), at most the budget; q is the distribution of the whole table."""
    attrs = spec["roles"]["quasi_identifiers"]
    rows = spec["data"]["rows"]
    failures = []
    if sum(suppressed) > _budget(spec):
        failures.append(f"{sum(suppressed)} rows suppressed, budget {_budget(spec)}")
    bad = [False] * len(rows)
    for req in spec["requirements"]:
        bad = [x or y for x, y in zip(bad, _violating_rows(req, attrs, rows, published, spec))]
    for i, (b, s) in enumerate(zip(bad, suppressed)):
        if b != bool(s):
            failures.append(f"row {i}: its group {'violates' if b else 'satisfies'} the requirements but the "
                            f"row is {'' if s else 'not '}suppressed")
    return failures


def _violating_rows(req: dict, attrs: list, rows: list, published: list, spec: dict) -> list[bool]:
    """For each row: does its published group violate the requirement? (plain definitions)"""
    columns = spec["data"]["columns"]
    group_attrs = req.get("x") or req.get("quasi_identifiers") or attrs
    positions = [attrs.index(a) for a in group_attrs]
    groups: dict = {}
    for i, rec in enumerate(published):
        groups.setdefault(tuple(rec[p] for p in positions), []).append(i)
    kind = req["kind"]
    y_columns = req.get("y") or [spec["roles"].get("sensitive")]
    bad = [False] * len(rows)
    for members in groups.values():
        values = [tuple(rows[i][columns.index(c)] for c in y_columns) for i in members]
        size = len(members)
        counts: dict = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        if kind == "k-anonymity":
            violates = size < req["k"]
        elif kind == "l-diversity":
            violates = max(counts.values()) * req["l"] > size + 1e-9
        elif kind == "xy-anonymity":
            violates = len(counts) < req["k"]
        elif kind == "xy-linkability":
            if req.get("value_thresholds"):
                violates = any(counts.get((v,), 0) / size > t + 1e-9 for v, t in req["value_thresholds"].items())
            else:
                violates = max(counts.values()) / size > req["threshold"] + 1e-9
        else:
            sensitive = columns.index(spec["roles"]["sensitive"])
            violates = not _sensitive_ok(req, {v[0]: c for v, c in counts.items()}, size,
                                         [row[sensitive] for row in rows], spec)
        for i in members:
            bad[i] = violates
    return bad


SLACK = 1e-9  # derived measures compare with this slack; the strict ones (recursive, delta) without


def _sensitive_ok(req: dict, counts: dict, size: int, column: list, spec: dict) -> bool:
    """One group's verdict under a criterion on the sensitive attribute (Machanavajjhala et al. 2007 for
    l-diversity; Li et al. 2007 for t-closeness; Brickell-Shmatikov 2008 for delta-disclosure; Cao-Karras
    2012 for beta-likeness). ``counts``: value -> rows of the group; ``column``: every row's value (the
    whole table gives q)."""
    kind = req["kind"]
    total = len(column)
    q = {}
    for v in column:
        q[v] = q.get(v, 0) + 1
    q = {v: Fraction(c, total) for v, c in q.items()}
    p = {v: Fraction(counts.get(v, 0), size) for v in q}
    if kind == "distinct-l-diversity":
        return len(counts) >= req["l"]
    if kind == "entropy-l-diversity":
        entropy = -sum(float(x) * math.log(float(x)) for x in p.values() if x > 0)
        return entropy >= math.log(req["l"]) - SLACK
    if kind == "recursive-cl-diversity":
        r = sorted(counts.values(), reverse=True)
        return Fraction(r[0]) < Fraction(req["c"]) * sum(r[req["l"] - 1:])
    if kind == "t-closeness":
        return float(_emd(req.get("distance", "equal"), p, q, spec)) <= req["t"] + SLACK
    if kind == "delta-disclosure":
        return all(p[v] > 0 and abs(math.log(p[v] / q[v])) < req["delta"] for v in q)
    if kind == "beta-likeness":
        for v in q:
            if p[v] > q[v]:
                limit = min(req["beta"], -math.log(q[v])) if req.get("enhanced") else req["beta"]
                if float((p[v] - q[v]) / q[v]) > limit + SLACK:
                    return False
        return True
    if kind in REFERENCE_GROUP_CHECKS:  # a registered criterion's plain-Python definition (end of module)
        return REFERENCE_GROUP_CHECKS[kind](req, counts, size)
    raise ValueError(kind)


def _emd(distance: str, p: dict, q: dict, spec: dict) -> Fraction:
    """Earth Mover's Distance between the group's p and the table's q (exact fractions)."""
    if distance == "equal":
        return sum((abs(p[v] - q[v]) for v in q), Fraction(0)) / 2
    if distance == "ordered":
        ordered = sorted(q, key=float)
        running, out = Fraction(0), Fraction(0)
        for v in ordered:
            running += p[v] - q[v]
            out += abs(running)
        return out / (len(ordered) - 1)
    tree = spec["taxonomies"][spec["roles"]["sensitive"]]["tree"]
    parent, children = _parents(tree)
    root = next(iter(tree))

    def height(node):
        return 0 if not children[node] else 1 + max(height(c) for c in children[node])

    top = max(height(root), 1)
    cost = [Fraction(0)]

    def extra(node):
        if not children[node]:
            return p.get(node, Fraction(0)) - q.get(node, Fraction(0))
        parts = [extra(c) for c in children[node]]
        positive = sum((x for x in parts if x > 0), Fraction(0))
        negative = sum((-x for x in parts if x < 0), Fraction(0))
        cost[0] += Fraction(height(node), top) * min(positive, negative)
        return sum(parts, Fraction(0))

    extra(root)
    return cost[0]


def brute_force_personalized_cell(spec: dict, limits: list):
    """Least LM (QI cells + sensitive cells) of a cell-model release meeting every personalized limit
    (Song et al. 2015, Definitions 6-8) and k-anonymity when the spec asks for it; None if none exists.

    No suppression. Enumerates every set partition of the rows into QI groups; each group publishes,
    per QI, one common ancestor of its values (the LCA or above), and two groups may not publish the
    same QI tuple (they would be one group); each record publishes an ancestor-or-self of its own
    sensitive leaf, the cheapest choice per group meeting ``Pleak(t) <= limit(t) + 1e-9`` for all
    members, where ``Pleak(t) = sum over members i whose published node is at or above t's leaf of
    1 / leaves(node_i), divided by the group size``. Exact fractions throughout.
    """
    qis = spec["roles"]["quasi_identifiers"]
    sensitive = spec["roles"]["sensitive"]
    columns = spec["data"]["columns"]
    rows = [dict(zip(columns, r)) for r in spec["data"]["rows"]]
    n = len(rows)
    k = max([r["k"] for r in spec["requirements"] if r["kind"] == "k-anonymity"] or [1])
    trees = {}
    for a in [*qis, sensitive]:
        tree = spec["taxonomies"][a]["tree"]
        parent, children = _parents(tree)
        root = next(iter(tree))
        trees[a] = (parent, children, _leaves_below(root, children))

    def up(a, node):
        path = [node]
        while trees[a][0][path[-1]] is not None:
            path.append(trees[a][0][path[-1]])
        return path

    def lm(a, node):
        total = trees[a][2]
        return Fraction(0) if total == 1 else Fraction(_leaves_below(node, trees[a][1]) - 1, total - 1)

    slack = Fraction(1, 10**9)
    sa_cache: dict = {}

    def sa_cost(members):
        signature = tuple(sorted((rows[i][sensitive], Fraction(limits[i])) for i in members))
        if signature not in sa_cache:
            best = None
            for nodes in product(*(up(sensitive, leaf) for leaf, _ in signature)):
                cost = sum(lm(sensitive, v) for v in nodes)
                if best is not None and cost >= best:
                    continue
                ok = True
                for leaf, limit in signature:
                    above = up(sensitive, leaf)
                    leak = sum(Fraction(1, _leaves_below(v, trees[sensitive][1])) for v in nodes if v in above)
                    if leak / len(nodes) > limit + slack:
                        ok = False
                        break
                if ok:
                    best = cost
            sa_cache[signature] = best
        return sa_cache[signature]

    qi_cache: dict = {}

    def qi_options(members):
        if members not in qi_cache:
            per_attr = []
            for a in qis:
                common = set(up(a, rows[members[0]][a]))
                for i in members[1:]:
                    common &= set(up(a, rows[i][a]))
                per_attr.append(sorted(common, key=lambda v: _leaves_below(v, trees[a][1])))
            options = [(len(members) * sum(lm(a, v) for a, v in zip(qis, combo)), combo)
                       for combo in product(*per_attr)]
            qi_cache[members] = sorted(options, key=lambda o: o[0])
        return qi_cache[members]

    def partitions(items):
        if not items:
            yield []
            return
        first, rest = items[0], items[1:]
        for part in partitions(rest):
            yield [[first]] + part
            for j in range(len(part)):
                yield part[:j] + [[first] + part[j]] + part[j + 1:]

    best = None
    for part in partitions(list(range(n))):
        groups = [tuple(sorted(g)) for g in part]
        if any(len(g) < k for g in groups):
            continue
        sa = [sa_cost(g) for g in groups]
        if any(c is None for c in sa):
            continue
        base = sum(sa)
        options = [qi_options(g) for g in groups]
        floor = [sum(o[0][0] for o in options[j:]) for j in range(len(options))] + [Fraction(0)]

        best = _distinct_tuples(options, floor, 0, base, frozenset(), best)
    return best


def _distinct_tuples(options, floor, j, cost, used, best):
    """Least ``cost`` plus one option per remaining group, no QI tuple used twice (branch and bound)."""
    if best is not None and cost + floor[j] >= best:
        return best
    if j == len(options):
        return cost
    for qi_cost, combo in options[j]:
        if combo not in used:
            best = _distinct_tuples(options, floor, j + 1, cost + qi_cost, used | {combo}, best)
    return best


REFERENCE_GROUP_CHECKS: dict = {}
"""Registered group criteria (docs/guides/add-a-criterion.md): kind -> ``verdict(req, counts, size)``, one
group's verdict in plain Python (``req`` the spec's requirement dict, ``counts`` {sensitive value: rows of
the group}, ``size`` its rows), judged by :func:`brute_force_optimum` and :func:`release_failures`."""
