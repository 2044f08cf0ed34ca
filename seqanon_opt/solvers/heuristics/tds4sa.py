"""``tds4sa``: Top-Down Specialization for Sequential Anonymization (Wang & Fung 2006, Algorithm 1).

The previous releases T2..Tp are fixed; the release T1 publishes
``settings["release_attributes"]``. T1 starts most generalized and is
specialized greedily while every (X,Y)-anonymity / (X,Y)-linkability
requirement of the conjunction (any number of templates, each with its own X
and Y) still holds on the join of T1 with the previous releases; what the
join cannot judge (an X or Y attribute no release publishes, X and Y sharing
a join column, value-level thresholds on a Y that several releases publish)
is refused before solving (``xy_join_reason``):

1. Corollary 4.2 first: when the most generalized T1 violates a requirement
   that is anti-monotone here (same test as ``cpsat-sequential-cut``: the
   releases are population related, X holds every copy of every join /
   inconsistency-named attribute, Y comes from one release, and the
   requirement depends on no generalized T1 attribute outside X), no release
   can satisfy it: status INFEASIBLE. When the requirement is not anti-monotone
   the most general T1 proves nothing: status UNKNOWN ("no valid
   specialization found").
2. While some candidate v (a non-leaf node of a current cut) is *valid*
   (specializing it keeps every requirement satisfied on the join), perform the
   one of highest

       Score(v) = InfoGain(v) / (PrivLoss(v) + 1)                         (eq. 1)

   InfoGain: class-entropy gain (eq. 2), or the decrease of the LM /
   distortion loss (eq. 3 for categorical distortion), computed on T1 alone
   (node_stats / splits, shared with ``top-down``). PrivLoss: ``A_Y(X) -
   A_Y(X_v)`` for anonymity, ``L_Y(X_v) - L_Y(X)`` for linkability; with
   several requirements the **sum** over the requirements, each clamped at 0
   (a requirement that is not anti-monotone may improve). Ties: larger
   InfoGain, earlier attribute, lower node id. Candidates of InfoGain 0 stay
   eligible (Algorithm 1 runs while a valid candidate exists).

Starting state: a generalized release attribute (one with a taxonomy) starts
at its root when some requirement's X holds it or it is a join / named
attribute; the others (only in Y, or in no requirement) are published at their
leaves -- the paper generalizes X ∩ att(T1) only, and specializing an
attribute no requirement looks at never changes the join's privacy, so the
loop would specialize it all the way anyway. Continuous attributes (flat
interval taxonomy) in X that are not join attributes are split on the fly
(splits.py; refined taxonomies in ``Solution.taxonomies``).

Join statistics: :mod:`.tds4sa_join` (Tree1 partitions matched against the
history's partitions through join-attribute combos; never a record-level join).
For a requirement in Case 1 of section 5.4 (X holds all join attributes)
evaluating a candidate v touches only the T1 tuples on Link[v] (their new
partitions) plus per-combo extremes of the other partitions; the new
partitions' statistics are cached until a performed winner changes the tuples
of Link[v]. Other requirements are evaluated on the partition-level join.

Suppression budget (an extension, as ``top-down``'s in suppression.py; budget 0
is the paper and runs the code above unchanged): (X,Y)-anonymity is downward
closed, so T1's records in an X1 group (a Tree1 partition) that takes part in
a join x group with ``a_Y(x) < k`` may be suppressed, as ARX and Datafly
suppress the groups still below k. The x groups of the join are keyed by
their X1 value, so suppressing every T1 record of an X1 value removes exactly
the x groups with that value and leaves the others as they are. The budget
``B`` is the release's one suppression budget, the ``max_suppressed`` every
(X,Y)-anonymity requirement of the conjunction shares (the smallest
``suppression`` the spec gives). With ``B > 0``:

* the *released* T1 of a state: suppress the violating X1 groups of every
  anonymity requirement; with several requirements that removes records from
  the others' groups, so repeat on what is left until nothing more violates
  (a fixpoint; one pass with a single requirement);
* a candidate is *valid* when its released T1 suppresses at most ``B`` rows
  and satisfies every linkability requirement; ``A_Y(X)`` is taken over the
  released x groups (PrivLoss as above, skipped when no group is left);
* one anonymity requirement in Case 1: the partitions of the whole T1 are
  recomputed per candidate (no Link[v] cache) and matched with the cached
  history extremes; otherwise every state is evaluated on the partition-level
  join (:func:`generic_value` and :func:`anonymity_groups`), which is slower;
* the most general T1 over the budget proves nothing (a specialization can
  move records out of a violating group through the join): status UNKNOWN;
* at the end the released T1's suppressed records are ``Solution.suppressed``
  (every generalized attribute at its root in the loss).

Output: status FEASIBLE, bound None, cuts of the generalized release
attributes, the objective from ``metrics.table_loss`` (suppressed rows at the
root); on time-out the current (valid) T1 with ``statistics["stopped"]``.
Deterministic.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Mapping

import numpy as np
import pandas as pd

from ...data.grouping import pack_keys, row_ids
from ...errors import UnsupportedProblem
from ...metrics import table_loss
from ...problem import Problem, refine_taxonomies
from ...requirements import XYAnonymity
from ...solution import Solution, Status
from ..base import Capabilities, check_supported
from ..cpsat.sequential_join import SequentialJoin, _col
from ..registry import register
from ..sequential_conditions import xy_join_reason
from .splits import ContinuousAxis, is_flat_interval_taxonomy
from .tds4sa_budget import released
from .tds4sa_join import (
    MatchIndex,
    RequirementPlan,
    best_over_matches,
    combine,
    conf_stats,
    generic_value,
    history_side,
    population_related,
)
from .top_down import CategoricalAxis, first_occurrence, publish_axes, split_link, static_gain

logger = logging.getLogger(__name__)


@register("tds4sa")
class Tds4saSolver:
    """Heuristic: TDS4SA (Wang-Fung 2006) for (X,Y)-privacy on the join with previous releases."""

    name = "tds4sa"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"sequential"}),
        models=frozenset({"cut"}),
        requirements=frozenset({"xy-anonymity", "xy-linkability"}),
        objectives=frozenset({"class-entropy", "distortion", "LM"}),
        suppression=True,
        max_requirements=16,
        conditions=(xy_join_reason,),
    )

    def solve(
        self,
        problem: Problem,
        *,
        time_limit: float | None = None,
        seed: int | None = None,
        workers: int | None = None,
        hint: Solution | None = None,
    ) -> Solution:
        """Run TDS4SA; ``seed``, ``workers`` and ``hint`` are accepted and unused (deterministic)."""
        check_supported(self, problem)
        limit = float(time_limit if time_limit is not None else problem.solver.time_limit)
        return solve_tds4sa(problem, limit, self.name)


def _describe(r) -> str:
    return f"{r.kind} {r.parameters()}"


class Tds4saSearch:
    """The state of one TDS4SA run (see the module docstring)."""

    case1_shortcut = True  # budget > 0: released_case1 for one Case 1 anonymity requirement (tests compare)

    def __init__(self, problem: Problem) -> None:
        t0 = time.perf_counter()
        self.problem = problem
        self.sj = sj = SequentialJoin(problem)
        self.index = MatchIndex(sj)
        self.setup_s = {"history": time.perf_counter() - t0}
        release = tuple(problem.settings["release_attributes"])
        self.attrs = tuple(a for a in release if a in problem.taxonomies)
        self.pos = {a: j for j, a in enumerate(self.attrs)}
        structural = sj.join_attributes | sj.named
        self.plans: list[RequirementPlan] = []
        copies = {sj.column_of[i, a] for a in structural for i in sj.holders[a]}
        for i, r in enumerate(sj.requirements):
            xs, ys = sj.expand(r.x), sj.expand(r.y)  # disjoint: xy_join_reason
            part = {"x1": [], "xh": [], "y1": [], "yh": []}
            for side, names in (("x", xs), ("y", ys)):
                for c in names:
                    j, a = sj.source[c]
                    part[f"{side}1" if j == 0 else f"{side}h"].append(a if j == 0 else _col(j, a))
            plan = RequirementPlan(i, r, part["x1"], part["y1"], part["xh"], part["yh"], ys, case1=copies <= set(xs))
            plan.mapping = not isinstance(r, XYAnonymity) and isinstance(r.threshold, Mapping)
            plan.fast = plan.case1 and not (plan.mapping and plan.y1 and plan.yh)
            self.plans.append(plan)
        in_x = {a for p in self.plans for a in p.x1}
        self.depends = [set(p.x1) | set(p.y1) | (set(self.index.s1)) for p in self.plans]
        start_root = {a for a in self.attrs if a in in_x or a in structural}
        # ---- T1 code columns (per record), then tuples (distinct combinations) with weights
        table = problem.table
        needed = list(dict.fromkeys([*self.attrs, *self.index.s1, *(a for p in self.plans for a in p.x1 + p.y1)]))
        record_codes: dict[str, np.ndarray] = {}
        for a in needed:
            if a in self.pos:
                record_codes[a] = np.asarray(problem.codes[a], dtype=np.int64)
            else:
                record_codes[a] = sj._factors[a].get_indexer(table[a].astype(object)).astype(np.int64)
        for p in self.plans:  # Y1 a key of T1 (ungeneralized): distinct Y1 values = records
            if p.anonymity and p.y1 and not any(a in self.pos for a in p.y1):
                cols = [record_codes[a] for a in p.y1]
                key = pack_keys(cols, [int(c.max()) + 1 for c in cols])
                p.key1 = len(pd.unique(key)) == len(key)
        key_only = {a for p in self.plans if p.key1 for a in p.y1}
        key_only -= {a for p in self.plans for a in p.x1} | {a for p in self.plans if not p.key1 for a in p.y1}
        key_only -= set(self.index.s1) | set(self.attrs)
        self.columns = [a for a in needed if a not in key_only]
        cols = [record_codes[a] for a in self.columns]
        row_tuple = row_ids(cols, [int(c.max()) + 1 if len(c) else 1 for c in cols], n=problem.n_rows)
        first = first_occurrence(row_tuple)
        self.n_tuples = len(first)
        if problem.objective == "class-entropy":
            classes, uniques = pd.factorize(table[problem.class_attribute].astype(str), sort=True)
            n_classes = max(len(uniques), 1)
        else:
            classes, n_classes = np.zeros(problem.n_rows, dtype=np.int64), 1
        classes = np.asarray(classes, dtype=np.int64)
        self.class_counts = (
            np.bincount(row_tuple * n_classes + classes, minlength=self.n_tuples * n_classes)
            .reshape(self.n_tuples, n_classes)
            .astype(float)
        )
        self.weight = self.class_counts.sum(axis=1)
        self.fixed = {a: record_codes[a][first] for a in self.columns if a not in self.pos}
        self.axes: list = []
        self.cur = np.zeros((self.n_tuples, len(self.attrs)), dtype=np.int64)
        self.links: list[dict[int, np.ndarray]] = []
        self.cuts: list[set[int]] = []
        everything = np.arange(self.n_tuples)
        in_y = {a for p in self.plans for a in p.y1}
        for j, a in enumerate(self.attrs):
            tax = problem.taxonomies[a]
            leaves = record_codes[a][first]
            if a in start_root and is_flat_interval_taxonomy(tax) and a not in structural and a not in in_y:
                axis = ContinuousAxis(tax, leaves, self.weight, self.class_counts, problem.objective)
            else:
                axis = CategoricalAxis(
                    tax, leaves, static_gain(problem.objective, tax, problem.codes[a], classes, n_classes)
                )
            self.axes.append(axis)
            if a in start_root:
                self.cur[:, j] = axis.root
                self.links.append({int(axis.root): everything} if axis.is_inner(np.array([axis.root]))[0] else {})
                self.cuts.append({int(axis.root)})
            else:
                self.cur[:, j] = leaves
                self.links.append({})
                self.cuts.append({int(v) for v in tax.leaves})
        self.start_root = start_root
        self.row_tuple = row_tuple
        budgets = [p.requirement.max_suppressed for p in self.plans if p.anonymity]
        self.budget = int(min(budgets)) if budgets else 0  # rows that may be suppressed (one shared budget)
        self.keep = np.ones(self.n_tuples, dtype=bool)  # tuples released (budget > 0)
        # ---- history side (Tree2), per plan
        for p in self.plans:
            if p.fast:
                p.history_stats["per_h"] = history_side(p, self.index)
        self.index.listeners.append(self._extend)
        self._extend(0, self.index.size)
        leaf_codes = {a: record_codes[a] for a in self.index.s1}
        self.population_related = population_related(sj, self.index, leaf_codes)
        for p in self.plans:
            t1_generalized_outside_x = {a for a in p.y1 if a in self.pos}
            p.anti_monotone = (
                self.population_related
                and p.case1
                and len({sj.source[c][0] for c in p.ys}) == 1
                and not t1_generalized_outside_x
            )
        self.cache: dict[tuple[int, int], dict[int, tuple]] = {}
        self.specializations: list[str] = []
        self.evaluations = 0
        self.cache_hits = 0
        self.setup_s["total"] = time.perf_counter() - t0

    def _extend(self, start: int, stop: int) -> None:
        for p in self.plans:
            if p.fast:
                best_over_matches(p, self.index, start, stop)

    # ------------------------------------------------------------ columns
    def column(self, a: str, override: tuple | None = None) -> np.ndarray:
        """Tuple codes of T1 attribute a; ``override = (j, tuples, codes)`` replaces attribute j's."""
        if a in self.pos:
            col = self.cur[:, self.pos[a]]
            if override is not None and override[0] == self.pos[a]:
                col = col.copy()
                col[override[1]] = override[2]
            return col
        return self.fixed[a]

    # ------------------------------------------------------------ per-plan statistics
    def side(
        self, plan: RequirementPlan, group: np.ndarray, n_groups: int, tuples: np.ndarray, override: tuple | None = None
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per T1 partition: a_Y1, max conf1, max excess (the unused ones are placeholders)."""
        w = self.weight[tuples]
        if plan.anonymity:
            if not plan.y1:
                a = np.ones(n_groups)
            elif plan.key1:
                a = np.bincount(group, weights=w, minlength=n_groups)
            else:
                ys = [self.column(c, override)[tuples] for c in plan.y1]
                ykey = pack_keys(ys, [int(c.max()) + 1 for c in ys])
                pair = pd.unique(group.astype(np.int64) * (int(ykey.max()) + 1) + ykey)
                a = np.bincount(pair // (int(ykey.max()) + 1), minlength=n_groups).astype(float)
            return a, np.zeros(n_groups), np.zeros(n_groups)
        ys = (
            np.column_stack([self.column(c, override)[tuples] for c in plan.y1])
            if plan.y1
            else np.zeros((len(tuples), 0), dtype=np.int64)
        )
        names = [self.sj.column_of[0, c] for c in plan.y1]
        ach, exc = conf_stats(plan, self.sj, group, n_groups, ys, w, names)
        return np.zeros(n_groups), ach, exc

    def per_combo(self, plan: RequirementPlan, combos: np.ndarray, a, ach, exc) -> tuple:
        """Extremes per T1 combo id: (ids, min a, max ach, max exc)."""
        ids, inv = np.unique(combos, return_inverse=True)
        inv = inv.reshape(-1)
        out_a = np.full(len(ids), np.inf)
        out_ach = np.full(len(ids), -np.inf)
        out_exc = np.full(len(ids), -np.inf)
        np.minimum.at(out_a, inv, a)
        np.maximum.at(out_ach, inv, ach)
        np.maximum.at(out_exc, inv, exc)
        return ids, out_a, out_ach, out_exc

    def dense(self, parts: list[tuple]) -> tuple:
        n = self.index.size
        present = np.zeros(n, dtype=bool)
        a, ach, exc = np.full(n, np.inf), np.full(n, -np.inf), np.full(n, -np.inf)
        for ids, pa, pach, pexc in parts:
            present[ids] = True
            np.minimum.at(a, ids, pa)
            np.maximum.at(ach, ids, pach)
            np.maximum.at(exc, ids, pexc)
        return present, a, ach, exc

    def partition(
        self, plan: RequirementPlan, override: tuple | None = None, tuples: np.ndarray | None = None
    ) -> tuple[np.ndarray, int, np.ndarray]:
        """T1 partitions by X1 (Tree1's leaves): (partition of each tuple, count, first tuple of each)."""
        tuples = np.arange(self.n_tuples) if tuples is None else tuples
        xs = [self.column(a, override)[tuples] for a in plan.x1]
        key = pack_keys(xs, [int(c.max()) + 1 if len(c) else 1 for c in xs], n=len(tuples))
        pid, uniques = pd.factorize(key, sort=False)
        pid = pid.astype(np.int64)
        return pid, len(uniques), first_occurrence(pid)

    def combo_ids(self, rows: np.ndarray, override: tuple | None = None) -> np.ndarray:
        return self.index.ids_of([self.column(a, override)[rows] for a in self.index.s1], len(rows))

    # ------------------------------------------------------------ state
    def prepare(self) -> list[tuple[float, bool]]:
        """Tree1 partitions of the current T1 per fast plan; the value of every requirement."""
        self.state = {}
        if self.budget:
            self.values, self.keep = self.released(None)
            return self.values
        values = []
        for p in self.plans:
            if not p.fast:
                values.append(self.generic(p, None))
                continue
            pid, n_p, first = self.partition(p)
            p_combo = self.combo_ids(first)
            a, ach, exc = self.side(p, pid, n_p, np.arange(self.n_tuples))
            codes = {a_: self.cur[first, self.pos[a_]] for a_ in p.x1 if a_ in self.pos}
            self.state[p.index] = (pid, p_combo, codes, a, ach, exc)
            values.append(combine(p, *self.dense([self.per_combo(p, p_combo, a, ach, exc)])))
        self.values = values
        return values

    def released(self, override: tuple | None, stop: bool = False) -> tuple[list[tuple[float, bool]], np.ndarray]:
        """Budget > 0: the requirements' values and verdicts on the released T1 (:mod:`.tds4sa_budget`)."""
        return released(self, override, stop)

    def generic(self, plan: RequirementPlan, override: tuple | None) -> tuple[float, bool]:
        frame = {
            a: self.column(a, override) for a in dict.fromkeys(self.index.s1 + plan.x1 + ([] if plan.key1 else plan.y1))
        }
        frame = pd.DataFrame(frame)
        frame["_w"] = self.weight
        frame["_g"] = np.arange(self.n_tuples)
        frame["_c"] = self.combo_ids(np.arange(self.n_tuples), override)
        return generic_value(plan, self.index, frame)

    def child_codes(self, j: int, v: int, tuples: np.ndarray) -> np.ndarray:
        axis = self.axes[j]
        side = axis.child_key(tuples, np.full(len(tuples), v, dtype=np.int64))
        if isinstance(axis, ContinuousAxis):  # a fresh code for the right side
            return np.where(side == 0, v, axis.size).astype(np.int64)
        return side

    def evaluate(self, j: int, v: int) -> list[tuple[float, bool]]:
        """Every requirement's value and verdict after specializing v (attribute j)."""
        self.evaluations += 1
        attr = self.attrs[j]
        tuples = self.links[j][v]
        child = self.child_codes(j, v, tuples)
        override = (j, tuples, child)
        if self.budget:
            return self.released(override, stop=True)[0]
        cached = self.cache.setdefault((j, v), {})
        out = []
        for p, current in zip(self.plans, self.values):
            if attr not in p.x1 and attr not in p.y1 and attr not in self.index.s1:
                out.append(current)
                continue
            if not p.fast:
                out.append(self.generic(p, override))
                continue
            if attr in p.y1:  # a generalized Y attribute: recompute the plan
                pid, n_p, first = self.partition(p, override)
                a, ach, exc = self.side(p, pid, n_p, np.arange(self.n_tuples), override)
                out.append(combine(p, *self.dense([self.per_combo(p, self.combo_ids(first, override), a, ach, exc)])))
                continue
            pid, p_combo, codes, a, ach, exc = self.state[p.index]
            if p.index in cached:
                self.cache_hits += 1
                new = cached[p.index]
            else:
                radix = int(child.max()) + 1 if len(child) else 1
                local, uniques = pd.factorize(pid[tuples] * radix + child, sort=False)
                local = local.astype(np.int64)
                first = first_occurrence(local)
                if attr in self.index.s1:
                    combos = self.combo_ids(tuples[first], override)
                else:
                    combos = p_combo[pid[tuples[first]]]
                na, nach, nexc = self.side(p, local, len(uniques), tuples)
                new = cached[p.index] = self.per_combo(p, combos, na, nach, nexc)
            keep = codes[attr] != v
            old = (
                self.per_combo(p, p_combo[keep], a[keep], ach[keep], exc[keep])
                if keep.any()
                else (np.zeros(0, dtype=np.int64), np.zeros(0), np.zeros(0), np.zeros(0))
            )
            out.append(combine(p, *self.dense([old, new])))
        return out

    def privacy_loss(self, before: list[tuple[float, bool]], after: list[tuple[float, bool]]) -> float:
        loss = 0.0
        for p, (b, _), (a, _) in zip(self.plans, before, after):
            if not (np.isfinite(a) and np.isfinite(b)):
                continue
            loss += max(0.0, (b - a) if p.anonymity else (a - b))
        return loss

    def winner(self, deadline: float) -> tuple | None:
        best = None
        for j, axis in enumerate(self.axes):
            cand = np.fromiter(sorted(self.links[j]), dtype=np.int64)
            if not len(cand):
                continue
            gains = axis.gains(cand)
            for v, gain in zip(cand.tolist(), gains.tolist()):
                if time.perf_counter() > deadline:
                    raise TimeoutError
                after = self.evaluate(j, v)
                if not all(ok for _, ok in after):
                    continue
                score = gain / (self.privacy_loss(self.values, after) + 1.0)
                key = (score, gain, -j, -v)
                if best is None or key > best[0]:
                    best = (key, j, v, after)
        return best

    def perform(self, j: int, w: int) -> None:
        axis = self.axes[j]
        self.specializations.append(f"{self.attrs[j]}:{axis.label(w)}")
        tuples, child = split_link(axis, self.links[j], self.cuts[j], w)
        self.cur[tuples, j] = child
        self.cache.pop((j, w), None)
        for k in range(len(self.attrs)):
            if k != j:
                for v in np.unique(self.cur[tuples, k]).tolist():
                    self.cache.pop((k, v), None)

    def run(self, deadline: float) -> bool:
        last_log = time.perf_counter()
        while True:
            try:
                found = self.winner(deadline)
            except TimeoutError:
                return False
            if found is None:
                return True
            _, j, w, _ = found
            self.perform(j, w)
            self.prepare()
            if time.perf_counter() - last_log > 2.0:
                last_log = time.perf_counter()
                logger.info(
                    "tds4sa: %d specializations, privacy %s", len(self.specializations), [v for v, _ in self.values]
                )
            logger.debug("specialized %s", self.specializations[-1])

    # ------------------------------------------------------------ output
    def generalization(self) -> tuple[dict, dict, dict]:
        """Per X attribute of T1 the published node of every row, the cut, and the refined taxonomies."""
        return publish_axes(self.problem, self.attrs, self.axes, self.cuts)

    def t1_partitions(self) -> int:
        return int(sum(len(np.unique(s[0])) for s in self.state.values())) if self.state else 0


def solve_tds4sa(problem: Problem, time_limit: float, name: str = "tds4sa") -> Solution:
    reason = xy_join_reason(problem)  # a capability condition: solve() checked it already
    if reason is not None:
        raise UnsupportedProblem(f"solver '{name}' does not support {reason}")
    start = time.perf_counter()
    deadline = start + time_limit
    search = Tds4saSearch(problem)
    stats: dict = {
        "population_related": search.population_related,
        "anti_monotone": [p.anti_monotone for p in search.plans],
        "case1": [p.case1 for p in search.plans],
        "distinct_tuples": search.n_tuples,
        "history_partitions": int(len(search.index.history)),
        "history_match_combos": int(len(search.index.hm_combos)),
        "privacy_loss": "sum over requirements",
    }
    logger.info(
        "tds4sa: %d rows, %d tuples, %d history rows, requirements %s",
        problem.n_rows,
        search.n_tuples,
        len(search.index.history),
        [p.requirement.kind for p in search.plans],
    )

    def finish(status: Status, message: str = "", solution: tuple | None = None) -> Solution:
        stats.update(
            iterations=len(search.specializations),
            specializations=list(search.specializations),
            evaluations=search.evaluations,
            cache_hits=search.cache_hits,
            join_combos=search.index.size,
            setup_s=search.setup_s,
        )
        out = Solution(name, status, runtime_s=time.perf_counter() - start, statistics=stats, message=message)
        if solution is not None:
            out.objective, out.generalized, out.suppressed, out.cuts, out.taxonomies = solution
        return out

    values = search.prepare()
    stats["initial_privacy"] = [float(v) for v, _ in values]
    for p, (value, ok) in zip(search.plans, values):
        if ok:
            continue
        r = p.requirement
        if search.budget:
            return finish(
                Status.UNKNOWN,
                f"no valid specialization found: the most generalized T1 violates "
                f"{_describe(r)} (achieved {value:g} on the released groups) or "
                f"suppresses more than the {search.budget} rows of the budget",
            )
        if p.anti_monotone:
            return finish(
                Status.INFEASIBLE,
                f"no release can satisfy {_describe(r)}: even the most generalized "
                f"T1 violates it (Corollary 4.2; achieved {value:g})",
            )
        return finish(
            Status.UNKNOWN,
            f"no valid specialization found: the most generalized T1 violates "
            f"{_describe(r)} (achieved {value:g}); the requirement is not anti-monotone "
            "here, so a more specific T1 might satisfy it",
        )
    finished = search.run(deadline)
    generalized, cuts, refined = search.generalization()
    suppressed = ~search.keep[search.row_tuple] if search.budget else np.zeros(problem.n_rows, dtype=bool)
    loss_problem = refine_taxonomies(problem, refined) if refined else problem
    cost_problem = dataclasses.replace(loss_problem, quasi_identifiers=search.attrs)
    objective = table_loss(cost_problem, generalized, suppressed, problem.objective) if search.attrs else 0.0
    stats["privacy"] = [float(v) for v, _ in search.values]
    stats["t1_partitions"] = search.t1_partitions()
    if search.budget:
        stats["suppression_budget"] = search.budget
        stats["suppressed"] = int(suppressed.sum())
    if not finished:
        stats["stopped"] = "time limit"
    logger.info(
        "tds4sa: done, %d specializations in %.2f s, %s = %.6g",
        len(search.specializations),
        time.perf_counter() - start,
        problem.objective,
        objective,
    )
    return finish(
        Status.FEASIBLE,
        "" if finished else "time limit reached: the last valid T1",
        (objective, generalized, suppressed, cuts, refined or None),
    )
