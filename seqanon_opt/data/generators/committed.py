"""The generated data committed under specs/data/, rewritten byte for byte.

``python -m seqanon_opt.data.generators song specs/data/song-employees.csv``
    :func:`~.employees.write_employees` (50,000 employees, seed 0): the data of specs/song/employees.yaml
    and of the ``song-leakage`` sweep.
``python -m seqanon_opt.data.generators temporal specs/data/temporal-window.csv``
    :func:`~.streams.write_window` (20,000 records in 200 snapshots over 10 sensitive values, seed 0):
    the data of specs/temporal/window-study.yaml and of the ``temporal-window`` sweep.

Equal arguments give equal bytes (``tests/unit/test_measures_privacy_cost.py`` checks the committed
files against a rerun).
"""

from __future__ import annotations

import argparse
import sys

from .employees import write_employees
from .streams import write_window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m seqanon_opt.data.generators", description="rewrite a generated data file of specs/data/"
    )
    parser.add_argument("which", choices=("song", "temporal"))
    parser.add_argument("path")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    path = (write_employees if args.which == "song" else write_window)(args.path, seed=args.seed)
    print(f"written {path}", file=sys.stderr)
    return 0
