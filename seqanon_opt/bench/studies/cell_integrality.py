"""How far above the LP the cell optimum lies on random samples of Adult (issue 20's integrality gap).

``python -m seqanon_opt.bench.studies.cell_integrality --rows 150 200 --ks 10 25 --seed 1`` prints, per sample
of n random rows of ARX's Adult (the study's cell problem, :func:`.cell_bound_runs.adult_cell_problem`, cut by
:func:`.cell_bound_runs.table_rows`) and k:

* the LP of the compact cell model over every *closed* combination (``closing.closed_combinations``, the model
  ``polish.CompactModel``): it is the whole LP, since a group published at any combination costs at least as
  much as at the closure of the records below it, which holds them all;
* HiGHS's MIP over that model within ``--mip-seconds`` of wall time (1 thread): its release, and its dual
  bound (the cell optimum when proven);
* ``colgen-cell``'s release within ``--colgen-seconds`` work seconds (1 worker, no closing MIP);
* the best release's distance to the LP, an upper bound on the integrality gap of the set-partitioning LP
  (``models/cell_column_generation.md``).

Results of 2026-11-30 (README, "Cell generalization of whole tables, with a certificate"): 150 and 200 rows at
k = 10 and 25, best releases 2.6-3.2 % above the LP; 300 rows at k = 10, 3.75 % (colgen-cell, 600 work seconds;
5.25 % at 120).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

import highspy
import numpy as np

from ...problem import Problem
from ...requirements import KAnonymity
from ...solvers.colgen.closing import closed_combinations
from ...solvers.colgen.instance import grouping_instance
from ...solvers.colgen.polish import CompactModel
from ...solvers.colgen.pricing import Pricer
from ...solvers.registry import get_solver
from .cell_bound_runs import adult_cell_problem, table_rows


@dataclass
class Integrality:
    """One sample's measurements (LM totals)."""

    rows: int
    k: int
    pairs: int
    lp: float
    mip: float | None
    mip_bound: float
    proven: bool
    colgen: float | None

    @property
    def best(self) -> float:
        return min(v for v in (self.mip, self.colgen) if v is not None)


def random_sample(problem: Problem, n: int, seed: int) -> Problem:
    """``n`` rows of ``problem`` drawn without replacement (``numpy.random.default_rng(seed)``), in file order."""
    rows = np.sort(np.random.default_rng(seed).choice(problem.n_rows, n, replace=False))
    return table_rows(problem, rows, f"{problem.name}-sample-{n}-{seed}")


def k_anonymity(problem: Problem) -> KAnonymity:
    """The sample's one requirement (the study's problems carry k-anonymity alone)."""
    (requirement,) = problem.requirements
    if not isinstance(requirement, KAnonymity):
        raise ValueError(f"the integrality study needs k-anonymity alone, not {requirement.kind}")
    return requirement


def closed_lp_and_mip(problem: Problem, mip_seconds: float) -> tuple[int, float, float | None, float, bool]:
    """(pairs, LP, MIP release or None, MIP dual bound, proven) of the compact model over every closed
    combination of ``problem`` (k-anonymity, cell model)."""
    inst = grouping_instance(problem, k_anonymity(problem))
    below = closed_combinations(inst, Pricer(inst))
    assert below is not None  # no pair limit
    model = CompactModel(inst, below, seed=0)
    highs, columns = model.highs, np.arange(model.n_cols, dtype=np.int32)
    model.set_integrality(columns, highspy.HighsVarType.kContinuous)
    highs.run()
    lp = float(highs.getInfo().objective_function_value)
    model.set_integrality(columns, highspy.HighsVarType.kInteger)
    highs.clearSolver()
    for option, value in (("mip_rel_gap", 0.0), ("mip_abs_gap", 0.0), ("time_limit", float(mip_seconds))):
        highs.setOptionValue(option, value)
    highs.run()
    info = highs.getInfo()
    found = info.primal_solution_status == highspy.SolutionStatus.kSolutionStatusFeasible
    proven = highs.getModelStatus() == highspy.HighsModelStatus.kOptimal
    mip = float(info.objective_function_value) if found else None
    return model.n_pairs, lp, mip, float(info.mip_dual_bound), proven


def measure(problem: Problem, mip_seconds: float, colgen_seconds: float) -> Integrality:
    """The LP, the MIP and colgen-cell on one sample (module docstring)."""
    pairs, lp, mip, bound, proven = closed_lp_and_mip(problem, mip_seconds)
    colgen = None
    if colgen_seconds > 0:
        solver = get_solver("colgen-cell", time_limit=colgen_seconds, seed=0, workers=1, options={"close_small": False})
        colgen = solver.solve(problem).objective
    return Integrality(problem.n_rows, k_anonymity(problem).k, pairs, lp, mip, bound, proven, colgen)


def row(m: Integrality) -> str:
    """One markdown table row."""
    mip = "-" if m.mip is None else f"{m.mip:,.2f}{' (optimal)' if m.proven else ''}"
    colgen = "-" if m.colgen is None else f"{m.colgen:,.2f}"
    return (
        f"| {m.rows:,} | {m.k} | {m.pairs:,} | {m.lp:,.2f} | {mip} | {m.mip_bound:,.2f} | {colgen} "
        f"| {100 * (m.best / m.lp - 1):+.2f} % |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, nargs="+", default=[150, 200], help="sample sizes")
    parser.add_argument("--ks", type=int, nargs="+", default=[10, 25])
    parser.add_argument("--seed", type=int, default=1, help="the samples' seed")
    parser.add_argument("--mip-seconds", type=float, default=600.0, help="HiGHS's wall-clock limit per sample")
    parser.add_argument("--colgen-seconds", type=float, default=60.0, help="colgen-cell's work limit (0: not run)")
    args = parser.parse_args(argv)
    print("| rows | k | pairs | LP | MIP release | MIP bound | colgen-cell | best / LP |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for k in args.ks:
        whole = adult_cell_problem(0, k)
        for n in args.rows:
            start = time.perf_counter()
            print(row(measure(random_sample(whole, n, args.seed), args.mip_seconds, args.colgen_seconds)), flush=True)
            print(f"<!-- {time.perf_counter() - start:.0f} s -->", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
