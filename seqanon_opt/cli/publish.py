"""The publisher's commands, built on the pandas API (:mod:`seqanon_opt.api`): `seqanon validate`,
`run`, `apply` and `verify`. Each is the API call with the file names of the command line, then the
lines a person reads."""

from __future__ import annotations

import argparse
import sys
from typing import cast

from .. import api
from ..formatting import number
from ..verify import Verification
from .progress import display


def _argv(args: argparse.Namespace) -> list[str]:
    return getattr(args, "command_line", ["seqanon", *sys.argv[1:]])


def cmd_validate(args: argparse.Namespace) -> int:
    problem = api.load(args.spec)
    f = problem.features()
    tuples = f" in {problem.n_rows} distinct tuples" if problem.weight is not None else ""
    print(
        f"{args.spec}: valid. {problem.n_records} rows{tuples} ({problem.rows_dropped_missing} dropped for "
        f"missing values), kind {f['kind']}, model {f['model']}, {f['quasi_identifiers']} quasi-identifiers, "
        f"requirements {', '.join(cast('list[str]', f['requirements']))}, objective {f['objective']}"
    )
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from ..report import summary

    result = api.anonymize(
        None,
        args.spec,
        solver=args.solver,
        time_limit=args.time_limit,
        seed=args.seed,
        out_dir=args.out if args.out is not None else api.DEFAULT_OUT,
        force=args.force,
        keep_violating=args.keep_violating,
        progress=display(args),
        argv=_argv(args),
        engine=args.engine,
        address=args.address,
    )
    print(summary(result.report))
    print(f"written to {result.out_dir}/")
    return 0 if result.solution.status.has_solution else 1


def cmd_apply(args: argparse.Namespace) -> int:
    """Re-apply a run's transformation.json to new records, suppress what breaks a requirement, verify, write."""
    from ..errors import PrivacyViolation

    try:
        result = api.apply(
            None,
            args.spec,
            args.transformation,
            data=args.data,
            out_dir=args.out if args.out is not None else api.DEFAULT_OUT,
            force=args.force,
            keep_violating=args.keep_violating,
            progress=display(args),
            argv=_argv(args),
        )
        violation = None
    except PrivacyViolation as exc:
        if getattr(exc, "result", None) is None:
            raise
        result, violation = exc.result, exc
    rows = result.report["rows"]
    print(
        f"applied {args.transformation} to {args.data}: {number(rows['in'])} records, "
        f"{number(result.solution.suppressed_count)} suppressed (whole groups), {number(rows['out'])} published; "
        f"{result.report['applied']['violating_groups']} group(s) broke a requirement before suppression"
    )
    assert result.verification is not None  # apply always verifies
    _print_checks(result.verification, width=22, worst=False)
    if violation is not None:
        raise violation
    print(f"written to {result.out_dir}/")
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    verification = api.verify(None, args.release, args.spec, separator=args.separator)
    _print_checks(verification, width=16, worst=True)
    from ..privacy.risk import risk_line

    if verification.risk is not None:
        print(risk_line(verification.risk).replace("input -> release", "input -> this release"))
    return 0 if verification.ok else 3


def _print_checks(verification: Verification, *, width: int, worst: bool) -> None:
    """One line per requirement: holds, the level achieved, its parameters and why it fails."""
    print(f"{'requirement':{width}s} {'holds':5s} {'achieved':>10s}  parameters / detail")
    for check in verification.checks:
        params = ", ".join(
            f"{k}={v}" for k, v in check.parameters.items() if k not in ("quasi_identifiers", "sensitive")
        )
        achieved = "-" if check.achieved is None else number(check.achieved)
        print(
            f"{check.kind:{width}s} {'yes' if check.satisfied else 'NO':5s} {achieved:>10s}  {params}"
            + (f"; {check.detail}" if check.detail else "")
        )
        if worst:
            for group in check.worst_groups[:3]:
                print(f"{'':{width + 19}s}worst: {group}")
    for error in verification.structure_errors:
        print(f"structure: {error}")
