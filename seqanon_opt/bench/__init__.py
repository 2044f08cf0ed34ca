"""Named benchmarks (`seqanon bench`), the studies behind solver defaults, and the reference-instance export.

Layout: :mod:`.runner` measures a benchmark's cases in fresh processes; :mod:`.registry` lists every
benchmark of the family modules (:mod:`.exact`, :mod:`.heuristics`, :mod:`.arx`, :mod:`.fmj`,
:mod:`.temporal`, :mod:`.scale`, :mod:`.sequential`, :mod:`.dask_100m`, :mod:`.studies`), each of which
declares its cases as a table; :mod:`.adult` loads the Adult data several families share. Data
generators live in :mod:`seqanon_opt.data.generators`, paper reproductions are sweeps (specs/reproductions/).
"""

from __future__ import annotations

import os
from pathlib import Path


def repository() -> Path:
    """The checkout whose ``specs/`` the benchmarks read.

    ``SEQANON_REPO`` when set; else the source tree this package sits in (an
    editable install); else the working directory (a regular install run from
    the checkout, as CI does).
    """
    if os.environ.get("SEQANON_REPO"):
        return Path(os.environ["SEQANON_REPO"]).resolve()
    source = Path(__file__).resolve().parents[2]
    if (source / "specs").is_dir():
        return source
    return Path.cwd().resolve()
