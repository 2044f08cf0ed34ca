"""The generated data of two reproduction sweeps, written once and committed under specs/data/.

``python -m seqanon_opt.experiments.generated_data song specs/data/song-employees.csv``
    50,000 generated employees (:func:`employee_table`, seed 0): the data of specs/song/employees.yaml
    and of the ``song-leakage`` sweep (Song et al. 2015, section 7, Figure 2; the paper's company
    employee database is not public). QIs country, age, sex, zipcode; sensitive profession, skewed
    within each of the 12 zipcode prefixes (one profession holds about 60 % of a prefix, a
    different one per prefix, the rest Zipf-like with exponent 2). The sweep takes the first N rows:
    the rows are drawn independently, so they are a sample of the same distribution.
``python -m seqanon_opt.experiments.generated_data temporal specs/data/temporal-window.csv``
    20,000 records in 200 snapshots over 10 sensitive values (:func:`window_table`, seed 0): the data
    of specs/temporal/window-study.yaml and of the ``temporal-window`` sweep (Wang-Xu-Wong-Fu 2010).

Equal arguments give equal bytes (``tests/unit/test_measures_privacy_cost.py`` checks the committed
files against a rerun).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd

from .relay_bench import skewed_counts

QIS = ["country", "age", "sex", "zipcode"]
SENSITIVE = "profession"
SIZES = (1_000, 2_000, 5_000, 10_000, 20_000, 50_000)

COUNTRIES = {
    "Europe": ["France", "Germany", "Italy"],
    "Asia": ["China", "Japan", "India"],
    "America": ["USA", "Canada", "Brazil"],
}
PROFESSIONS = {
    "technical": ["engineer", "programmer", "technician"],
    "management": ["manager", "director", "accountant"],
    "service": ["sales", "clerk", "support"],
    "health": ["nurse", "doctor", "pharmacist"],
}
REGIONS = 3  # zipcode regions
PREFIXES = 4  # zipcode prefixes per region; each prefix has its own dominant profession
ZIPS = 5  # zipcodes per prefix
AGES = range(18, 66)
EXPONENT = 2.0  # Zipf exponent of the professions within one zipcode prefix


def _zip(region: int, prefix: int, z: int) -> str:
    return f"{region + 1}{prefix}{z:03d}"


def taxonomies() -> dict:
    country = {"*": dict(COUNTRIES)}
    bands: dict = {}
    for lo in range(15, 66, 15):
        inner = {f"[{a}-{a + 4}]": [str(x) for x in range(a, a + 5) if x in AGES] for a in range(lo, lo + 15, 5)}
        inner = {k: v for k, v in inner.items() if v}
        if inner:
            bands[f"[{lo}-{lo + 14}]"] = inner
    zipcode = {
        "*": {
            f"{r + 1}****": {f"{r + 1}{p}***": [_zip(r, p, z) for z in range(ZIPS)] for p in range(PREFIXES)}
            for r in range(REGIONS)
        }
    }
    return {
        "country": {"tree": country},
        "age": {"tree": {"*": bands}},
        "sex": {"tree": {"*": ["M", "F"]}},
        "zipcode": {"tree": zipcode},
        SENSITIVE: {"tree": {"*": dict(PROFESSIONS)}},
    }


def employee_table(n: int, seed: int = 0) -> pd.DataFrame:
    """``n`` employees: QIs country, age, sex, zipcode; profession skewed by zipcode prefix.

    Within each of the 12 zipcode prefixes one profession holds about 60 % of the employees (a
    different one per prefix), the rest Zipf-like (exponent 2); over the whole table the
    professions are far more even. So a coarse k-anonymous group is diverse, a fine one (a
    prefix or a single zipcode) is often dominated by one profession.
    """
    rng = np.random.default_rng(seed)
    countries = [c for cs in COUNTRIES.values() for c in cs]
    professions = [p for ps in PROFESSIONS.values() for p in ps]
    region, prefix = rng.integers(0, REGIONS, n), rng.integers(0, PREFIXES, n)
    zipcode = [_zip(r, p, z) for r, p, z in zip(region, prefix, rng.integers(0, ZIPS, n))]
    area = region * PREFIXES + prefix
    base = 1.0 / np.arange(1, len(professions) + 1) ** EXPONENT
    profession = np.empty(n, dtype=object)
    for a in range(REGIONS * PREFIXES):
        weights = np.roll(base, 5 * a)  # a different dominant profession per prefix
        rows = np.flatnonzero(area == a)
        profession[rows] = np.asarray(professions, dtype=object)[
            rng.choice(len(professions), len(rows), p=weights / weights.sum())
        ]
    return pd.DataFrame(
        {
            "country": np.asarray(countries, dtype=object)[rng.integers(0, len(countries), n)],
            "age": rng.integers(AGES.start, AGES.stop, n),
            "sex": np.where(rng.random(n) < 0.5, "M", "F"),
            "zipcode": zipcode,
            SENSITIVE: profession,
        }
    )


def write_employees(path: Path | str, n: int = max(SIZES), seed: int = 0) -> Path:
    """Write :func:`employee_table` (``n`` rows, ``seed``) as CSV; equal arguments give equal bytes."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(employee_table(n, seed).to_csv(index=False, lineterminator="\n"))
    return path


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


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("which", choices=("song", "temporal"))
    parser.add_argument("path")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    path = (write_employees if args.which == "song" else write_window)(args.path, seed=args.seed)
    print(f"written {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
