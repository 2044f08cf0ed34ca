"""Optimal temporal reposition as an integer linear program (Wang, Xu, Wong, Fu 2010).

Records are counted, not named. Window positions are 0..w-1; ``counts[i, s]``
is |D[i][s]|. A plan publishes ``moves[(t, j, s)]`` records of source time t
(r.TS) and sensitive value s in snapshot j (r.TS' = j; t == j: not moved) and
suppresses ``suppressed[(i, s)]`` records, always in their home set S_i with
i = r.TS (section II.C). Cost, section II.C Eq. (1)-(2)::

    IL = sum_{t,j,s} moves[(t,j,s)] * mu(|j - t|) + sum_{i,s} suppressed[(i,s)] * beta_s

mu must satisfy (C1) mu(0) = 0, (C2) mu(d1) > mu(d2) for d1 > d2 >= 0 and
(C3) mu(d1 + D) - mu(d1) >= mu(d2 + D) - mu(d2) for d1 > d2 >= 0, D > 0;
mu is linear when (C3) holds with =, non-linear when it holds with >.
A published snapshot P_j is l-eligible (Definition 1) when, for every s,
``l * |P_j[s]| <= |P_j|``.

(a) First window (section III: computed "by the ILP with variables
representing the number of SA values repositioned"): integer ``moved[(i,j,s)]``
for i <= j < w (forward reposition, section III; ``direction='both'`` also
allows j < i) and ``suppressed[(i,s)]``; conservation
``sum_j moved[(i,j,s)] + suppressed[(i,s)] = counts[i,s]``; l-eligibility of
every P_j, written with a variable ``size[j] = |P_j|`` as
``l * |P_j[s]| <= size[j]``; minimise IL. Timestamp order (section IV) is not
imposed: by Theorem 1 some optimum preserves it (every optimum when mu is
non-linear); ``reposition_check.is_timestamp_order_preserving`` tests a plan.

(b) Recycle reposition (section III, Definition 2): the window D'[2..w+1] is
positions 0..w-1, starting from the initial solution -- P_j, S_j inherited
for j <= w-2 (sources t may precede the window), and D[w+1] split by
suppressing the most frequent value until l-eligible (:func:`initial_new_snapshot`).
Records only move forward from where they are: ``relayed[(t,j,k,s)]`` inherited
published records of P_j move to P_k, j < k; ``revoked[(i,k,s)]`` suppressed
records of S_i are published in P_k, i <= k; nothing is newly suppressed and
P_{w-1}'s initial records stay. |P_j[s]| is unchanged for every j <= w-2 and
s, P_{w-1} must be l-eligible; minimise IL of the whole window (records
published in the window whose source precedes it count with their distance).

Models are built in named steps (``build_*`` returns the variables and the
``pulp.LpProblem``, exportable with writeLP/writeMPS), solved by
:func:`solve_problem` (PuLP's bundled CBC) and read back by ``read_*_plan``;
``solve_*`` chain the three. Plans are judged independently by
:mod:`.reposition_check`.
"""

from __future__ import annotations

import re
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import numpy as np
import pulp

from ...errors import SeqanonError

# the cost functions and the initial solution are the temporal domain's (imported here by relay.py and
# reposition_check.py too)
from ...temporal.costs import (
    TOL,  # noqa: F401  (relay.py and reposition_check.py import it from here)
    CostFunction,
    Moves,
    Suppressions,
    initial_new_snapshot,
    mu_table,
    plan_cost,
    validate_mu,
)
from ...temporal.costs import count_arrays as _arrays

Status = Literal["optimal", "feasible", "infeasible", "unknown"]


# ----------------------------------------------------------------- plans and inputs
@dataclass(frozen=True)
class RepositionPlan:
    """A solved window: moves[(t, j, s)], suppressed[(i, s)] (nonzero counts), IL cost, status, bound."""

    w: int
    n_values: int
    moves: Moves
    suppressed: Suppressions
    cost: float | None
    status: Status
    bound: float | None
    seconds: float = 0.0

    def published(self) -> np.ndarray:
        """|P_j[s]| as a (w, n_values) array."""
        out = np.zeros((self.w, self.n_values), dtype=np.int64)
        keys, n = _arrays(self.moves, 3)
        np.add.at(out, (keys[:, 1], keys[:, 2]), n)
        return out


@dataclass(frozen=True)
class RecycleWindow:
    """The initial solution of Definition 2: published[(t, j, s)] (t <= j) and suppressed[(i, s)]."""

    w: int
    n_values: int
    published: Moves
    suppressed: Suppressions


def window_arrays(window: RecycleWindow) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """A recycle window's records as arrays, checked: ``(pub, n_pub, sup, n_sup)``, ``pub`` rows
    ``(t, j, s)`` with ``t <= j < w`` and ``sup`` rows ``(i, s)`` with ``0 <= i < w``, ``0 <= s < n_values``,
    counts ``n_pub``, ``n_sup`` >= 0 (Definition 2's initial solution; ValueError otherwise)."""
    w = window.w
    pub, n_pub = _arrays(window.published, 3)
    sup, n_sup = _arrays(window.suppressed, 2)
    if (
        ((pub[:, 0] > pub[:, 1]) | (pub[:, 1] < 0) | (pub[:, 1] >= w)).any()
        or ((sup[:, 0] < 0) | (sup[:, 0] >= w)).any()
        or (n_pub < 0).any()
        or (n_sup < 0).any()
        or not ((pub[:, 2] >= 0) & (pub[:, 2] < window.n_values)).all()
        or not ((sup[:, 1] >= 0) & (sup[:, 1] < window.n_values)).all()
    ):
        raise ValueError("recycle window needs t <= j < w, homes 0 <= i < w, 0 <= s < n_values, counts >= 0")
    return pub, n_pub, sup, n_sup


def _inputs(counts, l: float, beta) -> tuple[np.ndarray, float, np.ndarray]:
    counts = np.asarray(counts)
    if counts.ndim != 2 or (counts < 0).any() or not np.array_equal(counts, np.round(counts)):
        raise ValueError("counts must be a 2-D array of non-negative integers [time, value]")
    beta = np.asarray(beta, dtype=float)
    if beta.shape != (counts.shape[1],) or not np.isfinite(beta).all() or (beta < 0).any():
        raise ValueError(f"beta must hold {counts.shape[1]} finite non-negative suppression costs")
    if not float(l) > 0:
        raise ValueError(f"l must be positive, got {l}")
    return counts.astype(np.int64), float(l), beta


def recycle_window(previous: RepositionPlan | RecycleWindow, new_counts, l: float) -> RecycleWindow:
    """Slide a solved window by one: D'[1] pops off, D[w+1] joins split by :func:`initial_new_snapshot`.

    Positions shift by -1 (source times too, so they may become negative).
    """
    pub = previous.moves if isinstance(previous, RepositionPlan) else previous.published
    w, n_values = previous.w, previous.n_values
    published = {(t - 1, j - 1, s): n for (t, j, s), n in pub.items() if j > 0 and n}
    suppressed = {(i - 1, s): n for (i, s), n in previous.suppressed.items() if i > 0 and n}
    new_pub, new_sup = initial_new_snapshot(new_counts, l)
    published.update({(w - 1, w - 1, s): int(n) for s, n in enumerate(new_pub) if n})
    suppressed.update({(w - 1, s): int(n) for s, n in enumerate(new_sup) if n})
    return RecycleWindow(w, n_values, published, suppressed)


# ----------------------------------------------------------------- (a) first window
@dataclass
class FirstWindowModel:
    """The first-window ILP; variables keyed by meaning."""

    problem: pulp.LpProblem
    counts: np.ndarray
    l: float
    mu: np.ndarray
    beta: np.ndarray
    moved: dict[tuple[int, int, int], pulp.LpVariable] = field(default_factory=dict)
    suppressed: dict[tuple[int, int], pulp.LpVariable] = field(default_factory=dict)
    size: dict[int, pulp.LpVariable] = field(default_factory=dict)  # |P_j|


def build_first_window(
    counts, l: float, mu: CostFunction, beta, *, direction: str = "forward", validate: bool = True
) -> FirstWindowModel:
    """Compile problem (a) into a ``pulp.LpProblem`` (not solved; export with writeLP/writeMPS)."""
    counts, l, beta = _inputs(counts, l, beta)
    if direction not in ("forward", "both"):
        raise ValueError("direction must be 'forward' or 'both'")
    w = counts.shape[0]
    table = mu_table(mu, max(w - 1, 0))
    if validate:
        validate_mu(table, max(w - 1, 0))
    model = FirstWindowModel(pulp.LpProblem("first_window_reposition", pulp.LpMinimize), counts, l, table, beta)
    add_move_variables(model, direction)
    add_suppression_variables(model)
    add_conservation(model)
    add_first_window_eligibility(model)
    set_first_window_objective(model)
    return model


def add_move_variables(model: FirstWindowModel, direction: str) -> None:
    """moved[(i, j, s)] in 0..counts[i, s] for every nonzero D[i][s] and allowed target j."""
    w = model.counts.shape[0]
    for i, s in np.argwhere(model.counts > 0).tolist():
        for j in range(i if direction == "forward" else 0, w):
            model.moved[(i, j, s)] = pulp.LpVariable(
                f"moved_{i}_{j}_{s}", 0, int(model.counts[i, s]), cat=pulp.LpInteger
            )


def add_suppression_variables(model: FirstWindowModel) -> None:
    """suppressed[(i, s)] in 0..counts[i, s]: records of D[i][s] withheld (home set S_i)."""
    for i, s in np.argwhere(model.counts > 0).tolist():
        model.suppressed[(i, s)] = pulp.LpVariable(
            f"suppressed_{i}_{s}", 0, int(model.counts[i, s]), cat=pulp.LpInteger
        )


def add_conservation(model: FirstWindowModel) -> None:
    """sum_j moved[(i, j, s)] + suppressed[(i, s)] = counts[i, s]: every record is published once or suppressed."""
    outgoing = _group(model.moved, lambda i, j, s: (i, s))
    for (i, s), var in model.suppressed.items():
        model.problem += (pulp.lpSum(outgoing[(i, s)]) + var == int(model.counts[i, s]), f"conserve_{i}_{s}")


def add_l_eligibility(
    problem: pulp.LpProblem, published: dict[int, pulp.LpAffineExpression], l: float, name: str
) -> pulp.LpVariable:
    """l * |P[s]| <= |P| for every s (Definition 1); ``published[s]`` is the expression for |P[s]|.

    |P| is a variable ``size = sum_s |P[s]|`` (implied integral), so each row
    ``l * |P[s]| <= size`` stays sparse. Returns ``size``.
    """
    size = pulp.LpVariable(f"size_{name}", 0)
    problem += (size == pulp.lpSum(published.values()), f"size_{name}")
    for s, count in published.items():
        if len(count) or count.constant:
            problem += (l * count <= size, f"{name}_{s}")
    return size


def add_first_window_eligibility(model: FirstWindowModel) -> None:
    """Every snapshot P_j, |P_j[s]| = sum_i moved[(i, j, s)], is l-eligible."""
    incoming = _group(model.moved, lambda i, j, s: (j, s))
    w, n_values = model.counts.shape
    for j in range(w):
        model.size[j] = add_l_eligibility(
            model.problem, {s: pulp.lpSum(incoming.get((j, s), [])) for s in range(n_values)}, model.l, f"eligible_{j}"
        )


def set_first_window_objective(model: FirstWindowModel) -> None:
    """IL = sum mu(|j - i|) moved[(i, j, s)] + sum beta_s suppressed[(i, s)] (Eq. (1)-(2))."""
    model.problem += pulp.lpSum(float(model.mu[abs(j - i)]) * v for (i, j, s), v in model.moved.items()) + pulp.lpSum(
        float(model.beta[s]) * v for (i, s), v in model.suppressed.items()
    )


def _group(variables: dict, key: Callable) -> dict:
    out: dict = {}
    for k, var in variables.items():
        out.setdefault(key(*k), []).append(var)
    return out


# ----------------------------------------------------------------- (b) recycle reposition
@dataclass
class RecycleModel:
    """The recycle-reposition ILP of Definition 2; variables keyed by meaning."""

    problem: pulp.LpProblem
    window: RecycleWindow
    l: float
    mu: np.ndarray
    beta: np.ndarray
    relayed: dict[tuple[int, int, int, int], pulp.LpVariable] = field(default_factory=dict)
    revoked: dict[tuple[int, int, int], pulp.LpVariable] = field(default_factory=dict)
    size: pulp.LpVariable | None = None  # |P_{w-1}|


def build_recycle(window: RecycleWindow, l: float, mu: CostFunction, beta, *, validate: bool = True) -> RecycleModel:
    """Compile problem (b) into a ``pulp.LpProblem`` (not solved)."""
    w = window.w
    _, l, beta = _inputs(np.zeros((w, window.n_values)), l, beta)
    pub, _, _, _ = window_arrays(window)
    max_distance = int(max(w - 1 - pub[:, 0].min(initial=0), w - 1))
    table = mu_table(mu, max_distance)
    if validate:
        validate_mu(table, max_distance)
    model = RecycleModel(pulp.LpProblem("recycle_reposition", pulp.LpMinimize), window, l, table, beta)
    for (t, j, s), n in window.published.items():  # relay inherited P_j records forward
        for k in range(j + 1, w):
            model.relayed[(t, j, k, s)] = pulp.LpVariable(
                f"relayed_{t}_{j}_{k}_{s}".replace("-", "m"), 0, n, cat=pulp.LpInteger
            )
    for (i, s), n in window.suppressed.items():  # revoke suppressed S_i records into P_k
        for k in range(i, w):
            model.revoked[(i, k, s)] = pulp.LpVariable(f"revoked_{i}_{k}_{s}", 0, n, cat=pulp.LpInteger)
    add_recycle_supply(model)
    add_fixed_inherited_counts(model)
    add_last_snapshot_eligibility(model)
    set_recycle_objective(model)
    return model


def add_recycle_supply(model: RecycleModel) -> None:
    """sum_k relayed[(t,j,k,s)] <= |P_j records (t, s)|; sum_k revoked[(i,k,s)] <= |S_i[s]|."""
    for (t, j, s), group in _group(model.relayed, lambda t, j, k, s: (t, j, s)).items():
        model.problem += (
            pulp.lpSum(group) <= model.window.published[(t, j, s)],
            f"relay_supply_{t}_{j}_{s}".replace("-", "m"),
        )
    for (i, s), group in _group(model.revoked, lambda i, k, s: (i, s)).items():
        model.problem += (pulp.lpSum(group) <= model.window.suppressed[(i, s)], f"revoke_supply_{i}_{s}")


def _recycle_flows(model: RecycleModel) -> tuple[dict, dict]:
    incoming = _group(model.relayed, lambda t, j, k, s: (k, s))
    for (_i, k, s), var in model.revoked.items():
        incoming.setdefault((k, s), []).append(var)
    return incoming, _group(model.relayed, lambda t, j, k, s: (j, s))


def add_fixed_inherited_counts(model: RecycleModel) -> None:
    """|P_j[s]| never changes for j <= w-2: records in (relayed, revoked) = records relayed out."""
    incoming, outgoing = _recycle_flows(model)
    for j, s in sorted(set(incoming) | set(outgoing)):
        if j < model.window.w - 1:
            model.problem += (
                pulp.lpSum(incoming.get((j, s), [])) == pulp.lpSum(outgoing.get((j, s), [])),
                f"keep_{j}_{s}",
            )


def add_last_snapshot_eligibility(model: RecycleModel) -> None:
    """P_{w-1} (the new snapshot) is l-eligible: initial |P_{w-1}[s]| plus records moved in."""
    incoming, _ = _recycle_flows(model)
    last = model.window.w - 1
    initial = np.zeros(model.window.n_values, dtype=np.int64)
    for (_t, j, s), n in model.window.published.items():
        initial[s] += n if j == last else 0
    model.size = add_l_eligibility(
        model.problem,
        {s: pulp.lpSum(incoming.get((last, s), [])) + int(initial[s]) for s in range(model.window.n_values)},
        model.l,
        f"eligible_{last}",
    )


def set_recycle_objective(model: RecycleModel) -> None:
    """IL(window) = IL(initial) + sum (mu(k-t) - mu(j-t)) relayed + sum (mu(k-i) - beta_s) revoked."""
    m, beta = model.mu, model.beta
    initial = sum(n * m[j - t] for (t, j, s), n in model.window.published.items()) + sum(
        n * beta[s] for (i, s), n in model.window.suppressed.items()
    )
    model.problem += (
        float(initial)
        + pulp.lpSum(float(m[k - t] - m[j - t]) * v for (t, j, k, s), v in model.relayed.items())
        + pulp.lpSum(float(m[k - i] - beta[s]) * v for (i, k, s), v in model.revoked.items())
    )


# ----------------------------------------------------------------- solving and reading back
BACKENDS = ("cbc", "highs")


def solve_problem(
    problem: pulp.LpProblem, *, time_limit: float = 60.0, threads: int = 1, backend: str = "cbc"
) -> tuple[Status, float | None, float]:
    """Solve with PuLP's bundled CBC (default) or HiGHS: (status, proven lower bound or None, seconds).

    HiGHS needs the ``highs`` extra (highspy below 1.15: later releases ship a HiGHS library that
    clashes with the one inside ortools in one process). Its bound is known only at the optimum.
    """
    if backend not in BACKENDS:
        raise ValueError(f"unknown ILP backend {backend!r}; choose from {BACKENDS}")
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "cbc.log"
        if backend == "cbc":
            solver = pulp.PULP_CBC_CMD(msg=False, timeLimit=time_limit, threads=threads, logPath=str(log))
        else:
            solver = pulp.HiGHS(msg=False, timeLimit=time_limit, threads=threads)
            if not solver.available():
                raise SeqanonError("the HiGHS backend needs highspy: pip install 'seqanon-opt[highs]'")
        start = time.perf_counter()
        problem.solve(solver)
        seconds = time.perf_counter() - start
        text = log.read_text() if log.exists() else ""
    if problem.sol_status == pulp.LpSolutionOptimal:
        return "optimal", pulp.value(problem.objective) or 0.0, seconds
    found = re.search(r"Lower bound:\s*(\S+)", text)
    bound = float(found.group(1)) if found else None
    if problem.sol_status == pulp.LpSolutionIntegerFeasible:
        return "feasible", bound, seconds
    return ("infeasible" if problem.status == pulp.LpStatusInfeasible else "unknown"), bound, seconds


def _value(var: pulp.LpVariable) -> int:
    return int(round(var.varValue or 0))


def read_first_window_plan(
    model: FirstWindowModel, status: Status, bound: float | None, seconds: float = 0.0
) -> RepositionPlan:
    """The plan held by a solved first-window model; its cost is recomputed by :func:`plan_cost`."""
    w, n_values = model.counts.shape
    if status not in ("optimal", "feasible"):
        return RepositionPlan(w, n_values, {}, {}, None, status, bound, seconds)
    moves = {k: _value(v) for k, v in model.moved.items() if _value(v)}
    suppressed = {k: _value(v) for k, v in model.suppressed.items() if _value(v)}
    cost = plan_cost(moves, suppressed, model.mu, model.beta)
    return RepositionPlan(w, n_values, moves, suppressed, cost, status, cost if status == "optimal" else bound, seconds)


def solve_first_window(
    counts,
    l: float,
    mu: CostFunction,
    beta,
    *,
    direction: str = "forward",
    time_limit: float = 60.0,
    threads: int = 1,
    backend: str = "cbc",
) -> RepositionPlan:
    """Build, solve (CBC or HiGHS) and read back problem (a)."""
    model = build_first_window(counts, l, mu, beta, direction=direction)
    return read_first_window_plan(
        model, *solve_problem(model.problem, time_limit=time_limit, threads=threads, backend=backend)
    )


def read_recycle_plan(model: RecycleModel, status: Status, bound: float | None, seconds: float = 0.0) -> RepositionPlan:
    """The whole window D'[2..w+1] held by a solved recycle model (initial solution + relays)."""
    window = model.window
    if status not in ("optimal", "feasible"):
        return RepositionPlan(window.w, window.n_values, {}, {}, None, status, bound, seconds)
    moves, suppressed = dict(window.published), dict(window.suppressed)
    for (t, j, k, s), var in model.relayed.items():
        moves[(t, j, s)] -= _value(var)
        moves[(t, k, s)] = moves.get((t, k, s), 0) + _value(var)
    for (i, k, s), var in model.revoked.items():
        suppressed[(i, s)] -= _value(var)
        moves[(i, k, s)] = moves.get((i, k, s), 0) + _value(var)
    moves = {k: n for k, n in moves.items() if n}
    suppressed = {k: n for k, n in suppressed.items() if n}
    cost = plan_cost(moves, suppressed, model.mu, model.beta)
    return RepositionPlan(
        window.w, window.n_values, moves, suppressed, cost, status, cost if status == "optimal" else bound, seconds
    )


def solve_recycle(
    window: RecycleWindow,
    l: float,
    mu: CostFunction,
    beta,
    *,
    time_limit: float = 60.0,
    threads: int = 1,
    backend: str = "cbc",
) -> RepositionPlan:
    """Build, solve (CBC or HiGHS) and read back problem (b)."""
    model = build_recycle(window, l, mu, beta)
    return read_recycle_plan(
        model, *solve_problem(model.problem, time_limit=time_limit, threads=threads, backend=backend)
    )
