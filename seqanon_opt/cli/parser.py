"""The argument parser of `seqanon`: one sub-command per step a user takes, flags checked with one-line errors."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import NoReturn

from .. import __version__
from .hierarchy import cmd_hierarchy
from .progress import add_progress_flags
from .publish import cmd_apply, cmd_run, cmd_validate, cmd_verify
from .research import cmd_bench, cmd_check, cmd_compare, cmd_compile, cmd_schema, cmd_solvers

SEED_MAX = 2**31 - 1
"""The largest seed: CP-SAT's random_seed is a 32-bit integer."""
DESCRIPTION = "The `seqanon` command line."


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: ``seqanon: error: argument --seed: ...`` and exit 2 (no usage block)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"seqanon: error: {message} (see '{self.prog} --help')\n")


def _number(text: str, kind: type, low: float, high: float | None, what: str):
    """``text`` as ``kind`` within [low, high]; argparse reports the flag and the value on failure."""
    try:
        value = kind(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{what} (value: {text!r})") from None
    if isinstance(value, float) and not math.isfinite(value) or value < low or (high is not None and value > high):
        raise argparse.ArgumentTypeError(f"{what} (value: {text!r})")
    return value


def time_limit(text: str) -> float:
    value = _number(text, float, 0.0, None, "takes a finite number of seconds > 0")
    if value <= 0:
        raise argparse.ArgumentTypeError(f"takes a finite number of seconds > 0 (value: {text!r})")
    return value


def seed(text: str) -> int:
    return _number(text, int, 0, SEED_MAX, f"takes an integer from 0 to {SEED_MAX}")


def positive_int(text: str) -> int:
    return _number(text, int, 1, None, "takes an integer >= 1")


def add_release_flags(p: argparse.ArgumentParser) -> None:
    """The flags of the commands that write a release folder: --out, --force, --keep-violating, progress."""
    p.add_argument(
        "--out",
        help="output folder (default: out/<spec name>); an existing folder is replaced only "
        "when it is a previous seqanon output, unless --force",
    )
    p.add_argument("--force", action="store_true", help="replace --out even when it is not a seqanon output")
    p.add_argument(
        "--keep-violating",
        action="store_true",
        help="write the release even when it fails a requirement (still exits 3)",
    )
    add_progress_flags(p)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="seqanon", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"seqanon-opt {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks")
    # --debug is also accepted after the command; SUPPRESS keeps the main parser's value when it is absent
    common = _Parser(add_help=False)  # a parent: only its arguments are used
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help="show tracebacks")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=help, parents=[common])

    _publishing_commands(command)
    _research_commands(command)
    _hierarchy_command(command)
    return parser


Command = Callable[[str, str], argparse.ArgumentParser]
"""Adds a subcommand (name, help) and returns its parser."""


def _publishing_commands(command: Command) -> None:
    """validate, run, apply and verify: from a spec to a verified release."""
    p = command("validate", "check a spec and its data without solving")
    p.add_argument("spec")
    p.set_defaults(func=cmd_validate)

    p = command("run", "solve a spec, verify and write the release")
    p.add_argument("spec")
    p.add_argument(
        "--solver",
        help="registered solver name (default: the spec's, else auto: best heuristic, then the exact solver)",
    )
    p.add_argument("--time-limit", type=time_limit, help="seconds (default: the spec's)")
    p.add_argument("--seed", type=seed, help="random seed (default: the spec's)")
    p.add_argument(
        "--engine",
        choices=("local", "dask"),
        help="local: read and group in this process; dask: count the spec's Parquet dataset on a Dask "
        "cluster and write the release per partition (default: the spec's solver.engine)",
    )
    p.add_argument(
        "--address",
        help="with --engine dask: the scheduler HOST:PORT (default: the spec's solver.address, else a local cluster)",
    )
    add_release_flags(p)
    p.set_defaults(func=cmd_run)

    p = command("apply", "re-apply a run's transformation.json to new records, verify and write the release")
    p.add_argument("spec")
    p.add_argument("--transformation", required=True, help="transformation.json of a seqanon run")
    p.add_argument("--data", required=True, help="the new records (CSV or Parquet with the spec's columns)")
    add_release_flags(p)
    p.set_defaults(func=cmd_apply)

    p = command("verify", "check releases produced elsewhere against the spec's requirements")
    p.add_argument("spec")
    p.add_argument(
        "--release",
        action="append",
        required=True,
        help="published release CSV; repeat for a sequence (the last is the newest)",
    )
    p.add_argument("--separator", default=",", help="CSV separator of the releases")
    p.set_defaults(func=cmd_verify)


def _research_commands(command: Command) -> None:
    """check, compare, compile, schema, solvers and bench: comparing solvers and exporting models."""
    p = command("check", "run every fitting solver (or the named ones) on a spec and compare")
    p.add_argument("spec")
    p.add_argument(
        "--solvers", help="comma-separated solver names (default: every heuristic that fits and the exact solver)"
    )
    p.add_argument("--time-limit", type=time_limit, help="seconds per solver (default: the spec's)")
    p.add_argument("--seed", type=seed, help="random seed (default: the spec's)")
    p.add_argument("--out", help="output folder (default: out/<spec name>-check)")
    p.add_argument("--force", action="store_true", help="replace --out even when it is not a seqanon output")
    add_progress_flags(p)
    p.set_defaults(func=cmd_check)

    p = command("compare", "run a sweep (specs x parameter grid x solvers): CSV, Markdown, plots")
    p.add_argument("sweep", help="sweep file (YAML): name, specs, grid")
    p.add_argument(
        "--out",
        help="output folder (default: the sweep's 'out', else out/<sweep name>); cells "
        "already in its results.csv are skipped",
    )
    p.add_argument("--jobs", type=positive_int, default=1, help="cells in parallel in a process pool (default 1)")
    p.add_argument(
        "--executor",
        choices=["local", "dask"],
        default="local",
        help="local (in process, or a process pool with --jobs) or dask (needs --address)",
    )
    p.add_argument("--address", help="Dask scheduler address HOST:PORT (with --executor dask)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.add_argument(
        "--prune",
        action="store_true",
        help="drop the rows of cells no longer in the sweep from results.csv (kept at its end by default)",
    )
    p.set_defaults(func=cmd_compare)

    p = command("compile", "write the exact model for other solvers")
    p.add_argument("spec")
    p.add_argument(
        "--format",
        choices=["lp", "mps", "cpsat"],
        required=True,
        help="lp/mps: integer program; cpsat: CP-SAT model proto (text for .txt/.pbtxt)",
    )
    p.add_argument("--out", required=True, help="the model file; an existing file is replaced only with --force")
    p.add_argument("--force", action="store_true", help="overwrite an existing --out file")
    p.add_argument("--time-limit", type=time_limit, help="seconds for the lazy solve that learns the model")
    p.set_defaults(func=cmd_compile)

    p = command("schema", "print the JSON Schema of spec files")
    p.set_defaults(func=cmd_schema)

    p = command("solvers", "list registered solvers and what they support")
    p.set_defaults(func=cmd_solvers)

    p = command("bench", "run a named benchmark (see --list)")
    p.add_argument("name", nargs="?")
    p.add_argument("--list", action="store_true", help="list the benchmarks")
    p.add_argument("--json", help="also write the records as JSON to this file")
    p.add_argument("--repeat", type=positive_int, default=3, help="runs per case; the median is reported")
    p.add_argument("--case", help="run only the cases whose name contains this text")
    p.add_argument(
        "--time-limit", type=time_limit, help="override the solver time limit of the benchmark's cases (seconds)"
    )
    p.add_argument("--quiet", action="store_true")
    p.set_defaults(func=cmd_bench)


def _hierarchy_command(command: Command) -> None:
    """hierarchy: a taxonomy built from a data column."""
    p = command("hierarchy", "build a hierarchy (taxonomy) from a data column: ARX CSV or a tree file")
    p.add_argument("data", help="CSV file with a header row")
    p.add_argument("--column", required=True, help="the column to build the hierarchy of")
    p.add_argument("--kind", required=True, choices=["intervals", "mask", "dates", "mapping"])
    p.add_argument("--widths", help="intervals: nested fixed widths, finest first, e.g. 5,10,20")
    p.add_argument(
        "--start",
        type=float,
        help="intervals with --widths: where the intervals start "
        "(default: the smallest value rounded down to the coarsest width)",
    )
    p.add_argument("--quantiles", help="intervals: nested quantile bin counts, finest first, e.g. 4,2")
    p.add_argument("--cuts", help="intervals: cut points per level, finest first, e.g. '20,30,40;20,40'")
    p.add_argument("--mask-levels", type=positive_int, help="mask: how many trailing characters to mask, one per level")
    p.add_argument("--date-format", help="dates: strftime format of the column (default ISO 8601)")
    p.add_argument("--mapping", help="mapping: CSV value,group1[,group2...] (with a header), finest first")
    p.add_argument("--separator", default=",", help="CSV separator of DATA and --mapping")
    p.add_argument("--missing", action="append", help="cells skipped as missing (repeat; default '?' and empty)")
    p.add_argument(
        "--format",
        required=True,
        choices=["arx", "tree"],
        help="arx: leaf;level1;...;root CSV; tree: JSON {column: {root: {child: ...}}} for tree_file",
    )
    p.add_argument("--out", required=True, help="the file to write; an existing file is replaced only with --force")
    p.add_argument("--force", action="store_true", help="overwrite an existing --out file")
    p.set_defaults(func=cmd_hierarchy)
