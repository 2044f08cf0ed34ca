"""The instances of the auto-reach study (:mod:`.auto_reach`, whose docstring describes the families):
random single tables built directly as Problems, deterministic per seed, and Adult."""

from __future__ import annotations

from typing import Any

import numpy as np

from .. import repository

TIME_LIMIT = 60.0
WORKERS = 2
LATTICE_HEIGHTS = {10**6: 3, 10**7: 4}  # nominal lattice size -> tree height of the ten QIs
ADULT_SPEC = "specs/adult-k-anonymity.yaml"


def _tree(name: str, fanouts: list[int]) -> Any:
    """A balanced taxonomy with the given fan-out per level (root first)."""
    from ...data.taxonomy import taxonomy_from_parents

    labels, parent, frontier = [f"{name}*"], [-1], [0]
    for fan in fanouts:
        nxt = []
        for node in frontier:
            for _ in range(fan):
                labels.append(f"{name}{len(labels)}")
                parent.append(node)
                nxt.append(len(labels) - 1)
        frontier = nxt
    return taxonomy_from_parents(name, labels, parent)


def _random_tree(rng: np.random.Generator, name: str) -> Any:
    """A random taxonomy of height 2 to 4 with 8 to 60 leaves (fan-out drawn per node)."""
    from ...data.taxonomy import taxonomy_from_parents

    while True:
        height = int(rng.integers(2, 5))
        labels, parent, frontier = [f"{name}*"], [-1], [0]
        for _ in range(height):
            nxt = []
            for node in frontier:
                for _ in range(int(rng.integers(2, 5))):
                    labels.append(f"{name}{len(labels)}")
                    parent.append(node)
                    nxt.append(len(labels) - 1)
            frontier = nxt
        if 8 <= len(frontier) <= 60:
            return taxonomy_from_parents(name, labels, parent)


def _problem(
    name: str,
    model: str,
    taxonomies: dict,
    codes: dict,
    k: int,
    suppression: float,
) -> Any:
    """:func:`~seqanon_opt.bench.heuristics.k_anonymity_problem` under LM, the leaf codes made read-only."""
    from ..heuristics import k_anonymity_problem

    for c in codes.values():
        c.setflags(write=False)
    return k_anonymity_problem(name, model, taxonomies, codes, k, suppression, "LM")


def cell_problem(rows: int, seed: int) -> Any:
    """The ``cell`` family instance (module docstring)."""
    rng = np.random.default_rng(seed)
    taxonomies = {
        "age": _tree("age", [2, 5, 5]),  # 50 ages under 10 bands under 2 halves
        "sex": _tree("sex", [2]),
        "zip": _tree("zip", [2, 3]),  # 6 zips under 2 prefixes
        "job": _tree("job", [2, 2]),
    }  # 4 jobs under 2 kinds
    codes = {}
    for a, tax in taxonomies.items():
        weights = rng.dirichlet(np.full(len(tax.leaves), 2.0))
        codes[a] = rng.choice(tax.leaves, size=rows, p=weights).astype(np.int64)
    return _problem(f"cell-{rows}-{seed}", "cell", taxonomies, codes, 3, 0.1)


def cut_problem(distinct: int, seed: int) -> Any:
    """The ``cut`` family instance: rows drawn until ``distinct`` QI tuples have appeared."""
    rng = np.random.default_rng(1_000 + seed)
    taxonomies = {f"q{j}": _random_tree(rng, f"q{j}") for j in range(6)}
    weights = {a: rng.dirichlet(np.full(len(t.leaves), 0.7)) for a, t in taxonomies.items()}
    pool = 2 * distinct
    while True:
        stacked = np.column_stack(
            [rng.choice(t.leaves, size=pool, p=weights[a]).astype(np.int64) for a, t in taxonomies.items()]
        )
        _, first = np.unique(stacked, axis=0, return_index=True)
        if len(first) >= distinct:
            stacked = stacked[: np.sort(first)[distinct - 1] + 1]  # up to the row bringing the last new tuple
            break
        if pool > 50 * distinct:
            raise ValueError(f"cannot reach {distinct} distinct tuples with seed {seed}")
        pool *= 2
    codes = {a: np.ascontiguousarray(stacked[:, j]) for j, a in enumerate(taxonomies)}
    return _problem(f"cut-{distinct}-{seed}", "cut", taxonomies, codes, 5, 0.0)


def lattice_problem(level_vectors: int, seed: int) -> Any:
    """1,000 rows, ten binary QI trees of the height giving about ``level_vectors`` vectors."""
    rng = np.random.default_rng(2_000 + seed)
    height = LATTICE_HEIGHTS[level_vectors]
    taxonomies = {f"q{j}": _tree(f"q{j}", [2] * height) for j in range(10)}
    codes = {
        a: rng.choice(t.leaves, size=1_000, p=rng.dirichlet(np.full(len(t.leaves), 0.7))).astype(np.int64)
        for a, t in taxonomies.items()
    }
    return _problem(f"lattice-{level_vectors}-{seed}", "cut", taxonomies, codes, 5, 0.0)


def adult_problem() -> Any:
    from ...pipeline import load_problem

    return load_problem(repository() / ADULT_SPEC)
