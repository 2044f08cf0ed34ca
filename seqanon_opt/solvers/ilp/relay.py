"""OptimalReposition: the relay algorithm of Wang, Xu, Wong, Fu 2010 (sections IV-V), at count level.

:func:`relay_recycle` solves the recycle-reposition problem of Definition 2
(section III) with exactly the contract of
:func:`~.reposition.solve_recycle`, but without an ILP: starting from the
initial solution (:func:`~.reposition.recycle_window`) it relays suppressed
records into the new snapshot P_{w+1} (window position ``w - 1``) greedily,
as Figure 4 does.

Records are counted, not named: records of the same source time t (r.TS),
current position j and sensitive value s are interchangeable, so one state
cell per value is ``pub[s][j] = {t: count}`` plus ``sup[s] = {home: count}``.

**Relay (section IV, Eq. (4)).** Relaying a suppressed record r0 of S_i[s]
first places it in P_i (revoking its suppression), then walks the nonempty
P_j[s], j > i, up to the last position: at each position the record carried
out is the one with the largest TS among P_j[s] and the record just carried in
(the paper's r_{p-1}, "the record in P_{i_{p-1}}[s] having the largest TS");
it moves to the next nonempty P_j[s] (or to P_{w+1}). Every inherited
|P_j[s]| is unchanged (one in, one out) and the timestamp order of section IV
is preserved: the relay is the insertion of r0 into the TS-sorted sequence of
value-s records, shifting the later ones one slot forward.

**Information gain (section IV, Eq. (5)-(6)).** For the relay of r0 in
S_i[s] through positions i = i_0 < i_1 < ... < i_k = w - 1, moving records of
TS tau_0, ..., tau_{k-1} (tau_0 = i when r0 itself is carried on)::

    IG(r0) = beta_s - psi(r0),
    psi(r0) = sum_{p=1..k} [ mu(i_p - tau_{p-1}) - mu(i_{p-1} - tau_{p-1}) ].

A record of S_{w+1} (home = last position) has psi = 0, IG = beta_s. For a
linear mu(d) = c d the sum telescopes to psi = c (w + 1 - r0.TS) (paper's
positions). By (C2) every term is positive; by (C3) carrying the largest TS
and stopping at every nonempty P_j is the cheapest way to bring one more
value-s record to P_{w+1}, so IG(r0) is the exact change of IL.

**Algorithm (section V, Figure 4).** With i = Level(P_{w+1}):

* LP Reposition (Strategy I): repeatedly relay the record of largest
  positive IG among values with |P_{w+1}[s]| < i (the level does not grow);
* LL Reposition (Strategy II): m = max(0, ceil((i + 1) l) - |P_{w+1}|);
  repeatedly relay the record of largest IG (any sign) among values with
  |P_{w+1}[s]| <= i (the per-value maximum m(s) = i + 1 - |P_{w+1}[s]|) until m
  records are relayed (M2);
* stop when |M2| < m or IG(M2) <= 0, and roll back M2 (line 7); otherwise
  i <- i + 1 and repeat.

Deviation, documented: when m = 0 (|P_{w+1}| already >= (i + 1) l) the literal
stop rule would stop on IG(empty M2) = 0 although LP Reposition at level i + 1
may still relay records of positive IG; here the level is lifted for free
instead (an empty M2 with m = 0 is a successful lift).

**Count-level batches.** The chain of a relay from S_i[s] (and so its IG)
stays the same while every cell it takes a record from (TS tau > incoming TS
at position j) keeps at least one record; ``k`` such relays are applied at
once (k <= that count, <= |S_i[s]|, <= the per-value room). So the work per
window is O(batches x (w + |SA|)) plus O(w^2) to re-evaluate the relayed
value's candidates after each batch, with batches <= relayed records
(Theorem 2's sigma x (w + |SA|), per batch instead of per record).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from .reposition import (
    TOL,
    CostFunction,
    RecycleWindow,
    RepositionPlan,
    _inputs,
    mu_table,
    plan_cost,
    recycle_window,
    solve_first_window,
    validate_mu,
    window_arrays,
)

Phase = Literal["LP", "LL", "rollback"]
Chain = tuple[tuple[int, int, int], ...]  # relay moves (TS, from position, to position)
Batch = tuple[int, int, Chain, int]  # (value, home, chain, count) of one applied relay batch


@dataclass(frozen=True)
class RelayStep:
    """One batch of identical relays: ``count`` records of S_home[value], each of information gain ``gain``.

    ``level`` is Level(P_{w+1}) before the step (LP: the cap; LL: lifting to level + 1);
    ``chain`` lists the moves (TS, from position, to position) after r0 is placed in P_home.
    """

    phase: Phase
    level: int
    value: int
    home: int
    count: int
    gain: float
    chain: Chain


@dataclass
class RelayStats:
    """Work done on one window: net relayed records (sigma), batches applied, records rolled back."""

    relayed: int = 0
    batches: int = 0
    rolled_back: int = 0
    final_level: int = 0
    trace: list[RelayStep] = field(default_factory=list)


@dataclass
class _Candidate:
    gain: float
    home: int
    chain: Chain
    limit: int  # relays with this same chain: min count of the cells taken from, |S_home[s]|


class _Value:
    """Count-level state of one sensitive value: pub[j] = {TS: count}, sup = {home: count}."""

    __slots__ = ("best", "pub", "sup")

    def __init__(self, w: int):
        self.pub: list[dict[int, int]] = [{} for _ in range(w)]
        self.sup: dict[int, int] = {}
        self.best: _Candidate | None = None


def _add(cell: dict[int, int], key: int, n: int) -> None:
    value = cell.get(key, 0) + n
    if value:
        cell[key] = value
    else:
        del cell[key]


def _chain(value: _Value, home: int, last: int, mu: np.ndarray) -> tuple[float, Chain, int]:
    """(psi, chain, limit) of relaying one record of S_home (Eq. (4) and (6))."""
    pub = value.pub
    carry, pos, psi, limit = home, home, 0.0, value.sup[home]
    steps: list[tuple[int, int, int]] = []
    while pos < last:
        cell = pub[pos]
        if cell:
            top = max(cell)
            if top > carry:  # the largest TS at pos leaves instead of the incoming record
                carry = top
                limit = min(limit, cell[top])
        nxt = pos + 1
        while nxt < last and not pub[nxt]:
            nxt += 1
        psi += mu[nxt - carry] - mu[pos - carry]
        steps.append((carry, pos, nxt))
        pos = nxt
    return psi, tuple(steps), limit


def _evaluate(value: _Value, beta: float, last: int, mu: np.ndarray) -> None:
    """Cache the suppressed record of largest IG(r) = beta_s - psi(r) (ties: the latest home)."""
    best: _Candidate | None = None
    for home in sorted(value.sup, reverse=True):
        psi, chain, limit = _chain(value, home, last, mu)
        if best is None or beta - psi > best.gain + TOL:
            best = _Candidate(float(beta - psi), home, chain, limit)
    value.best = best


def _apply(value: _Value, home: int, chain: Chain, k: int) -> None:
    """Relay k records of S_home along ``chain`` (k < 0 undoes it)."""
    _add(value.sup, home, -k)
    _add(value.pub[home], home, k)  # r0 placed in its home snapshot P_home
    for ts, a, b in chain:
        _add(value.pub[a], ts, -k)
        _add(value.pub[b], ts, k)


def _state(window: RecycleWindow) -> list[_Value]:
    w = window.w
    values = [_Value(w) for _ in range(window.n_values)]
    for (t, j, s), n in window.published.items():
        if n:
            _add(values[s].pub[j], t, n)
    for (i, s), n in window.suppressed.items():
        if n:
            _add(values[s].sup, i, n)
    return values


def _check_window(window: RecycleWindow) -> int:
    """Validate like build_recycle; return the largest reposition distance that can occur.

    A relay carries a record whose TS is >= its home (>= 0) to a position <= w - 1, so new
    distances are <= w - 1; inherited ones are j - t.
    """
    w = window.w
    pub, _, _, _ = window_arrays(window)
    return int(max((pub[:, 1] - pub[:, 0]).max(initial=0), w - 1))


def _needed(l: float, level: int) -> int:
    """The fewest records of an l-eligible snapshot of Level ``level``: ceil(l * level)."""
    return max(0, math.ceil(l * level - TOL))


def _optimal_reposition(
    values: list[_Value], l: float, beta: np.ndarray, mu: np.ndarray, last: int, stats: RelayStats, keep_trace: bool
) -> None:
    """Figure 4 on the count-level state (mutated in place)."""
    count = [sum(n for n in v.pub[last].values()) for v in values]  # |P_{w+1}[s]|
    size = sum(count)
    level = max(count, default=0)
    if l * level > size + TOL:
        raise ValueError(
            "relay_recycle needs an l-eligible initial P_{w+1} (section III); use solve_recycle for other windows"
        )
    for s, v in enumerate(values):
        if v.sup:
            _evaluate(v, float(beta[s]), last, mu)

    def relay(phase: Phase, s: int, room: int) -> tuple[Batch, int, float]:
        v = values[s]
        cand = v.best
        assert cand is not None  # pick() only returns values with a candidate
        k = min(cand.limit, room)
        _apply(v, cand.home, cand.chain, k)
        count[s] += k
        stats.batches += 1
        if keep_trace:
            stats.trace.append(RelayStep(phase, level, s, cand.home, k, cand.gain, cand.chain))
        done: Batch = (s, cand.home, cand.chain, k)
        if v.sup:
            _evaluate(v, float(beta[s]), last, mu)
        else:
            v.best = None
        return done, k, cand.gain

    def pick(cap: int, positive: bool) -> int | None:
        best_s, best_gain = None, -math.inf
        for s, v in enumerate(values):
            if v.best is not None and count[s] < cap and v.best.gain > best_gain + TOL:
                best_s, best_gain = s, v.best.gain
        if best_s is None or (positive and best_gain <= TOL):
            return None
        return best_s

    while True:
        while (chosen := pick(level, positive=True)) is not None:  # Strategy I: LP Reposition
            _, k, _ = relay("LP", chosen, level - count[chosen])
            size += k
        m = max(0, _needed(l, level + 1) - size)
        if m == 0:  # free lift (see module docstring)
            if not any(v.best is not None for v in values):
                break
            level += 1
            continue
        lifted: list[Batch] = []  # Strategy II: LL Reposition
        taken, gain = 0, 0.0
        while taken < m and (chosen := pick(level + 1, positive=False)) is not None:
            done, k, g = relay("LL", chosen, min(level + 1 - count[chosen], m - taken))
            lifted.append(done)
            taken += k
            gain += k * g
        size += taken
        if taken < m or gain <= TOL:  # Figure 4, lines 6-7
            for s, home, chain, k in reversed(lifted):
                _apply(values[s], home, chain, -k)
                count[s] -= k
                stats.rolled_back += k
                if keep_trace:
                    stats.trace.append(RelayStep("rollback", level, s, home, -k, 0.0, chain))
            size -= taken
            break
        level += 1
    stats.final_level = level


def relay_recycle(
    window: RecycleWindow,
    l: float,
    mu: CostFunction,
    beta,
    *,
    validate: bool = True,
    stats: RelayStats | None = None,
    trace: bool = False,
) -> RepositionPlan:
    """OptimalReposition (Figure 4) on the initial solution ``window``; same contract as ``solve_recycle``.

    Returns the whole window D'[2..w+1] (moves[(t, j, s)], suppressed[(i, s)]), its IL by
    :func:`~.reposition.plan_cost`, status ``'optimal'`` (Theorem 3) and bound = cost. ``stats``
    (optional) receives the work done; with ``trace=True`` it also lists every relay batch.
    """
    start = time.perf_counter()
    max_distance = _check_window(window)
    _, l, beta = _inputs(np.zeros((window.w, window.n_values)), l, beta)
    table = mu_table(mu, max_distance)
    if validate:
        validate_mu(table, max_distance)
    values = _state(window)
    stats = stats if stats is not None else RelayStats()
    suppressed_before = sum(window.suppressed.values())
    _optimal_reposition(values, l, beta, table, window.w - 1, stats, trace)
    moves = {(t, j, s): n for s, v in enumerate(values) for j, cell in enumerate(v.pub) for t, n in cell.items()}
    suppressed = {(i, s): n for s, v in enumerate(values) for i, n in v.sup.items()}
    stats.relayed = suppressed_before - sum(suppressed.values())
    cost = plan_cost(moves, suppressed, table, beta)
    return RepositionPlan(
        window.w, window.n_values, moves, suppressed, cost, "optimal", cost, time.perf_counter() - start
    )


def relay_stream(
    counts,
    l: float,
    w: int,
    mu: CostFunction,
    beta,
    *,
    first_window: Literal["ilp", "relay"] = "ilp",
    stats: list[RelayStats] | None = None,
    time_limit: float = 60.0,
) -> list[RepositionPlan]:
    """The sliding-window run (section II.B) over snapshots ``counts[t, s]`` at count level.

    ``plans[k]`` covers D[k .. k + w - 1] (window position p is time k + p; source times in
    moves are window positions too, negative for records older than the window).
    ``first_window='ilp'``: D[0 .. w-1] by :func:`~.reposition.solve_first_window` (section III);
    ``'relay'``: starting from an empty window, every snapshot -- the first w too -- joins through
    :func:`~.reposition.recycle_window` and :func:`relay_recycle`. Then for each next snapshot
    ``relay_recycle(recycle_window(previous_plan, counts[t], l), ...)``. ``stats`` (optional)
    receives one :class:`RelayStats` per relayed window (``plans[1:]`` with 'ilp').
    """
    counts, l, beta = _inputs(counts, l, beta)
    n_times, n_values = counts.shape
    if w < 1 or n_times < w:
        raise ValueError(f"need 1 <= w <= number of snapshots, got w={w}, T={n_times}")
    if first_window not in ("ilp", "relay"):
        raise ValueError("first_window must be 'ilp' or 'relay'")
    table = mu_table(mu, w - 1)
    validate_mu(table, w - 1)
    plans: list[RepositionPlan] = []
    if first_window == "ilp":
        first_plan = solve_first_window(counts[:w], l, table, beta, time_limit=time_limit)
        if first_plan.cost is None:
            raise ValueError(f"first window: the ILP ended {first_plan.status}")
        plans.append(first_plan)
        previous: RepositionPlan | RecycleWindow = first_plan
        first = w
    else:
        previous, first = RecycleWindow(w, n_values, {}, {}), 0
    for t in range(first, n_times):
        window = recycle_window(previous, counts[t], l)
        window_stats = RelayStats()
        previous = relay_recycle(window, l, table, beta, validate=False, stats=window_stats)
        if t >= w - 1:
            plans.append(previous)
            if stats is not None:
                stats.append(window_stats)
    return plans
