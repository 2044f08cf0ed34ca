"""From count plans to records.

A :class:`~seqanon_opt.solvers.ilp.reposition.RepositionPlan` says how many
records of source snapshot t and value s are published in snapshot j and how
many are suppressed; records of one (t, s) are interchangeable for the cost and
for l-eligibility. :class:`RecordQueues` decides which ones, deterministically:
on arrival the records of D[t][s] are put in a seeded random order (seed,
t); when snapshot j leaves the window its n records of (t, s) are taken from
the *front* of the (t, s) queue, and when t's suppressed set S_t becomes final
its m records are taken from the *back*. Records of one (t, s) that move are
therefore published in queue order (earlier in the queue, earlier timestamp).
"""

from __future__ import annotations

from collections import deque

import numpy as np


class RecordQueues:
    """The not yet published records of every (source snapshot, sensitive value)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = int(seed)
        self._queues: dict[tuple[int, int], deque] = {}

    def add(self, position: int, value_codes: np.ndarray, labels: np.ndarray) -> None:
        """Enqueue snapshot ``position``'s records (``labels[i]`` has value code ``value_codes[i]``)."""
        rng = np.random.default_rng([self.seed, int(position)])
        order = rng.permutation(len(labels))
        codes, labels = np.asarray(value_codes)[order], np.asarray(labels, dtype=object)[order]
        for s in np.unique(codes):
            self._queues[(int(position), int(s))] = deque(labels[codes == s].tolist())

    def remaining(self, position: int, s: int) -> int:
        return len(self._queues.get((position, s), ()))

    def take_front(self, position: int, s: int, n: int) -> list:
        """The first ``n`` records queued for (position, s), in queue order (the published ones)."""
        return self._take(position, s, n, "publishes", front=True)

    def take_back(self, position: int, s: int, n: int) -> list:
        """The last ``n`` records queued for (position, s), in queue order (the suppressed ones)."""
        return self._take(position, s, n, "suppresses", front=False)

    def _take(self, position: int, s: int, n: int, verb: str, front: bool) -> list:
        queue = self._queues.get((position, s), deque())
        if n > len(queue):
            raise RuntimeError(f"plan {verb} {n} records of snapshot {position}, value {s}; only {len(queue)} remain")
        out = [queue.popleft() for _ in range(n)] if front else [queue.pop() for _ in range(n)][::-1]
        self._drop_if_empty(position, s)
        return out

    def _drop_if_empty(self, position: int, s: int) -> None:
        if not self._queues.get((position, s), True):
            del self._queues[(position, s)]

    def sources(self) -> set[int]:
        return {t for t, _ in self._queues}

    def __len__(self) -> int:
        return sum(len(q) for q in self._queues.values())
