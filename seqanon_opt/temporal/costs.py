"""Cost functions and timestamps of temporal publishing.

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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd


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
    values: Sequence[object], beta: float | Mapping[object, float] | Sequence[float] | np.ndarray, default: float = 1.0
) -> np.ndarray:
    """beta_s aligned with ``values``: a scalar, a mapping (missing values get ``default``) or a sequence."""
    if np.isscalar(beta):
        return np.full(len(values), float(beta))
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
