"""The `seqanon` command line.

Exit codes: 0 success; 1 no release (infeasible or no solution in time);
2 bad input (one line naming the file or flag, field and value); 3 privacy
violation; 4 a solver that does not support the problem; 5 an internal error
(a bug: please report it with the --debug traceback); 130 interrupted (SIGINT),
143 terminated (SIGTERM), nothing half-written. ``--debug`` (before or after
the command) shows tracebacks.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import os
import signal
import sys
from collections.abc import Sequence
from typing import NoReturn

from . import __version__
from .errors import SeqanonError, SpecError

SEED_MAX = 2**31 - 1
"""The largest seed: CP-SAT's random_seed is a 32-bit integer."""
INTERNAL_ERROR = 5


class Terminated(BaseException):
    """SIGTERM, raised in the main thread so that every ``finally`` and staging clean-up runs."""


def _raise_terminated(signum, frame) -> NoReturn:
    # once: a second SIGTERM (e.g. `pkill` reaching the process again) must not interrupt the clean-up
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise Terminated()


def _progress(quiet: bool):
    """Progress lines on stderr when it is a terminal: the pipeline's and the solvers' (logging)."""
    if quiet or not sys.stderr.isatty():
        return None
    logging.basicConfig(level=logging.INFO, format="  %(message)s", stream=sys.stderr)
    return lambda message: print(message, file=sys.stderr, flush=True)


def cmd_validate(args: argparse.Namespace) -> int:
    from .pipeline import load_problem
    problem = load_problem(args.spec)
    f = problem.features()
    print(f"{args.spec}: valid. {problem.n_rows} rows ({problem.rows_dropped_missing} dropped for missing "
          f"values), kind {f['kind']}, model {f['model']}, {f['quasi_identifiers']} quasi-identifiers, "
          f"requirements {', '.join(f['requirements'])}, objective {f['objective']}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from .pipeline import default_out_dir, run_spec
    from .report import summary
    from .spec import load_spec
    spec, source = load_spec(args.spec)
    out = args.out if args.out is not None else default_out_dir(spec)
    result = run_spec(spec, source, solver_name=args.solver, out_dir=out, time_limit=args.time_limit,
                      seed=args.seed, keep_violating=args.keep_violating, force=args.force,
                      progress=_progress(args.quiet), argv=getattr(args, "command_line", ["seqanon", *sys.argv[1:]]))
    print(summary(result.report))
    print(f"written to {out}/")
    return 0 if result.solution.status.has_solution else 1


def cmd_apply(args: argparse.Namespace) -> int:
    """Re-apply a run's transformation.json to new records, suppress small groups, verify, write."""
    from .errors import PrivacyViolation
    from .formatting import number
    from .pipeline import apply_transformation_spec, default_out_dir, with_data
    from .spec import load_spec
    spec, source = load_spec(args.spec)
    spec = with_data(spec, args.data)
    out = args.out if args.out is not None else default_out_dir(spec)
    try:
        result = apply_transformation_spec(spec, source, args.transformation, out_dir=out,
                                           keep_violating=args.keep_violating, force=args.force,
                                           argv=getattr(args, "command_line", ["seqanon", *sys.argv[1:]]))
        violation = None
    except PrivacyViolation as exc:
        if getattr(exc, "result", None) is None:
            raise
        result, violation = exc.result, exc
    rows = result.report["rows"]
    print(f"applied {args.transformation} to {args.data}: {number(rows['in'])} records, "
          f"{number(result.solution.suppressed_count)} suppressed (whole groups), {number(rows['out'])} published; "
          f"{result.report['applied']['violating_groups']} group(s) broke a requirement before suppression")
    print(f"{'requirement':22s} {'holds':5s} {'achieved':>10s}  parameters")
    for check in result.verification.checks:
        params = ", ".join(f"{k}={v}" for k, v in check.parameters.items()
                           if k not in ("quasi_identifiers", "sensitive"))
        achieved = "-" if check.achieved is None else number(check.achieved)
        print(f"{check.kind:22s} {'yes' if check.satisfied else 'NO':5s} {achieved:>10s}  {params}"
              + (f"  ({check.detail})" if check.detail else ""))
    for error in result.verification.structure_errors:
        print(f"structure: {error}")
    if violation is not None:
        raise violation
    print(f"written to {out}/")
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .data.releases import read_release
    from .formatting import number
    from .pipeline import load_problem
    from .verify import verify_releases
    if not args.separator or args.separator in ("\n", "\r", '"'):
        raise SpecError("not a usable CSV separator", field="--separator", value=args.separator)
    problem = load_problem(args.spec)
    # earlier releases of a sequence are inputs: a blank label is bad input; in the judged (last) one, a failure
    releases = [read_release(Path(f), problem.taxonomies, separator=args.separator, where="--release",
                             blank="keep" if i == len(args.release) - 1 else "error")
                for i, f in enumerate(args.release)]
    verification = verify_releases(problem, releases, names=list(args.release))
    print(f"{'requirement':16s} {'satisfied':9s} {'achieved':>10s}  parameters / detail")
    for check in verification.checks:
        params = ", ".join(f"{k}={v}" for k, v in check.parameters.items()
                           if k not in ("quasi_identifiers", "sensitive"))
        achieved = "-" if check.achieved is None else number(check.achieved)
        print(f"{check.kind:16s} {'yes' if check.satisfied else 'NO':9s} {achieved:>10s}  {params}"
              + (f"; {check.detail}" if check.detail else ""))
        for group in check.worst_groups[:3]:
            print(f"{'':38s}worst: {group}")
    for error in verification.structure_errors:
        print(f"structure: {error}")
    from .privacy.risk import risk_line, risk_report
    print(risk_line(risk_report(problem, releases[-1])).replace("input -> release", "input -> this release"))
    return 0 if verification.ok else 3


def cmd_check(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .check import check_table, format_table, run_check, write_check
    from .pipeline import load_problem
    problem = load_problem(args.spec)
    names = None
    if args.solvers:
        names = [n.strip() for n in args.solvers.split(",") if n.strip()]
        if not names:
            raise SpecError("no solver named", field="--solvers", value=args.solvers)
        from .solvers.registry import solver_names
        unknown = next((n for n in names if n not in solver_names()), None)
        if unknown is not None:  # the flag, not the spec, names it
            raise SpecError(f"unknown solver; registered: {', '.join(solver_names())}", field="--solvers",
                            value=unknown)
    from .output import check_out_dir
    out = check_out_dir(Path(args.out) if args.out else Path("out") / f"{problem.name}-check", force=args.force)
    rows = run_check(problem, names, time_limit=args.time_limit, seed=args.seed, progress=_progress(args.quiet))
    frame = check_table(rows)
    write_check(out, problem, rows, frame)
    print(format_table(frame))
    for row in rows:
        if row.violates:
            print(f"VIOLATION {row.solver}: " + "; ".join(row.verification.failures()))
    print(f"written to {out}/")
    return 3 if any(r.violates for r in rows) else 0


def cmd_compile(args: argparse.Namespace) -> int:
    from .output import check_out_file, write_file
    from .pipeline import load_problem
    from .solvers.cpsat.export import cpsat_to_pulp, final_model
    problem = load_problem(args.spec)
    out = check_out_file(args.out, force=args.force)
    model, scale, solution = final_model(problem, time_limit=args.time_limit)
    if args.format == "cpsat":
        def write(path) -> None:
            if not model.ExportToFile(str(path)):
                raise SpecError("cannot write the model", field="--out", value=str(out))
    else:
        program = cpsat_to_pulp(model, problem.name)

        def write(path) -> None:
            (program.writeLP if args.format == "lp" else program.writeMPS)(str(path))
    write_file(out, write)
    proto = model.Proto()
    print(f"{args.out}: {problem.model} model of '{problem.name}': {len(proto.variables)} variables, "
          f"{len(proto.constraints)} constraints; objective = {problem.objective} x {scale}")
    optimum = "-" if solution.objective is None else round(solution.objective * scale)
    print(f"solved: {solution.status.value}, {problem.objective} = {solution.objective}, "
          f"bound {solution.bound}; integer optimum {optimum}")
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    from .spec import spec_json_schema
    print(json.dumps(spec_json_schema(), indent=2))
    return 0


def cmd_solvers(args: argparse.Namespace) -> int:
    from .solvers.registry import get_solver, solver_names
    for name in solver_names():
        caps = get_solver(name).capabilities.describe()
        kind = "exact" if caps.pop("exact") else "heuristic"
        details = "; ".join(f"{k}: {', '.join(v) if isinstance(v, list) else v}" for k, v in caps.items())
        print(f"{name:22s} {kind:9s} {details}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .experiments.bench import list_benchmarks, run_benchmark
    if args.list or not args.name:
        for name, description in list_benchmarks():
            print(f"{name:22s} {description}")
        return 0
    if args.time_limit is not None:  # read by the cases, which run in fresh processes
        os.environ["SEQANON_BENCH_TIME_LIMIT"] = str(args.time_limit)
    run_benchmark(args.name, json_path=args.json, repeat=args.repeat, quiet=args.quiet, only=args.case)
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    from .compare.run import run_sweep
    from .compare.sweep import load_sweep
    if args.executor == "dask" and not args.address:
        raise SpecError("--executor dask needs --address HOST:PORT of a Dask scheduler", field="--address")
    if args.address and args.executor != "dask":
        raise SpecError("--address is the Dask scheduler's: use it with --executor dask", field="--address",
                        value=args.address)
    sweep = load_sweep(args.sweep)
    if sweep.missing:
        print(f"skipping sweep '{sweep.name}': it needs {sweep.missing[0]} (relative to {args.sweep}), "
              "which is absent")
        return 0
    say = None if args.quiet else (lambda message: print(message, flush=True))
    result = run_sweep(sweep, args.out, executor=args.executor, jobs=args.jobs, address=args.address,
                       quiet=args.quiet, say=say)
    frame = result.frame
    statuses = frame["status"].value_counts().to_dict() if len(frame) else {}
    print(f"{result.cells} cells: {result.ran} run, {result.skipped} skipped; "
          + ", ".join(f"{n} {s}" for s, n in sorted(statuses.items())))
    violating = int((frame["verified"] == "NO").sum()) if len(frame) else 0
    if violating:
        print(f"VIOLATION: {violating} cell(s) published a release that fails its requirements")
    print(f"written to {result.out_dir}/")
    return 3 if violating else 0


def cmd_hierarchy(args: argparse.Namespace) -> int:
    """Build a taxonomy from a data column and write it as an ARX hierarchy CSV or a tree file."""
    from numbers import Integral
    from pathlib import Path

    import pandas as pd

    from .data import hierarchy_builders as hb
    from .output import check_out_file, write_file

    def numbers(flag: str, text: str, kind: type) -> list:
        try:
            return [kind(x) for x in text.split(",") if x.strip()]
        except ValueError:
            raise SpecError("takes comma-separated numbers", field=flag, value=text) from None

    def read_csv(path: str, flag: str) -> pd.DataFrame:
        if not Path(path).is_file():
            raise SpecError("file not found", field=flag, value=path)
        try:
            return pd.read_csv(path, sep=args.separator, dtype=str, keep_default_na=False,
                               skipinitialspace=True)
        except Exception as exc:  # noqa: BLE001  (pandas raises many kinds; all mean "unreadable")
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise SpecError(f"cannot read the CSV file: {first}", file=path) from None

    options = {"intervals": ("--widths", "--quantiles", "--cuts"), "mask": ("--mask-levels",),
               "dates": ("--date-format",), "mapping": ("--mapping",)}
    for kind, flags in options.items():
        for flag in flags:
            if kind != args.kind and getattr(args, flag[2:].replace("-", "_")) is not None:
                raise SpecError(f"is an option of --kind {kind}, not {args.kind}", field=flag)
    out = check_out_file(args.out, force=args.force)
    table = read_csv(args.data, "data")
    if args.column not in table.columns:
        raise SpecError(f"no such column (columns: {', '.join(map(str, table.columns))})", file=args.data,
                        field="--column", value=args.column)
    column = table[args.column].astype(str).str.strip()
    column = column[~column.isin(args.missing if args.missing is not None else ["?", ""])]
    try:
        if args.kind == "intervals":
            given = [f for f in ("widths", "quantiles", "cuts") if getattr(args, f) is not None]
            if len(given) != 1:
                raise SpecError("intervals take exactly one of --widths, --quantiles, --cuts",
                                field="--kind", value="intervals")
            tax = hb.interval_hierarchy(
                column, attribute=args.column, start=args.start,
                widths=numbers("--widths", args.widths, float) if args.widths is not None else None,
                quantiles=numbers("--quantiles", args.quantiles, int) if args.quantiles is not None else None,
                cuts=[numbers("--cuts", level, float) for level in args.cuts.split(";")]
                if args.cuts is not None else None)
        elif args.kind == "mask":
            if args.mask_levels is None:
                raise SpecError("mask needs --mask-levels N", field="--kind", value="mask")
            tax = hb.mask_hierarchy(column, args.mask_levels, attribute=args.column)
        elif args.kind == "dates":
            tax = hb.date_hierarchy(column, date_format=args.date_format, attribute=args.column)
        else:
            if args.mapping is None:
                raise SpecError("mapping needs --mapping FILE.csv", field="--kind", value="mapping")
            tax = hb.mapping_hierarchy(column, read_csv(args.mapping, "--mapping"), attribute=args.column)
        text = (hb.to_arx_csv(tax) if args.format == "arx"
                else json.dumps({args.column: hb.to_tree(tax)}, indent=1, ensure_ascii=False) + "\n")
    except hb.HierarchyError as exc:
        row = exc.row if isinstance(exc.row, Integral) else None
        if exc.where == "mapping":
            raise SpecError(str(exc), file=args.mapping, line=None if row is None else int(row) + 2,
                            value=exc.value) from None
        if exc.where == "option":
            flag = {"intervals": "--" + next((f for f in ("widths", "quantiles", "cuts")
                                              if getattr(args, f) is not None), "widths"),
                    "mask": "--mask-levels", "dates": "--date-format"}.get(args.kind, "--kind")
            raise SpecError(str(exc), field=flag, value=exc.value) from None
        raise SpecError(str(exc), file=args.data, line=None if row is None else int(row) + 2,
                        field=args.column, value=exc.value) from None
    write_file(out, lambda path: Path(path).write_text(text, encoding="utf-8"))
    print(f"{args.out}: {args.kind} hierarchy of '{args.column}': {tax.n_leaves} values, {tax.n_nodes} nodes, "
          f"height {tax.height}")
    return 0


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


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="seqanon", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"seqanon-opt {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks")
    # --debug is also accepted after the command; SUPPRESS keeps the main parser's value when it is absent
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help="show tracebacks")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=help, parents=[common])

    p = command("validate", "check a spec and its data without solving")
    p.add_argument("spec")
    p.set_defaults(func=cmd_validate)

    p = command("run", "solve a spec, verify and write the release")
    p.add_argument("spec")
    p.add_argument("--solver", help="registered solver name (default: the spec's, else auto: best heuristic, then the exact solver)")
    p.add_argument("--out", help="output folder (default: out/<spec name>); an existing folder is replaced only "
                   "when it is a previous seqanon output, unless --force")
    p.add_argument("--force", action="store_true", help="replace --out even when it is not a seqanon output")
    p.add_argument("--time-limit", type=time_limit, help="seconds (default: the spec's)")
    p.add_argument("--seed", type=seed, help="random seed (default: the spec's)")
    p.add_argument("--keep-violating", action="store_true",
                   help="write the release even when it fails a requirement (still exits 3)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.set_defaults(func=cmd_run)

    p = command("apply", "re-apply a run's transformation.json to new records, verify and write the release")
    p.add_argument("spec")
    p.add_argument("--transformation", required=True, help="transformation.json of a seqanon run")
    p.add_argument("--data", required=True, help="the new records (CSV or Parquet with the spec's columns)")
    p.add_argument("--out", help="output folder (default: out/<spec name>)")
    p.add_argument("--force", action="store_true", help="replace --out even when it is not a seqanon output")
    p.add_argument("--keep-violating", action="store_true",
                   help="write the release even when it fails a requirement (still exits 3)")
    p.set_defaults(func=cmd_apply)

    p = command("verify", "check releases produced elsewhere against the spec's requirements")
    p.add_argument("spec")
    p.add_argument("--release", action="append", required=True,
                   help="published release CSV; repeat for a sequence (the last is the newest)")
    p.add_argument("--separator", default=",", help="CSV separator of the releases")
    p.set_defaults(func=cmd_verify)

    p = command("check", "run every fitting solver (or the named ones) on a spec and compare")
    p.add_argument("spec")
    p.add_argument("--solvers", help="comma-separated solver names (default: every heuristic that fits and "
                   "the exact solver)")
    p.add_argument("--time-limit", type=time_limit, help="seconds per solver (default: the spec's)")
    p.add_argument("--seed", type=seed, help="random seed (default: the spec's)")
    p.add_argument("--out", help="output folder (default: out/<spec name>-check)")
    p.add_argument("--force", action="store_true", help="replace --out even when it is not a seqanon output")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.set_defaults(func=cmd_check)

    p = command("compare", "run a sweep (specs x parameter grid x solvers): CSV, Markdown, plots")
    p.add_argument("sweep", help="sweep file (YAML): name, specs, grid")
    p.add_argument("--out", help="output folder (default: the sweep's 'out', else out/<sweep name>); cells "
                   "already in its results.csv are skipped")
    p.add_argument("--jobs", type=positive_int, default=1, help="cells in parallel in a process pool (default 1)")
    p.add_argument("--executor", choices=["local", "dask"], default="local",
                   help="local (in process, or a process pool with --jobs) or dask (needs --address)")
    p.add_argument("--address", help="Dask scheduler address HOST:PORT (with --executor dask)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.set_defaults(func=cmd_compare)

    p = command("compile", "write the exact model for other solvers")
    p.add_argument("spec")
    p.add_argument("--format", choices=["lp", "mps", "cpsat"], required=True,
                   help="lp/mps: integer program; cpsat: CP-SAT model proto (text for .txt/.pbtxt)")
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
    p.add_argument("--time-limit", type=time_limit,
                   help="override the solver time limit of the benchmark's cases (seconds)")
    p.add_argument("--quiet", action="store_true")
    p.set_defaults(func=cmd_bench)

    p = command("hierarchy", "build a hierarchy (taxonomy) from a data column: ARX CSV or a tree file")
    p.add_argument("data", help="CSV file with a header row")
    p.add_argument("--column", required=True, help="the column to build the hierarchy of")
    p.add_argument("--kind", required=True, choices=["intervals", "mask", "dates", "mapping"])
    p.add_argument("--widths", help="intervals: nested fixed widths, finest first, e.g. 5,10,20")
    p.add_argument("--start", type=float, help="intervals with --widths: where the intervals start "
                   "(default: the smallest value rounded down to the coarsest width)")
    p.add_argument("--quantiles", help="intervals: nested quantile bin counts, finest first, e.g. 4,2")
    p.add_argument("--cuts", help="intervals: cut points per level, finest first, e.g. '20,30,40;20,40'")
    p.add_argument("--mask-levels", type=positive_int, help="mask: how many trailing characters to mask, one per level")
    p.add_argument("--date-format", help="dates: strftime format of the column (default ISO 8601)")
    p.add_argument("--mapping", help="mapping: CSV value,group1[,group2...] (with a header), finest first")
    p.add_argument("--separator", default=",", help="CSV separator of DATA and --mapping")
    p.add_argument("--missing", action="append", help="cells skipped as missing (repeat; default '?' and empty)")
    p.add_argument("--format", required=True, choices=["arx", "tree"],
                   help="arx: leaf;level1;...;root CSV; tree: JSON {column: {root: {child: ...}}} for tree_file")
    p.add_argument("--out", required=True, help="the file to write; an existing file is replaced only with --force")
    p.add_argument("--force", action="store_true", help="overwrite an existing --out file")
    p.set_defaults(func=cmd_hierarchy)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # usage errors (one line, exit 2), --help and --version (exit 0)
        return exc.code if isinstance(exc.code, int) else 2
    args.command_line = ["seqanon", *argv]  # what report.json records (main's argv, not the process's)
    previous = signal.signal(signal.SIGTERM, _raise_terminated) if _in_main_thread() else None
    try:
        return args.func(args)
    except SeqanonError as exc:
        if args.debug:
            raise
        print(f"seqanon: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        if args.debug:
            raise
        print("seqanon: interrupted (SIGINT); nothing half-written", file=sys.stderr)
        return 130
    except Terminated:
        if args.debug:
            raise
        print("seqanon: terminated (SIGTERM); nothing half-written", file=sys.stderr)
        return 143
    except BrokenPipeError:  # output piped into e.g. `head`: stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (stdout for the rest of the process)
        return 0
    except RecursionError:
        if args.debug:
            raise
        print("seqanon: error: input nested too deeply to read", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug: one line, never a traceback without --debug, never exit 1
        if args.debug:
            raise
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        print(f"seqanon: internal error: {type(exc).__name__}{': ' + text if text else ''} "
              "(a bug; run with --debug for the traceback and please report it)", file=sys.stderr)
        return INTERNAL_ERROR
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _in_main_thread() -> bool:
    import threading
    return threading.current_thread() is threading.main_thread()


if __name__ == "__main__":
    sys.exit(main())
