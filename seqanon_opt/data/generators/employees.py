"""Song et al.'s employees (2015, section 7, Figure 2), generated: the paper's company database is not public.

:func:`employee_table` (written by :mod:`.committed` as specs/data/song-employees.csv, 50,000 rows,
seed 0) is the data of specs/song/employees.yaml and of the ``song-leakage`` sweep. QIs country, age,
sex, zipcode; sensitive profession, skewed within each of the 12 zipcode prefixes (one profession holds
about 60 % of a prefix, a different one per prefix, the rest Zipf-like with exponent 2). The sweep takes
the first N rows: the rows are drawn independently, so they are a sample of the same distribution.
Equal arguments give equal bytes.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

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
