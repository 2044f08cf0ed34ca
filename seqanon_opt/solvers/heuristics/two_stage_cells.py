"""Stage 2 of the two-stage algorithm: randomised bucketed cell specialization (Shmueli-Tassa et al.,
Algorithm 3, steps 23-36; the bucket sizes and the singleton rounds per move class: two_stage.py module
docstring).

Every record's cell that is not a leaf (an *open* cell) may move one level down, to the child above its
value. A bucket of open cells moves when the release with all of them moved keeps every requirement
(:class:`~.two_stage_join.JoinEvaluator`); the buckets shrink round by round, then the singleton
rounds move, per class of interchangeable cells, the largest number that keeps the requirements.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from functools import partial

import numpy as np
import pandas as pd

from .two_stage_input import TwoStageInput
from .two_stage_join import JoinEvaluator, pack


class ReleaseState:
    """Records' published nodes, their packed group keys and the group counts."""

    def __init__(self, inp: TwoStageInput, nodes: dict[str, np.ndarray]):
        self.inp = inp
        self.columns = inp.release_attributes
        self.radices = [inp.taxonomies[a].n_nodes for a in self.columns]
        self.place = {a: int(np.prod(self.radices[i + 1 :], dtype=object)) for i, a in enumerate(self.columns)}
        self.nodes = nodes
        n = inp.n_records
        self.keys = pack([nodes[a] if a in nodes else inp.fixed[a] for a in self.columns], self.radices, n)
        uniq, cnt = np.unique(self.keys, return_counts=True)
        self.counts: dict[int, int] = dict(zip(uniq.tolist(), cnt.tolist()))

    def arrays(self, delta: Mapping[int, int] | None = None) -> tuple[np.ndarray, np.ndarray]:
        """The groups (keys) and their counts, after moving ``delta[key]`` records into group key."""
        counts = dict(self.counts)
        for k, d in (delta or {}).items():
            counts[k] = counts.get(k, 0) + d
        keys = np.fromiter(counts.keys(), dtype=np.int64, count=len(counts))
        vals = np.fromiter(counts.values(), dtype=np.int64, count=len(counts))
        return keys, vals

    def apply(self, records: np.ndarray, attrs: np.ndarray, new_nodes: np.ndarray) -> None:
        """Set ``nodes[attrs[i]][records[i]] = new_nodes[i]`` and update keys and counts."""
        for j, a, v in zip(records.tolist(), attrs.tolist(), new_nodes.tolist()):
            attr = self.inp.generalized[a]
            old_key = int(self.keys[j])
            new_key = old_key + (v - int(self.nodes[attr][j])) * self.place[attr]
            self.nodes[attr][j] = v
            self.keys[j] = new_key
            self._move(old_key, new_key, 1)

    def _move(self, old: int, new: int, t: int) -> None:
        self.counts[old] -= t
        if self.counts[old] == 0:
            del self.counts[old]
        self.counts[new] = self.counts.get(new, 0) + t


class CellSpecialization:
    """Stage 2 on one release state: its open cells and the rounds that move them."""

    def __init__(
        self,
        inp: TwoStageInput,
        state: ReleaseState,
        evaluator: JoinEvaluator,
        ancestors: Mapping[str, np.ndarray],
        rng: np.random.Generator,
        deadline: float,
        stats: dict,
    ) -> None:
        self.inp, self.state, self.evaluator, self.anc = inp, state, evaluator, ancestors
        self.rng, self.deadline, self.stats = rng, deadline, stats  # stats["stage2_specializations"] grows
        self.gen_attrs = list(inp.generalized)
        self.depth = {a: inp.taxonomies[a].depth for a in self.gen_attrs}

    def open_cells(self) -> tuple[np.ndarray, np.ndarray]:
        """Every open cell as (record, index of its attribute in ``generalized``), attribute by attribute."""
        taxes, state = self.inp.taxonomies, self.state
        recs, attrs = [], []
        for i, a in enumerate(self.gen_attrs):
            j = np.flatnonzero(taxes[a].leaf_count[state.nodes[a]] > 1)
            recs.append(j)
            attrs.append(np.full(len(j), i, dtype=np.int64))
        if not recs:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        return np.concatenate(recs), np.concatenate(attrs)

    def child_towards(self, i: np.ndarray, recs: np.ndarray) -> np.ndarray:
        """For open cell (recs[m], attribute i[m]): the child of its node above the record's value."""
        out = np.empty(len(recs), dtype=np.int64)
        for m, a in enumerate(self.gen_attrs):
            sel = i == m
            if sel.any():
                leaf = self.inp.leaves[a][recs[sel]]
                cur = self.state.nodes[a][recs[sel]]
                out[sel] = self.anc[a][leaf, self.depth[a][leaf] - self.depth[a][cur] - 1]
        return out

    def bucket_rounds(self, initial_buckets: int, shrink: int, max_buckets: int) -> tuple[int, bool]:
        """Shuffle the open cells and try them bucket by bucket, the bucket size divided by ``shrink``
        each round (first ``ceil(cells / initial_buckets)``), while a round tests at most ``max_buckets``
        buckets and the size stays above 1. Returns (buckets tried, stopped by the time limit)."""
        state = self.state
        buckets_tried, stopped = 0, False
        recs, attrs = self.open_cells()
        size = max(1, math.ceil(len(recs) / max(initial_buckets, 1)))
        while len(recs) and size > 1 and math.ceil(len(recs) / size) <= max_buckets and not stopped:
            order = self.rng.permutation(len(recs))
            recs, attrs = recs[order], attrs[order]
            for b in range(0, len(recs), size):
                if time.perf_counter() > self.deadline:
                    stopped = True
                    break
                br, ba = recs[b : b + size], attrs[b : b + size]
                targets = self.child_towards(ba, br)
                buckets_tried += 1
                if self.evaluator.evaluate(*state.arrays(self._bucket_delta(br, ba, targets))).ok:
                    state.apply(br, ba, targets)
                    self.stats["stage2_specializations"] += len(br)
            recs, attrs = self.open_cells()
            size = max(1, size // max(shrink, 2))
        return buckets_tried, stopped

    def _bucket_delta(self, records: np.ndarray, attrs: np.ndarray, targets: np.ndarray) -> dict[int, int]:
        """The change of the group counts when the bucket's cells move (a record's cells move together)."""
        state = self.state
        moved_key: dict[int, int] = {}
        for j, m, v in zip(records.tolist(), attrs.tolist(), targets.tolist()):
            a = self.gen_attrs[m]
            key = moved_key.get(j, int(state.keys[j]))
            moved_key[j] = key + (v - int(state.nodes[a][j])) * state.place[a]
        delta: dict[int, int] = {}
        for j, key in moved_key.items():
            old = int(state.keys[j])
            delta[old] = delta.get(old, 0) - 1
            delta[key] = delta.get(key, 0) + 1
        return delta

    def singleton_rounds(self) -> bool:
        """Per move class (the records of one group whose cell on one attribute goes to the same child),
        in random order, move the largest number of its records that keeps the requirements; repeat until
        a round changes nothing. A failed class is not retried for k-linkability alone (γ never rises
        under specialization). Returns whether the time limit stopped the rounds."""
        state, rng = self.state, self.rng
        failed: set[tuple[int, int]] = set()
        monotone = all(r.kind == "k-linkability" for r in self.inp.requirements)
        changed, stopped = True, False
        while changed and not stopped:
            changed = False
            recs, attrs = self.open_cells()
            if not len(recs):
                break
            targets = self.child_towards(attrs, recs)
            frame = pd.DataFrame({"j": recs, "m": attrs, "v": targets, "key": state.keys[recs]})
            classes = list(frame.groupby(["key", "m", "v"], sort=True)["j"])
            for ci in rng.permutation(len(classes)).tolist():
                if time.perf_counter() > self.deadline:
                    stopped = True
                    break
                (key, m, v), members = classes[ci]
                key, m, v = int(key), int(m), int(v)
                a = self.gen_attrs[m]
                members = members.to_numpy()
                members = members[state.keys[members] == key]  # records moved since the classes were formed
                if not len(members):
                    continue
                cur = int(state.nodes[a][members[0]])
                new_key = key + (v - cur) * state.place[a]
                if monotone and (key, new_key) in failed:
                    continue
                members = members[rng.permutation(len(members))]
                t = largest_move(partial(self._move_keeps, key, new_key), len(members))
                if t == 0:
                    failed.add((key, new_key))
                    continue
                state.apply(members[:t], np.full(t, m, dtype=np.int64), np.full(t, v, dtype=np.int64))
                self.stats["stage2_specializations"] += t
                changed = True
        return stopped

    def _move_keeps(self, key: int, new_key: int, t: int) -> bool:
        """Does moving t records from group ``key`` to group ``new_key`` keep every requirement?"""
        return self.evaluator.evaluate(*self.state.arrays({key: -t, new_key: t})).ok


def largest_move(ok: Callable[[int], bool], c: int) -> int:
    """The largest t in 1..c with ``ok(t)``, 0 when ``ok(1)`` fails: ``ok(c)`` first, then ``ok(1)``, then
    bisection (at most ``log2 c`` more evaluations; the moved records of a class are interchangeable)."""
    if ok(c):
        return c
    if c == 1 or not ok(1):
        return 0
    lo, hi = 1, c - 1  # ok(lo) holds; find the largest t with ok(t)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if ok(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo
