"""The solver's own join of a candidate release T1 with fixed previous releases.

Written for ``cpsat-sequential-cut`` and sharing no code with the verifier
(``seqanon_opt.privacy``); it follows the same definitions (Wang & Fung 2006,
sections 3.1, 3.3 and 7):

* releases are T1 (the release to compute: ``release_attributes``) and T2..Tp
  (``problem.previous``); an attribute held by several releases is a *join
  attribute* and gets one column per release, ``"T<i>.<attr>"``; other
  attributes keep their name;
* records ``(t1, ..., tp)`` match when, for every join attribute, every two
  values lie on one generalization path (equality without a taxonomy), and no
  declared inconsistent pair ``((A, a), (B, b))`` is hit: ``ti.A`` at or below
  ``a`` and ``tj.B`` at or below ``b`` for releases ``i != j`` (both orders);
* the join is the bag of matches; a plain common attribute in X or Y means all
  its copies; (X,Y)-anonymity asks ``min_x |distinct y with x| >= k``,
  (X,Y)-linkability ``a(x, y) / a(x) <= threshold`` (value-level thresholds
  for the listed y only).

The releases are read as the problem coded them once (``problem.previous_nodes``,
``problem.release_codes``: :func:`seqanon_opt.problem.sequential.release_coding`); an attribute without a
taxonomy is compared by its node id in its flat taxonomy (equality: one id per stripped label, '*' and empty
cells the root).

Vectorised on distinct values: every release is collapsed to its distinct rows
on the columns that matter with a multiplicity; the previous releases are
joined among themselves once (the *history*); each candidate T1 is collapsed
and joined with the history by hash merges (a generalization path is matched
by exploding one side's values to their ancestors), then grouped.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy, ancestor_table, cut_map
from ..problem import Problem
from ..problem.sequential import release_coding
from ..requirements import XYAnonymity, XYLinkability
from .sequential_conditions import release_attributes

TOLERANCE = 1e-12


def _col(i: int, attr: str) -> str:
    return f"{i}|{attr}"


@dataclass(frozen=True)
class Judgement:
    """A requirement's verdict on one candidate release."""

    satisfied: bool
    achieved: float | None


class SequentialJoin:
    """Everything about the releases that does not depend on T1's cut, computed once."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.release_attributes = release_attributes(problem)
        self.generalized = tuple(a for a in self.release_attributes if a in problem.taxonomies)
        self.taxonomies: Mapping[str, Taxonomy] = problem.taxonomies
        held = [list(self.release_attributes)] + [[str(c) for c in f.columns] for f in problem.previous]
        self.held = held
        self.names = tuple(f"T{i + 1}" for i in range(len(held)))
        holders: dict[str, list[int]] = {}
        for i, attrs in enumerate(held):
            for a in attrs:
                holders.setdefault(a, []).append(i)
        self.holders = holders
        self.column_of: dict[tuple[int, str], str] = {}
        self.source: dict[str, tuple[int, str]] = {}
        for a, where in holders.items():
            for i in where:
                name = a if len(where) == 1 else f"{self.names[i]}.{a}"
                self.column_of[i, a] = name
                self.source[name] = (i, a)
        self.join_attributes = {a for a, where in holders.items() if len(where) > 1}
        self.declared = [
            ((str(a), va), (str(b), vb))
            for (a, va), (b, vb) in problem.inconsistent
            if str(a) in holders and str(b) in holders
        ]
        self.named = {a for pair in self.declared for a, _ in pair}
        self.key_attrs = [sorted(a for a in attrs if a in self.join_attributes or a in self.named) for attrs in held]
        self.requirements = [r for r in problem.requirements if isinstance(r, (XYAnonymity, XYLinkability))]
        wanted = [c for r in self.requirements for c in self.expand(r.x) + self.expand(r.y)]
        self.needed = [
            sorted(set(self.key_attrs[i]) | {a for c in wanted for (j, a) in [self.source[c]] if j == i})
            for i in range(len(held))
        ]
        self.ancestors = {a: ancestor_table(t) for a, t in self.taxonomies.items()}
        self.coding = release_coding(problem)
        self._factors = self._factor_tables()
        self.rules = [(a, self.code_of(a, va), b, self.code_of(b, vb)) for (a, va), (b, vb) in self.declared]
        self.rules += [(b, vb, a, va) for a, va, b, vb in self.rules]
        self.history = self._history()
        self.history_counts = self._compress(self.history, [c for c in self.history.columns if not c.startswith("_")])

    # ------------------------------------------------------------ columns and codes
    def expand(self, attrs) -> list[str]:
        """Join columns of X or Y: a plain common attribute means all its copies."""
        out: list[str] = []
        for a in attrs:
            if a in self.holders:
                cols = [self.column_of[i, a] for i in self.holders[a]]
            elif a in self.source:
                cols = [a]
            else:
                raise ValueError(f"attribute {a!r} is in none of the releases {list(self.names)}")
            out += [c for c in cols if c not in out]
        return out

    def _factor_tables(self) -> dict[str, pd.Index]:
        """Per attribute without a taxonomy, the labels of its flat taxonomy in the problem's coding
        (:func:`release_coding`): ``get_indexer`` of a label is its node id, the integer code the join
        compares for equality (a label no release holds: -1, equal to nothing)."""
        return {
            a: pd.Index(self.coding.release_taxonomies[a].labels, dtype=object)
            for a in self.holders
            if a not in self.taxonomies
        }

    def code_of(self, attr: str, value: object) -> int:
        if attr in self.taxonomies:
            node = self.taxonomies[attr].index.get(value) if isinstance(value, str) else None
            return -2 if node is None else int(node)
        return int(self._factors[attr].get_indexer([value])[0])

    def _release_codes(self, i: int, cut_maps: Mapping[str, np.ndarray] | None) -> pd.DataFrame:
        """Release i's needed columns as integer codes, one row per record: T1's generalized columns through
        ``cut_maps``, its others and the previous releases as the problem coded them."""
        data = {}
        for a in self.needed[i]:
            if i == 0 and a in self.taxonomies:
                assert cut_maps is not None  # T1's generalized columns are read through its cut
                data[_col(0, a)] = cut_maps[a][self.problem.codes[a]]
            elif i == 0:
                data[_col(0, a)] = np.asarray(self.coding.release_codes[a], dtype=np.int64)
            else:
                data[_col(i, a)] = np.asarray(self.coding.previous_nodes[i - 1][a], dtype=np.int64)
        n = len(self.problem.table) if i == 0 else len(self.problem.previous[i - 1])
        return pd.DataFrame(data, index=pd.RangeIndex(n))

    @staticmethod
    def _distinct(frame: pd.DataFrame, i: int) -> pd.DataFrame:
        """Distinct rows with their multiplicity ``_w<i>`` and an id ``_r<i>``."""
        cols = list(frame.columns)
        if not cols:
            out = pd.DataFrame(index=pd.RangeIndex(1 if len(frame) else 0))
            return out.assign(**{f"_w{i}": len(frame), f"_r{i}": np.arange(len(out))})
        out = frame.groupby(cols, sort=False).size().rename(f"_w{i}").reset_index()
        return out.assign(**{f"_r{i}": np.arange(len(out))})

    # ------------------------------------------------------------ the match predicate
    def _below(self, attr: str, upper: int, codes: np.ndarray) -> np.ndarray:
        if attr in self.taxonomies:
            if upper < 0:
                return np.zeros(len(codes), dtype=bool)
            tax = self.taxonomies[attr]
            return (tax.tin[upper] <= tax.tin[codes]) & (tax.tin[codes] < tax.tout[upper])
        return codes == upper

    def _path_merge(
        self, left: pd.DataFrame, right: pd.DataFrame, lcol: str, rcol: str, attr: str, eq: list[tuple[str, str]]
    ) -> pd.DataFrame:
        """Pairs with lcol, rcol on one path: right ancestor-or-self of left, or left a proper
        ancestor of right (disjoint cases)."""
        tax, table = self.taxonomies[attr], self.ancestors[attr]
        lkeys, rkeys = [l for l, _ in eq], [r for _, r in eq]
        parts = []
        for frame, col, proper in ((left, lcol, False), (right, rcol, True)):
            codes = frame[col].to_numpy()
            steps = np.arange(table.shape[1])
            mask = steps[None, :] <= tax.depth[codes][:, None]
            if proper:
                mask &= steps[None, :] >= 1
            rows, cols = np.nonzero(mask)
            parts.append(frame.iloc[rows].assign(_up=table[codes[rows], cols]))
        first = parts[0].merge(right, left_on=lkeys + ["_up"], right_on=rkeys + [rcol]).drop(columns="_up")
        second = left.merge(parts[1], left_on=lkeys + [lcol], right_on=rkeys + ["_up"]).drop(columns="_up")
        return pd.concat([first, second], ignore_index=True)

    def _match(self, left: pd.DataFrame, left_releases: list[int], right: pd.DataFrame, i: int) -> pd.DataFrame:
        """Join release i's distinct rows with the matches of ``left_releases``."""
        # Deliberately independent of the verifier's join (seqanon_opt.privacy.lossy_join, _key_join /
        # _path_merge), which follows the same steps: the solvers share no code with the verifier
        # (import-linter contract), so that a fault in one is caught by the other.
        earlier = {a: [j for j in left_releases if a in self.key_attrs[j]] for a in self.key_attrs[i]}
        common = [a for a, js in earlier.items() if js and a in self.join_attributes]
        eq = [(_col(earlier[a][0], a), _col(i, a)) for a in common if a not in self.taxonomies]
        on_path = [a for a in common if a in self.taxonomies]
        if on_path:
            anchor = on_path[0]
            out = self._path_merge(left, right, _col(earlier[anchor][0], anchor), _col(i, anchor), anchor, eq)
        elif eq:
            out = left.merge(right, left_on=[l for l, _ in eq], right_on=[r for _, r in eq])
        else:
            out = left.merge(right, how="cross")
        keep = np.ones(len(out), dtype=bool)
        for a in on_path:
            tax = self.taxonomies[a]
            v = out[_col(i, a)].to_numpy()
            for j in earlier[a]:
                u = out[_col(j, a)].to_numpy()
                keep &= (tax.tin[u] < tax.tout[v]) & (tax.tin[v] < tax.tout[u])
        for a, va, b, vb in self.rules:
            if b not in self.key_attrs[i]:
                continue
            hit = self._below(b, vb, out[_col(i, b)].to_numpy())
            for j in left_releases:
                if a in self.key_attrs[j]:
                    keep &= ~(hit & self._below(a, va, out[_col(j, a)].to_numpy()))
        return out[keep].reset_index(drop=True)

    def _history(self) -> pd.DataFrame:
        """The matches among the previous releases (distinct rows, weights and ids kept)."""
        if len(self.held) == 1:
            return pd.DataFrame({"_wH": [1]})
        acc = self._distinct(self._release_codes(1, None), 1)
        for i in range(2, len(self.held)):
            acc = self._match(acc, list(range(1, i)), self._distinct(self._release_codes(i, None), i), i)
        weight = np.ones(len(acc), dtype=np.int64)
        for i in range(1, len(self.held)):
            weight = weight * acc[f"_w{i}"].to_numpy()
        return acc.assign(_wH=weight)

    @staticmethod
    def _compress(frame: pd.DataFrame, cols: list[str]) -> pd.DataFrame:
        if not cols:
            return pd.DataFrame({"_wH": [int(frame["_wH"].sum())]}) if len(frame) else frame[["_wH"]]
        return frame.groupby(cols, sort=False)["_wH"].sum().reset_index()

    # ------------------------------------------------------------ joins under a cut
    def join(self, cuts: Mapping[str, np.ndarray], history: pd.DataFrame | None = None) -> pd.DataFrame:
        """The compressed join under the cut maps ``cuts`` (attr -> node -> cut node):
        distinct rows of the code columns with the multiplicity ``_n``."""
        current = self._distinct(self._release_codes(0, cuts), 0)
        history = self.history_counts if history is None else history
        prev = list(range(1, len(self.held)))
        out = self._match(history, prev, current, 0) if prev else current.assign(_wH=1)
        return out.assign(_n=out["_w0"].to_numpy() * out["_wH"].to_numpy())

    def population_related(self, leaf_maps: Mapping[str, np.ndarray]) -> bool:
        """Every record of every release takes part in some match when T1 is at its leaves
        (then under every cut: generalizing T1 keeps every match, Observation 1)."""
        joined = self.join(leaf_maps, self.history)
        for i in range(len(self.held)):
            n = len(self._distinct(self._release_codes(i, leaf_maps if i == 0 else None), i))
            if joined[f"_r{i}"].nunique() != n:
                return False
        return True

    # ------------------------------------------------------------ the requirements
    def judge(self, joined: pd.DataFrame, requirement) -> Judgement:
        xs, ys = self.expand(requirement.x), self.expand(requirement.y)
        xc = [_col(*self.source[c]) for c in xs]
        yc = [_col(*self.source[c]) for c in ys]
        if joined.empty:
            return Judgement(True, None)
        if isinstance(requirement, XYAnonymity):
            distinct = joined[xc + yc].drop_duplicates().groupby(xc, sort=False).size()
            low = int(distinct.min())
            return Judgement(low >= requirement.k, low)
        size = joined.groupby(xc, sort=False)["_n"].sum().rename("_size")
        pairs = joined.groupby(xc + yc, sort=False)["_n"].sum().rename("_count").reset_index()
        pairs = pairs.merge(size.reset_index(), on=xc)
        confidence = pairs["_count"].to_numpy() / pairs["_size"].to_numpy()
        threshold = requirement.threshold
        if isinstance(threshold, Mapping):
            limits = np.full(len(pairs), np.inf)
            for value, t in threshold.items():
                value = value if isinstance(value, tuple) else (value,)
                if len(value) != len(ys):
                    raise ValueError(f"sensitive value {value!r} needs one entry per Y column {ys}")
                hit = np.ones(len(pairs), dtype=bool)
                for name, c, v in zip(ys, yc, value):
                    hit &= pairs[c].to_numpy() == self.code_of(self.source[name][1], v)
                limits[hit] = np.minimum(limits[hit], float(t))
            listed = np.isfinite(limits)
            achieved = float(confidence[listed].max()) if listed.any() else 0.0
            return Judgement(not (confidence - limits > TOLERANCE).any(), achieved)
        return Judgement(not (confidence - float(threshold) > TOLERANCE).any(), float(confidence.max()))


def release_frame(problem: Problem, cuts: Mapping[str, list[int]]) -> pd.DataFrame:
    """T1 as published: the release attributes, generalized ones as the labels of their cut nodes."""
    out = {}
    for a in release_attributes(problem):
        if a in problem.taxonomies:
            tax = problem.taxonomies[a]
            out[a] = np.asarray(tax.labels, dtype=object)[cut_map(tax, cuts[a])[problem.codes[a]]]
        else:
            out[a] = problem.table[a].to_numpy(dtype=object)
    return pd.DataFrame(out, index=problem.table.index)
