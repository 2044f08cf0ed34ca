"""``cpsat-cell`` under a conjunction of group criteria: the lazy cutting-plane loop.

The model of :mod:`.cell_criteria` is exact for k-anonymity, the distinct, frequency and recursive
l-diversities, delta-disclosure and beta-likeness, and a relaxation for entropy l-diversity and
t-closeness (their measures are not linear). Every round solves the current model, reads the
release back and judges every published group with the criterion layer's own predicate
(:meth:`Conjunction.satisfied`). When every group satisfies the conjunction, the release is
feasible and, if the round was solved to optimality, optimal: every round's model is a relaxation of
the problem, since every constraint and cut admits every satisfying group. Otherwise each violating
group gets the valid cuts of :mod:`.cell_cuts` that cut off its histogram, added to every candidate
that could hold that histogram, or, when no rounded cut separates it, a no-good forbidding exactly
that histogram; and the model is solved again. A histogram once cut off never returns and there are
finitely many, so the loop ends.

Time (issue 13, item 7; :mod:`.run`): the rounds share one deterministic work budget; each charges
its CP-SAT deterministic time, and no round starts once it is spent. Meanwhile the best release
known is kept (and hinted to the next round): a valid hint, every row at the root when that whole
table group satisfies the conjunction, a round whose groups all satisfy, or a round's release with
its violating groups suppressed (within the budget) or published at the root, when every group then
satisfies. The bound is the best proven bound of any round (each a relaxation). Proven optimal when
the bound reaches the best release.

Hints: a hint that is a feasible assignment of the model (candidate combinations only, within the
budget, every group satisfying the conjunction) is kept as a release; any cell hint is given to
CP-SAT.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from ...metrics import table_loss
from ...problem import Problem
from ...solution import Solution, Status
from ..criteria import SENSITIVE, Conjunction, GroupStats
from ..criteria.kinds import EntropyLDiversity, TClosenessCriterion
from ..tuples import combination_keys
from .cell_criteria import (
    ConjunctionModel,
    compile_conjunction_model,
    conjunction_candidates,
)
from .cell_cuts import Cut, emd_terms, entropy_cut, tcloseness_cut
from .cell_model import (
    CellCandidates,
    add_assignment_hint,
    assignment_counts,
    assignment_upper_bound,
    read_assignment,
    too_large,
)
from .run import Budget, no_release, release_objective, release_status, run_cpsat

MESSAGES = {
    "hint": "release found by the hint, not improved",
    "repair": "release repaired from a round (every row at the root, or a round's violating groups "
    "suppressed or published at the root), not improved",
}


def judge(
    problem: Problem, conjunction: Conjunction, generalized: dict[str, np.ndarray], suppressed: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The published groups of a release: ``(key, histogram, satisfied, group_of_row)``
    (``group_of_row`` -1 for a suppressed row; ``key`` the combination key of each group)."""
    attrs = problem.quasi_identifiers
    codes, n_values = conjunction.row_values[SENSITIVE]
    kept = np.flatnonzero(~suppressed)
    nodes = np.column_stack([np.asarray(generalized[a], dtype=np.int64)[kept] for a in attrs])
    keys = combination_keys(nodes, [problem.taxonomies[a] for a in attrs])
    unique, inverse = np.unique(keys, return_inverse=True)
    inverse = inverse.reshape(-1)
    hist = np.bincount(inverse * n_values + codes[kept], minlength=len(unique) * n_values).reshape(
        len(unique), n_values
    )
    ok = conjunction.satisfied(GroupStats(hist.sum(axis=1).astype(np.float64), {SENSITIVE: hist.astype(np.float64)}))
    group_of_row = np.full(len(suppressed), -1, dtype=np.int64)
    group_of_row[kept] = inverse
    return unique, hist, ok, group_of_row


def _release(name: str, problem: Problem, generalized, suppressed, found_by: str) -> Solution:
    return Solution(
        name,
        Status.FEASIBLE,
        objective=table_loss(problem, generalized, suppressed, "LM"),
        generalized=generalized,
        suppressed=suppressed,
        statistics={"found_by": found_by},
    )


def _repaired(name: str, problem: Problem, conjunction: Conjunction, generalized, suppressed) -> Solution | None:
    """A release built around a round's (every row at the root; a round's violating groups suppressed, or
    published at the root) when it is feasible."""
    if suppressed.sum() > conjunction.budget or not judge(problem, conjunction, generalized, suppressed)[2].all():
        return None
    return _release(name, problem, generalized, suppressed, "repair")


def _better(best: Solution | None, found: Solution | None) -> Solution | None:
    if found is None or (best is not None and release_objective(found) >= release_objective(best) - 1e-9):
        return best
    return found


def valid_hint(
    problem: Problem, candidates: CellCandidates, conjunction: Conjunction, hint: Solution | None, counts
) -> Solution | None:
    """The hint as a release when it is a feasible assignment: candidate combinations only, within the
    budget, every group satisfying the conjunction."""
    if counts is None:
        return None
    # counts are hint_counts of this hint: it holds an assignment
    assert hint is not None and hint.generalized is not None and hint.suppressed is not None
    published, dropped = counts
    above = {t: set(cs) for t, cs in candidates.above.items()}
    if any(c not in above[t] for (t, c), n in published.items() if n) or sum(dropped.values()) > conjunction.budget:
        return None
    attrs = problem.quasi_identifiers
    generalized = {a: np.asarray(hint.generalized[a], dtype=np.int64) for a in attrs}
    suppressed = np.asarray(hint.suppressed, dtype=bool)
    if not judge(problem, conjunction, generalized, suppressed)[2].all():
        return None
    found = _release("hint", problem, generalized, suppressed, "hint")
    found.statistics["hint_solver"] = hint.solver
    return found


def hint_counts(problem: Problem, candidates: CellCandidates, hint: Solution | None):
    """The hint's rows per (tuple, combination), or None when it is not a usable cell assignment."""
    if hint is None or hint.generalized is None or hint.suppressed is None:
        return None
    attrs = problem.quasi_identifiers
    if any(a not in hint.generalized or len(hint.generalized[a]) != problem.n_rows for a in attrs):
        return None
    nodes = np.column_stack([np.asarray(hint.generalized[a], dtype=np.int64) for a in attrs])
    return assignment_counts(candidates, nodes, np.asarray(hint.suppressed, dtype=bool))


class CutPool:
    """The cuts of one solve: the EMD terms of each t-closeness criterion, and the histograms cut off."""

    def __init__(self, cmx: ConjunctionModel):
        self.cmx = cmx
        self.index = {
            int(k): i
            for i, k in enumerate(
                combination_keys(
                    np.asarray(cmx.combos, dtype=np.int64).reshape(len(cmx.combos), -1),
                    cmx.cm.candidates.table.taxonomies,
                )
            )
        }
        self.emd = {id(c): emd_terms(c) for c in cmx.conjunction.criteria if isinstance(c, TClosenessCriterion)}
        self.cuts = 0
        self.nogoods = 0
        self.seen: set[tuple[int, ...]] = set()

    def cut_off(self, key: int, h: np.ndarray) -> None:
        """Cut off histogram h (a violating group published as candidate ``key``) on every candidate."""
        cmx = self.cmx
        i = self.index[key]
        if tuple(h.tolist()) in self.seen:  # two groups of one round with the same histogram
            return
        self.seen.add(tuple(h.tolist()))
        stats = GroupStats(np.array([float(h.sum())]), {SENSITIVE: h[None, :].astype(np.float64)})
        found: list[Cut] = []
        for crit in cmx.conjunction.criteria:
            if crit.satisfied(stats)[0]:
                continue
            cut = None
            if isinstance(crit, EntropyLDiversity):
                cut = entropy_cut(crit, h, cmx.n_max)
            elif isinstance(crit, TClosenessCriterion) and (emd := self.emd[id(crit)]) is not None:
                cut = tcloseness_cut(crit, emd, h, cmx.n_max)
            if cut is not None:
                found.append(cut)
        holders = np.flatnonzero((cmx.avail >= h[None, :]).all(axis=1))
        assert i in set(holders.tolist())
        for j in holders.tolist():
            if found:
                for a, b in found:
                    terms = [a[s] * e for s, e in cmx.hist[j].items() if a[s]]
                    cmx.model.add(sum(terms) + b * cmx.size[j] <= 0)
                    self.cuts += 1
            else:
                self._nogood(j, h)

    def _nogood(self, j: int, h: np.ndarray) -> None:
        """Candidate j's histogram differs from h on some value."""
        cmx = self.cmx
        lits = []
        for s, e in cmx.hist[j].items():
            if h[s] > 0:
                lit = cmx.model.new_bool_var("")
                cmx.model.add(e <= int(h[s]) - 1).only_enforce_if(lit)
                lits.append(lit)
            if h[s] < cmx.avail[j, s]:
                lit = cmx.model.new_bool_var("")
                cmx.model.add(e >= int(h[s]) + 1).only_enforce_if(lit)
                lits.append(lit)
        cmx.model.add_bool_or(lits)
        self.nogoods += 1


def solve_rounds(
    name: str,
    problem: Problem,
    conjunction: Conjunction,
    hint: Solution | None,
    limit: float,
    seed: int,
    workers: int,
    start: float,
) -> Solution:
    """The loop of the module docstring; the returned solution's statistics say how it went."""
    size = assignment_upper_bound(problem, tuple(problem.quasi_identifiers), conjunction.row_values[SENSITIVE][0])
    refused = too_large(name, size, time.perf_counter() - start)
    if refused is not None:
        return refused
    candidates = conjunction_candidates(problem, conjunction)
    counts = hint_counts(problem, candidates, hint)
    best = valid_hint(problem, candidates, conjunction, hint, counts)
    cmx = compile_conjunction_model(candidates, conjunction, counts)
    pool = CutPool(cmx)
    budget = Budget.for_time_limit(limit)
    roots = {a: np.full(problem.n_rows, problem.taxonomies[a].root, dtype=np.int64) for a in problem.quasi_identifiers}
    best = _better(best, _repaired(name, problem, conjunction, roots, np.zeros(problem.n_rows, dtype=bool)))
    if counts is None and best is not None:
        _rehint(problem, cmx, best, roots, None)
    bound = None
    rounds = branches = conflicts = 0
    infeasible = False
    while not budget.exhausted:
        solver, status = run_cpsat(
            cmx.model, budget.left, seed, workers, budget, scale=cmx.cm.scale, reports="relaxation"
        )
        rounds += 1
        branches += solver.num_branches
        conflicts += solver.num_conflicts
        if status is Status.INFEASIBLE:
            infeasible = True
            break
        value = solver.best_objective_bound / cmx.cm.scale
        if np.isfinite(value):
            bound = value if bound is None else max(bound, value)
        if not status.has_solution:
            break
        generalized, suppressed = read_assignment(problem, cmx.cm, solver)
        keys, hist, ok, group_of_row = judge(problem, conjunction, generalized, suppressed)
        if ok.all():
            best = _better(best, _release(name, problem, generalized, suppressed, name))
            break
        bad = np.isin(group_of_row, np.flatnonzero(~ok))
        best = _better(best, _repaired(name, problem, conjunction, generalized, suppressed | bad))
        merged = {a: np.where(bad, roots[a], generalized[a]) for a in generalized}
        best = _better(best, _repaired(name, problem, conjunction, merged, suppressed))
        if budget.exhausted:  # no round left to use the cuts
            break
        for g in np.flatnonzero(~ok).tolist():
            pool.cut_off(int(keys[g]), hist[g])
        _rehint(problem, cmx, best, generalized, suppressed)
    stats: dict[str, Any] = {
        "tuples": candidates.table.n_tuples,
        "candidate_combinations": len(cmx.combos),
        "publish_variables": len(cmx.cm.publish),
        "rounds": rounds,
        "cuts": pool.cuts,
        "nogoods": pool.nogoods,
        "exact_model": cmx.exact,
        "branches": branches,
        "conflicts": conflicts,
        **budget.statistics(),
    }
    return _rounds_solution(name, best, bound, infeasible, stats, time.perf_counter() - start)


def _rounds_solution(
    name: str, best: Solution | None, bound: float | None, infeasible: bool, stats: dict[str, Any], runtime: float
) -> Solution:
    """The solution record: the best release known, with the best bound of any round (never above it)."""
    if best is None:  # infeasible with a feasible release known is a contradiction: the release wins
        return no_release(name, infeasible, bound, runtime, stats, "cell generalization", "the requirements")
    objective = release_objective(best)
    status, bound = release_status(objective, bound)
    stats["found_by"] = best.statistics.get("found_by")
    if "hint_solver" in best.statistics:
        stats["hint_solver"] = best.statistics["hint_solver"]
    return Solution(
        name,
        status,
        objective=objective,
        bound=bound,
        runtime_s=runtime,
        generalized=best.generalized,
        suppressed=best.suppressed,
        statistics=stats,
        message=MESSAGES.get(stats["found_by"], ""),
    )


def _rehint(problem: Problem, cmx: ConjunctionModel, best: Solution | None, generalized, suppressed) -> None:
    """Hint the next round with the best release known, else with this round's."""
    if best is not None:
        generalized, suppressed = best.generalized, best.suppressed
    nodes = np.column_stack([np.asarray(generalized[a], dtype=np.int64) for a in problem.quasi_identifiers])
    cmx.model.clear_hints()
    add_assignment_hint(cmx.cm, *assignment_counts(cmx.cm.candidates, nodes, np.asarray(suppressed, dtype=bool)))
