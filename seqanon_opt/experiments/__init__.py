"""Benchmarks and experiments."""

from __future__ import annotations

import os
from pathlib import Path


def repository() -> Path:
    """The checkout whose ``specs/`` the experiments read.

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
