"""``seqanon bench arx-criteria``: ARX and our exact solvers side by side on Adult under combined criteria.

Issue 15. Adult as ARX ships it (30,162 rows, ARX's hierarchies), the 7 QIs of ``arx-adult`` without
``occupation``, which becomes the sensitive attribute; LM. Each case is k-anonymity (k = 5) AND one
criterion on the sensitive attribute, with one suppression budget of 0 % or 5 % of the rows:

==================  =============================================  ===========================================
case                ARX privacy model                              our requirement
==================  =============================================  ===========================================
distinct-3          ``DistinctLDiversity(occupation, 3)``          ``{kind: distinct-l-diversity, l: 3}``
entropy-3           ``EntropyLDiversity(occupation, 3)``           ``{kind: entropy-l-diversity, l: 3}``
recursive-(4,3)     ``RecursiveCLDiversity(occupation, 4, 3)``     ``{kind: recursive-cl-diversity, c: 4, l: 3}``
t-equal-0.2         ``EqualDistanceTCloseness(occupation, 0.2)``   ``{kind: t-closeness, t: 0.2, distance: equal}``
==================  =============================================  ===========================================

The definitions agree (Machanavajjhala et al. 2007, Defs. 4.1 and 4.2; Li et al. 2007, section 4.2), as
ARX 3.9.2's byte code reads: distinct: at least l values; entropy (Shannon, natural log):
``n ln n - sum_s c_s ln c_s >= n ln l`` (ours: ``-sum p ln p >= ln l - 1e-9``); recursive:
``r_1 < c (r_l + ... + r_m)``, counts sorted descending; equal-distance EMD ``1/2 sum_s |p_s - q_s|
<= t`` (ours: ``<= t + 1e-9``) with q the whole input table's distribution. Both tools suppress every
row of a violating group, at most ``floor(supp * rows)`` rows.

One fresh process per case (the runner) does, in one run:

1. ARX (``ArxCriteriaDriver.java`` beside this module, compiled once into the temporary folder
   against ``../shared/tools/arx/lib``): Flash, optimal full-domain generalization, LM as
   ``Metric.createLossMetric(AggregateFunction.SUM)``; ``ARX_REPS`` anonymize calls in one JVM,
   ``arx_ms`` their median; the release written as CSV;
2. our ``full-domain`` and ``cpsat-cut`` on the equivalent spec (:func:`criteria_spec`, loaded by
   :func:`seqanon_opt.pipeline.load_problem`), ``OUR_REPS`` solves each (2 workers, seed 0,
   ``time_limit`` 60 s or ``SEQANON_BENCH_TIME_LIMIT``), medians of the solve times;
3. grades the three releases with one function of ours (:func:`.adult.release_lm`: LM and
   suppressed rows from the published labels, a record with ``*`` in every QI counted suppressed) and
   judges each twice: against the solvers' criterion layer (:func:`release_satisfies`, on the QI groups
   of the labels: ``*_meets``) and by the pipeline's independent verifier (:func:`verified`:
   ``*_verified``), so no tool grades itself.

``equal`` says whether our full-domain optimum has ARX's LM (relative 1e-9) and ARX's suppressed rows;
``cut_le_arx`` whether the cut optimum is at most ARX's LM. Anything else prints a ``MISMATCH`` line and
is kept in the record (``mismatch``). A solver that refuses the problem (UnsupportedProblem) gives status
``unsupported`` and a mismatch line saying so. ``SEQANON_ARX_CRITERIA=entropy-3,...`` and
``SEQANON_ARX_SUPPRESSION=0.05`` narrow the grid; ``python -m seqanon_opt.bench.arx.criteria
RECORDS.json`` prints the table of a run's JSON records.

Caveat: a published record whose every QI is at the root (``*`` in ARX's hierarchies) reads as suppressed
in the labels; no case here publishes one (every optimum keeps some QI below its root).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import yaml

from .. import repository
from ..adult import SEED, WORKERS
from ..runner import Benchmark, Case
from .adult import SUPPRESSED, arx_home, compile_java, release_lm, solution_labels, suppressions
from .criteria_table import format_table

K = 5
SUPPRESSIONS = (0.0, 0.05)
QIS = ("sex", "age", "race", "marital-status", "education", "native-country", "workclass")
SENSITIVE = "occupation"
ARX_REPS = 3
OUR_REPS = 3
TIME_LIMIT = 60.0
DRIVER = Path(__file__).resolve().parent / "ArxCriteriaDriver.java"
RELATIVE = 1e-9  # LM equality, relative


@dataclass(frozen=True)
class Criterion:
    """One combined case: ARX's ``--criterion`` argument and our requirement (None: k-anonymity alone)."""

    name: str
    arx: str
    requirement: Mapping[str, Any] | None


CRITERIA: dict[str, Criterion] = {
    c.name: c
    for c in (
        Criterion("distinct-3", "distinct:3", {"kind": "distinct-l-diversity", "l": 3}),
        Criterion("entropy-3", "entropy:3", {"kind": "entropy-l-diversity", "l": 3}),
        Criterion("recursive-(4,3)", "recursive:4:3", {"kind": "recursive-cl-diversity", "c": 4, "l": 3}),
        Criterion("t-equal-0.2", "t-equal:0.2", {"kind": "t-closeness", "t": 0.2, "distance": "equal"}),
        Criterion("k-only", "none", None),  # not in the grid: the harness on k-anonymity alone
    )
}
GRID = ("distinct-3", "entropy-3", "recursive-(4,3)", "t-equal-0.2")


def data_dir() -> Path:
    return repository().parent / "shared" / "data" / "adult"


def available() -> str | None:
    """None when ARX, Java, the driver and Adult are all here, else why not."""
    home = arx_home()
    if not (home / "lib" / "arx-core.jar").exists():
        return f"ARX is absent ({home})"
    if not DRIVER.exists():
        return f"the driver is absent ({DRIVER})"
    if shutil.which("java") is None or shutil.which("javac") is None:
        return "java / javac are not on the PATH"
    if not (data_dir() / "adult.csv").exists():
        return "../shared/data/adult is absent"
    return None


def case_name(criterion: str, suppression: float, k: int = K) -> str:
    return f"k={k} {criterion} supp={suppression:.0%}"


def grid(criteria: Sequence[str] = GRID, suppressions: Sequence[float] = SUPPRESSIONS) -> list[tuple[str, float]]:
    """The cases, (criterion, suppression), suppression outermost (as ``arx-adult``)."""
    return [(c, s) for s in suppressions for c in criteria]


# ------------------------------------------------------------------------------------------ our side
def criteria_spec(
    criterion: str,
    suppression: float,
    *,
    k: int = K,
    qis: Sequence[str] = QIS,
    generalization: str = "cut",
    data: Path | None = None,
) -> dict[str, Any]:
    """The spec of one case: k-anonymity with the budget, AND the criterion; occupation sensitive."""
    data = Path(data or data_dir()).resolve()
    extra = CRITERIA[criterion].requirement
    return {
        "name": f"adult-k{k}-{criterion}-s{suppression:g}".replace("(", "").replace(")", "").replace(",", "-"),
        "description": f"Adult, {len(qis)} QIs, k-anonymity and {criterion}, sensitive {SENSITIVE}",
        "data": {"path": str(data / "adult.csv"), "separator": ";"},
        "roles": {"quasi_identifiers": list(qis), "sensitive": SENSITIVE, "class": "salary-class"},
        "taxonomies": {a: {"arx": str(data / f"adult_hierarchy_{a}.csv")} for a in qis},
        "generalization": generalization,
        "requirements": [
            {"kind": "k-anonymity", "k": k, "suppression": suppression},
            *([dict(extra)] if extra else []),
        ],
        "objective": "LM",
        "solver": {"time_limit": TIME_LIMIT, "seed": SEED, "workers": WORKERS},
    }


def criteria_problem(criterion: str, suppression: float, **kwargs):
    """The case's problem, through the pipeline: the spec written as YAML and loaded."""
    from ...pipeline import load_problem

    spec = criteria_spec(criterion, suppression, **kwargs)
    with tempfile.TemporaryDirectory(prefix="seqanon-arx-criteria-") as tmp:
        path = Path(tmp) / "spec.yaml"
        path.write_text(yaml.safe_dump(spec, sort_keys=False))
        return load_problem(path)


def full_domain_levels(problem, solution) -> str:
    """ARX's notation of a full-domain release: ``qi=level`` with level 0 the data values (ARX's
    hierarchies have every leaf at one depth); ``mixed`` when a QI publishes several levels."""
    out = []
    published = ~np.asarray(solution.suppressed, dtype=bool)
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        levels = np.unique(int(tax.depth[tax.leaves].max()) - tax.depth[solution.generalized[attr][published]])
        out.append(f"{attr}={int(levels[0]) if len(levels) == 1 else 'mixed'}")
    return ",".join(out)


def release_satisfies(problem, labels: Mapping[str, np.ndarray]) -> bool:
    """Whether a release, given as published labels per QI (suppressed records all ``*``), meets the
    problem's conjunction: every published QI group satisfies every criterion (the criterion layer,
    fed with the groups of the labels, not of any solver) and at most ``budget`` rows are suppressed."""
    from ...solvers.criteria.build import conjunction_for
    from ...solvers.criteria.contract import Conjunction

    conjunction = conjunction_for(problem)
    frame = pd.DataFrame({a: pd.Series(labels[a], dtype=str).str.strip() for a in problem.quasi_identifiers})
    suppressed = (frame == SUPPRESSED).all(axis=1).to_numpy()
    published = np.flatnonzero(~suppressed)
    group = frame.iloc[published].groupby(list(problem.quasi_identifiers), sort=False).ngroup().to_numpy()
    # the published rows only: each group one "tuple" of the criterion layer, its rows' sensitive codes
    restricted = Conjunction(
        conjunction.criteria,
        conjunction.budget,
        {n: (codes[published], m) for n, (codes, m) in conjunction.row_values.items()},
    )
    n_groups = int(group.max()) + 1 if len(group) else 0
    tuples = restricted.tuple_stats(group, np.bincount(group, minlength=n_groups))
    violating = restricted.violating_groups(tuples, np.arange(n_groups), n_groups)
    return bool(not violating.any() and suppressed.sum() <= conjunction.budget)


def verified(problem, release: pd.DataFrame) -> str:
    """``yes``, or what fails: the pipeline's independent verifier (:func:`seqanon_opt.verify.verify_release`:
    the release matched to the input records, every requirement judged on its published rows)."""
    from ...verify import verify_release

    verification = verify_release(problem, release)
    return "yes" if verification.ok else "; ".join(verification.failures()[:3])


def arx_release(problem, frame: pd.DataFrame) -> pd.DataFrame:
    """ARX's output as our release: its suppressed records (``*`` in every QI) left out, the published
    columns only."""
    from ...privacy.records import expected_columns

    suppressed = (frame[list(problem.quasi_identifiers)] == SUPPRESSED).all(axis=1)
    return frame.loc[~suppressed, [c for c in expected_columns(problem) if c in frame.columns]]


def our_solver(problem, name: str, limit: float, reps: int) -> dict[str, Any]:
    """``reps`` solves of ``name`` (refused first by the capability check, as the pipeline does): median
    milliseconds, the release's LM and suppressed rows (graded by :func:`release_lm`), status."""
    from ...errors import UnsupportedProblem
    from ...release import publish
    from ...solvers.base import check_supported
    from ...solvers.registry import get_solver

    solver = get_solver(name)
    try:
        check_supported(solver, problem)
    except UnsupportedProblem as exc:
        reason = str(exc).removeprefix(f"{problem.source}: ")  # the temporary spec's path says nothing
        return {"ms": None, "LM": None, "suppressed": None, "status": "unsupported", "reason": reason}
    times, solution = [], None
    for _ in range(reps):
        t0 = time.perf_counter()
        solution = solver.solve(problem, time_limit=limit, seed=SEED, workers=WORKERS)
        times.append(time.perf_counter() - t0)
    assert solution is not None
    out: dict[str, Any] = {
        "ms": statistics.median(times) * 1e3,
        "status": solution.status.value,
        "bound": solution.bound,
        "LM": None,
        "suppressed": None,
    }
    if solution.status.has_solution:
        labels = solution_labels(problem, solution)
        out["LM"], out["suppressed"] = release_lm(problem, labels)
        out["meets"] = release_satisfies(problem, labels)
        out["verified"] = verified(problem, publish(problem, solution))
        if problem.model == "full-domain":
            out["levels"] = full_domain_levels(problem, solution)
    return out


# ------------------------------------------------------------------------------------------ ARX's side
def compile_driver() -> Path:
    """The driver's classes, compiled once per driver source into the temporary folder."""
    return compile_java(DRIVER, "seqanon-arx-criteria")


FIELDS = (
    "criterion",
    "k",
    "supp",
    "rep",
    "anonymize_ms",
    "arx_time_ms",
    "levels",
    "score",
    "suppressed",
    "checked",
    "lattice",
)


def parse_results(stdout: str) -> list[dict[str, Any]]:
    """The driver's ``RESULT`` lines as records (FIELDS; numbers converted, ``NA`` as None)."""
    out = []
    for line in stdout.splitlines():
        if not line.startswith("RESULT\t"):
            continue
        cells = line.split("\t")[1:]
        if len(cells) != len(FIELDS):
            raise ValueError(f"a RESULT line with {len(cells)} fields, expected {len(FIELDS)}: {line!r}")
        row: dict[str, Any] = dict(zip(FIELDS, cells))
        for key in ("k", "rep", "suppressed", "checked", "lattice"):
            row[key] = int(row[key])
        for key in ("supp", "anonymize_ms", "arx_time_ms"):
            row[key] = float(row[key])
        row["score"] = None if row["score"] == "NA" else float(row["score"])
        row["levels"] = None if row["levels"] == "NA" else row["levels"]
        out.append(row)
    return out


def run_arx(
    criterion: str, suppression: float, out_dir: Path, *, k: int = K, qis: Sequence[str] = QIS, reps: int = ARX_REPS
) -> dict[str, Any]:
    """ARX on one case: median anonymize_ms over ``reps`` calls in one JVM, the release file."""
    classes = compile_driver()
    release = out_dir / "arx-release.csv"
    command = [
        "java",
        "-cp",
        f"{arx_home() / 'lib' / '*'}{os.pathsep}{classes}",
        "ArxCriteriaDriver",
        "--data",
        str(data_dir()),
        "--k",
        str(k),
        "--criterion",
        CRITERIA[criterion].arx,
        "--supp",
        repr(float(suppression)),
        "--sensitive",
        SENSITIVE,
        "--qis",
        ",".join(qis),
        "--reps",
        str(reps),
        "--release",
        str(release),
    ]
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    rows = parse_results(done.stdout)
    if len(rows) != reps:
        raise RuntimeError(f"ARX driver printed {len(rows)} results, expected {reps}: {done.stderr[-500:]}")
    return {
        "anonymize_ms": statistics.median(r["anonymize_ms"] for r in rows),
        "levels": rows[0]["levels"],
        "suppressed": rows[0]["suppressed"],
        "checked": rows[0]["checked"],
        "lattice": rows[0]["lattice"],
        "release": release if rows[0]["levels"] is not None else None,
    }


# ------------------------------------------------------------------------------------------ one case
def same_lm(a: float | None, b: float | None) -> bool:
    return a is not None and b is not None and abs(a - b) <= RELATIVE * max(1.0, abs(b))


def _broken(fig: Mapping[str, Any], side: str, name: str) -> list[str]:
    out = []
    if fig.get(f"{side}_meets") is False:
        out.append(f"{name} breaks the criteria (criterion layer)")
    if fig.get(f"{side}_verified") not in (None, "yes"):
        out.append(f"{name} fails verification: {fig[f'{side}_verified']}")
    return out


def mismatches(fig: Mapping[str, Any]) -> list[str]:
    """What differs from the expected outcome (our full-domain = ARX; cut <= ARX; every release meets the
    criteria), one phrase each."""
    out = []
    for side, name in (("fd", "full-domain"), ("cut", "cpsat-cut")):
        if fig[f"{side}_status"] == "unsupported":
            out.append(f"{name} refuses the problem: {fig.get(f'{side}_reason')}")
        elif fig[f"{side}_LM"] is None:
            out.append(f"{name} found no release ({fig[f'{side}_status']})")
        else:
            out += _broken(fig, side, f"{name}'s release")
    if fig["arx_LM"] is None:
        out.append("ARX found no release")
    else:
        out += _broken(fig, "arx", "ARX's release")
    if fig["fd_LM"] is not None and fig["arx_LM"] is not None and fig["equal"] != "yes":
        out.append(
            f"full-domain LM {fig['fd_LM']:.6f} / {fig['fd_supp']} suppressed "
            f"({fig.get('fd_levels')}) vs ARX {fig['arx_LM']:.6f} / {fig['arx_supp']} ({fig['arx_levels']})"
        )
    if fig["cut_LM"] is not None and fig["arx_LM"] is not None and not fig["cut_le_arx"]:
        out.append(f"cpsat-cut LM {fig['cut_LM']:.6f} above ARX's {fig['arx_LM']:.6f}")
    return out


def criteria_case(
    criterion: str,
    suppression: float,
    *,
    k: int = K,
    qis: Sequence[str] = QIS,
    arx_reps: int = ARX_REPS,
    our_reps: int = OUR_REPS,
) -> dict[str, Any]:
    """One case (module docstring): ARX, full-domain and cpsat-cut, graded by one LM function."""
    limit = float(os.environ.get("SEQANON_BENCH_TIME_LIMIT") or TIME_LIMIT)
    problem = criteria_problem(criterion, suppression, k=k, qis=qis)
    with tempfile.TemporaryDirectory(prefix="seqanon-arx-criteria-") as tmp:
        arx = run_arx(criterion, suppression, Path(tmp), k=k, qis=qis, reps=arx_reps)
        arx_lm = arx_supp = arx_meets = arx_verified = None
        if arx["release"] is not None:
            frame = pd.read_csv(arx["release"], sep=";", dtype=str, keep_default_na=False)
            if len(frame) != problem.n_rows:
                raise RuntimeError(f"ARX's release has {len(frame)} rows, the problem {problem.n_rows}")
            labels = {a: frame[a].to_numpy() for a in problem.quasi_identifiers}
            arx_lm, arx_supp = release_lm(problem, labels)
            arx_meets = release_satisfies(problem, labels)
            arx_verified = verified(problem, arx_release(problem, frame))
    full_domain = criteria_problem(criterion, suppression, k=k, qis=qis, generalization="full-domain")
    fd = our_solver(full_domain, "full-domain", limit, our_reps)
    cut = our_solver(problem, "cpsat-cut", limit, our_reps)
    arx_ms = arx["anonymize_ms"]
    fig: dict[str, Any] = {
        "arx_LM": arx_lm,
        "arx_supp": arx_supp,
        "arx_ms": round(arx_ms, 1),
        "fd_LM": fd["LM"],
        "fd_supp": fd["suppressed"],
        "fd_ms": None if fd["ms"] is None else round(fd["ms"], 1),
        "equal": "yes" if same_lm(fd["LM"], arx_lm) and fd["suppressed"] == arx_supp else "no",
        "cut_LM": cut["LM"],
        "cut_supp": cut["suppressed"],
        "cut_ms": None if cut["ms"] is None else round(cut["ms"], 1),
        "cut_proven": cut["status"] == "optimal",
        "fd/arx": None if fd["ms"] is None else round(fd["ms"] / arx_ms, 3),
        "cut/arx": None if cut["ms"] is None else round(cut["ms"] / arx_ms, 3),
        "cut_le_arx": cut["LM"] is not None
        and arx_lm is not None
        and cut["LM"] <= arx_lm + RELATIVE * max(1.0, arx_lm),
        "cut_vs_arx": None if cut["LM"] is None or not arx_lm else f"{(cut['LM'] - arx_lm) / arx_lm:+.2%}",
        "arx_meets": arx_meets,
        "fd_meets": fd.get("meets"),
        "cut_meets": cut.get("meets"),
        "arx_verified": arx_verified,
        "fd_verified": fd.get("verified"),
        "cut_verified": cut.get("verified"),
        "fd_status": fd["status"],
        "cut_status": cut["status"],
        "cut_bound": cut.get("bound"),
        "arx_levels": arx["levels"],
        "fd_levels": fd.get("levels"),
        "arx_checked": f"{arx['checked']}/{arx['lattice']}",
    }
    if fd.get("reason"):
        fig["fd_reason"] = fd["reason"]
    if cut.get("reason"):
        fig["cut_reason"] = cut["reason"]
    problems = mismatches(fig)
    fig["mismatch"] = "; ".join(problems) if problems else "none"
    for line in problems:
        print(f"MISMATCH {case_name(criterion, suppression, k)}: {line}", flush=True)
        print(f"MISMATCH {case_name(criterion, suppression, k)}: {line}", file=sys.stderr, flush=True)
    return fig


def criteria_selected() -> tuple[str, ...]:
    override = os.environ.get("SEQANON_ARX_CRITERIA")
    return tuple(c.strip() for c in override.split(",")) if override else GRID


def arx_criteria_cases() -> list[Case]:
    reason = available()
    if reason:
        print(f"arx-criteria: {reason}; nothing to run")
        return []
    return [
        Case(case_name(c, s), partial(criteria_case, c, s), medians=("fd/arx", "cut/arx", "arx_ms", "fd_ms", "cut_ms"))
        for c, s in grid(criteria_selected(), suppressions(SUPPRESSIONS))
    ]


BENCHMARKS = (
    Benchmark(
        "arx-criteria",
        "ARX vs our full-domain and cpsat-cut on Adult, k=5 AND l-diversity / t-closeness "
        "(occupation sensitive): LM, suppressed rows, times",
        arx_criteria_cases,
    ),
)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m seqanon_opt.bench.arx.criteria RECORDS.json``: print the table of a bench's JSON."""
    import json

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m seqanon_opt.bench.arx.criteria RECORDS.json", file=sys.stderr)
        return 2
    print(format_table(json.loads(Path(args[0]).read_text())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
