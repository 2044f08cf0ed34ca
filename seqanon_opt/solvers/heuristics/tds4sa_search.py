"""The state of one ``tds4sa`` run (the algorithm: tds4sa.py module docstring): T1's distinct tuples and
their current cut per generalized release attribute, one :class:`~.tds4sa_join.RequirementPlan` per
(X,Y)-requirement, the evaluation of a candidate specialization on the join, and the greedy loop
``Score(v) = InfoGain(v) / (PrivLoss(v) + 1)`` (Wang & Fung 2006, eq. 1)."""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping

import numpy as np
import pandas as pd

from ...data.grouping import pack_keys, row_ids
from ...problem import Problem
from ...requirements import XYLinkability
from ..sequential_conditions import release_attributes
from ..sequential_join import SequentialJoin, _col
from .node_stats import static_gain
from .splits import CategoricalAxis, ContinuousAxis, is_flat_interval_taxonomy
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
from .top_down_search import first_occurrence, publish_axes, split_link

logger = logging.getLogger(__name__)


class Tds4saSearch:
    """The state of one TDS4SA run (tds4sa.py module docstring)."""

    case1_shortcut = True  # budget > 0: released_case1 for one Case 1 anonymity requirement (tests compare)

    def __init__(self, problem: Problem) -> None:
        """Set up the search at the starting state (module docstring of tds4sa.py): the requirement plans,
        T1's distinct tuples, one axis per generalized release attribute, the history side of each plan."""
        t0 = time.perf_counter()
        self.problem = problem
        self.sj = sj = SequentialJoin(problem)
        self.index = MatchIndex(sj)
        self.setup_s = {"history": time.perf_counter() - t0}
        self.attrs = tuple(a for a in release_attributes(problem) if a in problem.taxonomies)
        self.pos = {a: j for j, a in enumerate(self.attrs)}
        structural = sj.join_attributes | sj.named
        self.plans = self._plan_requirements(structural)
        in_x = {a for p in self.plans for a in p.x1}
        self.start_root = {a for a in self.attrs if a in in_x or a in structural}
        record_codes = self._record_codes()
        first, classes, n_classes = self._distinct_tuples(record_codes)
        self._start_axes(record_codes, first, classes, n_classes, structural)
        budgets = [p.max_suppressed for p in self.plans if p.anonymity]
        self.budget = int(min(budgets)) if budgets else 0  # rows that may be suppressed (one shared budget)
        self.keep = np.ones(self.n_tuples, dtype=bool)  # tuples released (budget > 0)
        self._history_side(record_codes)
        self.state: dict[int, tuple] = {}  # per fast plan: the current T1 partitions (prepare)
        self.values: list[tuple[float, bool]] = []  # every requirement's value and verdict (prepare)
        self.cache: dict[tuple[int, int], dict[int, tuple]] = {}
        self.specializations: list[str] = []
        self.evaluations = 0
        self.cache_hits = 0
        self.setup_s["total"] = time.perf_counter() - t0

    # ------------------------------------------------------------ set-up steps
    def _plan_requirements(self, structural: set[str]) -> list[RequirementPlan]:
        """One plan per (X,Y)-requirement: its X and Y split into T1 attributes and history columns, and
        whether X holds every copy of every join / named attribute (Case 1 of section 5.4)."""
        sj = self.sj
        copies = {sj.column_of[i, a] for a in structural for i in sj.holders[a]}
        plans = []
        for i, r in enumerate(sj.requirements):
            xs, ys = sj.expand(r.x), sj.expand(r.y)  # disjoint: xy_join_reason
            part: dict[str, list[str]] = {"x1": [], "xh": [], "y1": [], "yh": []}
            for side, names in (("x", xs), ("y", ys)):
                for c in names:
                    j, a = sj.source[c]
                    part[f"{side}1" if j == 0 else f"{side}h"].append(a if j == 0 else _col(j, a))
            plan = RequirementPlan(i, r, part["x1"], part["y1"], part["xh"], part["yh"], ys, case1=copies <= set(xs))
            plan.mapping = isinstance(r, XYLinkability) and isinstance(r.threshold, Mapping)
            plan.fast = plan.case1 and not (plan.mapping and plan.y1 and plan.yh)
            plans.append(plan)
        return plans

    def _record_codes(self) -> dict[str, np.ndarray]:
        """Per record, the code of every T1 attribute the search reads: the taxonomy leaf of a generalized
        attribute, the join's factor code of the others."""
        problem, sj = self.problem, self.sj
        needed = [*self.attrs, *self.index.s1, *(a for p in self.plans for a in p.x1 + p.y1)]
        record_codes: dict[str, np.ndarray] = {}
        for a in dict.fromkeys(needed):
            if a in self.pos:
                record_codes[a] = np.asarray(problem.codes[a], dtype=np.int64)
            else:
                record_codes[a] = sj._factors[a].get_indexer(problem.table[a].astype(object)).astype(np.int64)
        return record_codes

    def _distinct_tuples(self, record_codes: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, int]:
        """T1's distinct tuples over the columns the search reads, their class counts and weights; returns
        (first record of each tuple, class of each record, number of classes).

        A Y1 that is a key of T1 (ungeneralized, every value distinct) is left out of the tuples: an
        anonymity plan then counts its distinct values as records (``plan.key1``)."""
        problem = self.problem
        for p in self.plans:
            if p.anonymity and p.y1 and not any(a in self.pos for a in p.y1):
                cols = [record_codes[a] for a in p.y1]
                key = pack_keys(cols, [int(c.max()) + 1 for c in cols])
                p.key1 = len(pd.unique(key)) == len(key)
        key_only = {a for p in self.plans if p.key1 for a in p.y1}
        key_only -= {a for p in self.plans for a in p.x1} | {a for p in self.plans if not p.key1 for a in p.y1}
        key_only -= set(self.index.s1) | set(self.attrs)
        self.columns = [a for a in record_codes if a not in key_only]
        cols = [record_codes[a] for a in self.columns]
        row_tuple = row_ids(cols, [int(c.max()) + 1 if len(c) else 1 for c in cols], n=problem.n_rows)
        first = first_occurrence(row_tuple)
        self.row_tuple = row_tuple
        self.n_tuples = len(first)
        if problem.objective == "class-entropy":
            factorized, uniques = pd.factorize(problem.table[problem.class_attribute].astype(str), sort=True)
            classes, n_classes = np.asarray(factorized, dtype=np.int64), max(len(uniques), 1)
        else:
            classes, n_classes = np.zeros(problem.n_rows, dtype=np.int64), 1
        self.class_counts = (
            np.bincount(row_tuple * n_classes + classes, minlength=self.n_tuples * n_classes)
            .reshape(self.n_tuples, n_classes)
            .astype(float)
        )
        self.weight = self.class_counts.sum(axis=1)
        self.fixed = {a: record_codes[a][first] for a in self.columns if a not in self.pos}
        return first, classes, n_classes

    def _start_axes(
        self,
        record_codes: dict[str, np.ndarray],
        first: np.ndarray,
        classes: np.ndarray,
        n_classes: int,
        structural: set[str],
    ) -> None:
        """One axis per generalized release attribute at its starting cut (root or leaves, module
        docstring); a continuous attribute of X that no join reads is split on the fly."""
        problem = self.problem
        self.axes: list[ContinuousAxis | CategoricalAxis] = []
        self.cur = np.zeros((self.n_tuples, len(self.attrs)), dtype=np.int64)
        self.links: list[dict[int, np.ndarray]] = []
        self.cuts: list[set[int]] = []
        everything = np.arange(self.n_tuples)
        in_y = {a for p in self.plans for a in p.y1}
        for j, a in enumerate(self.attrs):
            tax = problem.taxonomies[a]
            leaves = record_codes[a][first]
            axis: ContinuousAxis | CategoricalAxis
            if a in self.start_root and is_flat_interval_taxonomy(tax) and a not in structural and a not in in_y:
                axis = ContinuousAxis(tax, leaves, self.weight, self.class_counts, problem.objective)
            else:
                gain = static_gain(problem.objective, tax, problem.codes[a], classes, n_classes)
                axis = CategoricalAxis(tax, leaves, gain)
            self.axes.append(axis)
            if a in self.start_root:
                self.cur[:, j] = axis.root
                self.links.append({int(axis.root): everything} if axis.is_inner(np.array([axis.root]))[0] else {})
                self.cuts.append({int(axis.root)})
            else:
                self.cur[:, j] = leaves
                self.links.append({})
                self.cuts.append({int(v) for v in tax.leaves})

    def _history_side(self, record_codes: dict[str, np.ndarray]) -> None:
        """The history (Tree2) side of every fast plan, kept up to date as new T1 combos appear; whether
        the releases are population related, and which requirements are anti-monotone (Corollary 4.2)."""
        sj = self.sj
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
            a: np.ndarray
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
        y_codes = (
            np.column_stack([self.column(c, override)[tuples] for c in plan.y1])
            if plan.y1
            else np.zeros((len(tuples), 0), dtype=np.int64)
        )
        names = [self.sj.column_of[0, c] for c in plan.y1]
        ach, exc = conf_stats(plan, self.sj, group, n_groups, y_codes, w, names)
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
        names = dict.fromkeys(self.index.s1 + plan.x1 + ([] if plan.key1 else plan.y1))
        frame = {a: np.asarray(self.column(a, override)) for a in names}
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
