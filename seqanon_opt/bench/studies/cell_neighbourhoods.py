"""Where ``colgen-cell``'s gap sits: its release against the exact optimum and the LP of small neighbourhoods.

``python -m seqanon_opt.bench.studies.cell_neighbourhoods --k 25`` solves all of ARX's Adult (the study's cell
problem, :func:`.cell_bound_runs.adult_cell_problem`) with ``colgen-cell`` (``--solve-seconds``), prices its
records by duals of the set-partitioning LP (column generation from the release, then the climb of the compact
Lagrangian, :mod:`...solvers.colgen.lagrangian`), and then, for ``--count`` neighbourhoods of about ``--rows``
records, prints:

* **release**: what the release's groups of the neighbourhood cost (a release of the neighbourhood's records
  as a table of their own, so never below its optimum);
* **optimum**: HiGHS's MIP over the compact model of every closed combination of that table
  (:func:`.cell_integrality.closed_lp_and_mip`), with its dual bound when not proven within ``--mip-seconds``;
* **LP**: that table's own LP;
* **prices**: the sum of its records' duals in the whole table's LP (what the bound charges them).

A neighbourhood is a seed group, drawn with probability proportional to its excess over the duals
(``cost(g) - sum of y over its records``), and the groups nearest it (the least LM of the lowest common ancestors
of the seed's and the group's tuples), among the groups of the top quarter by excess per record
(``--quantile``), until ``--rows`` records are reached: the sparse records, where the excess sits.

What it says (2026-12-01, k = 25, seed 0, 1,223 s; ``models/cell_column_generation.md``, "The release against
the optimum of its neighbourhoods"): on 8 neighbourhoods of 205-223 records the 600 s release is 2.87 % above the
exact optimum (each proven; 0-6.7 %), the optimum 2.38 % above the neighbourhood's own LP, and that LP 14.66 %
above the records' prices; k = 10 (``--rows 150``): 2.05, 2.85 and 14.56 %; k = 50 (``--rows 300``): 2.61, 1.75
and 14.13 %. Most of the gap is the LP's pricing: at the climb's duals it charges the sparse records far less
than any partition of their neighbourhood costs (duals are not unique: how the bound is shared depends on them).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

import numpy as np

from ...solvers.colgen.generation import charge_pricing, generate
from ...solvers.colgen.groups import Grouping, grouping_of
from ...solvers.colgen.instance import GroupingInstance, LcaIndex, grouping_instance, lca_index, set_lcas
from ...solvers.colgen.lagrangian import counted_classes, subgradient_ascent
from ...solvers.colgen.pricing import Pricer
from ...solvers.cpsat.run import Budget
from ...solvers.registry import get_solver
from .cell_bound_runs import adult_cell_problem, table_rows
from .cell_integrality import closed_lp_and_mip, k_anonymity


@dataclass(frozen=True)
class Neighbourhood:
    """One neighbourhood's measurements (LM totals)."""

    groups: int
    records: int
    release: float
    optimum: float | None  # the MIP's best release (None: none found)
    optimum_bound: float
    proven: bool
    lp: float
    prices: float


def record_prices(
    inst: GroupingInstance, pricer: Pricer, grouping: Grouping, seconds: float, seed: int
) -> tuple[float, np.ndarray]:
    """(bound, duals): column generation from ``grouping``'s groups within ``seconds`` work seconds, then the
    climb of the compact Lagrangian from its duals within as many."""
    generation = generate(inst, pricer, list(grouping.groups), Budget(seconds, 1e9), seed, share=1.0)
    budget = Budget(seconds, 1e9)
    counted, evaluations = counted_classes(inst, pricer)
    charge_pricing(budget, evaluations)

    def spend(evaluations: int) -> bool:
        charge_pricing(budget, evaluations)
        return not budget.exhausted

    climb = subgradient_ascent(inst, pricer, counted, generation.duals, grouping.cost(inst), spend)
    if climb.bound >= generation.bound:
        return climb.bound, climb.duals
    return generation.bound, generation.duals


def group_excess(grouping: Grouping, duals: np.ndarray) -> np.ndarray:
    """Per group, ``cost(g) - sum of y over its records`` (its reduced cost at ``duals``)."""
    return np.array([g.cost - float(g.counts @ duals[g.tuples]) for g in grouping.groups])


def neighbourhood(
    inst: GroupingInstance,
    index: LcaIndex,
    grouping: Grouping,
    excess: np.ndarray,
    seed: int,
    rows: int,
    quantile: float,
) -> np.ndarray:
    """The groups (indices) of one neighbourhood (module docstring), starting from group ``seed``."""
    sizes = np.array([g.counts.sum() for g in grouping.groups])
    per_record = excess / sizes
    start = grouping.groups[seed].tuples
    joined = np.array(
        [inst.combination_loss(set_lcas(index, np.concatenate([start, g.tuples])))[0] for g in grouping.groups]
    )
    joined[per_record < np.quantile(per_record, quantile)] = np.inf
    joined[seed] = -np.inf
    order = np.argsort(joined, kind="stable")
    order = order[np.isfinite(joined[order]) | (order == seed)]
    return order[: int(np.searchsorted(np.cumsum(sizes[order]), rows)) + 1]


def neighbourhood_rows(inst: GroupingInstance, grouping: Grouping, members: np.ndarray) -> np.ndarray:
    """The table's rows the groups ``members`` hold: a group's count of tuple t taken from t's rows in order."""
    need = np.zeros(inst.table.n_tuples, dtype=np.int64)
    for i in members:
        np.add.at(need, grouping.groups[i].tuples, grouping.groups[i].counts)
    row_tuple = inst.table.row_tuple
    order = np.argsort(row_tuple, kind="stable")
    starts = np.searchsorted(row_tuple[order], np.arange(inst.table.n_tuples))
    return np.sort(np.concatenate([order[starts[t] : starts[t] + need[t]] for t in np.flatnonzero(need)]))


def measure(problem, inst, grouping, duals, members, mip_seconds: float) -> Neighbourhood:
    """The release, the optimum and the LP of the records of the groups ``members``, and their prices."""
    rows = neighbourhood_rows(inst, grouping, members)
    _, lp, optimum, bound, proven = closed_lp_and_mip(table_rows(problem, rows, "neighbourhood"), mip_seconds)
    prices = float(duals[inst.table.row_tuple[rows]].sum())
    release = float(sum(grouping.groups[i].cost for i in members))
    return Neighbourhood(len(members), len(rows), release, optimum, bound, proven, lp, prices)


def total(measured: list[Neighbourhood]) -> Neighbourhood:
    """The neighbourhoods summed (the optimum summed when every one was found)."""
    optima = [n.optimum for n in measured]
    return Neighbourhood(
        sum(n.groups for n in measured),
        sum(n.records for n in measured),
        sum(n.release for n in measured),
        None if None in optima else sum(o for o in optima if o is not None),
        sum(n.optimum_bound for n in measured),
        all(n.proven for n in measured),
        sum(n.lp for n in measured),
        sum(n.prices for n in measured),
    )


HEADER = (
    "| groups | records | release | optimum | its bound | LP | prices | release / bound | bound / LP | LP / prices |\n"
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
)


def row(n: Neighbourhood, label: str = "") -> str:
    """One markdown table row (``label``, when given, in place of the group count)."""
    optimum = "-" if n.optimum is None else f"{n.optimum:,.2f}{' (optimal)' if n.proven else ''}"
    return (
        f"| {label or n.groups} | {n.records} | {n.release:,.2f} | {optimum} | {n.optimum_bound:,.2f} | {n.lp:,.2f} "
        f"| {n.prices:,.2f} | {100 * (n.release / n.optimum_bound - 1):+.2f} % "
        f"| {100 * (n.optimum_bound / n.lp - 1):+.2f} % | {100 * (n.lp / n.prices - 1):+.2f} % |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--k", type=int, default=25)
    parser.add_argument("--size", type=int, default=0, help="Adult's first rows (0: all)")
    parser.add_argument("--solve-seconds", type=float, default=600.0, help="colgen-cell's time limit (2 workers)")
    parser.add_argument("--dual-seconds", type=float, default=240.0, help="work seconds of each dual step")
    parser.add_argument("--rows", type=int, default=200, help="records per neighbourhood (about)")
    parser.add_argument("--count", type=int, default=8, help="neighbourhoods")
    parser.add_argument("--quantile", type=float, default=0.75, help="groups below it by excess per record: left out")
    parser.add_argument("--mip-seconds", type=float, default=240.0, help="HiGHS's wall-clock limit per neighbourhood")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    problem = adult_cell_problem(args.size, args.k)
    inst = grouping_instance(problem, k_anonymity(problem))
    pricer = Pricer(inst)
    start = time.perf_counter()
    solution = get_solver("colgen-cell", time_limit=args.solve_seconds, seed=args.seed, workers=2).solve(problem)
    grouping = grouping_of(inst, pricer, solution)
    if grouping is None:
        raise SystemExit("colgen-cell returned no release")
    bound, duals = record_prices(inst, pricer, grouping, args.dual_seconds, args.seed)
    print(
        f"<!-- k = {args.k}: release {grouping.cost(inst):,.2f}, solver's bound {solution.bound:,.2f}, "
        f"prices' bound {bound:,.2f} ({time.perf_counter() - start:.0f} s) -->",
        flush=True,
    )
    print(HEADER)
    excess, index = group_excess(grouping, duals), lca_index(inst)
    weights = np.maximum(excess, 1e-3) / np.maximum(excess, 1e-3).sum()
    rng, measured = np.random.default_rng(args.seed), []
    for _ in range(args.count):
        seed = int(rng.choice(len(excess), p=weights))
        members = neighbourhood(inst, index, grouping, excess, seed, args.rows, args.quantile)
        measured.append(measure(problem, inst, grouping, duals, members, args.mip_seconds))
        print(row(measured[-1]), flush=True)
    print(row(total(measured), "all"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
