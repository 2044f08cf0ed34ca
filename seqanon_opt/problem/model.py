"""The compiled problem: :class:`Problem` (coded table, taxonomies, requirements, settings) and
:func:`refine_taxonomies`, which swaps in the refined taxonomies a solver built."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

import numpy as np
import pandas as pd

from ..data.population import Population
from ..data.taxonomy import Taxonomy
from ..requirements import Requirement

FLAT_ROOT = "*"


@dataclass(frozen=True)
class SolverSettings:
    """The spec's solver section, as plain data."""

    name: str | None
    time_limit: float
    seed: int
    workers: int
    options: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class Problem:
    """An anonymization problem ready for a solver.

    ``table`` keeps the rows that survived missing-value cleaning (index
    0..N-1) with their original text; ``codes[a]`` is the leaf id of every
    row's value of attribute ``a`` in ``taxonomies[a]``.
    """

    name: str
    kind: str
    model: str
    table: pd.DataFrame
    quasi_identifiers: tuple[str, ...]
    sensitive: str | None
    class_attribute: str | None
    key: str | None
    timestamp: str | None
    taxonomies: Mapping[str, Taxonomy]
    codes: Mapping[str, np.ndarray]
    requirements: tuple[Requirement, ...]
    objective: str
    solver: SolverSettings
    rows_read: int
    rows_dropped_missing: int
    source: str = ""
    settings: Mapping[str, object] = field(default_factory=dict)
    previous: tuple[pd.DataFrame, ...] = ()
    inconsistent: tuple[tuple[tuple[str, str], tuple[str, str]], ...] = ()
    insensitive: tuple[str, ...] = ()
    population: Population | None = None  # the spec's risk.population, for journalist / marketer risk
    risk_threshold: float = 0.2  # the spec's risk.threshold
    # records per row of ``table`` (int64), or None: one each. A weighted problem's table is a tuple table
    # (its distinct rows and their counts; the Dask engine's input); only solvers, verifier checks and
    # measures that declare they count by weight take it.
    weight: np.ndarray | None = None

    @property
    def n_rows(self) -> int:
        """Rows of ``table`` (distinct tuples when weighted)."""
        return len(self.table)

    @property
    def n_records(self) -> int:
        """Records the table stands for: ``weight.sum()``, or the number of rows."""
        return len(self.table) if self.weight is None else int(self.weight.sum())

    def count_records(self, rows: np.ndarray) -> int:
        """Records in the rows where the boolean mask ``rows`` holds (their weights' sum when weighted)."""
        rows = np.asarray(rows, dtype=bool)
        return int(rows.sum()) if self.weight is None else int(self.weight[rows].sum())

    def features(self) -> dict[str, object]:
        """What solver selection looks at: kind, model, sizes."""
        return {
            "kind": self.kind,
            "model": self.model,
            "rows": self.n_records,
            "quasi_identifiers": len(self.quasi_identifiers),
            "requirements": sorted({r.kind for r in self.requirements}),
            "objective": self.objective,
        }


def refine_taxonomies(problem: Problem, taxonomies: Mapping[str, Taxonomy]) -> Problem:
    """A copy of ``problem`` with some taxonomies replaced by refinements a solver created.

    A refinement keeps the attribute's leaves (matched by label) and may
    change the inner nodes, e.g. the binary intervals top-down specialization
    splits on the fly out of a flat interval taxonomy. The copy's ``codes``
    hold each row's leaf id in the new taxonomy; the table is shared.

    Raises ValueError when a refined taxonomy's leaves differ from the
    original's, when one is numeric and the other not, or (numeric) when its
    root or leaf bounds differ from the original's or a node's interval does
    not contain the values of all leaves below it.
    """
    new_taxonomies = dict(problem.taxonomies)
    new_codes = dict(problem.codes)
    for attr, tax in taxonomies.items():
        if attr not in problem.taxonomies:
            raise ValueError(f"refined taxonomy for '{attr}', which has no taxonomy in the problem")
        old = problem.taxonomies[attr]
        old_leaves = {old.labels[v] for v in old.leaves}
        new_leaves = {tax.labels[v] for v in tax.leaves}
        if old_leaves != new_leaves:
            missing, extra = sorted(old_leaves - new_leaves), sorted(new_leaves - old_leaves)
            raise ValueError(
                f"refined taxonomy of '{attr}' does not have the original leaves: "
                f"missing {missing[:5]}, extra {extra[:5]}"
            )
        if old.is_numeric != tax.is_numeric:
            raise ValueError(
                f"refined taxonomy of '{attr}' is {'' if tax.is_numeric else 'not '}numeric "
                f"but the original is {'numeric' if old.is_numeric else 'not'}"
            )
        if tax.is_numeric:
            assert tax.bounds is not None and old.bounds is not None  # numeric taxonomies have bounds
            if not np.array_equal(tax.bounds[tax.root], old.bounds[old.root]):
                raise ValueError(
                    f"refined taxonomy of '{attr}' has root bounds {tax.bounds[tax.root].tolist()}, "
                    f"the original {old.bounds[old.root].tolist()}"
                )
            low, high = tax.bounds[:, 0].copy(), tax.bounds[:, 1].copy()
            original = old.bounds[[old.index[tax.labels[v]] for v in tax.leaves]]
            moved = np.flatnonzero((tax.bounds[tax.leaves] != original).any(axis=1))
            if len(moved):
                v = int(tax.leaves[moved[0]])
                raise ValueError(
                    f"refined taxonomy of '{attr}': leaf {tax.labels[v]!r} has bounds "
                    f"{tax.bounds[v].tolist()}, the original {original[moved[0]].tolist()}"
                )
            leaf_value = np.full(tax.n_nodes, np.nan)
            leaf_value[tax.leaves] = original[:, 0]
            below_min = np.where(np.isnan(leaf_value), np.inf, leaf_value)
            below_max = np.where(np.isnan(leaf_value), -np.inf, leaf_value)
            for depth in range(tax.height, 0, -1):  # push leaf values up, one level at a time
                nodes = np.flatnonzero(tax.depth == depth)
                np.minimum.at(below_min, tax.parent[nodes], below_min[nodes])
                np.maximum.at(below_max, tax.parent[nodes], below_max[nodes])
            bad = np.flatnonzero((below_min < low) | (below_max > high))
            if len(bad):
                v = int(bad[0])
                raise ValueError(
                    f"refined taxonomy of '{attr}': node {tax.labels[v]!r} with bounds "
                    f"[{low[v]:g}, {high[v]:g}] does not contain the values "
                    f"{below_min[v]:g}..{below_max[v]:g} of its leaves"
                )
        leaf_map = np.full(old.n_nodes, -1, dtype=np.int64)
        leaf_map[old.leaves] = [tax.index[old.labels[v]] for v in old.leaves]
        codes = leaf_map[problem.codes[attr]]
        codes.setflags(write=False)
        new_taxonomies[attr] = tax
        new_codes[attr] = codes
    return replace(problem, taxonomies=MappingProxyType(new_taxonomies), codes=MappingProxyType(new_codes))
