"""The temporal benchmarks (Wang, Xu, Wong, Fu 2010): ``reposition-ilp`` and ``relay-scale``.

``reposition-ilp``: the first-window reposition ILP (section III) on a skewed window
(:func:`~seqanon_opt.data.generators.streams.skewed_window`: neighbouring snapshots with complementary
skew). Costs: mu(d) = d (linear) or d^2 (quadratic), beta_s = ``beta`` for every s.

``relay-scale``: the relay algorithm OptimalReposition (section V) on a long stream. The paper's
experiments are omitted from the paper (section I.B: "can be found in [13]"); what it states is
temporal skewness (section I.A), which :func:`~seqanon_opt.data.generators.streams.skewed_counts`
generates. :func:`relay_scale_case` runs :func:`~seqanon_opt.solvers.ilp.relay.relay_stream` (first
window by the ILP, every further window by relays) on one core and fits per-window time against the
records relayed in the window (Theorem 2: work bounded by sigma x (w + |SA|));
:func:`relay_linearity_case` sweeps the stream size; :func:`publisher_scale_case` runs the record-level
streaming publisher on the same stream.

``python -m seqanon_opt.bench.temporal`` prints the reposition benchmark for both costs.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any

import numpy as np

from ..data.generators.streams import skewed_counts, skewed_window, stream_table
from ..solvers.ilp.relay import RelayStats, relay_stream
from ..solvers.ilp.reposition import build_first_window, read_first_window_plan, solve_problem
from ..solvers.ilp.reposition_check import check_first_window_plan
from .runner import Benchmark, Case

COSTS = {"linear": lambda d: d, "quadratic": lambda d: d * d}


def reposition_benchmark(
    w: int = 30,
    n_values: int = 50,
    n_records: int = 10_000,
    seed: int = 0,
    l: float = 4,
    mu: str = "linear",
    beta: float = 4.0,
    time_limit: float = 60.0,
    threads: int = 2,
) -> dict[str, Any]:
    """Generate a skewed first window and solve the first-window ILP; report size, time and result.

    ``eligible_before`` counts the snapshots that are l-eligible as collected;
    ``seconds`` is the solve wall time (MPS export, CBC, read-back; ``build_seconds``
    the model compilation); ``plan_checked`` says the independent check accepts
    the plan and recomputes its cost.
    """
    rng = np.random.default_rng(seed)
    counts = skewed_window(w, n_values, n_records, rng)
    betas = np.full(n_values, float(beta))
    start = time.perf_counter()
    model = build_first_window(counts, l, COSTS[mu], betas)
    build_seconds = time.perf_counter() - start
    variables, constraints = len(model.problem.variables()), len(model.problem.constraints)
    plan = read_first_window_plan(model, *solve_problem(model.problem, time_limit=time_limit, threads=threads))
    check = check_first_window_plan(counts, l, COSTS[mu], betas, plan) if plan.cost is not None else None
    moved = sum(n for (i, j, s), n in plan.moves.items() if i != j)
    return {
        "w": w,
        "n_values": n_values,
        "n_records": int(counts.sum()),
        "l": l,
        "mu": mu,
        "beta": beta,
        "eligible_before": _l_eligible(counts, l),
        "variables": variables,
        "constraints": constraints,
        "build_seconds": round(build_seconds, 3),
        "seconds": round(plan.seconds, 3),
        "status": plan.status,
        "cost": plan.cost,
        "bound": plan.bound,
        "moved": moved,
        "suppressed": sum(plan.suppressed.values()),
        "plan_checked": bool(
            check is not None and plan.cost is not None and check.ok and abs(check.cost - plan.cost) < 1e-6
        ),
    }


def _l_eligible(counts: np.ndarray, l: float) -> int:
    """Snapshots (rows of a snapshot x value count matrix) that are l-eligible (Wang et al. 2010,
    Definition 1: ``l * max_s n(t, s) <= sum_s n(t, s)``)."""
    return int((l * counts.max(axis=1) <= counts.sum(axis=1)).sum())


def _fit(x: np.ndarray, y: np.ndarray) -> tuple[float, float, float]:
    """Least squares y = slope x + intercept; (slope, intercept, R^2)."""
    design = np.column_stack([x, np.ones_like(x)])
    (slope, intercept), *_ = np.linalg.lstsq(design, y, rcond=None)
    residual = y - (slope * x + intercept)
    total = ((y - y.mean()) ** 2).sum()
    return float(slope), float(intercept), float(1 - (residual**2).sum() / total) if total > 0 else 1.0


def relay_scale_case(
    n_records: int = 1_000_000,
    n_timestamps: int = 1_000,
    n_values: int = 20,
    w: int = 10,
    l: float = 4,
    seed: int = 0,
    mu: str = "linear",
    beta: float = 4.0,
) -> dict[str, Any]:
    """Time relay_stream (first window by the ILP, one CBC thread) over a skewed stream.

    Figures: ``seconds`` (whole run), ``first_window_seconds`` (ILP), ``relay_seconds`` (all
    relay windows), per-window seconds (mean, max), records relayed per window (sigma: mean,
    max), relay batches per window, and the least-squares fit of per-window seconds against
    sigma (``fit_slope_us_per_record``, ``fit_intercept_us``, ``fit_r2``) and against the relay
    batches (records of one (home, value) relayed along one chain at once; ``fit_batches_*``),
    which is what the count-level implementation iterates over; ``il`` is the
    information loss of the published stream: every snapshot's records as they leave the
    window (the first plan's first snapshot, then each plan's first snapshot ... and the last
    plan whole), counted once.
    """
    counts = skewed_counts(n_records, n_timestamps, n_values, seed)
    betas = np.full(n_values, float(beta))
    stats: list[RelayStats] = []
    start = time.perf_counter()
    plans = relay_stream(counts, l, w, COSTS[mu], betas, first_window="ilp", stats=stats)
    seconds = time.perf_counter() - start
    per_window = np.array([p.seconds for p in plans[1:]])
    relayed = np.array([s.relayed for s in stats], dtype=float)
    batches = np.array([s.batches for s in stats], dtype=float)
    slope, intercept, r2 = _fit(relayed, per_window) if len(per_window) > 1 else (float("nan"),) * 3
    b_slope, b_intercept, b_r2 = _fit(batches, per_window) if len(per_window) > 1 else (float("nan"),) * 3
    il = _published_il(plans, COSTS[mu], betas)
    eligible_before = _l_eligible(counts, l)
    published = np.concatenate(
        [plans[0].published()[:1]] + [p.published()[-1:] for p in plans] + [plans[-1].published()[1:-1]]
    )
    return {
        "n_records": int(counts.sum()),
        "n_timestamps": n_timestamps,
        "n_values": n_values,
        "w": w,
        "l": l,
        "mu": mu,
        "beta": beta,
        "eligible_before": eligible_before,
        "eligible_after": _l_eligible(published, l),
        "windows": len(plans),
        "first_window_status": plans[0].status,
        "seconds": round(seconds, 3),
        "first_window_seconds": round(plans[0].seconds, 3),
        "relay_seconds": round(float(per_window.sum()), 3),
        "window_seconds_mean_us": round(float(per_window.mean()) * 1e6, 1),
        "window_seconds_max_us": round(float(per_window.max()) * 1e6, 1),
        "relayed_per_window_mean": round(float(relayed.mean()), 2),
        "relayed_per_window_max": int(relayed.max()),
        "batches_per_window_mean": round(float(batches.mean()), 2),
        "rolled_back_total": int(sum(s.rolled_back for s in stats)),
        "fit_slope_us_per_record": round(slope * 1e6, 3),
        "fit_intercept_us": round(intercept * 1e6, 1),
        "fit_r2": round(r2, 4),
        "fit_batches_slope_us_per_batch": round(b_slope * 1e6, 3),
        "fit_batches_intercept_us": round(b_intercept * 1e6, 1),
        "fit_batches_r2": round(b_r2, 4),
        "il": round(il, 3),
    }


def relay_linearity_case(
    records_per_snapshot=(250, 500, 1_000, 2_000, 4_000, 8_000, 16_000),
    n_timestamps: int = 200,
    n_values: int = 20,
    w: int = 10,
    l: float = 4,
    seed: int = 0,
    mu: str = "linear",
    beta: float = 4.0,
) -> dict[str, Any]:
    """Theorem 2 across stream sizes: per-window relay time against records relayed per window.

    Within one stream the relayed counts vary little and a window takes under a
    millisecond, so per-window noise hides the trend; here the snapshot size is
    swept (the same skew), which scales the records relayed per window, and the
    mean per-window time is fitted against the mean relayed count over the sweep.
    """
    means_s, means_relayed = [], []
    figures: dict[str, Any] = {}
    for size in records_per_snapshot:
        counts = skewed_counts(size * n_timestamps, n_timestamps, n_values, seed)
        stats: list[RelayStats] = []
        plans = relay_stream(counts, l, w, COSTS[mu], np.full(n_values, float(beta)), first_window="ilp", stats=stats)
        means_s.append(float(np.mean([p.seconds for p in plans[1:]])))
        means_relayed.append(float(np.mean([st.relayed for st in stats])))
        figures[f"relayed_per_window@{size}"] = round(means_relayed[-1], 1)
        figures[f"window_us@{size}"] = round(means_s[-1] * 1e6, 1)
    slope, intercept, r2 = _fit(np.array(means_relayed), np.array(means_s))
    return {
        "points": len(records_per_snapshot),
        "fit_slope_us_per_record": round(slope * 1e6, 3),
        "fit_intercept_us": round(intercept * 1e6, 1),
        "fit_r2": round(r2, 4),
        **figures,
    }


def publisher_scale_case(
    n_records: int = 1_000_000, n_timestamps: int = 1_000, n_values: int = 20, w: int = 10, l: float = 4, seed: int = 0
) -> dict[str, Any]:
    """The record-level streaming publisher (:mod:`seqanon_opt.solvers.sliding_window`) on the stream of
    :func:`relay_scale_case` (the same skewed counts, one record per count): every record is fed
    snapshot by snapshot and comes out published (possibly moved forward) or suppressed."""
    from ..solvers.sliding_window import publish_stream

    start = time.perf_counter()
    counts = skewed_counts(n_records, n_timestamps, n_values, seed)
    table = stream_table(counts)
    eligible_before = _l_eligible(counts, l)
    generate_s = time.perf_counter() - start
    start = time.perf_counter()
    snapshots, _ = publish_stream(table, sensitive="disease", timestamp="timestamp", l=l, w=w, seed=seed)
    publish_s = time.perf_counter() - start
    sizes = np.array([s.n_published for s in snapshots])
    largest = np.array([s.records["disease"].value_counts().max() if s.n_published else 0 for s in snapshots])
    return {
        "n_records": len(table),
        "snapshots": len(snapshots),
        "eligible_before": eligible_before,
        "generate_s": round(generate_s, 2),
        "publish_s": round(publish_s, 2),
        "published": int(sizes.sum()),
        "suppressed": int(sum(s.n_suppressed for s in snapshots)),
        "moved": int(sum(s.n_moved_in for s in snapshots)),
        "l_eligible_snapshots": int((l * largest <= sizes).sum()),
        "il": round(sum(s.il for s in snapshots), 3),
    }


def _published_il(plans, mu, beta: np.ndarray) -> float:
    """IL (Eq. (1)-(2)) of the final publication: each snapshot position is final when it pops off.

    plans[k] position 0 is D'[k] as published (it pops off next); the last plan's positions are
    final too. Records are charged where they are published (mu of their distance) or, when
    suppressed, in their home set.
    """
    table = np.array([float(mu(d)) for d in range(plans[0].w)]) if callable(mu) else np.asarray(mu, float)
    total = 0.0
    last = len(plans) - 1
    for k, plan in enumerate(plans):
        keep = range(plan.w) if k == last else (0,)
        total += sum(n * table[j - t] for (t, j, s), n in plan.moves.items() if j in keep)
        total += sum(n * beta[s] for (i, s), n in plan.suppressed.items() if i in keep)
    return float(total)


def reposition_case(mu: str, seed: int) -> dict[str, Any]:
    """First-window reposition ILP, w = 30, 50 sensitive values, 10,000 records, l = 4 (CBC)."""
    r = reposition_benchmark(w=30, n_values=50, n_records=10_000, seed=seed, l=4, mu=mu)
    return {
        "status": r["status"],
        "cost": r["cost"],
        "bound": r["bound"],
        "build_s": r["build_seconds"],
        "solve_s": r["seconds"],
        "variables": r["variables"],
        "constraints": r["constraints"],
        "moved": r["moved"],
        "suppressed": r["suppressed"],
        "plan_checked": r["plan_checked"],
    }


# ------------------------------------------------------------------ the case tables
REPOSITION = (  # reposition-ilp: (mu, seed)
    ("linear", 0),
    ("linear", 1),
    ("quadratic", 0),
    ("quadratic", 1),
)
RELAY = (  # relay-scale: (case, run)
    ("1M records, 1000 snapshots", relay_scale_case),
    ("publisher, 1M records", publisher_scale_case),
    ("Theorem 2: size sweep", relay_linearity_case),
)


def reposition_cases() -> list[Case]:
    return [Case(f"mu={mu} seed={seed}", partial(reposition_case, mu, seed)) for mu, seed in REPOSITION]


def relay_scale_cases() -> list[Case]:
    return [Case(name, run) for name, run in RELAY]


BENCHMARKS = (
    Benchmark(
        "reposition-ilp",
        "first-window reposition ILP (Wang-Xu-Wong-Fu): w=30, 50 values, 10,000 records, l=4",
        reposition_cases,
    ),
    Benchmark(
        "relay-scale",
        "relay reposition over 1,000,000 records, 1,000 timestamps, 20 values, w=10, l=4 "
        "(one core), with the fit of per-window time against relayed records",
        relay_scale_cases,
    ),
)

if __name__ == "__main__":
    for kind in COSTS:
        print(reposition_benchmark(mu=kind))
