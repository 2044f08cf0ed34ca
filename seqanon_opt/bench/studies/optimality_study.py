"""The optimality study: how far each heuristic lands from the proven optimum, per problem kind.

``python -m seqanon_opt.bench.studies.optimality_study [--instances N] [--seed S] [--out DIR]``

For every problem kind the repository solves both exactly and heuristically,
N random small instances (deterministic given ``--seed``) are solved by the
exact solver and by the heuristic; only instances the exact solver proves
optimal are kept, and the relative gap ``(loss - optimum) / optimum`` (0 when
both are 0) is recorded:

* single cut -- ``bottom-up`` and ``top-down`` against ``cpsat-cut``, LM and
  distortion, on :func:`~..heuristics.random_problem` tables (3-4 QIs, 40-400
  rows, k in {2, 3, 5, 10}); LM also with a suppression budget of 5 % of the rows;
* sequential cut -- ``tds4sa`` against ``cpsat-sequential-cut``, LM: one
  previous release on the join attribute, (X, Y)-anonymity and/or
  (X, Y)-linkability (Wang & Fung 2006);
* sequential cell -- ``two-stage`` against ``cpsat-sequential-cell``, LM,
  k-linkability over the MJ and over the FMJ (Shmueli-Tassa et al.);
* temporal -- ``relay`` (:func:`~..solvers.ilp.relay.relay_recycle`) against the
  recycle ILP :func:`~..solvers.ilp.reposition.solve_recycle`, linear and
  quadratic mu (the relay is exact by Theorem 3: the gap must be 0).

Personalized clustering is left out: ``cpsat-personalized`` optimises the cut
model while ``personalized-clustering`` works in the cell model, a larger
solution space, so the "optimum" is not a bound on the heuristic and a gap
against it would not measure optimality.

A heuristic that beats a proven optimum is a bug: the study raises
:class:`OptimumBeaten` naming the instance. Outputs (in ``--out``):
``optimality-study.csv`` (one row per instance and heuristic),
``optimality-study.md`` (the summary table) and ``optimality-study.png`` (one
ECDF of the gap per kind/heuristic).
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import math
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from ...solution import Solution
from ..runner import Benchmark, Case
from .optimality_instances import sequential_cell_instance, sequential_cut_instance, temporal_instance

TOL = 1e-6
CSV_FIELDS = (
    "kind",
    "heuristic",
    "exact",
    "objective",
    "variant",
    "seed",
    "size",
    "optimum",
    "loss",
    "gap",
    "heuristic_status",
)


class OptimumBeaten(AssertionError):
    """A heuristic's loss is below a proven optimum: a bug in one of the two solvers."""


@dataclasses.dataclass(frozen=True)
class Study:
    """One line of the study: a problem kind, a heuristic, the exact solver it is judged against."""

    kind: str
    heuristic: str
    exact: str
    objective: str
    variant: str
    run: Callable[[int, str, str], Outcome | None]  # (seed, objective, variant) -> outcome

    @property
    def label(self) -> str:
        return f"{self.kind}: {self.heuristic} ({self.objective}{', ' + self.variant if self.variant else ''})"


@dataclasses.dataclass(frozen=True)
class Outcome:
    """One instance: its size, the proven optimum and the heuristic's loss (None: no release)."""

    size: int
    optimum: float
    loss: float | None
    heuristic_status: str


def relative_gap(loss: float, optimum: float) -> float:
    """(loss - optimum) / optimum; 0 when both are (numerically) 0, inf when only the optimum is."""
    if abs(loss - optimum) <= TOL * max(1.0, abs(optimum)):
        return 0.0
    if abs(optimum) <= TOL:
        return math.inf
    return (loss - optimum) / optimum


def _check_not_beaten(label: str, seed: int, loss: float, optimum: float) -> None:
    if loss < optimum - TOL * max(1.0, abs(optimum)):
        raise OptimumBeaten(
            f"{label}: heuristic loss {loss!r} below the proven optimum {optimum!r} on instance seed {seed}"
        )


# ----------------------------------------------------------------- single cut
SINGLE_CUT_BUDGETS = {"": 0.0, "supp 5%": 0.05}  # variant -> suppression budget (fraction of the rows)


def _single_cut(heuristic: str) -> Callable[[int, str, str], Outcome | None]:
    def run(seed: int, objective: str, variant: str) -> Outcome | None:
        from ...solvers.registry import get_solver
        from ..heuristics import random_problem

        problem = random_problem(seed, objective, budget=SINGLE_CUT_BUDGETS[variant])
        exact = get_solver("cpsat-cut").solve(problem, time_limit=60, seed=0, workers=1)
        if exact.status.value != "optimal":
            return None
        solution = get_solver(heuristic).solve(dataclasses.replace(problem), seed=0)
        return _outcome(len(problem.table), exact, solution)

    return run


def _outcome(size: int, exact: Solution, solution: Solution) -> Outcome:
    """The heuristic ``solution`` against the proven optimum ``exact`` on an instance of ``size``."""
    assert exact.objective is not None  # called only with an optimal exact solution, which has an objective
    loss = solution.objective if solution.status.has_solution else None
    return Outcome(size, float(exact.objective), None if loss is None else float(loss), solution.status.value)


# ----------------------------------------------------------------- sequential cut (Wang & Fung 2006)
def _sequential_cut(seed: int, objective: str, variant: str) -> Outcome | None:
    from ...solvers.registry import get_solver

    problem, n = sequential_cut_instance(seed)
    exact = get_solver("cpsat-sequential-cut").solve(problem, time_limit=60, seed=0, workers=1)
    if exact.status.value != "optimal":
        return None
    return _outcome(n, exact, get_solver("tds4sa").solve(problem, time_limit=60, seed=0))


# ----------------------------------------------------------------- sequential cell (Shmueli-Tassa et al.)
def _sequential_cell(seed: int, objective: str, variant: str) -> Outcome | None:
    from ...solvers.registry import get_solver

    problem, n = sequential_cell_instance(seed, variant)
    exact = get_solver("cpsat-sequential-cell").solve(problem, time_limit=60, seed=0, workers=1)
    if exact.status.value != "optimal":
        return None
    return _outcome(n, exact, get_solver("two-stage").solve(problem, time_limit=60, seed=0))


# ----------------------------------------------------------------- temporal (Wang, Xu, Wong, Fu 2010)
def _temporal(seed: int, objective: str, variant: str) -> Outcome | None:
    from ...solvers.ilp.relay import relay_recycle
    from ...solvers.ilp.reposition import solve_recycle

    window, l, mu, beta, size = temporal_instance(seed, variant)
    exact = solve_recycle(window, l, mu, beta, time_limit=60, threads=1)
    if exact.status != "optimal":
        return None
    assert exact.cost is not None  # an optimal plan has a cost
    plan = relay_recycle(window, l, mu, beta)
    return Outcome(size, float(exact.cost), None if plan.cost is None else float(plan.cost), str(plan.status))


# ----------------------------------------------------------------- the study
STUDIES: tuple[Study, ...] = (
    Study("single-cut", "bottom-up", "cpsat-cut", "LM", "", _single_cut("bottom-up")),
    Study("single-cut", "top-down", "cpsat-cut", "LM", "", _single_cut("top-down")),
    Study("single-cut", "bottom-up", "cpsat-cut", "distortion", "", _single_cut("bottom-up")),
    Study("single-cut", "top-down", "cpsat-cut", "distortion", "", _single_cut("top-down")),
    Study("single-cut", "bottom-up", "cpsat-cut", "LM", "supp 5%", _single_cut("bottom-up")),
    Study("single-cut", "top-down", "cpsat-cut", "LM", "supp 5%", _single_cut("top-down")),
    Study("sequential-cut", "tds4sa", "cpsat-sequential-cut", "LM", "", _sequential_cut),
    Study("sequential-cell", "two-stage", "cpsat-sequential-cell", "LM", "MJ", _sequential_cell),
    Study("sequential-cell", "two-stage", "cpsat-sequential-cell", "LM", "FMJ", _sequential_cell),
    Study("temporal", "relay", "solve_recycle (CBC)", "IL", "linear", _temporal),
    Study("temporal", "relay", "solve_recycle (CBC)", "IL", "quadratic", _temporal),
)


def _task(index: int, seed: int) -> tuple[int, int, Outcome | None]:
    study = STUDIES[index]
    return index, seed, study.run(seed, study.objective, study.variant)


def run_study(
    instances: int = 100,
    seed: int = 0,
    jobs: int = 1,
    progress: Callable[[str], None] | None = None,
    lines: Sequence[int] | None = None,
) -> list[dict[str, Any]]:
    """Every (study line, instance seed) solved; one CSV row per kept instance, in a fixed order.

    Instance seeds are ``seed, seed + 1, ..., seed + instances - 1`` for every line (the lines of
    :data:`STUDIES` at the indices ``lines``, default all); raises :class:`OptimumBeaten` when a
    heuristic beats a proven optimum.
    """
    indices = range(len(STUDIES)) if lines is None else lines
    tasks = [(i, s) for i in indices for s in range(seed, seed + instances)]
    results: dict[tuple[int, int], Outcome | None] = {}
    say = progress or (lambda message: None)
    start = time.perf_counter()

    def record(done: Iterable[tuple[int, int, Outcome | None]]) -> None:
        for n, (index, s, outcome) in enumerate(done, 1):
            results[(index, s)] = outcome
            if n % max(1, instances // 4) == 0 or n == len(tasks):
                say(
                    f"[{time.perf_counter() - start:6.1f}s] {n}/{len(tasks)} solved (last: {STUDIES[index].label}, "
                    f"seed {s})"
                )

    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            record(pool.map(_task, *zip(*tasks), chunksize=4))
    else:
        record(_task(i, s) for i, s in tasks)

    rows: list[dict[str, Any]] = []
    for index, s in tasks:
        study, outcome = STUDIES[index], results[(index, s)]
        if outcome is None:
            continue
        gap = None
        if outcome.loss is not None:
            _check_not_beaten(study.label, s, outcome.loss, outcome.optimum)
            gap = relative_gap(outcome.loss, outcome.optimum)
        rows.append(
            {
                "kind": study.kind,
                "heuristic": study.heuristic,
                "exact": study.exact,
                "objective": study.objective,
                "variant": study.variant,
                "seed": s,
                "size": outcome.size,
                "optimum": outcome.optimum,
                "loss": outcome.loss,
                "gap": gap,
                "heuristic_status": outcome.heuristic_status,
            }
        )
    return rows


def _stat(gaps: np.ndarray, fn) -> float | None:
    """``fn`` over the finite gaps (infinite ones are counted apart), None when there are none."""
    finite = gaps[np.isfinite(gaps)]
    return float(fn(finite)) if len(finite) else None


def summarise(rows: list[dict[str, Any]], instances: int) -> list[dict[str, Any]]:
    """Per study line: tried, proven optimal, heuristic releases, at optimum, gap statistics."""
    out = []
    for study in STUDIES:
        mine = [
            r
            for r in rows
            if (r["kind"], r["heuristic"], r["objective"], r["variant"])
            == (study.kind, study.heuristic, study.objective, study.variant)
        ]
        gaps = np.array([r["gap"] for r in mine if r["gap"] is not None], dtype=float)
        at_opt = int((gaps == 0).sum())
        out.append(
            {
                "kind": study.kind,
                "heuristic": study.heuristic,
                "exact": study.exact,
                "objective": study.objective,
                "variant": study.variant,
                "tried": instances,
                "instances": len(mine),
                "trivial": sum(abs(r["optimum"]) <= TOL for r in mine),
                "no_release": sum(r["gap"] is None for r in mine),
                "at_optimum": at_opt,
                "at_optimum_pct": 100 * at_opt / len(mine) if mine else None,
                "at_optimum_nontrivial": sum(r["gap"] == 0 and abs(r["optimum"]) > TOL for r in mine),
                "mean": _stat(gaps, np.mean),
                "median": _stat(gaps, np.median),
                "p90": _stat(gaps, lambda g: np.percentile(g, 90)),
                "max": None if len(gaps) == 0 else float(gaps.max()),
                "infinite": int((~np.isfinite(gaps)).sum()),
            }
        )
    return out


def _pct(value: float | None) -> str:
    if value is None:
        return "–"
    return "∞" if math.isinf(value) else f"{100 * value:.2f} %"


def markdown(summary: list[dict[str, Any]], *, instances: int, seed: int, seconds: float, jobs: int) -> str:
    lines = [
        "# Optimality study: heuristics against the proven optimum",
        "",
        (
            f"Generated by `python -m seqanon_opt.bench.studies.optimality_study --instances {instances} --seed {seed}"
            f" --jobs {jobs}` in {seconds:.0f} s ({jobs} worker process{'es' if jobs > 1 else ''})."
        ),
        "",
        (
            "Per line, the same random instance seeds are tried; *instances* counts those the exact solver proved "
            "optimal (the others are dropped: infeasible or not proven); *optimum 0* counts the kept instances "
            "whose optimum is 0 (nothing to generalize, trivially at optimum). The gap is `(loss - optimum) "
            "/ optimum` (0 when both are 0); "
            "*no release* counts proven-feasible instances where the heuristic returned nothing (left out of the gap "
            "statistics). No heuristic ever beat a proven optimum (the study raises if one does). Every instance is in "
            "`optimality-study.csv`; the ECDFs are in `optimality-study.png`."
        ),
        "",
        (
            "| kind | heuristic | exact solver | objective | variant | instances | optimum 0 | no release "
            "| at optimum | at optimum (optimum > 0) "
            "| mean gap | median gap | 90th pct gap | max gap |"
        ),
        "|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for s in summary:
        at = "–" if s["at_optimum_pct"] is None else f"{s['at_optimum']} ({s['at_optimum_pct']:.1f} %)"
        hard = s["instances"] - s["trivial"]
        at_hard = (
            "–"
            if not hard
            else f"{s['at_optimum_nontrivial']} / {hard} ({100 * s['at_optimum_nontrivial'] / hard:.1f} %)"
        )
        lines.append(
            f"| {s['kind']} | {s['heuristic']} | {s['exact']} | {s['objective']} | {s['variant'] or '–'} "
            f"| {s['instances']} / {s['tried']} | {s['trivial']} | {s['no_release']} | {at} | {at_hard} "
            f"| {_pct(s['mean'])} "
            f"| {_pct(s['median'])} | {_pct(s['p90'])} | {_pct(s['max'])} |"
        )
    lines += [
        "",
        "Instances:",
        "",
        (
            "* **single-cut**: `heuristic_gap.random_problem` tables (3-4 QIs with random taxonomies of height 2-3, "
            "40-400 rows, k in {2, 3, 5, 10}, k-anonymity); size = rows."
        ),
        (
            "* **sequential-cut**: 4-30 rows; T2 published on the join attribute A (+ P, + S) under a random cut, "
            "T1 on A (+ B, + key K, + S); (X, Y)-anonymity (k in {2, 3}) and/or (X, Y)-linkability "
            "(threshold in {0.5, 0.6, 0.75, 0.9}); size = rows. *no release* = tds4sa returned UNKNOWN."
        ),
        (
            "* **sequential-cell**: 1-2 QIs with random taxonomies (height <= 2, <= 4 leaves), 3-8 rows, a random "
            "cell generalization of T1 (rows shuffled), k-linkability with k in {2, 3} over the MJ or the FMJ; "
            "size = rows."
        ),
        (
            "* **temporal**: one recycle window (w in 2-5, 2-6 sensitive values, l in {2, 3, 4}) of an l-eligible "
            "initial solution, mu(d) = c d or c d^2 (c in 1-3), beta in 0-9; the exact optimum is the recycle ILP "
            "(CBC); size = records in the window."
        ),
        "",
        (
            "Personalized clustering is not in the study: the exact `cpsat-personalized` solves the cut model while "
            "`personalized-clustering` searches the (larger) cell model, so the cut optimum is not a bound on it and "
            'its "gap" could be negative without any bug.'
        ),
    ]
    inf = [s for s in summary if s["infinite"]]
    if inf:
        lines += [
            "",
            "Infinite gaps (optimum 0, heuristic loss > 0; mean/median/90th computed without them): "
            + ", ".join(f"{s['kind']} {s['heuristic']} {s['objective']} {s['variant']}: {s['infinite']}" for s in inf),
        ]
    return "\n".join(lines) + "\n"


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    """One ECDF of the gap per study line, one panel per problem kind."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    kinds = list(dict.fromkeys(s.kind for s in STUDIES))
    ncols = 2
    nrows = (len(kinds) + ncols - 1) // ncols
    fig, axes = plt.subplots(nrows, ncols, figsize=(6.0 * ncols, 4.2 * nrows), squeeze=False)
    for ax in axes.flat[len(kinds) :]:
        ax.set_visible(False)
    for ax, kind in zip(axes.flat, kinds):
        largest = 0.0
        for study in (s for s in STUDIES if s.kind == kind):
            gaps = np.sort(
                [
                    100 * r["gap"]
                    for r in rows
                    if r["gap"] is not None
                    and math.isfinite(r["gap"])
                    and (r["kind"], r["heuristic"], r["objective"], r["variant"])
                    == (study.kind, study.heuristic, study.objective, study.variant)
                ]
            )
            label = (
                f"{study.heuristic} ({study.objective}{', ' + study.variant if study.variant else ''}), n={len(gaps)}"
            )
            if len(gaps):
                largest = max(largest, float(gaps[-1]))
                y = np.arange(1, len(gaps) + 1) / len(gaps)
                ax.step(np.concatenate([[0], gaps]), np.concatenate([[0], y]), where="post", label=label)
            else:
                ax.plot([], [], label=label)
        ax.set_title(kind)
        ax.set_xlabel("relative gap to the proven optimum (%)")
        ax.set_ylim(0, 1.02)
        ax.set_xlim(-0.02 * max(largest, 5.0), 1.05 * max(largest, 5.0))
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, loc="lower right")
    for row in axes:
        row[0].set_ylabel("fraction of instances with gap <= x")
    fig.suptitle("Heuristic gap to the proven optimum (ECDF)")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def write_csv(rows: list[dict[str, Any]], path: Path) -> None:
    with path.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=CSV_FIELDS, lineterminator="\n")
        writer.writeheader()
        for row in rows:
            writer.writerow(
                {
                    k: ("" if row[k] is None else repr(row[k]) if isinstance(row[k], float) else row[k])
                    for k in CSV_FIELDS
                }
            )


# ----------------------------------------------------------------- as a benchmark
BENCH_INSTANCES = 20  # instance seeds per study line in `seqanon bench optimality-study`


def study_line_figures(index: int, instances: int = BENCH_INSTANCES, seed: int = 0) -> dict[str, Any]:
    """The summary figures of study line ``index`` over ``instances`` seeds (see :func:`summarise`)."""
    rows = run_study(instances, seed, lines=[index])
    summary = summarise(rows, instances)[index]
    keys = ("instances", "trivial", "no_release", "at_optimum", "mean", "median", "max", "infinite")
    return {key: summary[key] for key in keys}


def optimality_cases() -> list[Case]:
    """One case per line of :data:`STUDIES` (its table of cases)."""
    return [Case(study.label, partial(study_line_figures, i)) for i, study in enumerate(STUDIES)]


BENCHMARKS = (
    Benchmark(
        "optimality-study",
        f"each heuristic's gap to the proven optimum per problem kind, {BENCH_INSTANCES} random instances per "
        "line (the whole study: python -m seqanon_opt.bench.studies.optimality_study)",
        optimality_cases,
    ),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--instances", type=int, default=500, help="random instances per study line")
    parser.add_argument("--seed", type=int, default=0, help="first instance seed")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--out", type=Path, default=Path("docs/results"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    rows = run_study(args.instances, args.seed, args.jobs, progress=lambda m: print(m, file=sys.stderr, flush=True))
    seconds = time.perf_counter() - start
    summary = summarise(rows, args.instances)
    write_csv(rows, args.out / "optimality-study.csv")
    (args.out / "optimality-study.md").write_text(
        markdown(summary, instances=args.instances, seed=args.seed, seconds=seconds, jobs=args.jobs)
    )
    plot(rows, args.out / "optimality-study.png")
    print(f"optimality study: {len(rows)} rows in {seconds:.1f} s -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
