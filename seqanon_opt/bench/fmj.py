"""``seqanon bench fmj-100k``: FMJ and k-linkability of two cell-generalized releases (Shmueli-Tassa et al.).

Two releases of the same ``n_records`` records (sampled with replacement from
ARX's Adult when ``data_dir`` holds ``adult.csv`` and its hierarchies, else
synthetic data with the same shape):

* T_1 = (age, education), each cell generalized to an ancestor-or-self of its
  value drawn uniformly among the levels of its path (cell generalization,
  section 2.2);
* T_2 = (age, occupation), age generalized the same way, occupation (the
  sensitive attribute) published as is; in the third scenario T_2 also
  publishes education.

Each release is shuffled on its own (records appear in no common order).
Timed cases: building the grouped consistency graph, the FMJ (section 3.1.1,
flow + strongly connected components on groups), and [FMJ, k]-linkability
(Definition 4.2, QIs age and education) given the FMJ. Peak memory is the
tracemalloc peak of each case.
"""

from __future__ import annotations

import time
import tracemalloc
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy, ancestor_table, encode, taxonomy_from_nested
from ..data.taxonomy_io import read_arx_hierarchy
from ..privacy.consistency import build_consistency_graph
from ..privacy.joins import Join, full_match_join
from ..privacy.linkability import check_k_linkability
from . import repository
from .runner import Benchmark, Case

ATTRIBUTES = ("age", "education", "occupation")
T = TypeVar("T")
DEFAULT_DATA = repository().parent / "shared" / "data" / "adult"


def _synthetic(n: int, rng: np.random.Generator) -> tuple[pd.DataFrame, dict[str, Taxonomy]]:
    """Adult-shaped data: ages 17-90 under 5/10/20-year intervals, 16 educations, 14 occupations."""
    ages = list(range(17, 91))
    tree: dict = {}
    for a in ages:
        b20 = 17 + 20 * ((a - 17) // 20)
        b10 = 17 + 10 * ((a - 17) // 10)
        b5 = 17 + 5 * ((a - 17) // 5)
        tree.setdefault(f"{b20}-{b20 + 19}", {}).setdefault(f"{b10}-{b10 + 9}", {}).setdefault(
            f"{b5}-{b5 + 4}", []
        ).append(str(a))
    age = taxonomy_from_nested("age", {"*": tree})
    education = taxonomy_from_nested(
        "education",
        {
            "*": {
                f"level-{i}": {f"band-{i}-{j}": [f"edu-{i}-{j}-{k}" for k in range(4)] for j in range(2)}
                for i in range(2)
            }
        },
    )
    occupation = taxonomy_from_nested(
        "occupation", {"*": {f"kind-{i}": [f"occ-{i}-{k}" for k in range(7)] for i in range(2)}}
    )
    taxes = {"age": age, "education": education, "occupation": occupation}
    table = pd.DataFrame(
        {
            a: np.asarray(taxes[a].labels, dtype=object)[
                rng.choice(taxes[a].leaves, size=n, p=_zipf(len(taxes[a].leaves)))
            ]
            for a in ATTRIBUTES
        }
    )
    return table, taxes


def _zipf(n: int) -> np.ndarray:
    w = 1.0 / np.arange(1, n + 1)
    return w / w.sum()


def load_adult(
    data_dir: Path | None, n: int, rng: np.random.Generator
) -> tuple[pd.DataFrame, dict[str, Taxonomy], str]:
    """``n`` records (age, education, occupation) and their taxonomies; the source name."""
    folder = Path(data_dir) if data_dir is not None else DEFAULT_DATA
    files = [folder / f"adult_hierarchy_{a}.csv" for a in ATTRIBUTES]
    if not (folder / "adult.csv").exists() or not all(f.exists() for f in files):
        table, taxes = _synthetic(n, rng)
        return table, taxes, "synthetic"
    taxes = {a: read_arx_hierarchy(f, a)[0] for a, f in zip(ATTRIBUTES, files)}
    adult = pd.read_csv(folder / "adult.csv", sep=";", dtype=str, usecols=list(ATTRIBUTES))
    adult = adult[list(ATTRIBUTES)].apply(lambda c: c.str.strip())
    rows = rng.integers(0, len(adult), size=n)
    return adult.iloc[rows].reset_index(drop=True), taxes, str(folder / "adult.csv")


def cell_generalize(
    tax: Taxonomy, values: pd.Series, rng: np.random.Generator, keep: float | None = None
) -> np.ndarray:
    """Replace every value by one of its ancestors-or-self, drawn per cell.

    ``keep=None``: the level is uniform over the cell's path (leaf to root).
    ``keep=p``: the leaf is kept with probability p, else a proper ancestor
    is drawn uniformly.
    """
    leaves = encode(tax, values.to_numpy())
    depth = tax.depth[leaves]
    if keep is None:
        up = rng.integers(0, depth + 1)
    else:
        up = np.where(rng.random(len(leaves)) < keep, 0, rng.integers(1, np.maximum(depth, 1) + 1))
        up = np.minimum(up, depth)
    return np.asarray(tax.labels, dtype=object)[ancestor_table(tax)[leaves, up]]


def _measure(fn: Callable[[], T]) -> tuple[T, float, float]:
    tracemalloc.start()
    t0 = time.perf_counter()
    out = fn()
    seconds = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return out, seconds, peak


# scenario -> (leaf probability in T_1, leaf probability in T_2 (None: uniform level), T_2 has education)
SCENARIOS: dict[str, tuple[float | None, float | None, bool]] = {
    "uniform-level": (None, None, False),
    "light-80%-leaves": (0.8, 0.8, False),
    "t1-exact/t2-95%-leaves+education": (1.0, 0.95, True),
}


def fmj_benchmark(
    n_records: int = 100_000,
    seed: int = 0,
    data_dir: Path | str | None = None,
    k: int = 5,
    ungrouped_records: int = 3_000,
) -> list[dict]:
    """Time the grouped consistency graph, the FMJ and [FMJ, k]-linkability on R = 2 releases.

    Three generalization scenarios (:data:`SCENARIOS`): a uniform level per
    cell; 80% of the cells kept as leaves; T_1 exact and T_2 = (age,
    education, occupation) with 95% leaves, where the FMJ drops edges.
    Returns one record per scenario and case (``case``, ``seconds``,
    ``peak_mb`` and the case's own figures), plus a ``total`` per scenario. Last, the record-level FMJ (one
    group per record, the algorithm of [35] as such) on the first
    ``ungrouped_records`` records of the last scenario, checked against the
    grouped FMJ of the same records (case ``fmj-ungrouped``).
    """
    rng = np.random.default_rng(seed)
    table, taxes, source = load_adult(Path(data_dir) if data_dir is not None else None, n_records, rng)
    out: list[dict] = []
    for scenario, setting in SCENARIOS.items():
        base = {"scenario": scenario, "n_records": n_records, "seed": seed, "source": source}
        out += _run(*_releases(table, taxes, rng, *setting), table, k, base)
    if ungrouped_records:
        small = table.iloc[:ungrouped_records]
        out.append(
            _ungrouped(*_releases(small, taxes, rng, *setting), base | {"n_records": min(ungrouped_records, n_records)})
        )
    return out


def _releases(
    table: pd.DataFrame,
    taxes: dict[str, Taxonomy],
    rng: np.random.Generator,
    keep1: float | None,
    keep2: float | None,
    education_in_t2: bool,
) -> tuple[pd.DataFrame, pd.DataFrame, dict[str, Taxonomy]]:
    """(T_1, T_2, taxonomies), each release cell-generalized and shuffled on its own."""
    t1 = pd.DataFrame(
        {
            "age": cell_generalize(taxes["age"], table["age"], rng, keep1),
            "education": cell_generalize(taxes["education"], table["education"], rng, keep1),
        }
    )
    columns = {"age": cell_generalize(taxes["age"], table["age"], rng, keep2)}
    if education_in_t2:
        columns["education"] = cell_generalize(taxes["education"], table["education"], rng, keep2)
    t2 = pd.DataFrame(columns | {"occupation": table["occupation"].to_numpy()})
    n = len(table)
    return (
        t1.iloc[rng.permutation(n)].reset_index(drop=True),
        t2.iloc[rng.permutation(n)].reset_index(drop=True),
        taxes,
    )


def _ungrouped(t1: pd.DataFrame, t2: pd.DataFrame, taxes: dict[str, Taxonomy], base: dict) -> dict:
    def run() -> Join:
        return full_match_join(build_consistency_graph([t1, t2], taxes, group=False))

    fmj, sec, peak = _measure(run)
    grouped = full_match_join(build_consistency_graph([t1, t2], taxes))
    n = len(t1)
    ungrouped_keys, grouped_keys = (np.sort(j.records() @ np.array([n, 1])) for j in (fmj, grouped))
    same = bool(np.array_equal(ungrouped_keys, grouped_keys))
    return base | {
        "case": "fmj-ungrouped",
        "seconds": sec,
        "peak_mb": peak,
        "record_edges": len(fmj.graph.edges[(0, 1)]),
        "fmj_record_edges": len(fmj.cliques),
        "removed_record_edges": len(fmj.graph.edges[(0, 1)]) - len(fmj.cliques),
        "equals_grouped": same,
    }


def _run(
    t1: pd.DataFrame, t2: pd.DataFrame, taxes: dict[str, Taxonomy], table: pd.DataFrame, k: int, base: dict
) -> list[dict]:
    out: list[dict] = []

    graph, sec, peak = _measure(lambda: build_consistency_graph([t1, t2], taxes))
    edges = graph.edges[(0, 1)]
    w = graph.counts(0)[edges[:, 0]].astype(np.int64) * graph.counts(1)[edges[:, 1]]
    out.append(
        base
        | {
            "case": "consistency-graph",
            "seconds": sec,
            "peak_mb": peak,
            "groups_t1": graph.releases[0].n_groups,
            "groups_t2": graph.releases[1].n_groups,
            "group_edges": len(edges),
            "record_edges": int(w.sum()),
        }
    )

    fmj, sec, peak = _measure(lambda: full_match_join(graph))
    out.append(
        base
        | {
            "case": "fmj",
            "seconds": sec,
            "peak_mb": peak,
            "fmj_group_edges": len(fmj.cliques),
            "fmj_record_edges": fmj.n_record_cliques,
            "removed_group_edges": len(edges) - len(fmj.cliques),
        }
    )

    check, sec, peak = _measure(lambda: check_k_linkability(fmj, table, ["age", "education"], "occupation", k))
    out.append(
        base
        | {
            "case": "k-linkability",
            "seconds": sec,
            "peak_mb": peak,
            "k": k,
            "satisfied": check.satisfied,
            "achieved": check.achieved,
            "qi_tuples": int(len(table[["age", "education"]].drop_duplicates())),
            "detail": check.detail,
        }
    )
    out.append(
        base | {"case": "total", "seconds": sum(r["seconds"] for r in out), "peak_mb": max(r["peak_mb"] for r in out)}
    )
    return out


def fmj_scenario(scenario: str, n_records: int) -> dict[str, Any]:
    """One scenario of :func:`fmj_benchmark`: graph, FMJ and k-linkability times and figures."""
    rows = [r for r in fmj_benchmark(n_records=n_records) if r["scenario"] == scenario and r["n_records"] == n_records]
    by_case = {r["case"]: r for r in rows}
    return {
        "graph_s": round(by_case["consistency-graph"]["seconds"], 4),
        "fmj_s": round(by_case["fmj"]["seconds"], 4),
        "linkability_s": round(by_case["k-linkability"]["seconds"], 4),
        "total_s": round(by_case["total"]["seconds"], 4),
        "group_edges": by_case["consistency-graph"]["group_edges"],
        "record_edges": by_case["consistency-graph"]["record_edges"],
        "fmj_removed_group_edges": by_case["fmj"]["removed_group_edges"],
        "k": by_case["k-linkability"]["k"],
        "achieved": by_case["k-linkability"]["achieved"],
        "source": Path(rows[0]["source"]).name if rows else None,
    }


def fmj_cases() -> list[Case]:
    return [Case(name, partial(fmj_scenario, name, 100_000)) for name in SCENARIOS]


BENCHMARKS = (
    Benchmark(
        "fmj-100k",
        "FMJ and 5-linkability of two cell-generalized releases of 100,000 Adult-derived records",
        fmj_cases,
    ),
)

if __name__ == "__main__":  # pragma: no cover
    for record in fmj_benchmark():
        print(record)
