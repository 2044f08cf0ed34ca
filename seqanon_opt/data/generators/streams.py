"""Temporally skewed snapshot streams (Wang, Xu, Wong, Fu 2010, section I.A).

Temporal skewness: each small snapshot D[i] is skewed on the sensitive attribute, while neighbouring
snapshots have complementary distributions, so their union is balanced. :func:`skewed_window` draws,
for every pair of snapshots (2k, 2k+1), a random ranking of the ``n_values`` values; D[2k] follows Zipf
weights ``p(v) ~ 1 / rank(v)^exponent`` and D[2k+1] the reversed ranking (the hottest value of one is
the coldest of the other). Snapshot sizes are multinomial around ``n_records / w``. With 50 values and
exponent 1.2 the most frequent value holds ~30 % of a snapshot, so single snapshots are rarely
4-eligible (Level(D[i]) <= |D[i]| / 4) while two neighbours together are.

:func:`window_table` is the data of specs/temporal/window-study.yaml and of the ``temporal-window``
sweep (written by :mod:`.committed`).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd


def skewed_window(w: int, n_values: int, n_records: int, rng: np.random.Generator, exponent: float = 1.2) -> np.ndarray:
    """counts[i, s] of a window of ``w`` snapshots with complementary skew between neighbours."""
    sizes = rng.multinomial(n_records, np.full(w, 1.0 / w))
    zipf = 1.0 / np.arange(1, n_values + 1) ** exponent
    zipf /= zipf.sum()
    rankings = np.argsort(rng.random((w // 2 + 1, n_values)), axis=1)  # one random ranking per pair
    ranks = np.empty((w, n_values), dtype=np.int64)
    ranks[0::2] = rankings[: (w + 1) // 2]
    ranks[1::2] = n_values - 1 - rankings[: w // 2]  # reversed for the odd neighbour
    return np.stack([rng.multinomial(n, zipf[r]) for n, r in zip(sizes, ranks)])


def skewed_counts(n_records: int, n_timestamps: int, n_values: int, seed: int = 0, exponent: float = 1.2) -> np.ndarray:
    """counts[t, s] of ``n_timestamps`` small snapshots with complementary skew between neighbours."""
    return skewed_window(n_timestamps, n_values, n_records, np.random.default_rng(seed), exponent)


def stream_table(counts: np.ndarray) -> pd.DataFrame:
    """One record per count: id, timestamp (1..T), disease (v0..)."""
    n_timestamps, n_values = counts.shape
    cells = counts.reshape(-1)
    return pd.DataFrame(
        {
            "id": np.arange(int(cells.sum())),
            "timestamp": np.repeat(np.repeat(np.arange(1, n_timestamps + 1), n_values), cells),
            "disease": np.repeat(np.tile([f"v{s}" for s in range(n_values)], n_timestamps), cells),
        }
    )


WINDOW_AGES = (18, 91)  # the generated quasi-identifier of window_table: uniform 18..90


def window_table(n_records: int = 20_000, n_timestamps: int = 200, n_values: int = 10, seed: int = 0) -> pd.DataFrame:
    """The temporal-window sweep's stream as a table: :func:`stream_table` of ``skewed_counts(..., seed)``
    (columns id, timestamp, disease) plus ``age``, uniform 18..90 from its own generator
    (``default_rng([seed, 1])``), so the counts are those of ``skewed_counts``.

    A spec needs a quasi-identifier; the relay publisher never generalizes it.
    """
    table = stream_table(skewed_counts(n_records, n_timestamps, n_values, seed))
    age = np.random.default_rng([seed, 1]).integers(*WINDOW_AGES, len(table))
    return table.assign(age=age)[["id", "timestamp", "age", "disease"]]


def write_window(
    path: Path | str, n_records: int = 20_000, n_timestamps: int = 200, n_values: int = 10, seed: int = 0
) -> Path:
    """Write :func:`window_table` as CSV (one record per row); equal arguments give equal bytes."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(window_table(n_records, n_timestamps, n_values, seed).to_csv(index=False, lineterminator="\n"))
    return path
