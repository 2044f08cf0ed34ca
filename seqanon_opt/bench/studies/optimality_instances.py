"""The random instances of the optimality study (:mod:`.optimality_study`), deterministic per seed:
sequential cut (Wang & Fung 2006), sequential cell (Shmueli-Tassa et al.) and temporal recycle windows
(Wang, Xu, Wong, Fu 2010). The single-cut instances are :func:`~..heuristics.random_problem`."""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np


def _problem_from_spec(spec: dict, files: dict[str, str]):
    """Compile a spec dict; ``files`` (name -> text) are written next to it first."""
    import yaml

    from ...problem import build_problem
    from ...spec import load_spec

    with tempfile.TemporaryDirectory() as tmp:
        for name, text in files.items():
            (Path(tmp) / name).write_text(text)
        path = Path(tmp) / "spec.yaml"
        path.write_text(yaml.safe_dump(spec, sort_keys=False))
        return build_problem(*load_spec(path))


def _rng(kind: str, seed: int) -> np.random.Generator:
    return np.random.default_rng([sum(map(ord, kind)), seed])


def _pick(rng: np.random.Generator, items: list):
    return items[int(rng.integers(len(items)))]


SEQ_TREES_A = [
    {"*": ["a1", "a2", "a3"]},
    {"*": {"A12": ["a1", "a2"], "A34": ["a3", "a4"]}},
    {"*": {"A12": ["a1", "a2"], "A3": ["a3"]}},
    {"*": {"A123": {"A12": ["a1", "a2"], "A3": ["a3"]}, "A45": ["a4", "a5"]}},
]
SEQ_TREES_B = [
    {"*": ["b1", "b2"]},
    {"*": {"B12": ["b1", "b2"], "B3": ["b3"]}},
    {"*": {"B12": ["b1", "b2"], "B34": ["b3", "b4"]}},
]
SEQ_TREE_P = {"*": {"P12": ["p1", "p2"], "P3": ["p3"]}}


def _nested_parents(tree: dict) -> dict[str, str | None]:
    """label -> parent label of a nested tree {root: children} (children: list of labels/dicts, or dict)."""
    parent: dict[str, str | None] = {}

    def walk(label: str, sub, up):
        parent[label] = up
        if isinstance(sub, dict):
            items = list(sub.items())
        else:
            items = [next(iter(x.items())) if isinstance(x, dict) else (x, None) for x in (sub or [])]
        for child, grand in items:
            walk(child, grand, label)

    ((root, kids),) = tree.items()
    walk(root, kids, None)
    return parent


def _leaves(parent: dict) -> list[str]:
    inner = set(parent.values())
    return [x for x in parent if x not in inner]


def _ancestors(parent: dict, label: str) -> list[str]:
    out = [label]
    while parent[out[-1]] is not None:
        out.append(parent[out[-1]])
    return out


def _random_cut(rng: np.random.Generator, parent: dict) -> dict[str, str]:
    """leaf -> its published label under a random cut (each inner node split with probability 1/2)."""
    kids: dict[str, list[str]] = {x: [] for x in parent}
    for x, up in parent.items():
        if up is not None:
            kids[up].append(x)
    out: dict[str, str] = {}

    def walk(node: str):
        if (
            not kids[node]
            or (parent[node] is not None and rng.random() < 0.5)
            or (parent[node] is None and rng.random() < 0.3)
        ):
            for leaf in _leaves_below(kids, node):
                out[leaf] = node
        else:
            for child in kids[node]:
                walk(child)

    walk(next(x for x, up in parent.items() if up is None))
    return out


def _leaves_below(kids: dict, node: str) -> list[str]:
    return [node] if not kids[node] else [leaf for c in kids[node] for leaf in _leaves_below(kids, c)]


def sequential_cut_instance(seed: int):
    """A random sequential-cut problem (T2 published on A [+P] [+S]; T1 on A [+B] [+K] [+S]), 4-30 rows."""
    import pandas as pd

    rng = _rng("sequential-cut", seed)
    n = int(rng.integers(4, 61))
    tree_a, tree_b = _pick(rng, SEQ_TREES_A), _pick(rng, SEQ_TREES_B)
    par_a, par_b, par_p = _nested_parents(tree_a), _nested_parents(tree_b), _nested_parents(SEQ_TREE_P)
    leaves_a, leaves_b = _leaves(par_a), _leaves(par_b)
    rows = [
        [
            str(i + 1),
            _pick(rng, leaves_a),
            _pick(rng, leaves_b),
            _pick(rng, ["p1", "p2", "p3"]),
            _pick(rng, ["s1", "s2", "s3"]),
        ]
        for i in range(n)
    ]
    with_b = bool(rng.random() < 0.6)
    y_attr = _pick(rng, ["K", "S", "KS"])
    s_in_prev = bool(rng.random() < 0.5)
    prev_attrs = ["A"] + (["P"] if rng.random() < 0.5 else []) + (["S"] if s_in_prev else [])
    release = ["A"] + (["B"] if with_b else [])
    if "K" in y_attr:
        release.append("K")
    if not s_in_prev and (y_attr != "K" or rng.random() < 0.5):
        release.append("S")
    cut_a, cut_p = _random_cut(rng, par_a), _random_cut(rng, par_p)
    prev = pd.DataFrame(
        {"A": [cut_a[r[1]] for r in rows], "P": [cut_p[r[3]] for r in rows], "S": [r[4] for r in rows]}
    )[prev_attrs]
    prev = prev.iloc[rng.permutation(n)].reset_index(drop=True)
    x = ["A"] + (["B"] if with_b else []) + (["P"] if "P" in prev_attrs and rng.random() < 0.5 else [])
    reqs: list[dict] = []
    for kind in _pick(rng, [["xy-anonymity"], ["xy-linkability"], ["xy-anonymity", "xy-linkability"]]):
        if kind == "xy-anonymity":
            reqs.append({"kind": kind, "x": x, "y": list(y_attr), "k": int(rng.integers(2, 4 + n // 8))})
        else:
            reqs.append(
                {"kind": kind, "x": x, "y": list(y_attr), "threshold": float(_pick(rng, [0.3, 0.4, 0.5, 0.6, 0.75]))}
            )
    qis = ["A"] + (["B"] if with_b else [])
    spec = {
        "name": f"sequential-cut-{seed}",
        "data": {"columns": ["K", "A", "B", "P", "S"], "rows": rows},
        "roles": {"quasi_identifiers": qis, "sensitive": "S"},
        "taxonomies": {"A": {"tree": tree_a}, "B": {"tree": tree_b}, "P": {"tree": SEQ_TREE_P}},
        "problem": {"kind": "sequential", "release_attributes": release, "previous": [{"path": "prev.csv"}]},
        "requirements": reqs,
        "objective": "LM",
        "solver": {"time_limit": 60, "seed": 0, "workers": 1},
    }
    return _problem_from_spec(spec, {"prev.csv": prev.to_csv(index=False)}), n


def _random_tree(rng: np.random.Generator, prefix: str, max_height: int = 2, max_leaves: int = 4) -> dict:
    """A random nested taxonomy {root: children} with unique labels (at most ``max_leaves`` leaves)."""
    counter, left = [0], [max_leaves]

    def label(kind: str) -> str:
        counter[0] += 1
        return f"{prefix}{kind}{counter[0]}"

    def children(height: int) -> list:
        out: list = []
        for _ in range(int(rng.integers(1, 4)) if height > 0 else 0):
            if left[0] <= 0:
                break
            if height > 1 and rng.random() < 0.5:
                sub = children(height - 1)
                if sub:
                    out.append({label("n"): sub})
                    continue
            left[0] -= 1
            out.append(label("v"))
        return out

    kids = children(int(rng.integers(1, max_height + 1))) or [label("v")]
    return {f"{prefix}*": kids}


def sequential_cell_instance(seed: int, join: str):
    """Two releases, cell model, k-linkability over ``join``: 1-2 QIs, 3-8 rows, T1 generalized at random."""
    rng = _rng("sequential-cell", seed)
    n_qi = int(rng.integers(1, 3))
    qis = [f"q{j}" for j in range(n_qi)]
    trees = {a: _random_tree(rng, a, max_height=3, max_leaves=5) for a in qis}
    parents = {a: _nested_parents(trees[a]) for a in qis}
    n_rows = int(rng.integers(3, 13))
    rows = [[_pick(rng, _leaves(parents[a])) for a in qis] + [_pick(rng, ["s1", "s2", "s3"])] for _ in range(n_rows)]
    columns = [*qis, "s"]
    where = _pick(rng, ["current", "current", "current", "previous", "both"])
    prev_attrs = ([a for a in qis if rng.random() < 0.5] or [qis[0]]) + (["s"] if where in ("previous", "both") else [])
    cur_attrs = ([a for a in qis if rng.random() < 0.5] or [qis[-1]]) + (["s"] if where in ("current", "both") else [])
    prev_rows = []
    for row in rows:
        record = dict(zip(columns, row))
        prev_rows.append(
            [
                _pick(rng, _ancestors(parents[a], record[a])[1:] * 2 + _ancestors(parents[a], record[a]))
                if a in qis
                else record[a]
                for a in prev_attrs
            ]
        )
    prev_rows = [prev_rows[i] for i in rng.permutation(n_rows)]
    spec = {
        "name": f"sequential-cell-{seed}",
        "data": {"columns": columns, "rows": rows},
        "roles": {"quasi_identifiers": qis, "sensitive": "s"},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "generalization": "cell",
        "problem": {"kind": "sequential", "release_attributes": cur_attrs, "previous": [{"path": "previous.csv"}]},
        "requirements": [{"kind": "k-linkability", "k": int(_pick(rng, [2, 3, 3])), "join": join}],
        "objective": "LM",
    }
    text = "\n".join(",".join(r) for r in [prev_attrs, *prev_rows]) + "\n"
    return _problem_from_spec(spec, {"previous.csv": text}), n_rows


MU_LENGTH = 12


def _eligible_part(counts: np.ndarray, l: float) -> np.ndarray:
    counts = counts.copy()
    while counts.sum() and l * counts.max() > counts.sum():
        counts[np.argmax(counts)] -= 1
    return counts


def temporal_instance(seed: int, mu_kind: str):
    """An l-eligible initial recycle window (w 2-5, 2-6 values, l in {2, 3, 4}), mu and beta."""
    from ...solvers.ilp.reposition import RecycleWindow
    from ...temporal.costs import initial_new_snapshot

    rng = _rng("temporal", seed)
    w, n_values, l = int(rng.integers(2, 6)), int(rng.integers(2, 7)), int(_pick(rng, [2, 3, 4]))

    def counts(max_count: int, favour: int) -> np.ndarray:
        out = rng.integers(0, max_count + 1, size=n_values)
        out[favour % n_values] += int(rng.integers(0, 2 * max_count + 1))
        return out.astype(np.int64)

    published: dict = {}
    for j in range(w - 1):
        per_source = {t: counts(4 if t == j else 2, j) for t in range(j - 2, j + 1)}
        kept = _eligible_part(np.sum(list(per_source.values()), axis=0), l)
        for t, c in sorted(per_source.items(), reverse=True):
            take = np.minimum(c, kept)
            kept = kept - take
            published.update({(t, j, s): int(n) for s, n in enumerate(take) if n})
    suppressed = {(i, s): int(n) for i in range(w - 1) for s, n in enumerate(counts(3, i + 1)) if n}
    new_published, new_suppressed = initial_new_snapshot(counts(6, 0), l)
    published.update({(w - 1, w - 1, s): int(n) for s, n in enumerate(new_published) if n})
    suppressed.update({(w - 1, s): int(n) for s, n in enumerate(new_suppressed) if n})
    mu_step = int(rng.integers(1, 4))
    mu = [mu_step * d for d in range(MU_LENGTH)] if mu_kind == "linear" else [mu_step * d * d for d in range(MU_LENGTH)]
    beta = [int(b) for b in rng.integers(0, 10, size=n_values)]
    size = sum(published.values()) + sum(suppressed.values())
    return RecycleWindow(w, n_values, published, suppressed), l, mu, beta, size
