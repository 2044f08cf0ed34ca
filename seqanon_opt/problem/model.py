"""The compiled problem: :class:`Problem` (coded table, taxonomies, requirements, the inputs of its kind) and
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
from ..temporal.costs import MuFunction

FLAT_ROOT = "*"


@dataclass(frozen=True)
class TemporalSettings:
    """A temporal problem's stream (Wang-Xu-Wong-Fu 2010, section II): ``snapshots`` the labels in time
    order, ``snapshot_of_row[i]`` row i's position among them; the window ``w``; the reposition cost ``mu``
    (checked for (C1)-(C3): ``mu_kind``); ``beta[j]`` the suppression cost of sensitive value ``values[j]``;
    the query lengths of the utility measure."""

    window: int
    mu: MuFunction
    mu_kind: str
    beta: tuple[float, ...]
    values: tuple[object, ...]
    query_lengths: tuple[int, ...]
    snapshots: tuple[object, ...]
    snapshot_of_row: np.ndarray
    timestamp_kind: str


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
    rows_read: int
    rows_dropped_missing: int
    source: str = ""
    # a sequential problem: the attributes of the release to compute, and its previous releases
    release_attributes: tuple[str, ...] | None = None
    previous: tuple[pd.DataFrame, ...] = ()
    # a sequential table that grew since its previous releases (Shmueli-Tassa section 6): the approach, and
    # the added records' row positions when the releases held other rows than the table's first
    dynamic: str = "unifying"
    new_records: tuple[int, ...] | None = None
    temporal: TemporalSettings | None = None
    # a sequential problem's releases coded once (problem/sequential.py; the verifier reads ``previous``):
    # the taxonomies plus a flat one for every other attribute of the releases, per previous release and
    # column the node each row publishes ('*' and empty cells: the root), the table's node per row
    release_taxonomies: Mapping[str, Taxonomy] = field(default_factory=lambda: MappingProxyType({}))
    previous_nodes: tuple[Mapping[str, np.ndarray], ...] = ()
    release_codes: Mapping[str, np.ndarray] = field(default_factory=lambda: MappingProxyType({}))
    # the table and previous releases (the objects) that coding was made from: a copy with others is coded
    # again (problem.sequential.release_coding)
    coded_from: tuple[pd.DataFrame, ...] = ()
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
    coded = {}
    if problem.release_taxonomies:  # a sequential problem's coding follows the refinement
        coded = _refined_coding(problem, {a: new_taxonomies[a] for a in taxonomies}, new_codes)
    return replace(problem, taxonomies=MappingProxyType(new_taxonomies), codes=MappingProxyType(new_codes), **coded)


def _refined_coding(problem: Problem, refined: Mapping[str, Taxonomy], codes: Mapping[str, np.ndarray]) -> dict:
    """``release_taxonomies``, ``release_codes`` and ``previous_nodes`` of ``problem`` with the refined
    taxonomies: a previous release's node keeps its label (-1 when the refinement has no node of that label)."""
    taxes, table = dict(problem.release_taxonomies), dict(problem.release_codes)
    moves = {}
    for attr, tax in refined.items():
        old = problem.release_taxonomies[attr]
        moves[attr] = np.array([tax.index.get(label, -1) for label in old.labels], dtype=np.int64)
        taxes[attr] = tax
        if attr in table:
            table[attr] = codes[attr]
    previous = tuple(
        MappingProxyType({a: moves[a][v] if a in moves else v for a, v in nodes.items()})
        for nodes in problem.previous_nodes
    )
    return {
        "release_taxonomies": MappingProxyType(taxes),
        "release_codes": MappingProxyType(table),
        "previous_nodes": previous,
    }
