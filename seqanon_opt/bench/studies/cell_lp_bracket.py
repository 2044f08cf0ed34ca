"""How far any LP bound can take ``colgen-cell`` on all of Adult: the whole table's LP bracketed from above by blocks.

``python -m seqanon_opt.bench.studies.cell_lp_bracket --k 25`` cuts ARX's Adult (the study's cell problem,
:func:`.cell_bound_runs.adult_cell_problem`) into **blocks**: the nodes of Mondrian's recursion where it first holds
at most ``--records`` records (:func:`...solvers.colgen.chunks.mondrian_chunks`). Each block's compact LP is solved
to its value (:mod:`.compact_lp`: boxstep, then column generation). Releases of the blocks put together release the
whole table, and so do fractional ones, so

    the whole table's compact LP  <=  the sum of the blocks' compact LPs,

while ``colgen-cell``'s bound (``--solve-seconds``, 2 workers; skipped at 0) lies below it. The compact LP is the
best any bound from the LP can prove (the set partitioning LP with its slack is at most it: on one block of 271
records at k = 25, 173.96 against 176.80), so ``release / (sum of the blocks' LPs) - 1`` is the least gap such a
bound could ever prove for that release: more needs a better release, or cuts.

Prints one line per block (records, tuples, LP, boxstep steps, seconds), then a table row: the release, the solver's
bound, the sum of the blocks' LPs, and the gaps against both.

What it says (2026-12-01; ``models/cell_column_generation.md``, "How far the LP can certify"): blocks of at most 2,000
records sum to 10,504.4, 15,974.5, 24,805.3 (576 s), 33,624.7 and 44,547.7 at k = 5, 10, 25, 50 and 100, so the grid's
600 s releases can be certified no closer than 5.59, 6.60, 6.38, 5.19 and 2.20 % by any bound from the LP.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

import numpy as np

from ...solvers.colgen.chunks import mondrian_chunks, sub_instance
from ...solvers.colgen.instance import GroupingInstance, grouping_instance
from ...solvers.registry import get_solver
from .cell_bound_runs import adult_cell_problem
from .cell_integrality import k_anonymity
from .compact_lp import CompactLP, compact_lp

HEADER = "| k | blocks (records) | release | solver's bound | sum of the blocks' LPs | gap to the bound | least LP gap |\n|---:|---|---:|---:|---:|---:|---:|"  # noqa: E501


@dataclass(frozen=True)
class Bracket:
    """The sum of the blocks' compact LPs (an upper bound on the whole table's when every block has one) and
    how many blocks were proven."""

    upper: float | None
    blocks: int
    proven: int


def blocks_of(problem, inst: GroupingInstance, records: int) -> list[np.ndarray]:
    """The blocks (sorted tuple indices of ``inst``; together every tuple once)."""
    chunks = mondrian_chunks(problem, inst, time.monotonic() + 1e9, records=records)
    if chunks is None:
        raise ValueError("Mondrian's tuples are not the instance's: no blocks")
    return [tuples for tuples, _ in chunks]


def block_lps(inst: GroupingInstance, blocks: list[np.ndarray], report=None) -> list[CompactLP]:
    """Each block's compact LP (every record of its tuples); ``report(i, block, lp, seconds)`` after each."""
    weight, out = inst.table.weight, []
    for i, tuples in enumerate(blocks):
        start = time.perf_counter()
        out.append(compact_lp(sub_instance(inst, tuples, weight[tuples])))
        if report is not None:
            report(i, tuples, out[-1], time.perf_counter() - start)
    return out


def bracket(lps: list[CompactLP]) -> Bracket:
    uppers = [lp.upper for lp in lps]
    total = None if any(u is None for u in uppers) else float(sum(u for u in uppers if u is not None))
    return Bracket(total, len(lps), sum(lp.proven for lp in lps))


def gap(release: float, bound: float | None) -> str:
    return "-" if bound is None or bound <= 0 else f"{100 * (release - bound) / bound:.2f} %"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--k", type=int, default=25)
    parser.add_argument("--size", type=int, default=0, help="Adult's first rows (0: all)")
    parser.add_argument("--records", type=int, default=2000, help="a block: Mondrian's node of at most this many")
    parser.add_argument("--solve-seconds", type=float, default=600.0, help="colgen-cell's time limit (0: no solve)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    problem = adult_cell_problem(args.size, args.k)
    inst = grouping_instance(problem, k_anonymity(problem))
    start = time.perf_counter()
    release = bound = None
    if args.solve_seconds > 0:
        solution = get_solver("colgen-cell", time_limit=args.solve_seconds, seed=args.seed, workers=2).solve(problem)
        release, bound = solution.objective, solution.bound
        print(f"<!-- k = {args.k}: release {release:,.2f}, bound {bound:,.2f} -->", flush=True)
    blocks = blocks_of(problem, inst, args.records)
    weight = inst.table.weight

    def report(i: int, tuples: np.ndarray, lp: CompactLP, seconds: float) -> None:
        upper = "-" if lp.upper is None else f"{lp.upper:,.2f}"
        print(
            f"<!-- block {i + 1}/{len(blocks)}: {int(weight[tuples].sum())} records, {len(tuples)} tuples, LP in "
            f"[{lp.lower:,.2f}, {upper}] after {lp.steps} steps, {seconds:.1f} s -->",
            flush=True,
        )

    result = bracket(block_lps(inst, blocks, report))
    print(f"<!-- {result.proven} of {result.blocks} blocks proven; {time.perf_counter() - start:.0f} s -->")
    print(HEADER)
    upper = "-" if result.upper is None else f"{result.upper:,.2f}"
    solved = ["-", "-", "-", "-"]
    if release is not None and bound is not None:
        solved = [f"{release:,.2f}", f"{bound:,.2f}", gap(release, bound), gap(release, result.upper)]
    cells = " | ".join([f"{args.k}", f"{result.blocks} ({args.records})", *solved[:2], upper, *solved[2:]])
    print(f"| {cells} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
