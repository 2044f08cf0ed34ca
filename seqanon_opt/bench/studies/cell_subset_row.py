"""Do subset-row cuts close the cell problem's integrality gap? The set partitioning LP strengthened, on small tables.

``python -m seqanon_opt.bench.studies.cell_subset_row --rows 30 40 --ks 5 10 --seeds 1 2 3`` prints, per random
sample of ARX's Adult (:func:`.cell_integrality.random_sample` of the study's cell problem) and k:

* the set partitioning LP (``models/cell_column_generation.md``): a column is a group G of at least k records below
  one closed combination T (:func:`...solvers.colgen.closing.closed_combinations`), costing ``|G| LM(T)``; every
  record is in exactly one group. Solved by column generation (scipy's HiGHS), it equals the compact LP;
* the same LP with **subset-row cuts of three records** (Jepsen, Spoorendonk, Pisinger and Desaulniers 2008, for
  vehicle routing): for any records ``S = {a, b, c}`` (tuples of one record each),

      sum over the groups G with |G intersect S| >= 2 of x_G  <=  1,

  a Chvatal-Gomory rank-1 cut of the three partition rows (halved and rounded): two groups cannot both hold two of
  three records. Rounds of separation (the triangles of the one-record tuples that the fractional groups hold in
  pairs, :func:`violated_triples`; at most ``PER_ROUND`` most violated) and column generation alternate until no
  triple is violated. A cut's dual
  ``sigma_S <= 0`` changes pricing: a group holding two of S pays ``-sigma_S`` more, so per combination the best
  group is a small integer program (:func:`price_with_cuts`) where some cut touches the records below it, and the
  greedy of :mod:`...solvers.colgen.pricing` elsewhere;
* the cell optimum (HiGHS's MIP over every closed combination, :func:`.cell_integrality.closed_lp_and_mip`), and the
  share of the integrality gap ``optimum - LP`` the cuts close.

The cuts are valid for every release (any partition into groups), so the strengthened LP is a lower bound on the cell
optimum: the unit test holds it there. The master is re-solved from scratch and every combination priced in Python
each round, so the study is for tables of tens to a hundred rows; on a whole table the cuts would have to be priced
into the compact Lagrangian (``colgen-cell``'s climb) and separated from its groups.

Measured (2026-12-02, ``models/cell_column_generation.md``, "Subset-row cuts"): on five random 30-row samples at k = 5
the cuts close 75-100 % of the integrality gap (0.8-2.1 %; one sample has none), on 40 rows at k = 10 100 % and 47 %,
on 100 rows at k = 10 81 % (560 cuts, 28 rounds, 53 minutes, still rising).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, linprog, milp

from ...solvers.colgen.closing import closed_combinations
from ...solvers.colgen.instance import GroupingInstance, grouping_instance
from ...solvers.colgen.pricing import Pricer
from .cell_bound_runs import adult_cell_problem
from .cell_integrality import closed_lp_and_mip, k_anonymity, random_sample

PER_ROUND = 20  # the most violated triples added per separation round
VIOLATED = 1e-4  # a triple is violated when its left side exceeds 1 by more than this
PRICED_OUT = 1e-7  # a group joins the master when its reduced cost is below minus this
MAX_TRIPLES = 2_000_000  # candidate triples at most per separation round (tables of a few hundred rows)
MAX_ROUNDS = 1_000  # column generation rounds at most per LP (a safety net: small tables converge in tens)


@dataclass
class SubsetRowLP:
    """The set partitioning LP (``lp``) and its value with the subset-row cuts (``strengthened``)."""

    lp: float
    strengthened: float
    cuts: int
    separation_rounds: int
    columns: int


@dataclass
class Master:
    """The groups generated so far (records per tuple, cost), the cuts (triples of tuples) and their coefficients."""

    counts: list[np.ndarray]
    costs: list[float]
    cuts: list[tuple[int, int, int]]
    cut_rows: list[list[float]]  # per cut, its coefficient in every column

    def add_column(self, counts: np.ndarray, cost: float) -> None:
        self.counts.append(counts)
        self.costs.append(cost)
        for cut, row in zip(self.cuts, self.cut_rows):
            row.append(holds_two(counts, cut))

    def add_cut(self, cut: tuple[int, int, int]) -> None:
        self.cuts.append(cut)
        self.cut_rows.append([holds_two(counts, cut) for counts in self.counts])


def holds_two(counts: np.ndarray, cut: tuple[int, int, int]) -> float:
    """A column's coefficient in the cut of ``cut``: 1 when the group holds at least two of its three records."""
    return float(int((counts[list(cut)] > 0).sum()) >= 2)


def solve_master(master: Master, weight: np.ndarray) -> tuple[float, np.ndarray, np.ndarray, np.ndarray]:
    """The restricted master LP: (value, x, the tuples' duals y, the cuts' duals sigma <= 0)."""
    equality = np.array(master.counts).T
    cuts = np.array(master.cut_rows) if master.cuts else None
    result = linprog(
        np.array(master.costs),
        A_ub=cuts,
        b_ub=np.ones(len(master.cuts)) if master.cuts else None,
        A_eq=equality,
        b_eq=weight,
        bounds=(0, None),
        method="highs",
    )
    if result.status != 0:
        raise RuntimeError(f"the master LP failed: {result.message}")
    sigma = np.asarray(result.ineqlin.marginals) if master.cuts else np.zeros(0)
    return float(result.fun), result.x, np.asarray(result.eqlin.marginals), sigma


def greedy_group(reduced: np.ndarray, weight: np.ndarray, k: int) -> tuple[float, np.ndarray]:
    """The least ``sum reduced_t a_t`` over ``0 <= a_t <= n_t`` integer with ``sum a_t >= k``: every record of
    negative reduced cost, then the cheapest others up to k (:mod:`...solvers.colgen.pricing`)."""
    order = np.argsort(reduced, kind="stable")
    take = np.zeros(len(reduced))
    negative = reduced[order] < 0
    take[order[negative]] = weight[order[negative]]
    short = k - take.sum()
    for j in order[~negative]:
        if short <= 0:
            break
        take[j] = min(weight[j], short)
        short -= take[j]
    return float(take @ reduced), take


def price_with_cuts(
    reduced: np.ndarray, weight: np.ndarray, k: int, penalties: list[tuple[list[int], float]]
) -> tuple[float, np.ndarray]:
    """The least ``sum reduced_t a_t + sum_S mu_S z_S`` with ``z_S >= a_p + a_q - 1`` for every two records p, q
    of S below the combination (``penalties``: S's positions among them, ``mu_S = -sigma_S > 0``) and
    ``sum a_t >= k``: a small integer program (HiGHS through scipy)."""
    n, m = len(reduced), len(penalties)
    rows, lower = [np.concatenate([np.ones(n), np.zeros(m)])], [float(k)]
    for s, (positions, _) in enumerate(penalties):
        for p, q in itertools.combinations(positions, 2):
            row = np.zeros(n + m)
            row[[p, q]], row[n + s] = -1.0, 1.0
            rows.append(row)
            lower.append(-1.0)
    result = milp(
        np.concatenate([reduced, [mu for _, mu in penalties]]),
        constraints=LinearConstraint(np.array(rows), lower, np.inf),
        integrality=np.concatenate([np.ones(n), np.zeros(m)]),
        bounds=Bounds(np.zeros(n + m), np.concatenate([weight, np.ones(m)])),
        options={"mip_rel_gap": 0.0},  # proven optimal: a group missed would leave the LP above its value
    )
    if result.status != 0:
        raise RuntimeError(f"a pricing problem failed: {result.message}")
    return float(result.fun), np.round(result.x[:n])


def generate_columns(
    master: Master, groups: list[np.ndarray], losses: np.ndarray, weight: np.ndarray, k: int
) -> tuple[float, np.ndarray]:
    """Column generation to convergence: every closed combination priced exactly each round (with the cuts'
    penalties where a cut has two records below it). Returns the LP's value and x."""
    for _ in range(MAX_ROUNDS):
        value, x, y, sigma = solve_master(master, weight)
        active = [(cut, -s) for cut, s in zip(master.cuts, sigma) if -s > 1e-12]
        joined = 0
        for tuples, loss in zip(groups, losses):
            reduced = loss - y[tuples]
            best, take = greedy_group(reduced, weight[tuples], k)
            if best >= -PRICED_OUT:
                continue  # the penalties only add: a group that does not pay without them does not pay with them
            position = {int(t): j for j, t in enumerate(tuples)}
            penalties = [
                ([position[t] for t in cut if t in position], mu)
                for cut, mu in active
                if sum(t in position for t in cut) >= 2
            ]
            if penalties:
                best, take = price_with_cuts(reduced, weight[tuples], k, penalties)
            if best < -PRICED_OUT:
                counts = np.zeros(len(weight))
                counts[tuples] = take
                master.add_column(counts, float(loss * take.sum()))
                joined += 1
        if joined == 0:
            return value, x
    raise RuntimeError(f"column generation did not converge in {MAX_ROUNDS} rounds")


def violated_triples(master: Master, x: np.ndarray, single: np.ndarray) -> list[tuple[int, int, int]]:
    """The ``PER_ROUND`` most violated subset-row cuts at ``x`` among the one-record tuples ``single``.

    With ``W_ab`` the x-weight of the groups holding both a and b, a triple's left side is
    ``W_ab + W_ac + W_bc - 2 W_abc``. If no group holds b and c, the groups holding a and b and those holding a and
    c are distinct, so ``W_ab + W_ac <= 1``: every violated triple is a triangle of the graph ``W > 0``, and only
    its triangles with ``W_ab + W_ac + W_bc > 1`` are counted exactly."""
    active = np.flatnonzero(x > 1e-9)
    held = np.array([master.counts[j][single] > 0 for j in active], dtype=np.float64).reshape(len(active), -1)
    weight = x[active]
    together = (held.T * weight) @ held
    np.fill_diagonal(together, 0.0)
    linked = together > 1e-9
    found = []
    for a in range(len(single)):
        after = np.flatnonzero(linked[a, a + 1 :]) + a + 1
        b, c = np.nonzero(np.triu(linked[np.ix_(after, after)], 1))
        if len(b):
            found.append(np.stack([np.full(len(b), a), after[b], after[c]], axis=1))
    if not found:
        return []
    triples = np.concatenate(found)
    a, b, c = triples.T
    pairs = together[a, b] + together[a, c] + together[b, c]
    keep = pairs > 1 + VIOLATED
    triples, pairs = triples[keep], pairs[keep]
    if len(triples) > MAX_TRIPLES:
        raise ValueError(f"{len(triples):,} candidate triples, more than {MAX_TRIPLES:,}: the table is too large")
    a, b, c = triples.T
    left = pairs - 2 * weight @ (held[:, a] * held[:, b] * held[:, c])
    violated = np.flatnonzero(left > 1 + VIOLATED)
    chosen = violated[np.argsort(-left[violated], kind="stable")][:PER_ROUND]
    return [(int(single[a[i]]), int(single[b[i]]), int(single[c[i]])) for i in chosen]


def subset_row_lp(
    inst: GroupingInstance, max_rounds: int = 100, report: Callable[[int, float, int, int], None] | None = None
) -> SubsetRowLP:
    """The set partitioning LP of ``inst`` (k-anonymity, nothing suppressed) and its value with the subset-row cuts
    (module docstring), separation rounds until none is violated (at most ``max_rounds``); ``report(round, value,
    cuts, columns)`` after the LP and after each round."""
    if inst.budget > 0:
        raise ValueError("the subset-row study takes k-anonymity with nothing suppressed")
    k, weight = inst.k, inst.table.weight.astype(np.float64)
    below = closed_combinations(inst, Pricer(inst))
    assert below is not None  # no pair limit
    combos = [c for c, tuples in below.items() if weight[tuples].sum() >= k]
    groups = [below[c] for c in combos]
    losses = inst.combination_loss(np.array(combos, dtype=np.int64).reshape(len(combos), -1))
    widest = int(np.argmax([weight[tuples].sum() for tuples in groups]))  # holds every record: a first release
    master = Master([], [], [], [])
    start = np.zeros(len(weight))
    start[groups[widest]] = weight[groups[widest]]
    master.add_column(start, float(losses[widest] * start.sum()))
    lp, x = generate_columns(master, groups, losses, weight, k)
    value, single, rounds = lp, np.flatnonzero(weight == 1), 0
    if report is not None:
        report(0, lp, 0, len(master.costs))
    while rounds < max_rounds:
        cuts = violated_triples(master, x, single)
        if not cuts:
            break
        rounds += 1
        for cut in cuts:
            master.add_cut(cut)
        value, x = generate_columns(master, groups, losses, weight, k)
        if report is not None:
            report(rounds, value, len(master.cuts), len(master.costs))
    return SubsetRowLP(lp, value, len(master.cuts), rounds, len(master.costs))


def progress_from(start: float) -> Callable[[int, float, int, int], None]:
    """A ``report`` for :func:`subset_row_lp` that prints each round to stderr with the seconds since ``start``."""

    def report(rounds: int, value: float, cuts: int, columns: int) -> None:
        seconds = time.perf_counter() - start
        print(f"  round {rounds}: {value:,.3f} ({cuts} cuts, {columns} columns, {seconds:.0f} s)", file=sys.stderr)

    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, nargs="+", default=[30], help="sample sizes")
    parser.add_argument("--ks", type=int, nargs="+", default=[5])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3], help="one sample per seed")
    parser.add_argument("--mip-seconds", type=float, default=300.0, help="HiGHS's wall-clock limit per sample")
    args = parser.parse_args(argv)
    print("| rows | k | seed | LP | with subset-row cuts (cuts) | optimum | integrality gap | closed by the cuts |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for k in args.ks:
        whole = adult_cell_problem(0, k)
        for n, seed in itertools.product(args.rows, args.seeds):
            start = time.perf_counter()
            sample = random_sample(whole, n, seed)
            result = subset_row_lp(grouping_instance(sample, k_anonymity(sample)), report=progress_from(start))
            _, _, optimum, mip_bound, proven = closed_lp_and_mip(sample, args.mip_seconds)
            best = "-" if optimum is None else f"{optimum:,.2f}{'' if proven else ' (not proven)'}"
            reference = mip_bound if optimum is None else optimum
            gap = reference - result.lp
            share = "-" if gap <= 1e-9 else f"{100 * (result.strengthened - result.lp) / gap:.0f} %"
            print(
                f"| {n} | {k} | {seed} | {result.lp:,.2f} | {result.strengthened:,.2f} ({result.cuts}) | {best} "
                f"| {100 * gap / result.lp:.2f} % | {share} |",
                flush=True,
            )
            print(f"<!-- {time.perf_counter() - start:.0f} s, {result.columns} columns -->", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
