"""Hypothesis strategies for random small anonymization instances."""

from __future__ import annotations

from hypothesis import strategies as st


@st.composite
def nested_tree(draw, prefix: str, max_height: int = 3, max_leaves: int = 6) -> dict:
    """A random taxonomy as a nested mapping {root: children}; labels are unique per tree."""
    counter = [0]
    leaves_left = [max_leaves]

    def label(kind: str) -> str:
        counter[0] += 1
        return f"{prefix}{kind}{counter[0]}"

    def children(height: int):
        # at least one child per inner node; leaves budget bounds the size
        n = draw(st.integers(1, 3)) if height > 0 else 0
        out: list = []
        for _ in range(n):
            if leaves_left[0] <= 0:
                break
            if height > 1 and draw(st.booleans()):
                sub = children(height - 1)
                if sub:
                    out.append({label("n"): sub})
                    continue
            leaves_left[0] -= 1
            out.append(label("v"))
        return out

    height = draw(st.integers(1, max_height))
    kids = children(height)
    if not kids:
        kids = [label("v")]
    return {f"{prefix}*": kids}


def tree_leaves(tree: dict) -> list[str]:
    """Leaf labels of a nested tree, in order."""
    out: list[str] = []

    def walk(node):
        if isinstance(node, dict):
            for sub in node.values():
                walk(sub)
        elif isinstance(node, list):
            for item in node:
                if isinstance(item, dict):
                    walk(item)
                else:
                    out.append(item)

    walk(tree)
    return out


@st.composite
def requirement(draw, qis: list[str], n_rows: int, suppression: bool, kinds: tuple[str, ...],
                xy_suppression: bool = False) -> dict:
    """A random group-local requirement on the QIs (and on the sensitive column 's').

    ``xy_suppression``: (X,Y)-anonymity gets the budget too (no extra draw: the other instances stay as they were).
    """
    kind = draw(st.sampled_from(kinds))
    budget = draw(st.sampled_from([0.1, 0.2, 0.3, 0.5, 1.0])) if suppression else 0.0
    if kind == "k-anonymity":
        return {"kind": kind, "k": draw(st.integers(1, n_rows)), "suppression": budget}
    if kind == "l-diversity":
        return {"kind": kind, "l": draw(st.sampled_from([1, 1.5, 2, 3]))}
    if kind == "xy-anonymity":
        out = {"kind": kind, "x": qis, "y": ["s"], "k": draw(st.integers(1, 3))}
        return {**out, "suppression": budget} if xy_suppression else out
    if draw(st.booleans()):
        return {"kind": kind, "x": qis, "y": ["s"], "threshold": draw(st.sampled_from([0.5, 2 / 3, 1.0]))}
    return {"kind": kind, "x": qis, "y": ["s"], "value_thresholds": {"a": draw(st.sampled_from([0.34, 0.5, 0.75]))}}


def _present(requirement: dict, rows: list[list[str]]) -> dict:
    """Value thresholds name a sensitive value of the rows (a threshold on an absent value is refused)."""
    if "value_thresholds" in requirement:
        (threshold,) = requirement["value_thresholds"].values()
        requirement = {**requirement, "value_thresholds": {rows[0][-1]: threshold}}
    return requirement


@st.composite
def cut_instance(draw, suppression: bool, objectives: tuple[str, ...] = ("LM",), model: str = "cut",
                 kinds: tuple[str, ...] = ("k-anonymity",), max_rows: int = 10, xy_suppression: bool = False) -> dict:
    """A random single-table spec (as a dict): up to ``max_rows`` rows, 3 QIs, a sensitive column 's'."""
    n_qi = draw(st.integers(1, 3))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}")) for j in range(n_qi)}
    n_rows = draw(st.integers(1, max_rows))
    rows = [[draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees] + [draw(st.sampled_from("abc"))]
            for _ in range(n_rows)]
    return {
        "name": "random",
        "data": {"columns": [*trees, "s"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "requirements": [_present(draw(requirement(list(trees), n_rows, suppression, kinds, xy_suppression)), rows)],
        "objective": draw(st.sampled_from(objectives)),
        "generalization": model,
        "solver": {"name": "cpsat-cut" if model == "cut" else "full-domain", "time_limit": 20, "workers": 1},
    }


@st.composite
def numeric_instance(draw, suppression: bool = False) -> dict:
    """Up to 14 rows: a continuous QI 'x' (``intervals: []``), a categorical QI, a class column 'y';
    with ``suppression`` a budget (drawn last, so the rest of an instance does not depend on it)."""
    tree = draw(nested_tree(prefix="c"))
    n_rows = draw(st.integers(1, 14))
    values = draw(st.lists(st.sampled_from([1, 2, 3, 5, 8, 8.5, 13, 21, 34]), min_size=n_rows, max_size=n_rows))
    rows = [[x, draw(st.sampled_from(tree_leaves(tree))), draw(st.sampled_from("ab"))] for x in values]
    qis = draw(st.sampled_from([["x", "c"], ["x"], ["c", "x"]]))
    requirement = {"kind": "k-anonymity", "k": draw(st.integers(1, n_rows))}
    if suppression:
        requirement["suppression"] = draw(st.sampled_from([0.1, 0.2, 0.3, 0.5, 1.0]))
    return {
        "name": "random-numeric", "data": {"columns": ["x", "c", "y"], "rows": rows},
        "roles": {"quasi_identifiers": qis, "class": "y"},
        "taxonomies": {"x": {"intervals": []}, "c": {"tree": tree}},
        "requirements": [requirement],
        "objective": draw(st.sampled_from(["class-entropy", "LM", "distortion"])),
        "generalization": "cut",
    }
