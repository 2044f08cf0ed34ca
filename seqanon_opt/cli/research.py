"""The researcher's commands: `seqanon check`, `compare`, `compile`, `bench`, `solvers`, `schema`."""

from __future__ import annotations

import argparse
import json
import os

from ..errors import SpecError
from ..progress import reporting
from .progress import display


def cmd_check(args: argparse.Namespace) -> int:
    from pathlib import Path

    from ..check import check_table, format_table, run_check, write_check
    from ..pipeline import load_task

    problem, settings = load_task(args.spec)
    names = None
    if args.solvers:
        names = [n.strip() for n in args.solvers.split(",") if n.strip()]
        if not names:
            raise SpecError("no solver named", field="--solvers", value=args.solvers)
        from ..solvers.registry import solver_names

        unknown = next((n for n in names if n not in solver_names()), None)
        if unknown is not None:  # the flag, not the spec, names it
            raise SpecError(
                f"unknown solver; registered: {', '.join(solver_names())}", field="--solvers", value=unknown
            )
    from ..output import check_out_dir

    out = check_out_dir(Path(args.out) if args.out else Path("out") / f"{problem.name}-check", force=args.force)
    with reporting(display(args)) as progress:
        rows = run_check(
            problem,
            names,
            settings=settings,
            time_limit=args.time_limit,
            seed=args.seed,
            progress=progress if progress.active else None,
        )
    frame = check_table(rows)
    write_check(out, problem, rows, frame)
    print(format_table(frame))
    for row in rows:
        if row.violates and row.verification is not None:  # violates implies a verification
            print(f"VIOLATION {row.solver}: " + "; ".join(row.verification.failures()))
    print(f"written to {out}/")
    return 3 if any(r.violates for r in rows) else 0


def cmd_compile(args: argparse.Namespace) -> int:
    from ..output import check_out_file, write_file
    from ..pipeline import load_task
    from ..solvers.cpsat.export import cpsat_to_pulp, final_model

    problem, settings = load_task(args.spec)
    out = check_out_file(args.out, force=args.force)
    limit = args.time_limit if args.time_limit is not None else settings.time_limit
    model, scale, solution = final_model(problem, time_limit=limit, seed=settings.seed)
    if args.format == "cpsat":

        def write(path) -> None:
            if not model.export_to_file(str(path)):
                raise SpecError("cannot write the model", field="--out", value=str(out))
    else:
        program = cpsat_to_pulp(model, problem.name)

        def write(path) -> None:
            (program.writeLP if args.format == "lp" else program.writeMPS)(str(path))

    write_file(out, write)
    proto = model.proto
    print(
        f"{args.out}: {problem.model} model of '{problem.name}': {len(proto.variables)} variables, "
        f"{len(proto.constraints)} constraints; objective = {problem.objective} x {scale}"
    )
    optimum = "-" if solution.objective is None else round(solution.objective * scale)
    print(
        f"solved: {solution.status.value}, {problem.objective} = {solution.objective}, "
        f"bound {solution.bound}; integer optimum {optimum}"
    )
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    from ..spec import spec_json_schema

    print(json.dumps(spec_json_schema(), indent=2))
    return 0


def cmd_solvers(args: argparse.Namespace) -> int:
    from ..solvers.registry import describe_solver, solver_names

    for name in solver_names():
        caps = describe_solver(name)
        kind = "exact" if caps.pop("exact") else "heuristic"
        details = "; ".join(f"{k}: {', '.join(v) if isinstance(v, list) else v}" for k, v in caps.items())
        print(f"{name:22s} {kind:9s} {details}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from ..bench.registry import list_benchmarks, run_benchmark

    if args.list or not args.name:
        for name, description in list_benchmarks():
            print(f"{name:22s} {description}")
        return 0
    if args.time_limit is not None:  # read by the cases, which run in fresh processes
        os.environ["SEQANON_BENCH_TIME_LIMIT"] = str(args.time_limit)
    run_benchmark(args.name, json_path=args.json, repeat=args.repeat, quiet=args.quiet, only=args.case)
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    from ..compare.run import run_sweep
    from ..compare.sweep import load_sweep

    if args.executor == "dask" and not args.address:
        raise SpecError("--executor dask needs --address HOST:PORT of a Dask scheduler", field="--address")
    if args.address and args.executor != "dask":
        raise SpecError(
            "--address is the Dask scheduler's: use it with --executor dask", field="--address", value=args.address
        )
    sweep = load_sweep(args.sweep)
    if sweep.missing:
        print(f"skipping sweep '{sweep.name}': it needs {sweep.missing[0]} (relative to {args.sweep}), which is absent")
        return 0
    say = None if args.quiet else (lambda message: print(message, flush=True))
    result = run_sweep(
        sweep,
        args.out,
        executor=args.executor,
        jobs=args.jobs,
        address=args.address,
        quiet=args.quiet,
        say=say,
        prune=args.prune,
    )
    frame = result.frame
    statuses = frame["status"].value_counts().to_dict() if len(frame) else {}
    print(
        f"{result.cells} cells: {result.ran} run, {result.skipped} skipped; "
        + ", ".join(f"{n} {s}" for s, n in sorted(statuses.items()))
    )
    violating = int((frame["verified"] == "NO").sum()) if len(frame) else 0
    if violating:
        print(f"VIOLATION: {violating} cell(s) published a release that fails its requirements")
    print(f"written to {result.out_dir}/")
    return 3 if violating else 0
