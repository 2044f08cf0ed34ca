"""Bottom-up generalization under any conjunction of group criteria, with one suppression budget.

Wang-Yu-Chakraborty's Algorithm 1 (bottom_up.py) generalizes from the leaves until the table is
k-anonymous. Here the target is the spec's conjunction in ARX's release model (every published group
satisfies every criterion; the groups that break one are suppressed whole, at most ``B`` rows): the
loop stops as soon as the rows of violating groups number at most ``B``.

One iteration. The valid generalizations are the paper's (Definition 2: ``G: {c} -> p`` with every
child of p in the current cut). Merging only joins groups whose p-attribute nodes are children of
the same p (p itself is in no group: the cut is an antichain), so for each attribute all its valid G
are judged at once on the merged groups: their sizes and sensitive histograms are the members' sums,
and :func:`~.criteria_scoring.judge` gives each merged group's verdict per criterion. With
``V_c`` the rows of groups breaking criterion c and N the rows,

    P(G)  = 1/|C| sum_c (V_c - V_c,G) / N           (privacy gained; criteria_scoring.py)
    IP(G) = I(G) / P(G)   for P(G) > 0,

and the valid G of least IP wins; when no G has P(G) > 0 the least I(G) wins (the paper's rule for
``P = 0``). I(G) is bottom_up.py's (class entropy, or the loss the step adds under LM, EM,
distortion). Ties go to the earlier attribute, then the lower node id.

Monotonicity. Every kind is union-closed: without suppression, once every group satisfies the
conjunction every further generalization keeps it (the paper's stop rule loses nothing). With a
budget only k-anonymity and distinct-l-diversity are monotone: for the other kinds a merge can turn
published groups into a violating one, so ``V_c`` is not monotone along the run and the loop may
pass a valid table only to meet it again later; it stops at the *first* valid table. When even the
root (every QI at its root) is invalid, no release exists for a monotone conjunction or ``B = 0``
(INFEASIBLE); otherwise a more specific cut may still be valid and the solver reports that it found
none (UNKNOWN). The returned release is the loop's valid table, its suppressed rows the rows of the
groups its own verdict rejects.
"""

from __future__ import annotations

import logging
import math
import time

import numpy as np
import pandas as pd

from ...data.grouping import pack_keys, row_ids
from ...metrics import table_loss
from ...problem import Problem
from ...solution import Solution, Status
from ..criteria import Conjunction, conjunction_for
from .criteria_scoring import TupleEntries, judge, violating_rows
from .node_stats import group_rows, information_loss

logger = logging.getLogger(__name__)


class ConjunctionBottomUp:
    """The state of one run: each distinct tuple's current node per attribute, the cuts."""

    def __init__(
        self,
        problem: Problem,
        conj: Conjunction,
        leaves: np.ndarray,
        weight: np.ndarray,
        row_tuple: np.ndarray,
        info: list[np.ndarray],
    ) -> None:
        self.problem, self.conj, self.info = problem, conj, info
        self.attrs = list(problem.quasi_identifiers)
        self.taxes = [problem.taxonomies[a] for a in self.attrs]
        self.nodes = leaves.copy()
        self.weight = weight.astype(float)
        self.n_rows = float(self.weight.sum())
        self.entries = TupleEntries(conj.tuple_stats(row_tuple, self.weight), len(weight))
        self.entry_tuple = np.repeat(np.arange(len(weight)), np.diff(self.entries.ptr))
        self.in_cut = []
        for tax in self.taxes:
            mask = np.zeros(tax.n_nodes, dtype=bool)
            mask[tax.leaves] = True
            self.in_cut.append(mask)
        self.steps: list[str] = []
        self.regroup()

    def regroup(self) -> None:
        """Groups of the current cuts: per tuple its group; per group size, verdict, a member's nodes."""
        self.group = row_ids(
            [self.nodes[:, j] for j in range(len(self.taxes))], [t.n_nodes for t in self.taxes], n=len(self.weight)
        )
        n_groups = int(self.group.max()) + 1 if len(self.group) else 0
        self.size = np.bincount(self.group, weights=self.weight, minlength=n_groups)
        first = np.full(n_groups, len(self.group), dtype=np.int64)
        np.minimum.at(first, self.group, np.arange(len(self.group)))
        self.g_nodes = self.nodes[first]
        m = max(self.entries.n_values, 1)
        key, uniques = pd.factorize(self.group[self.entry_tuple] * m + self.entries.value)
        self.e_group = np.asarray(uniques, dtype=np.int64) // m
        self.e_value = np.asarray(uniques, dtype=np.int64) % m
        self.e_count = np.bincount(key, weights=self.entries.count, minlength=len(uniques))
        verdict = judge(
            self.conj, self.size, self.e_group, self.e_value, self.e_count, self.entries.n_values, levels=False
        )
        self.ok, self.each = verdict.ok, verdict.each

    @property
    def suppressed(self) -> float:
        return float(self.size[~self.ok].sum())

    def valid_parents(self, j: int) -> np.ndarray:
        """Per node of attribute j: an inner node every child of which is in the cut (Definition 2)."""
        tax = self.taxes[j]
        out = np.zeros(tax.n_nodes, dtype=bool)
        for p, kids in enumerate(tax.children):
            out[p] = bool(kids) and bool(self.in_cut[j][list(kids)].all())
        return out

    def candidates(self, j: int) -> tuple[np.ndarray, np.ndarray]:
        """``(p, P(G))`` for every valid G of attribute j (module docstring)."""
        tax = self.taxes[j]
        valid = self.valid_parents(j)
        cand = np.flatnonzero(valid)
        if not len(cand):
            return cand, np.zeros(0)
        parent = tax.parent[self.g_nodes[:, j]]
        affected = np.flatnonzero(parent >= 0)
        affected = affected[valid[parent[affected]]]
        merged_nodes = self.g_nodes[affected].copy()
        merged_nodes[:, j] = parent[affected]
        radices = [t.n_nodes for t in self.taxes]
        merged, uniques = pd.factorize(
            pack_keys([merged_nodes[:, i] for i in range(len(radices))], radices, n=len(affected))
        )
        n_merged = len(uniques)
        member = np.full(len(self.size), -1, dtype=np.int64)
        member[affected] = merged
        m_size = np.bincount(merged, weights=self.size[affected], minlength=n_merged)
        m_parent = np.zeros(n_merged, dtype=np.int64)
        m_parent[merged] = parent[affected]
        use = member[self.e_group] >= 0
        verdict = judge(
            self.conj,
            m_size,
            member[self.e_group[use]],
            self.e_value[use],
            self.e_count[use],
            self.entries.n_values,
            levels=False,
        )
        # V_c,G - V_c = rows of merged groups breaking c - rows of their members breaking c
        after = np.zeros((tax.n_nodes, self.each.shape[1]))
        np.add.at(after, m_parent, m_size[:, None] * ~verdict.each)
        np.add.at(after, parent[affected], -self.size[affected, None] * ~self.each[affected])
        gain = -after[cand].mean(axis=1) / self.n_rows if after.shape[1] else np.zeros(len(cand))
        return cand, gain

    def choose(self) -> tuple[int, int, float, bool] | None:
        """``(attribute, p, P(G), by IP)`` of the winner, or None when no valid G is left."""
        by_ip, by_info = None, None
        for j in range(len(self.taxes)):
            cand, gain = self.candidates(j)
            for p, g in zip(cand.tolist(), gain.tolist()):
                info = float(self.info[j][p])
                if g > 1e-12:
                    key = (info / g, j, p)
                    if by_ip is None or key < by_ip[0]:
                        by_ip = (key, j, p, g)
                key = (info, j, p)
                if by_info is None or key < by_info[0]:
                    by_info = (key, j, p, g)
        if by_ip is not None:
            return by_ip[1], by_ip[2], by_ip[3], True
        if by_info is not None:
            return by_info[1], by_info[2], by_info[3], False
        return None

    def apply(self, j: int, p: int) -> None:
        tax = self.taxes[j]
        column = self.nodes[:, j]
        below = tax.parent[column] == p
        column[below] = p
        self.in_cut[j][list(tax.children[p])] = False
        self.in_cut[j][p] = True
        self.steps.append(f"{self.attrs[j]}:{tax.labels[p]}")
        self.regroup()

    def run(self, deadline: float | None) -> str:
        """Generalize until valid: 'valid', 'exhausted' (every QI at its root) or 'time limit'."""
        budget = self.conj.budget
        while True:
            if self.suppressed <= budget:
                return "valid"
            if deadline is not None and time.perf_counter() > deadline:
                return "time limit"
            found = self.choose()
            if found is None:
                return "exhausted"
            j, p, gain, by_ip = found
            self.apply(j, p)
            logger.debug(
                "bottom-up: %s (P %.4g, %s), %d rows in violating groups",
                self.steps[-1],
                gain,
                "IP" if by_ip else "least I",
                int(self.suppressed),
            )


def solve_conjunction(name: str, problem: Problem, start: float, limit: float | None) -> Solution:
    """The bottom-up solver on a conjunction (module docstring)."""

    conj = conjunction_for(problem)
    attrs = list(problem.quasi_identifiers)
    leaves, weight, row_tuple = group_rows(problem, attrs)
    info = information_loss(problem, attrs, leaves, weight, row_tuple)
    run = ConjunctionBottomUp(problem, conj, leaves, weight, row_tuple, info)
    deadline = start + limit if limit is not None and math.isfinite(limit) else None
    outcome = run.run(deadline)
    stats = {
        "iterations": len(run.steps),
        "generalizations": run.steps,
        "distinct_vids": len(weight),
        "final_vids": len(run.size),
        "criteria": conj.describe(),
    }
    if outcome != "valid":
        if outcome == "time limit":
            status, message = Status.UNKNOWN, "time limit reached before a valid table"
        elif conj.monotone or conj.budget == 0:
            status, message = (
                Status.INFEASIBLE,
                (
                    f"every QI is at its root and {conj.describe()} still fails "
                    f"on more than the {conj.budget} rows that may be suppressed"
                ),
            )
        else:
            status, message = (
                Status.UNKNOWN,
                (
                    f"no valid release found: every QI is at its root and "
                    f"{int(run.suppressed)} records are in groups breaking "
                    f"{conj.describe()}; with a budget these criteria are not "
                    "monotone, so a more specific cut may still be valid"
                ),
            )
        return Solution(name, status, runtime_s=time.perf_counter() - start, statistics=stats, message=message)
    generalized = {a: run.nodes[row_tuple, j] for j, a in enumerate(attrs)}
    cuts = {a: sorted(int(v) for v in np.flatnonzero(run.in_cut[j])) for j, a in enumerate(attrs)}
    suppressed = (~run.ok[run.group])[row_tuple]
    n_suppressed = problem.count_records(suppressed)
    if not np.array_equal(suppressed, violating_rows(problem, conj, generalized)) or n_suppressed > conj.budget:
        raise AssertionError("bottom-up: the release's groups disagree with the run's bookkeeping")
    objective = table_loss(problem, generalized, suppressed, problem.objective)
    published = run.size[run.ok]
    stats |= {"anonymity": int(published.min()) if len(published) else None, "suppressed": n_suppressed}
    return Solution(
        name,
        Status.FEASIBLE,
        objective=objective,
        bound=None,
        runtime_s=time.perf_counter() - start,
        generalized=generalized,
        suppressed=suppressed,
        cuts=cuts,
        statistics=stats,
    )
