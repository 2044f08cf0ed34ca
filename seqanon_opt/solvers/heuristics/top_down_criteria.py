"""Top-down specialization under any conjunction of group criteria, with one suppression budget.

Fung-Wang-Yu's TDS (top_down.py) specializes while the table stays k-anonymous; their TKDE 2007
version and Wang-Fung-Yu's confidence bounding run the same loop for other privacy templates, each
with its own anonymity and privacy loss. Here the template is the spec's conjunction (every
requirement holds on every published group, :func:`seqanon_opt.solvers.criteria.conjunction_for`)
in ARX's release model: the groups that break some criterion are suppressed whole, at most ``B``
rows in all.

State. Each group g records its size, whether it satisfies the conjunction (``ok``), its level under
each criterion c (criteria_scoring.py) and, for each attribute a, what specializing a's node of g
would do: ``rl[g, a, c]``, the least level of the *satisfying* parts, and ``x[g, a]``, the change in
suppressed rows, ``sum{|p| : part p violates} - (|g| if g violates else 0)`` (negative when a
violating group splits into satisfying parts, which the non-monotone kinds allow). ``S`` is the
rows of the violating live groups. For a candidate v of attribute a (groups at v: those whose
a-node is v), exactly as the k-anonymity path's ``A_v`` (top_down.py):

    S_v     = S + sum{x[g, a] : g at v}
    A_c,v   = min( min{level_c(g) : g ok, g not at v},  min{rl[g, a, c] : g at v} )

A candidate is valid when ``S_v <= B``; its score is eq. 1 with the conjunction's privacy loss,
``InfoGain(v) / (PrivLoss(v) + 1)``, ``PrivLoss(v) = 1/|C| sum_c max(0, A_c - A_c,v) / A_c``
(criteria_scoring.py); rules 1 and 2 of top_down.py apply unchanged. Specializing w recomputes
these for the groups on Link[w] only (their parts' sensitive histograms are summed from the
tuples' histogram entries).

Monotonicity. Every kind is union-closed, so without suppression a specialization that breaks the
conjunction can never be repaired by more specialization and the stop rule (no valid candidate
left) is the paper's. With a budget, only k-anonymity and distinct-l-diversity are also closed
under taking parts; for the others (frequency/entropy/recursive l-diversity, t-closeness,
delta-disclosure, beta-likeness) a violating group may split into satisfying parts and a
satisfying one into violating parts, so ``S`` is not monotone along the run: a candidate invalid
now may become valid later, and the greedy run is no longer the paper's guarantee.

Start. The root table is one group. If it satisfies the conjunction, or ``n <= B``, the run starts
valid and every step keeps it valid (``S_v <= B``). If not, with a monotone conjunction (or
``B = 0``) no release exists (every release's published groups would union to a satisfying
group, or the root's suppression would be forced): INFEASIBLE. Otherwise the run first *repairs*:
free specializations, then the candidate with the least ``S_v < S`` (ties: eq. 1's score, InfoGain,
earlier attribute, lower node), until ``S <= B``; when no candidate lowers ``S`` the solver reports
that it found no valid release (UNKNOWN). The final release is re-judged from its own groups
(:meth:`Conjunction.violating_groups`) before it is returned.
"""

from __future__ import annotations

import logging
import time

import numpy as np
import pandas as pd

from ...problem import Problem
from ...solution import Solution, Status
from ..criteria import Conjunction, conjunction_for
from .criteria_scoring import (
    TupleEntries,
    achieved_levels,
    judge,
    min_per_key,
    privacy_loss,
    violating_rows,
)
from .top_down_search import TopDownSearch

logger = logging.getLogger(__name__)


class ConjunctionSearch(TopDownSearch):
    """A TDS run judged through a conjunction (module docstring). ``a_v`` in :meth:`step` is ``S_v``."""

    def __init__(self, problem: Problem, conj: Conjunction) -> None:
        self.conj = conj
        self.suppressed_now = 0.0
        super().__init__(problem, conj.min_size, tuple(problem.quasi_identifiers), conj.budget)
        self.rules["repair"] = 0

    def prepare(self) -> None:
        self.entries = TupleEntries(self.conj.tuple_stats(self.row_tuple, self.weight), self.n_tuples)
        n_criteria, q = len(self.conj.criteria), len(self.axes)
        self.g_ok = np.zeros(16, dtype=bool)
        self.g_level = np.full((16, n_criteria), np.inf)
        self.g_rl = np.full((16, q, n_criteria), np.inf)
        self.group_fill.update(g_ok=False, g_level=np.inf, g_rl=np.inf)

    def describe_groups(self, ids: np.ndarray, tuples: np.ndarray, local: np.ndarray) -> None:
        """Size, verdict, levels, and per attribute ``rl`` and ``x`` of the new groups ``ids``."""
        n, weight = len(ids), self.weight[tuples]
        size = np.bincount(local, weights=weight, minlength=n)
        pos, value, count = self.entries.gather(tuples)
        m = self.entries.n_values
        verdict = judge(self.conj, size, local[pos], value, count, m)
        self.g_size[ids], self.g_ok[ids], self.g_level[ids] = size, verdict.ok, verdict.levels
        self.suppressed_now += float(size[~verdict.ok].sum())
        nodes = self.g_node[ids]
        for j, axis in enumerate(self.axes):
            part, uniques = pd.factorize(local * axis.radix + axis.child_key(tuples, nodes[local, j]))
            part = part.astype(np.int64)
            part_group = np.asarray(uniques, dtype=np.int64) // axis.radix
            part_size = np.bincount(part, weights=weight, minlength=len(uniques))
            parts = judge(self.conj, part_size, part[pos], value, count, m)
            rl = min_per_key(part_group[parts.ok], parts.levels[parts.ok], n)
            x = np.bincount(part_group[~parts.ok], weights=part_size[~parts.ok], minlength=n) - np.where(
                verdict.ok, 0.0, size
            )
            leaf = ~axis.is_inner(nodes[:, j])
            rl[leaf], x[leaf] = np.inf, 0.0
            self.g_rl[ids, j], self.g_x[ids, j] = rl, x

    def perform(self, j: int, w: int) -> None:
        old = np.unique(self.group_of_tuple[self.links[j][w]])  # every tuple of these groups is on Link[w]
        self.suppressed_now -= float(self.g_size[old][~self.g_ok[old]].sum())
        super().perform(j, w)

    # ------------------------------------------------------------ judging candidates
    @property
    def anonymity(self) -> float:
        """The smallest published group (inf when every group is suppressed)."""
        sizes = self.g_size[self.alive][self.g_ok[self.alive]]
        return float(sizes.min()) if len(sizes) else float("inf")

    @property
    def released_anonymity(self) -> float:
        return self.anonymity

    @property
    def valid(self) -> bool:
        return self.suppressed_now <= self.budget

    def context(self) -> tuple:
        ok = self.g_ok[self.alive]
        levels = np.where(ok[:, None], self.g_level[self.alive], np.inf)
        return levels, achieved_levels(self.g_level[self.alive], ok)

    def judge(self, j: int, cand: np.ndarray, context: tuple) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(PrivLoss, valid, S_v)`` of the candidates ``cand`` of attribute j (module docstring)."""
        levels, achieved = context
        axis = self.axes[j]
        nodes = self.g_node[self.alive, j]
        per_node = min_per_key(nodes, levels, axis.size)
        refined = min_per_key(nodes, self.g_rl[self.alive, j], axis.size)
        pushed = np.bincount(nodes, weights=self.g_x[self.alive, j], minlength=axis.size)
        columns = np.arange(per_node.shape[1])
        smallest = per_node.argmin(axis=0)
        rest = per_node.copy()
        rest[smallest, columns] = np.inf
        outside = np.where(cand[:, None] == smallest[None, :], rest.min(axis=0)[None, :], per_node.min(axis=0)[None, :])
        after = np.minimum(outside, refined[cand])
        s_v = self.suppressed_now + pushed[cand]
        return privacy_loss(achieved, after), s_v <= self.budget, s_v

    def repair_winner(self) -> tuple[int, int, str, float, float] | None:
        """While ``S > B``: the candidate with the least ``S_v < S`` (ties: score, InfoGain, attribute, node)."""
        context = self.context()
        best: tuple | None = None
        for j, axis in enumerate(self.axes):
            cand = np.fromiter(sorted(self.links[j]), dtype=np.int64, count=len(self.links[j]))
            cand = cand[axis.is_inner(cand)] if len(cand) else cand
            if not len(cand):
                continue
            loss, _, s_v = self.judge(j, cand, context)
            lower = s_v < self.suppressed_now
            if not lower.any():
                continue
            gain = np.maximum(axis.gains(cand), 0.0)
            score = gain / (loss + 1.0)
            for i in np.flatnonzero(lower):
                key = (-float(s_v[i]), float(score[i]), float(gain[i]), -j, -int(cand[i]))
                if best is None or key > best[0]:
                    best = (key, j, int(cand[i]), float(score[i]), float(s_v[i]))
        if best is None:
            return None
        _, j, node, score, s_v = best
        return j, node, "repair", score, s_v

    def step(self) -> tuple[int, int, str, float, float] | None:
        if self.valid:
            return super().step()
        free = self.free_node()
        if free is not None:
            return free[0], free[1], "free", 0.0, self.suppressed_now
        return self.repair_winner()

    def suppressed_rows(self) -> np.ndarray:
        """Per row: its group breaks the conjunction."""
        return (~self.g_ok[self.group_of_tuple])[self.row_tuple]


def solve_conjunction(name: str, problem: Problem, start: float, limit: float) -> Solution:
    """The top-down solver on a conjunction (module docstring)."""
    conj = conjunction_for(problem)
    search = ConjunctionSearch(problem, conj)
    n, budget = problem.n_records, conj.budget
    if not search.valid and (conj.monotone or budget == 0):
        return Solution(
            name,
            Status.INFEASIBLE,
            runtime_s=time.perf_counter() - start,
            message=f"the whole table as one group breaks {conj.describe()}, and no cut can "
            "help: "
            + (
                "the conjunction is union-closed and nothing may be suppressed"
                if budget == 0
                else f"the conjunction is monotone and the {n} rows exceed the {budget} that may be suppressed"
            ),
        )
    logger.info(
        "top-down: %d rows, %d distinct tuples, %s, budget %d, objective %s",
        n,
        search.n_tuples,
        conj.describe(),
        budget,
        problem.objective,
    )
    finished = search.run(start + limit)
    statistics = {
        "iterations": len(search.specializations),
        "specializations": search.specializations,
        "distinct_tuples": search.n_tuples,
        "groups": len(search.alive),
        "rules": dict(search.rules),
        "criteria": conj.describe(),
    }
    if not search.valid:
        why = "the time limit came first" if not finished else "no specialization lowers the suppressed rows further"
        return Solution(
            name,
            Status.UNKNOWN,
            runtime_s=time.perf_counter() - start,
            statistics=statistics,
            message=f"no valid release found: {int(search.suppressed_now)} rows in groups breaking "
            f"{conj.describe()}, more than the {budget} that may be suppressed ({why})",
        )
    generalized, cuts, refined = search.generalization()
    suppressed = violating_rows(problem, conj, generalized)
    if not np.array_equal(suppressed, search.suppressed_rows()) or problem.count_records(suppressed) > budget:
        raise AssertionError("top-down: the release's groups disagree with the search's bookkeeping")
    anonymity = search.anonymity
    statistics |= {
        "anonymity": int(anonymity) if np.isfinite(anonymity) else None,
        "suppressed": problem.count_records(suppressed),
    }
    return search.solution(name, (generalized, cuts, refined), suppressed, statistics, finished, start)
