"""``bottom-up``: the bottom-up generalization of Wang, Yu and Chakraborty (ICDM 2004).

Algorithm 1 (section 4): start from the leaves (the current cut of every
attribute is all its leaves) and, while A(VID) < K, apply the best valid
generalization G: {c} -> p (Definition 2: every child of p is in the cut) by
the information/privacy metric of section 3:

    IP(G) = I(G) / P(G),   P(G) = min(AG(VID), K) - A(VID),   IP(G) = inf when P(G) = 0;

when P(G) = 0 for every valid G, the least I(G) wins. I(G) is the paper's
entropy-based information loss for ``class-entropy``,

    I(G) = Info(R_p) - sum_c |R_c| / |R_p| Info(R_c),  Info(R) = -sum_cls f log2 f,

and, for the per-cell metrics LM, EM and distortion, the loss the step adds,
``sum_c |R_c| (f(p) - f(c))`` (both from :mod:`.node_stats`; they depend on
one attribute only, so they are computed once). AG(VID) is needed only for
the *critical* G (AG > A, Definition 4); the TEA index (:mod:`.tea_index`)
finds the at most |VID| generalizations that can be critical (Theorem 1) and
computes AG for those only (sections 5.2-5.3). Ties go to the earlier
attribute, then the smaller node id, so the run is deterministic.

Suppression (an extension; budget 0 is the paper): the loop stops as soon as
the records in vids smaller than K number at most ``max_suppressed``, and
those records are suppressed.

Weighted problems (a tuple table, ``problem.weight`` records per row): every count above is of
records: the tuples' sizes, the class counts and EM's leaf distribution sum the rows' weights, and K,
the budget and the infeasibility test are in records; the release is given per row of the table.
Nothing depends on the order of the rows (ties go by attribute and node id), so a table and its
tuple table give the same release.

Any other conjunction of group criteria (l-diversity variants, t-closeness,
delta-disclosure, beta-likeness, with or without k-anonymity) runs the same
loop judged through the conjunction (bottom_up_criteria.py); k-anonymity
alone keeps the TEA-index path here.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ...metrics import table_loss
from ...problem import Problem
from ...requirements import GROUP_KINDS
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase, is_bool, option
from .criteria_scoring import heuristic_reason, k_anonymity_requirements, uses_conjunction
from .node_stats import (
    group_rows,
    information_loss,
)
from .tea_index import Move, TEAIndex

logger = logging.getLogger(__name__)


# ---------------------------------------------------------------------- preparation
def prepare(problem: Problem) -> tuple[list[str], TEAIndex, list[np.ndarray], np.ndarray]:
    """The requirement's QIs (in the problem's order), their TEA index, I(G) per node, and each row's tuple."""
    reqs = k_anonymity_requirements(problem)
    attrs = [a for a in problem.quasi_identifiers if a in set(reqs[0].quasi_identifiers)]
    leaves, weight, row_tuple = group_rows(problem, attrs)
    k = max(r.k for r in reqs)
    index = TEAIndex([problem.taxonomies[a] for a in attrs], leaves, weight, k)
    return attrs, index, information_loss(problem, attrs, leaves, weight, row_tuple), row_tuple


def published_cuts(
    problem: Problem, attrs: list[str], index: TEAIndex, row_tuple: np.ndarray
) -> tuple[dict[str, np.ndarray], dict[str, list[int]]]:
    """Each QI's published node per row and its cut: the requirement's QIs ``attrs`` at the index's
    final cuts, the others at their leaves."""
    generalized: dict[str, np.ndarray] = {}
    cuts: dict[str, list[int]] = {}
    for attr in problem.quasi_identifiers:
        if attr in attrs:
            j = attrs.index(attr)
            generalized[attr] = index.columns[j][row_tuple]
            cuts[attr] = index.cut(j)
        else:
            tax = problem.taxonomies[attr]
            generalized[attr] = np.array(problem.codes[attr], dtype=np.int64)
            cuts[attr] = sorted(int(v) for v in tax.leaves)
    return generalized, cuts


# ---------------------------------------------------------------------- the algorithm
@dataclass
class Step:
    """One applied generalization."""

    level: int
    node: int
    information: float
    anonymity_before: int
    anonymity_after: int
    critical: bool


@dataclass
class Run:
    """The outcome of :func:`bottom_up`: the steps in order and the counters."""

    steps: list[Step] = field(default_factory=list)
    candidates_evaluated: int = 0
    satisfied: bool = False
    timed_out: bool = False
    exhausted: bool = False


def choose(index: TEAIndex, info: Sequence[np.ndarray], prune: bool = True) -> tuple[Move | None, bool, int]:
    """Steps 1-2 of section 5: the best valid G by IP(G), else by I(G).

    Returns ``(move, critical, evaluated)``: the evaluated best move (None when
    no valid G is left), whether it is critical, and how many AG(VID) were
    computed (only Cand's members with ``prune``, every valid G without).
    """
    valid = index.valid_generalizations()
    if not valid:
        return None, False, 0
    a, k = index.anonymity(), index.k
    pool = index.critical_candidates(index.anonymity_vids(a)) if prune else valid
    best, best_key, moves = None, None, {}
    for level, node in pool:
        move = moves[level, node] = index.evaluate(level, node)
        gain = min(move.ag, k) - a
        if gain > 0:
            key = (info[level][node] / gain, level, node)
            if best_key is None or key < best_key:
                best, best_key = move, key
    if best is not None:
        return best, True, len(pool)
    level, node = min(valid, key=lambda g: (info[g[0]][g[1]], g[0], g[1]))
    move = moves.get((level, node)) or index.evaluate(level, node)
    return move, False, len(pool)


def bottom_up(
    index: TEAIndex,
    info: Sequence[np.ndarray],
    max_suppressed: int = 0,
    prune: bool = True,
    deadline: float | None = None,
    labels: Sequence[str] | None = None,
) -> Run:
    """Algorithm 1 on ``index`` (modified in place) until at most ``max_suppressed`` records
    lie in vids smaller than K (``max_suppressed = 0``: until A(VID) >= K)."""
    run = Run()
    while True:
        if index.small_records() <= max_suppressed:
            run.satisfied = True
            return run
        if deadline is not None and time.perf_counter() > deadline:
            run.timed_out = True
            return run
        before = index.anonymity()
        move, critical, evaluated = choose(index, info, prune)
        run.candidates_evaluated += evaluated
        if move is None:
            run.exhausted = True
            return run
        index.apply(move)
        step = Step(move.level, move.node, float(info[move.level][move.node]), before, index.anonymity(), critical)
        run.steps.append(step)
        if logger.isEnabledFor(logging.DEBUG):
            tax = index.taxonomies[move.level]
            name = labels[move.level] if labels else str(move.level)
            logger.debug(
                "iteration %d: %s:%s I=%.6g critical=%s A %d -> %d, AG computed %d, vids %d",
                len(run.steps),
                name,
                tax.labels[move.node],
                step.information,
                critical,
                before,
                step.anonymity_after,
                evaluated,
                index.n_vids,
            )


# ---------------------------------------------------------------------- the solver
class BottomUpSolver(SolverBase):
    """Heuristic: bottom-up generalization with the IP metric and TEA-index pruning (Wang-Yu-Chakraborty 2004);
    any other conjunction of group criteria runs bottom_up_criteria.py.

    Option ``prune: false`` computes AG(VID) for every valid generalization (the
    paper's "index based" variant); both pick the same sequence.
    """

    name = "bottom-up"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"single"}),
        models=frozenset({"cut"}),
        requirements=GROUP_KINDS,
        objectives=frozenset({"class-entropy", "LM", "EM", "distortion"}),
        suppression=True,
        max_requirements=16,
        conditions=(heuristic_reason,),
        weighted=True,
    )

    @dataclass(frozen=True)
    class Options:
        """``prune``: evaluate only the critical candidates (section 4.3); false evaluates every valid one."""

        prune: bool = option(True, is_bool, "true or false")

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        start = time.perf_counter()
        limit = limits.time_limit
        deadline = start + limit if limit is not None and math.isfinite(limit) else None
        if uses_conjunction(problem):
            from .bottom_up_criteria import solve_conjunction

            return solve_conjunction(self.name, problem, start, limit)
        reqs = k_anonymity_requirements(problem)
        req = reqs[0]
        n, k = problem.n_records, max(r.k for r in reqs)
        if n < k and n > req.max_suppressed:
            return Solution(
                self.name,
                Status.INFEASIBLE,
                runtime_s=time.perf_counter() - start,
                message=f"even the most general cut (every QI at its root) leaves one group of "
                f"{n} < k = {k} records, more than the {req.max_suppressed} that may be "
                "suppressed",
            )
        attrs, index, info, row_tuple = prepare(problem)
        logger.debug(
            "bottom-up: %d records, %d distinct vids on %s, k=%d; set-up %.3fs",
            n,
            index.n_initial_vids,
            attrs,
            k,
            time.perf_counter() - start,
        )
        run = bottom_up(index, info, req.max_suppressed, self.options.prune, deadline, attrs)
        stats = {
            "iterations": len(run.steps),
            "generalizations": [f"{attrs[s.level]}:{index.taxonomies[s.level].labels[s.node]}" for s in run.steps],
            "candidates_evaluated": run.candidates_evaluated,
            "distinct_vids": index.n_initial_vids,
            "final_vids": index.n_vids,
            "anonymity": index.anonymity(),
        }
        if not run.satisfied:
            status, message = (
                (Status.UNKNOWN, "time limit reached before K-anonymity")
                if run.timed_out
                else (Status.INFEASIBLE, "every QI is at its root and k-anonymity still fails")
            )
            logger.info("bottom-up: %s after %d iterations", message, len(run.steps))
            return Solution(self.name, status, runtime_s=time.perf_counter() - start, statistics=stats, message=message)
        generalized, cuts = published_cuts(problem, attrs, index, row_tuple)
        suppressed = index.small_tuples()[row_tuple]
        objective = table_loss(problem, generalized, suppressed, problem.objective)
        runtime = time.perf_counter() - start
        logger.info(
            "bottom-up: k=%d reached in %d iterations (%d AG computations), A=%d, %d suppressed, %s=%.6g, %.2fs",
            k,
            len(run.steps),
            run.candidates_evaluated,
            stats["anonymity"],
            problem.count_records(suppressed),
            problem.objective,
            objective,
            runtime,
        )
        return Solution(
            self.name,
            Status.FEASIBLE,
            objective=objective,
            bound=None,
            runtime_s=runtime,
            generalized=generalized,
            suppressed=suppressed,
            cuts=cuts,
            statistics=stats,
        )
