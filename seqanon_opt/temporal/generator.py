"""Skewed temporal test data: small snapshots whose skews complement their neighbours'.

Section I.A: each snapshot D[i] is small, so its sensitive values are skewed
even though the union over time is balanced; neighbouring snapshots have
"complementary" distributions. Snapshot t draws its values with weight
``1 + skew`` on its dominant value ``(t * stride) mod n_values`` and 1 on every
other value: neighbours are dominated by different values, and every value
dominates equally often. Snapshot sizes are Poisson around ``mean_size``
(at least 1). A quasi-identifier ``age`` (uniform 18..90) comes along.
"""

from __future__ import annotations

import numpy as np
import pandas as pd


def skewed_stream(
    n_records: int = 2000,
    n_snapshots: int = 100,
    n_values: int = 5,
    skew: float = 4.0,
    seed: int = 0,
    stride: int = 1,
    start_date: str | None = None,
    timestamp: str = "timestamp",
    sensitive: str = "disease",
) -> pd.DataFrame:
    """A table of ``n_records`` rows (columns id, timestamp, age, sensitive) over ``n_snapshots`` snapshots.

    Timestamps are 1..n_snapshots, or consecutive ISO dates from ``start_date``. Seeded:
    equal arguments give equal tables. Every snapshot holds at least one record
    (``n_records >= n_snapshots``).
    """
    if n_snapshots < 1 or n_records < n_snapshots or n_values < 1 or skew < 0:
        raise ValueError("need n_snapshots >= 1, n_records >= n_snapshots, n_values >= 1, skew >= 0")
    rng = np.random.default_rng(seed)
    weights = rng.poisson(max(n_records / n_snapshots - 1, 0.0), n_snapshots) + 1.0
    sizes = 1 + rng.multinomial(n_records - n_snapshots, weights / weights.sum())
    names = [f"d{v}" for v in range(n_values)]
    values, times = [], []
    for t, size in enumerate(sizes):
        p = np.ones(n_values)
        p[(t * stride) % n_values] += skew
        values.append(rng.choice(n_values, size, p=p / p.sum()))
        times.append(np.full(size, t))
    codes, ts = np.concatenate(values), np.concatenate(times)
    if start_date is None:
        labels = (ts + 1).astype(str)
    else:
        days = pd.date_range(start_date, periods=n_snapshots, freq="D").strftime("%Y-%m-%d").to_numpy()
        labels = days[ts]
    return pd.DataFrame(
        {
            "id": np.arange(1, n_records + 1),
            timestamp: labels,
            "age": rng.integers(18, 91, n_records),
            sensitive: np.asarray(names)[codes],
        }
    )
