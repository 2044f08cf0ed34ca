"""The state of one ``top-down`` run (the algorithm: top_down.py module docstring): the distinct QI
tuples, their groups (tuples of cut nodes), ``Link[v]`` and the cuts (Wang-Fung 2006 section 5.3), the
candidates' anonymity ``A_v`` and the loop ``Score(v) = InfoGain(v) / (PrivLoss(v) + 1)`` (eq. 1). The
helpers on ``Link[v]`` (:func:`split_link`, :func:`publish_axes`) are shared with ``tds4sa``."""

from __future__ import annotations

import logging
import time

import numpy as np
import pandas as pd

from ...data.grouping import row_ids
from ...data.taxonomy import Taxonomy, cut_map
from ...metrics import table_loss
from ...problem import Problem, refine_taxonomies
from ...solution import Solution, Status
from .node_stats import static_gain, weighted_entropy
from .splits import CategoricalAxis, ContinuousAxis, is_flat_interval_taxonomy
from .suppression import (
    part_statistics_dense,
    part_statistics_sparse,
    privacy_loss,
    released_anonymity,
    suppressed_rows,
)

__all__ = ["GAIN_EPS", "TopDownSearch", "first_occurrence", "publish_axes", "split_link"]

logger = logging.getLogger(__name__)

GAIN_EPS = 1e-12  # InfoGain at or below this is float noise: not beneficial


def split_link(axis, links: dict, cut: set, w: int) -> tuple[np.ndarray, np.ndarray]:
    """Specialize w on Link[w] (Wang-Fung 2006 section 5.3, "Specialize w"): the tuples below w and
    each one's new child node; w leaves the cut for its children, and every inner child gets its Link."""
    tuples = links.pop(w)
    child, kids = axis.specialize(w, tuples)
    cut.discard(w)
    cut.update(int(c) for c in kids)
    order = np.argsort(child, kind="stable")
    values, starts = np.unique(child[order], return_index=True)
    for value, part in zip(values, np.split(order, starts[1:])):
        if axis.is_inner(np.asarray([value]))[0]:
            links[int(value)] = tuples[part]
    return tuples, child


def publish_axes(problem, attrs, axes, cuts) -> tuple[dict, dict, dict]:
    """Each specialized attribute's published node per row, its cut, and (continuous ones) the
    refined taxonomy the nodes belong to, from the final cuts of a top-down run."""
    generalized, out_cuts, refined = {}, {}, {}
    for j, attr in enumerate(attrs):
        axis, codes = axes[j], problem.codes[attr]
        if isinstance(axis, ContinuousAxis):
            tax, new_id = axis.refined_taxonomy()
            refined[attr] = tax
            generalized[attr] = new_id[axis.rank_to_cut(cuts[j])[axis.rank_of_leaf[codes]]]
            out_cuts[attr] = sorted(int(new_id[v]) for v in cuts[j])
        else:
            generalized[attr] = cut_map(axis.tax, cuts[j])[codes]
            out_cuts[attr] = sorted(int(v) for v in cuts[j])
    return generalized, out_cuts, refined


def first_occurrence(ids: np.ndarray) -> np.ndarray:
    """Index of the first row of each id, for ids numbered in order of first appearance."""
    previous = np.maximum.accumulate(np.concatenate([[-1], ids[:-1]]))
    return np.flatnonzero(ids > previous)


class TopDownSearch:
    """The state of one TDS run: tuples, their groups, Link[v], the cuts (top_down.py module docstring)."""

    # refined_min counts (group, child) pairs in a dense bincount while it has at most
    # dense_factor * tuples + dense_floor cells, else after hashing the pairs (pandas.factorize)
    dense_factor = 4
    dense_floor = 1 << 16

    def __init__(self, problem: Problem, k: int, attributes: tuple[str, ...], budget: int = 0) -> None:
        self.problem = problem
        self.k = k
        self.budget = budget  # rows that may be suppressed
        self.attrs = attributes  # the requirement's QIs: specialized
        self.others = tuple(a for a in problem.quasi_identifiers if a not in attributes)  # kept at leaves
        all_attrs = (*self.attrs, *self.others)
        taxes = [problem.taxonomies[a] for a in all_attrs]
        codes = [problem.codes[a] for a in all_attrs]
        if problem.objective == "class-entropy":
            classes, uniques = pd.factorize(problem.table[problem.class_attribute].astype(str), sort=True)
            self.n_classes = max(len(uniques), 1)
        else:
            classes, self.n_classes = np.zeros(problem.n_rows, dtype=np.int64), 1
        classes = np.asarray(classes, dtype=np.int64)
        self.row_tuple = row_tuple = row_ids(codes, [t.n_nodes for t in taxes])
        first = first_occurrence(row_tuple)
        self.n_tuples = len(first)
        self.leaves = np.column_stack([c[first] for c in codes]) if codes else np.zeros((1, 0), dtype=np.int64)
        self.class_counts = (
            np.bincount(
                row_tuple * self.n_classes + classes, weights=problem.weight, minlength=self.n_tuples * self.n_classes
            )
            .reshape(self.n_tuples, self.n_classes)
            .astype(float)
        )
        self.weight = self.class_counts.sum(axis=1)
        self.axes: list[CategoricalAxis | ContinuousAxis] = []
        for j, attr in enumerate(self.attrs):
            tax = problem.taxonomies[attr]
            if is_flat_interval_taxonomy(tax):
                self.axes.append(
                    ContinuousAxis(tax, self.leaves[:, j], self.weight, self.class_counts, problem.objective)
                )
            else:
                gain = static_gain(problem.objective, tax, problem.codes[attr], classes, self.n_classes, problem.weight)
                self.axes.append(CategoricalAxis(tax, self.leaves[:, j], gain))
        q = len(self.axes)
        everything = np.arange(self.n_tuples)
        self.links = [{axis.root: everything} for axis in self.axes]
        self.cuts = [{axis.root} for axis in self.axes]
        self.specializations: list[str] = []
        self.rules = {"score": 0, "free": 0, "loss": 0}  # specializations taken by each rule
        # groups (ever created; `alive` lists the current ones)
        self.g_size = np.zeros(16)
        self.g_node = np.zeros((16, q), dtype=np.int64)
        self.g_r = np.full((16, q), np.inf)  # smallest part >= K after specializing the a-node
        self.g_x = np.zeros((16, q))  # rows that specialization pushes below K (suppression.py)
        self.group_fill = {"g_size": 0.0, "g_node": 0, "g_r": np.inf, "g_x": 0.0}  # what _grow pads with
        self.prepare()
        self.n_groups = 1
        self.g_node[0] = [axis.root for axis in self.axes]
        self.alive = np.zeros(1, dtype=np.int64)
        self.group_of_tuple = np.zeros(self.n_tuples, dtype=np.int64)
        self.describe_groups(self.alive, everything, np.zeros(self.n_tuples, dtype=np.int64))

    def prepare(self) -> None:
        """Set-up before the root group is described (subclasses judging more than sizes)."""

    def describe_groups(self, ids: np.ndarray, tuples: np.ndarray, local: np.ndarray) -> None:
        """The statistics of the new groups ``ids`` (nodes set; tuple ``tuples[i]`` in ``ids[local[i]]``)."""
        self.g_size[ids] = np.bincount(local, weights=self.weight[tuples], minlength=len(ids))
        self.g_r[ids], self.g_x[ids] = self.refined_min(tuples, local, self.g_node[ids])

    # ------------------------------------------------------------ counts
    def refined_min(self, tuples: np.ndarray, local: np.ndarray, nodes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """``(r[g, a], x[g, a])`` after specializing group g's a-node (g: a row of ``nodes``): its smallest
        part of at least K rows, and its rows pushed below K (suppression.py); inf and 0 at leaves.

        ``local[i]`` is the row of ``nodes`` holding tuple ``tuples[i]``.
        """
        n_local, q = nodes.shape
        out, pushed = np.full((n_local, q), np.inf), np.zeros((n_local, q))
        w = self.weight[tuples]
        for j, axis in enumerate(self.axes):
            key = local * axis.radix + axis.child_key(tuples, nodes[local, j])
            if n_local * axis.radix <= self.dense_factor * len(tuples) + self.dense_floor:
                sizes = np.bincount(key, weights=w, minlength=n_local * axis.radix).reshape(n_local, axis.radix)
                out[:, j], pushed[:, j] = part_statistics_dense(sizes, self.k)
            else:
                ids, uniques = pd.factorize(key)
                out[:, j], pushed[:, j] = part_statistics_sparse(
                    uniques // axis.radix, np.bincount(ids, weights=w), n_local, self.k
                )
            leaf = ~axis.is_inner(nodes[:, j])
            out[leaf, j], pushed[leaf, j] = np.inf, 0.0
        return out, pushed

    def _grow(self, need: int) -> None:
        cap = len(self.g_size)
        if need <= cap:
            return
        cap = max(need, 2 * cap)
        for name, fill in self.group_fill.items():
            old = getattr(self, name)
            setattr(self, name, np.concatenate([old, np.full((cap - len(old), *old.shape[1:]), fill, old.dtype)]))

    @property
    def anonymity(self) -> float:
        """A(QID): the size of the smallest group (suppressed ones included)."""
        return float(self.g_size[self.alive].min())

    @property
    def released_anonymity(self) -> float:
        """A(QID) of the release: the smallest group of at least K rows (the paper's A when budget 0)."""
        return released_anonymity(self.g_size[self.alive], self.k)

    # ------------------------------------------------------------ one iteration
    def _anonymity_after(
        self, j: int, cand: np.ndarray, sizes: np.ndarray, anonymity: float
    ) -> tuple[np.ndarray, np.ndarray]:
        """``(A_v, valid)`` for every candidate v of attribute j (module docstring; over groups of at
        least K rows): ``min(min{|g| : a-node of g != v}, min{r_a(g) : a-node of g = v})``; valid when
        the rows below K afterwards, ``suppressed + sum{x_a(g) : a-node of g = v}``, fit the budget."""
        axis = self.axes[j]
        nodes = self.g_node[self.alive, j]
        per_node = np.full(axis.size, np.inf)
        np.minimum.at(per_node, nodes, np.where(sizes >= self.k, sizes, np.inf))
        refined = np.full(axis.size, np.inf)
        np.minimum.at(refined, nodes, self.g_r[self.alive, j])
        pushed = np.zeros(axis.size)
        np.add.at(pushed, nodes, self.g_x[self.alive, j])
        smallest = int(np.argmin(per_node))
        rest = per_node.copy()
        rest[smallest] = np.inf
        outside = np.where(cand == smallest, rest.min(), anonymity)
        valid = suppressed_rows(sizes, self.k) + pushed[cand] <= self.budget
        return np.minimum(outside, refined[cand]), valid

    def context(self) -> tuple:
        """What judging candidates needs, once per step: the live groups' sizes and A(QID) of the release."""
        sizes = self.g_size[self.alive]
        return sizes, released_anonymity(sizes, self.k)

    def judge(self, j: int, cand: np.ndarray, context: tuple) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(PrivLoss, valid, A_v)`` of the candidates ``cand`` of attribute j."""
        sizes, anonymity = context
        a_v, valid = self._anonymity_after(j, cand, sizes, anonymity)
        return privacy_loss(anonymity, a_v), valid, a_v

    def winner(self) -> tuple[int, int, float, float] | None:
        """``(attribute index, node, score, A_v)`` of the best valid, beneficial candidate (eq. 1), or None."""
        context = self.context()
        best: tuple | None = None
        for j, axis in enumerate(self.axes):
            cand = np.fromiter(sorted(self.cuts[j]), dtype=np.int64)
            cand = cand[axis.is_inner(cand)]
            if not len(cand):
                continue
            gain = axis.gains(cand)
            useful = gain > GAIN_EPS
            cand, gain = cand[useful], gain[useful]
            if not len(cand):
                continue
            loss, valid, a_v = self.judge(j, cand, context)
            if not valid.any():
                continue
            cand, gain, a_v = cand[valid], gain[valid], a_v[valid]
            score = gain / (loss[valid] + 1.0)
            i = np.lexsort((cand, -gain, -score))[0]  # highest score, then gain, then lowest node
            key = (float(score[i]), float(gain[i]), -j, -int(cand[i]))
            if best is None or key > best[0]:
                best = (key, j, int(cand[i]), float(a_v[i]))
        if best is None:
            return None
        key, j, node, a_v = best
        return j, node, key[0], a_v

    def _zero_gain_candidates(self, j: int) -> np.ndarray:
        """Attribute j's cut nodes that hold records and have InfoGain 0 (sorted)."""
        axis = self.axes[j]
        cand = np.fromiter(sorted(self.links[j]), dtype=np.int64, count=len(self.links[j]))
        return cand[axis.gains(cand) <= GAIN_EPS] if len(cand) else cand

    def free_node(self) -> tuple[int, int] | None:
        """Rule 1: the first ``(attribute index, node)`` with InfoGain 0 whose records all lie below
        one child (a unary node): specializing it splits no group, so it costs no privacy."""
        for j, axis in enumerate(self.axes):
            cand = self._zero_gain_candidates(j)
            free = cand[axis.single_child(cand)] if len(cand) else cand
            if len(free):
                return j, int(free[0])
        return None

    def loss_decrease(self, j: int, v: int) -> float:
        """``Delta``: the decrease of the table loss if node v of attribute j is specialized now.

        class-entropy (the mean over records of the class entropy of their group):
        ``(sum_g |g| Ent(g) - sum_{g, c} |g_c| Ent(g_c)) / N`` over the groups g on Link[v] and their
        parts g_c below each child c. The per-cell metrics (LM, distortion): InfoGain itself, which
        is exactly the decrease of their sum.
        """
        axis = self.axes[j]
        if self.problem.objective != "class-entropy":
            return float(axis.gains(np.array([v]))[0])
        tuples = self.links[j][v]
        group = self.group_of_tuple[tuples]
        child = axis.child_key(tuples, np.full(len(tuples), v, dtype=np.int64))
        counts = self.class_counts[tuples]
        before = weighted_entropy(group, counts)
        after = weighted_entropy(group * axis.radix + child, counts)
        return (before - after) / float(self.weight.sum())

    def loss_winner(self) -> tuple[int, int, float, float] | None:
        """Rule 2: ``(attribute index, node, Delta / (PrivLoss + 1), A_v)`` of the best valid candidate
        with InfoGain 0 that still lowers the table loss (ties as in :meth:`winner`), or None."""
        context = self.context()
        best: tuple | None = None
        for j in range(len(self.axes)):
            cand = self._zero_gain_candidates(j)
            if not len(cand):
                continue
            loss, valid, a_v = self.judge(j, cand, context)
            for v, av, pl in zip(cand[valid].tolist(), a_v[valid].tolist(), loss[valid].tolist()):
                delta = self.loss_decrease(j, v)
                if delta <= GAIN_EPS:
                    continue
                key = (delta / (pl + 1.0), delta, -j, -v)
                if best is None or key > best[0]:
                    best = (key, j, v, av)
        if best is None:
            return None
        key, j, node, a_v = best
        return j, node, key[0], a_v

    def step(self) -> tuple[int, int, str, float, float] | None:
        """The next specialization ``(attribute index, node, rule, score, A_v)``: a free one (rule 1),
        else the paper's winner (``rule 'score'``), else rule 2 (``'loss'``); None when nothing is left."""
        free = self.free_node()
        if free is not None:
            return free[0], free[1], "free", 0.0, self.released_anonymity
        for rule, choose in (("score", self.winner), ("loss", self.loss_winner)):
            found = choose()
            if found is not None:
                j, w, score, a_v = found
                return j, w, rule, score, a_v
        return None

    def perform(self, j: int, w: int) -> None:
        """Specialize w (a node of attribute j) on the tuples of Link[w]: split their groups."""
        axis = self.axes[j]
        self.specializations.append(f"{self.attrs[j]}:{axis.label(w)}")
        tuples, child = split_link(axis, self.links[j], self.cuts[j], w)
        old = self.group_of_tuple[tuples]
        local, _ = pd.factorize(old * axis.size + child)
        local = local.astype(np.int64)
        first = first_occurrence(local)
        n_new = len(first)
        new_ids = np.arange(self.n_groups, self.n_groups + n_new)
        self._grow(self.n_groups + n_new)
        self.g_node[new_ids] = self.g_node[old[first]]
        self.g_node[new_ids, j] = child[first]
        self.describe_groups(new_ids, tuples, local)
        self.group_of_tuple[tuples] = new_ids[local]
        dead = np.zeros(self.n_groups, dtype=bool)
        dead[old] = True
        self.alive = np.concatenate([self.alive[~dead[self.alive]], new_ids])
        self.n_groups += n_new

    def run(self, deadline: float) -> bool:
        """Specialize until :meth:`step` finds nothing; False when stopped by the deadline."""
        last_log = time.perf_counter()
        while True:
            if time.perf_counter() > deadline:
                return False
            found = self.step()
            if found is None:
                return True
            j, w, rule, score, a_v = found
            self.perform(j, w)
            self.rules[rule] += 1
            if time.perf_counter() - last_log > 2.0:
                last_log = time.perf_counter()
                logger.info(
                    "top-down: %d specializations, %d groups, anonymity %g",
                    len(self.specializations),
                    len(self.alive),
                    self.anonymity,
                )
            logger.debug("specialized %s (%s, score %.6g, A_v %g)", self.specializations[-1], rule, score, a_v)

    # ------------------------------------------------------------ output
    def generalization(self) -> tuple[dict[str, np.ndarray], dict[str, list[int]], dict[str, Taxonomy]]:
        """Per QI the published node of every row, the cut, and the refined taxonomies."""
        problem = self.problem
        generalized, cuts, refined = publish_axes(problem, self.attrs, self.axes, self.cuts)
        for attr in self.others:
            generalized[attr] = problem.codes[attr].copy()
            cuts[attr] = sorted(int(v) for v in problem.taxonomies[attr].leaves)
        return (
            {a: generalized[a] for a in problem.quasi_identifiers},
            {a: cuts[a] for a in problem.quasi_identifiers},
            refined,
        )

    def solution(
        self,
        name: str,
        release: tuple[dict[str, np.ndarray], dict[str, list[int]], dict[str, Taxonomy]],
        suppressed: np.ndarray,
        statistics: dict,
        finished: bool,
        start: float,
    ) -> Solution:
        """The FEASIBLE solution of a finished (or stopped) run: ``release`` from :meth:`generalization`,
        the objective ``metrics.table_loss`` on the problem with the refined taxonomies (both the
        k-anonymity path of top_down.py and the conjunction path of top_down_criteria.py)."""
        generalized, cuts, refined = release
        problem = self.problem
        loss_problem = refine_taxonomies(problem, refined) if refined else problem
        objective = table_loss(loss_problem, generalized, suppressed, problem.objective)
        runtime = time.perf_counter() - start
        logger.info(
            "top-down: done, %d specializations in %.2f s, %d suppressed, %s = %.6g",
            len(self.specializations),
            runtime,
            problem.count_records(suppressed),
            problem.objective,
            objective,
        )
        return Solution(
            name,
            Status.FEASIBLE,
            objective=objective,
            bound=None,
            runtime_s=runtime,
            generalized=generalized,
            suppressed=suppressed,
            cuts=cuts,
            statistics=statistics,
            message="" if finished else "time limit reached: the last valid table",
            taxonomies=refined or None,
        )
