"""The streaming publisher: a sliding reposition window over snapshots (Wang-Xu-Wong-Fu 2010).

::

    pub = SlidingWindowPublisher(values=["flu", "cold", "hiv"], l=2, w=3, sensitive="disease",
                                 timestamp="day", mu=MuFunction("linear", 0.1), beta=1.0)
    for day, frame in frames:             # one snapshot D[i] at a time, in time order
        out = pub.feed(frame)             # None while the first window fills, then D'[i - w]
    rest = pub.flush()                    # D'[T - w + 1 .. T] at the end of the stream

Section II.B: the window holds the w latest snapshots. The first full window
D[1..w] is solved by the first-window ILP (section III,
:func:`~seqanon_opt.solvers.ilp.reposition.solve_first_window`). When D[i]
arrives (i > w), D'[i - w] pops off the window and is published, final; the
window slides by :func:`~seqanon_opt.solvers.ilp.reposition.recycle_window`
(the initial solution of section III) and is solved by the relay algorithm
(sections IV-V) or, with ``algorithm="ilp"``, by the exact recycle ILP.
A stream shorter than w is solved as one first window of its length at flush.

Which records of a count plan move or are suppressed is decided by
:class:`~seqanon_opt.temporal.records.RecordQueues` (seeded, order preserving).
Before a snapshot is returned its records are counted again, independently of
the plan, and a snapshot that is not l-eligible raises PrivacyViolation
instead of being emitted. If an ILP finds no solution in the time left, the
window falls back to the initial solution (suppress the most frequent value of
each new snapshot until it is l-eligible), which is always feasible.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..errors import PrivacyViolation
from ..temporal.costs import MuFunction, beta_vector, initial_new_snapshot, plan_cost, snapshot_positions, validate_mu
from ..temporal.records import RecordQueues
from .ilp.reposition import (
    RecycleWindow,
    RepositionPlan,
    recycle_window,
    solve_first_window,
    solve_recycle,
)

ORIGINAL_TIMESTAMP = "original_timestamp"
TOL = 1e-9


def _relay(window, l, mu, beta, time_limit):
    from .ilp.relay import relay_recycle

    return relay_recycle(window, l, mu, beta)


def _ilp(window, l, mu, beta, time_limit):
    return solve_recycle(window, l, mu, beta, time_limit=time_limit)


def recycler(name: str) -> tuple[Callable, str]:
    """The recycle-window solver for ``name`` ('relay' or 'ilp') and the name actually used.

    'relay' falls back to the exact ILP while seqanon_opt.solvers.ilp.relay is not installed.
    """
    if name == "ilp":
        return _ilp, "ilp"
    if name != "relay":
        raise ValueError(f"unknown temporal algorithm {name!r}; choose 'relay' or 'ilp'")
    try:
        from .ilp import relay  # noqa: F401
    except ImportError:
        return _ilp, "ilp (relay module not available)"
    return _relay, "relay"


@dataclass(frozen=True)
class PublishedSnapshot:
    """A final D'[i]: published records P_i and suppressed records S_i.

    ``records`` keeps the input rows (index as fed); its timestamp column, when the
    publisher knows one, holds the published timestamp, and ``original_timestamp``
    the record's own. ``sources`` is each published record's own snapshot position.
    ``window_il`` is the IL of the last window that held the snapshot, as solved;
    ``il`` the final IL of the records published or suppressed here (Eq. (1)).
    """

    position: int
    timestamp: object
    records: pd.DataFrame
    suppressed: pd.DataFrame
    sources: np.ndarray
    window_il: float
    il: float

    @property
    def n_published(self) -> int:
        return len(self.records)

    @property
    def n_moved_in(self) -> int:
        """Records published here from an earlier snapshot."""
        return int((self.sources < self.position).sum())

    @property
    def n_suppressed(self) -> int:
        return len(self.suppressed)


@dataclass
class WindowLog:
    """One solved window: its first snapshot position, IL, status and how it was solved."""

    start: int
    cost: float
    status: str
    method: str
    seconds: float


class SlidingWindowPublisher:
    """Feed snapshots one at a time; get each D'[i] once it leaves the window (see the module doc).

    ``values``: every sensitive value the stream may hold; ``l``: l-eligibility;
    ``w``: window size; ``mu``: a callable mu(d), a table mu(0..) or a MuFunction
    (checked for (C1)-(C3)); ``beta``: a scalar, {value: cost} (others get 1.0)
    or a sequence aligned with ``values``; ``algorithm``: 'relay' or 'ilp' for
    the windows after the first; ``seed`` fixes which records move; ``time_limit``
    caps the total seconds of all ILP solves.
    """

    def __init__(
        self,
        values: Sequence[object],
        l: float,
        w: int,
        mu=None,
        beta=1.0,
        *,
        algorithm: str = "relay",
        seed: int = 0,
        sensitive: str = "sensitive",
        timestamp: str | None = None,
        time_limit: float | None = None,
    ) -> None:
        self.values = list(values)
        if len(set(self.values)) != len(self.values) or not self.values:
            raise ValueError("values must be a non-empty list of distinct sensitive values")
        self.code = {v: i for i, v in enumerate(self.values)}
        self.l = float(l)
        if not self.l > 0:
            raise ValueError(f"l must be positive, got {l}")
        self.w = int(w)
        if self.w < 1:
            raise ValueError(f"window must be >= 1, got {w}")
        if mu is None:
            mu = MuFunction("linear", 0.1)
        elif not callable(mu):
            mu = MuFunction("table", 0.0, tuple(float(v) for v in mu))
        self.mu = mu
        self.mu_kind = validate_mu(mu, max(self.w - 1, len(getattr(mu, "values", ())) - 1, 1))
        self.beta = beta_vector(self.values, beta)
        if not np.isfinite(self.beta).all() or (self.beta < 0).any():
            raise ValueError("beta must be finite and non-negative")
        self.algorithm = algorithm
        self._recycle, self.method = recycler(algorithm)
        self.seed = int(seed)
        self.sensitive = sensitive
        self.timestamp = timestamp
        self._deadline = None if time_limit is None else time.perf_counter() + float(time_limit)
        self._queues = RecordQueues(self.seed)
        self._frames: dict[int, pd.DataFrame] = {}
        self._labels: dict[int, object] = {}
        self._pending: list[np.ndarray] = []  # counts while the first window fills
        self._plan: RepositionPlan | None = None
        self._start = 0  # absolute position of window position 0
        self._fed = 0
        self._finished = False
        self.windows: list[WindowLog] = []

    # ------------------------------------------------------------ streaming API
    def feed(self, snapshot: pd.DataFrame, timestamp: object = None) -> PublishedSnapshot | None:
        """Add the next snapshot D[i]; return D'[i - w] (final) or None while the first window fills.

        ``timestamp`` labels the snapshot; by default the single value of the timestamp
        column, else the snapshot's position (0, 1, ...).
        """
        if self._finished:
            raise RuntimeError("the stream was flushed; start a new publisher")
        position = self._fed
        label = self._snapshot_label(snapshot, timestamp, position)
        raw = snapshot[self.sensitive].to_numpy()
        codes = pd.Series(raw, dtype=object).map(self.code).fillna(-1).to_numpy(dtype=np.int64)
        if (codes < 0).any():
            raise ValueError(f"snapshot {label!r}: unknown sensitive value {raw[codes < 0][0]!r}")
        if snapshot.index.has_duplicates:
            raise ValueError(f"snapshot {label!r}: the index must identify records (duplicates found)")
        counts = np.bincount(codes, minlength=len(self.values)).astype(np.int64)
        self._frames[position] = snapshot
        self._labels[position] = label
        self._queues.add(position, codes, snapshot.index.to_numpy())
        self._fed += 1
        if self._plan is None:
            self._pending.append(counts)
            if len(self._pending) == self.w:
                self._plan = self._first_window(np.array(self._pending))
                self._pending = []
            return None
        popped = self._pop(0)
        self._plan = self._next_window(recycle_window(self._plan, counts, self.l))
        self._start += 1
        return popped

    def flush(self) -> list[PublishedSnapshot]:
        """Publish every snapshot still in the window, in time order; the publisher is then finished."""
        if self._finished:
            return []
        self._finished = True
        if self._plan is None:
            if not self._pending:
                return []
            self._plan = self._first_window(np.array(self._pending))
            self._pending = []
        out = [self._pop(j) for j in range(self._plan.w)]
        if len(self._queues):
            raise RuntimeError(f"{len(self._queues)} records were neither published nor suppressed")
        return out

    def run(
        self, snapshots: Sequence[pd.DataFrame], timestamps: Sequence[object] | None = None
    ) -> list[PublishedSnapshot]:
        """Feed every snapshot and flush: the whole published stream in time order."""
        out = []
        for i, snapshot in enumerate(snapshots):
            got = self.feed(snapshot, None if timestamps is None else timestamps[i])
            if got is not None:
                out.append(got)
        return out + self.flush()

    # ------------------------------------------------------------ solving windows
    def _time_left(self) -> float | None:
        return None if self._deadline is None else self._deadline - time.perf_counter()

    def _first_window(self, counts: np.ndarray) -> RepositionPlan:
        start = time.perf_counter()
        left = self._time_left()
        plan = None
        if left is None or left > 0:
            plan = solve_first_window(
                counts, self.l, self.mu, self.beta, time_limit=60.0 if left is None else max(left, 0.01)
            )
        method = "first-window ilp"
        if plan is None or plan.status not in ("optimal", "feasible"):
            plan, method = self._initial_first_window(counts), "initial solution (ILP gave none in time)"
        self._log(0, plan, method, time.perf_counter() - start)
        return plan

    def _initial_first_window(self, counts: np.ndarray) -> RepositionPlan:
        moves, suppressed = {}, {}
        for i, row in enumerate(counts):
            pub, sup = initial_new_snapshot(row, self.l)
            moves.update({(i, i, s): int(n) for s, n in enumerate(pub) if n})
            suppressed.update({(i, s): int(n) for s, n in enumerate(sup) if n})
        return RepositionPlan(
            len(counts),
            len(self.values),
            moves,
            suppressed,
            plan_cost(moves, suppressed, self.mu, self.beta),
            "feasible",
            None,
        )

    def _next_window(self, window: RecycleWindow) -> RepositionPlan:
        start = time.perf_counter()
        left = self._time_left()
        plan, method = None, self.method
        if self.method == "relay" or left is None or left > 0:
            plan = self._recycle(window, self.l, self.mu, self.beta, 60.0 if left is None else max(left, 0.01))
        if plan is None or plan.status not in ("optimal", "feasible"):
            plan = RepositionPlan(
                window.w,
                window.n_values,
                dict(window.published),
                dict(window.suppressed),
                plan_cost(window.published, window.suppressed, self.mu, self.beta),
                "feasible",
                None,
            )
            method = "initial solution (ILP gave none in time)"
        self._log(self._start + 1, plan, method, time.perf_counter() - start)
        return plan

    def _log(self, start: int, plan: RepositionPlan, method: str, seconds: float) -> None:
        assert plan.cost is not None  # logged plans are optimal, feasible or the initial solution: all costed
        self.windows.append(WindowLog(start, float(plan.cost), plan.status, method, seconds))

    # ------------------------------------------------------------ publishing one snapshot
    def _pop(self, j: int) -> PublishedSnapshot:
        plan, position = self._plan, self._start + j
        # the window is solved (and costed) before any snapshot leaves it
        assert plan is not None and plan.cost is not None
        taken: dict[int, list] = {}
        for (t, jj, s), n in sorted(plan.moves.items()):
            if jj == j and n:
                taken.setdefault(self._start + t, []).extend(self._queues.take_front(self._start + t, s, n))
        suppressed: list = []
        for (i, s), n in sorted(plan.suppressed.items()):
            if i == j and n:
                suppressed.extend(self._queues.take_back(position, s, n))
        later: dict[int, int] = {}
        for (t, jj, s), n in plan.moves.items():
            if t == j and jj > j:
                later[s] = later.get(s, 0) + n
        for s in range(len(self.values)):
            if self._queues.remaining(position, s) != later.get(s, 0):
                raise RuntimeError(
                    f"snapshot {position}, value {self.values[s]!r}: "
                    f"{self._queues.remaining(position, s)} records left, plan places {later.get(s, 0)}"
                )
        parts, sources = [], []
        for t in sorted(taken):
            frame = self._frames[t]
            parts.append(frame.iloc[frame.index.get_indexer(taken[t])])
            sources.append(np.full(len(taken[t]), t, dtype=np.int64))
        home = self._frames[position]
        records = (pd.concat(parts) if len(parts) > 1 else parts[0]) if parts else home.iloc[:0]
        source = np.concatenate(sources) if sources else np.zeros(0, dtype=np.int64)
        columns = {ORIGINAL_TIMESTAMP: pd.Series(source).map(self._labels).to_numpy(dtype=object)}
        if self.timestamp is not None and self.timestamp in records.columns:
            columns[self.timestamp] = np.full(len(records), self._labels[position], dtype=object)
        records = records.assign(**columns)
        self._check_eligible(records, position)
        distances, per_distance = np.unique(position - source, return_counts=True)
        il = float(sum(k * self.mu(int(d)) for d, k in zip(distances, per_distance)))
        withheld = home.iloc[home.index.get_indexer(suppressed)] if suppressed else home.iloc[:0]
        if suppressed:
            il += float(self.beta[[self.code[v] for v in withheld[self.sensitive]]].sum())
        out = PublishedSnapshot(position, self._labels[position], records, withheld, source, float(plan.cost), il)
        alive = self._queues.sources()
        for t in [t for t in self._frames if t <= position and t not in alive]:
            del self._frames[t]
        return out

    def _check_eligible(self, records: pd.DataFrame, position: int) -> None:
        """Count the snapshot's sensitive values again (not from the plan): l * Level(P) <= |P|."""
        if records.empty:
            return
        level = int(records[self.sensitive].astype(str).value_counts().max())
        if self.l * level > len(records) + TOL:
            raise PrivacyViolation(
                f"snapshot {self._labels[position]!r} would not be {self.l:g}-eligible: "
                f"Level {level} > |P| / l = {len(records) / self.l:.4g}; not published"
            )

    def _snapshot_label(self, snapshot: pd.DataFrame, timestamp: object, position: int) -> object:
        if timestamp is not None:
            return timestamp
        if self.timestamp is not None and self.timestamp in snapshot.columns and len(snapshot):
            labels = pd.unique(snapshot[self.timestamp])
            if len(labels) != 1:
                raise ValueError(f"snapshot {position} holds several timestamps {list(labels[:3])}")
            return labels[0]
        return position


def publish_stream(
    table: pd.DataFrame,
    *,
    sensitive: str,
    timestamp: str,
    l: float,
    w: int,
    mu=None,
    beta=1.0,
    values: Sequence[object] | None = None,
    algorithm: str = "relay",
    seed: int = 0,
    time_limit: float | None = None,
) -> tuple[list[PublishedSnapshot], SlidingWindowPublisher]:
    """The batch run: split ``table`` into snapshots by ``timestamp`` (see :mod:`seqanon_opt.temporal.costs`), feed
    all, flush.

    Snapshots are labelled by their canonical timestamp label; every position between the
    first and last distinct timestamp is a snapshot.
    """
    positions, labels, _ = snapshot_positions(table[timestamp])
    if values is None:
        values = sorted(pd.unique(table[sensitive]), key=str)
    pub = SlidingWindowPublisher(
        values,
        l,
        w,
        mu,
        beta,
        algorithm=algorithm,
        seed=seed,
        sensitive=sensitive,
        timestamp=timestamp,
        time_limit=time_limit,
    )
    order = np.argsort(positions, kind="stable")
    bounds = np.searchsorted(positions[order], np.arange(len(labels) + 1))
    frames = [table.iloc[order[bounds[p] : bounds[p + 1]]] for p in range(len(labels))]
    return pub.run(frames, labels), pub
