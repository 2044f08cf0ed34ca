"""Cost functions and timestamps of temporal publishing (Wang, Xu, Wong, Fu 2010).

Information loss, section II.C Eq. (1)-(2), of a count plan that publishes ``moves[(t, j, s)]``
records of source snapshot t and sensitive value s in snapshot j and suppresses ``suppressed[(i, s)]``::

    IL = sum_{t,j,s} moves[(t,j,s)] * mu(|j - t|) + sum_{i,s} suppressed[(i,s)] * beta_s

mu must satisfy (C1) mu(0) = 0, (C2) mu(d1) > mu(d2) for d1 > d2 >= 0 and
(C3) mu(d1 + D) - mu(d1) >= mu(d2 + D) - mu(d2) for d1 > d2 >= 0, D > 0
(:func:`validate_mu`). The initial solution of a new snapshot (section III) suppresses its most
frequent value until it is l-eligible (:func:`initial_new_snapshot`).

mu(d) (section II.C) as :class:`MuFunction`: ``linear`` c*d, ``quadratic``
c*d^2, or ``table`` mu(0), mu(1), ... extended beyond its last entry by its last
increment (a record relayed in several windows may travel further than w - 1;
the extension keeps (C1)-(C3)). beta_s as a vector over the sensitive values.

Timestamps: the snapshots are the distinct timestamps in sorted order. A
column is read as integers when every cell is one (sorted numerically,
published as ``str(int)``), else as ISO 8601 dates/times (sorted
chronologically, published as the first spelling met). The reposition
distance d is the difference of snapshot *positions* (consecutive distinct
timestamps are at distance 1, whatever the calendar gap).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, cast

import numpy as np
import pandas as pd

Moves = dict[tuple[int, int, int], int]
Suppressions = dict[tuple[int, int], int]
CostFunction = Callable[[int], float] | Sequence[float] | np.ndarray
TOL = 1e-9


@dataclass(frozen=True)
class MuFunction:
    """mu(d) for d >= 0; callable, picklable, defined for every distance."""

    kind: str  # "linear" | "quadratic" | "table"
    c: float = 1.0
    values: tuple[float, ...] = ()

    def __call__(self, d: int) -> float:
        d = int(d)
        if self.kind == "linear":
            return self.c * d
        if self.kind == "quadratic":
            return self.c * d * d
        if self.kind == "table":
            if d < len(self.values):
                return float(self.values[d])
            step = self.values[-1] - self.values[-2]
            return float(self.values[-1] + (d - len(self.values) + 1) * step)
        raise ValueError(f"unknown mu kind {self.kind!r}")

    def describe(self) -> dict:
        if self.kind == "table":
            return {"kind": "table", "values": list(self.values)}
        return {"kind": self.kind, "c": self.c}

    @classmethod
    def from_spec(cls, spec) -> MuFunction:
        """From a spec's ``problem.mu`` model (or a plain dict)."""
        data = spec if isinstance(spec, Mapping) else spec.model_dump()
        if data["kind"] == "table":
            return cls("table", 0.0, tuple(float(v) for v in data["values"]))
        return cls(data["kind"], float(data.get("c", 0.1)))


def beta_vector(
    values: Sequence[object], beta: float | Mapping[Any, float] | Sequence[float] | np.ndarray, default: float = 1.0
) -> np.ndarray:
    """beta_s aligned with ``values``: a scalar, a mapping (missing values get ``default``) or a sequence."""
    if np.isscalar(beta):
        return np.full(len(values), float(cast(float, beta)))
    if isinstance(beta, Mapping):
        unknown = [v for v in beta if v not in set(values)]
        if unknown:
            raise ValueError(f"beta for unknown sensitive value {unknown[0]!r}")
        return np.array([float(beta.get(v, default)) for v in values])
    out = np.asarray(beta, dtype=float)
    if out.shape != (len(values),):
        raise ValueError(f"beta must hold {len(values)} costs, got shape {out.shape}")
    return out


def snapshot_positions(column: pd.Series) -> tuple[np.ndarray, list[str], str]:
    """(position of every row, label of every snapshot in order, 'integer' | 'date').

    Raises ValueError naming the first cell that is neither an integer nor an ISO date
    (when the column is not all integers).
    """
    text = column.astype(str).str.strip()
    numbers = pd.to_numeric(text, errors="coerce")
    if len(text) and numbers.notna().all() and (numbers == np.round(numbers)).all():
        keys = numbers.astype(np.int64).to_numpy()
        unique = np.unique(keys)
        return np.searchsorted(unique, keys), [str(int(k)) for k in unique], "integer"
    dates = pd.to_datetime(text, format="ISO8601", errors="coerce")
    if dates.isna().any():
        integral = numbers.notna() & (numbers == np.round(numbers))
        bad = text[dates.isna() & ~integral]
        if len(bad):
            raise ValueError(f"timestamp {bad.iloc[0]!r} is neither an integer nor an ISO 8601 date")
        raise ValueError(
            f"timestamps mix integers ({text[integral].iloc[0]!r}) and ISO 8601 dates ({text[~integral].iloc[0]!r})"
        )
    keys = dates.to_numpy()
    unique, first = np.unique(keys, return_index=True)
    labels = [str(text.iloc[i]) for i in first]
    return np.searchsorted(unique, keys), labels, "date"


# ----------------------------------------------------------------- mu: C1-C3
def mu_table(mu: CostFunction, max_distance: int) -> np.ndarray:
    """mu(0), ..., mu(max_distance) as floats; ``mu`` is a function of d or a table indexed by d."""
    if callable(mu):
        return np.array([float(mu(d)) for d in range(max_distance + 1)], dtype=float)
    table = np.asarray(mu, dtype=float)
    if table.ndim != 1 or len(table) < max_distance + 1:
        raise ValueError(f"mu table must be 1-D with entries for d = 0..{max_distance}")
    return table[: max_distance + 1]


def validate_mu(mu: CostFunction, max_distance: int) -> Literal["linear", "non-linear", "convex"]:
    """Check (C1)-(C3) of section II.C on d = 0..max_distance; raise ValueError if one fails.

    (C3) is checked as stated, for every d1 > d2 >= 0 and D > 0 with d1 + D <= max_distance.
    Returns 'linear' ((C3) with = everywhere, also when vacuous), 'non-linear'
    ((C3) with > everywhere) or 'convex' (both occur).
    """
    m = mu_table(mu, max_distance)
    scale = TOL * max(1.0, float(np.abs(m).max()))
    if abs(m[0]) > scale:
        raise ValueError(f"(C1) fails: mu(0) = {m[0]:g}, not 0")
    lo, hi = np.triu_indices(len(m), 1)
    if (m[hi] - m[lo] <= scale).any():
        k = int(np.argmax(m[hi] - m[lo] <= scale))
        raise ValueError(f"(C2) fails: mu({hi[k]}) = {m[hi[k]]:g} is not > mu({lo[k]}) = {m[lo[k]]:g}")
    gaps = []
    for delta in range(1, max_distance):
        increase = m[delta:] - m[:-delta]  # increase[d] = mu(d + D) - mu(d)
        d2, d1 = np.triu_indices(len(increase), 1)
        gap = increase[d1] - increase[d2]
        if (gap < -scale).any():
            k = int(np.argmax(gap < -scale))
            raise ValueError(
                f"(C3) fails: d1={d1[k]}, d2={d2[k]}, D={delta}: "
                f"mu(d1+D)-mu(d1) = {increase[d1[k]]:g} < mu(d2+D)-mu(d2) = {increase[d2[k]]:g}"
            )
        gaps.append(gap)
    gap = np.concatenate(gaps) if gaps else np.zeros(0)
    if (np.abs(gap) <= scale).all():
        return "linear"
    return "non-linear" if (gap > scale).all() else "convex"


# ----------------------------------------------------------------- plans: IL and the initial solution
def count_arrays(counts: dict, width: int) -> tuple[np.ndarray, np.ndarray]:
    """The keys of a count plan (``moves`` width 3, ``suppressed`` width 2) as an int64 array, and the counts."""
    keys = np.array(list(counts.keys()), dtype=np.int64).reshape(-1, width)
    return keys, np.array(list(counts.values()), dtype=np.int64)


def plan_cost(moves: Moves, suppressed: Suppressions, mu: CostFunction, beta) -> float:
    """IL = sum n * mu(|j - t|) over moves + sum n * beta_s over suppressed (Eq. (1)-(2))."""
    keys, n = count_arrays(moves, 3)
    skeys, sn = count_arrays(suppressed, 2)
    distance = np.abs(keys[:, 1] - keys[:, 0])
    table = mu_table(mu, int(distance.max(initial=0)))
    return float((n * table[distance]).sum() + (sn * np.asarray(beta, dtype=float)[skeys[:, 1]]).sum())


def initial_new_snapshot(new_counts, l: float) -> tuple[np.ndarray, np.ndarray]:
    """(P_{w+1}[s], S_{w+1}[s]) of the initial solution (section III).

    Repeatedly suppress a record of the most frequent value (the lowest index
    among ties) until ``l * max_s P[s] <= |P|``.
    """
    counts = np.asarray(new_counts, dtype=np.int64)
    # The loop ends at the first cap c (all values above c lowered to c) with
    # l * c <= sum_s min(counts[s], c): while some value still sits at the max,
    # lowering it only shrinks |P|, so no state between two caps can pass.
    caps = np.arange(int(counts.max()) + 1 if len(counts) else 1)
    kept = np.minimum(counts[None, :], caps[:, None]).sum(axis=1)
    cap = int(caps[np.flatnonzero(l * caps <= kept + TOL)].max())
    published = np.minimum(counts, cap)
    return published, counts - published
