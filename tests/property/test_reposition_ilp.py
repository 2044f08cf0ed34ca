"""The reposition ILPs (Wang, Xu, Wong, Fu 2010) equal brute-force enumeration of every plan.

The references below are deliberately naive and share no code with the
solver: every group of interchangeable records (same source time and
sensitive value) is split in every possible way over its allowed targets
(and, where allowed, suppression); all combinations are enumerated as one
numpy array; IL is summed as Eq. (1)-(2) and l-eligibility is tested as
Definition 1 (``l * max_s |P_j[s]| <= |P_j|``) on each candidate.

* first window (section III): each record stays, moves forward (or, with
  ``direction='both'``, anywhere) inside the window, or is suppressed;
* recycle reposition (Definition 2): inherited published records move
  forward or stay, suppressed records stay suppressed or are published at or
  after their home time, the new snapshot's published records stay; every
  inherited |P_j[s]| must be unchanged and the last snapshot l-eligible.
"""

from __future__ import annotations

from itertools import product

import numpy as np
import pulp
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from seqanon_opt.solvers.ilp.reposition import (RecycleWindow, RepositionPlan, build_first_window, build_recycle,
                                                read_first_window_plan, read_recycle_plan, recycle_window,
                                                solve_first_window, solve_problem, solve_recycle,
                                                validate_mu)
from seqanon_opt.solvers.ilp.reposition_check import (check_first_window_plan, check_recycle_plan,
                                                      is_timestamp_order_preserving)

SETTINGS = settings(max_examples=200, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
MAX_ROWS = 150_000          # candidate plans per instance, to keep the enumeration fast


# ----------------------------------------------------------------- naive references
def splits(n: int, parts: int) -> np.ndarray:
    """Every way to put n interchangeable records into ``parts`` bins."""
    return np.array([c for c in product(range(n + 1), repeat=parts) if sum(c) == n], dtype=np.int64)


def enumerate_plans(groups, w: int, n_values: int, mu: list[int]):
    """groups: (s, count, targets, source time, suppression cost or None if it must be published).

    Returns (published[plan, j, s], cost[plan]) over the cartesian product of all splits.
    """
    published = np.zeros((1, w, n_values), dtype=np.int64)
    cost = np.zeros(1)
    for s, n, targets, source, beta in groups:
        options = splits(n, len(targets) + (beta is not None))
        add = np.zeros((len(options), w, n_values), dtype=np.int64)
        add[:, targets, s] = options[:, :len(targets)]
        add_cost = options[:, :len(targets)] @ np.array([mu[abs(j - source)] for j in targets], dtype=float)
        if beta is not None:
            add_cost = add_cost + options[:, -1] * beta
        published = (published[:, None] + add[None]).reshape(-1, w, n_values)
        cost = (cost[:, None] + add_cost[None]).reshape(-1)
    return published, cost


def rows(groups) -> int:
    total = 1
    for _, n, targets, _, beta in groups:
        total *= len(splits(n, len(targets) + (beta is not None)))
    return total


def eligible(published: np.ndarray, l: float) -> np.ndarray:
    return l * published.max(axis=-1) <= published.sum(axis=-1)


def first_window_groups(counts, beta, both: bool):
    w = counts.shape[0]
    return [(s, int(counts[i, s]), list(range(w)) if both else list(range(i, w)), i, beta[s])
            for i in range(w) for s in range(counts.shape[1]) if counts[i, s]]


def brute_first_window(counts, l, mu, beta, both=False) -> float:
    w, n_values = counts.shape
    published, cost = enumerate_plans(first_window_groups(counts, beta, both), w, n_values, mu)
    return float(cost[eligible(published, l).all(axis=1)].min())


def recycle_groups(window: RecycleWindow, beta):
    w = window.w
    out = [(s, n, list(range(j, w)), t, None) for (t, j, s), n in window.published.items()]
    return out + [(s, n, list(range(i, w)), i, beta[s]) for (i, s), n in window.suppressed.items()]


def brute_recycle(window: RecycleWindow, l, mu, beta) -> float:
    w, n_values = window.w, window.n_values
    initial = np.zeros((w, n_values), dtype=np.int64)
    for (t, j, s), n in window.published.items():
        initial[j, s] += n
    published, cost = enumerate_plans(recycle_groups(window, beta), w, n_values, mu)
    ok = (published[:, :w - 1] == initial[:w - 1]).all(axis=(1, 2)) & eligible(published[:, w - 1], l)
    return float(cost[ok].min())


# ----------------------------------------------------------------- strategies
@st.composite
def cost_table(draw, kind: str, length: int = 9) -> list[int]:
    """mu(0..length-1): 'linear' c*d; 'non-linear' c*d^2 or strictly increasing random increments."""
    c = draw(st.integers(1, 2))
    if kind == "linear":
        return [c * d for d in range(length)]
    if draw(st.booleans()):
        return [c * d * d for d in range(length)]
    steps = np.cumsum([c] + [draw(st.integers(1, 3)) for _ in range(length - 2)])
    return [0] + np.cumsum(steps).tolist()


@st.composite
def snapshot(draw, n_values: int, max_records: int, favour: int | None = None) -> np.ndarray:
    """Counts of a random multiset of values; ``favour`` is drawn 3x as often (temporal skew)."""
    pool = list(range(n_values)) + ([favour % n_values] * 2 if favour is not None else [])
    size = draw(st.integers(0, max_records))
    values = draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size))
    return np.bincount(np.asarray(values, dtype=np.int64), minlength=n_values)


@st.composite
def first_window(draw, kind: str, max_w: int = 3, max_records: int = 4):
    """Snapshots skewed towards different values (i mod |SA|), so that repositioning can pay off."""
    w, n_values = draw(st.integers(1, max_w)), draw(st.sampled_from([1, 2, 2, 3, 3]))
    counts = np.stack([draw(snapshot(n_values, max_records, favour=i)) for i in range(w)])
    beta = [draw(st.integers(1, 9)) for _ in range(n_values)]
    l = draw(st.sampled_from([1.5, 2, 2, 2.5, 3]))
    return counts, l, draw(cost_table(kind)), beta


def _make_eligible(counts: np.ndarray, l: float) -> np.ndarray:
    counts = counts.copy()
    while counts.sum() and l * counts.max() > counts.sum():
        counts[np.argmax(counts)] -= 1
    return counts


@st.composite
def recycle_instance(draw, kind: str):
    """An arbitrary l-eligible initial solution: inherited P_j (sources up to 2 before j), S_i, new snapshot.

    The new snapshot is skewed towards value 0, S_i and the newest records of
    P_{i+1} towards value i + 1, so that relays S_i -> P_{i+1} -> ... can pay off.
    """
    w, n_values = draw(st.sampled_from([2, 3, 3])), draw(st.sampled_from([1, 2, 2, 3]))
    l = draw(st.sampled_from([1.5, 2, 2]))
    published: dict = {}
    for j in range(w - 1):
        per_source = {t: draw(snapshot(n_values, 3 if t == j else 1, favour=j)) for t in range(j - 2, j + 1)}
        kept = _make_eligible(sum(per_source.values()), l)
        for t, c in sorted(per_source.items(), reverse=True):     # keep the newest sources first
            take = np.minimum(c, kept)
            kept = kept - take
            published.update({(t, j, s): int(n) for s, n in enumerate(take) if n})
    suppressed = {(i, s): int(n) for i in range(w - 1)
                  for s, n in enumerate(draw(snapshot(n_values, 3 if i < w - 2 else 1, favour=i + 1))) if n}
    new = draw(snapshot(n_values, 4, favour=0))
    new_published = _make_eligible(new, l)
    published.update({(w - 1, w - 1, s): int(n) for s, n in enumerate(new_published) if n})
    suppressed.update({(w - 1, s): int(n) for s, n in enumerate(new - new_published) if n})
    window = RecycleWindow(w, n_values, published, suppressed)
    beta = [draw(st.integers(1, 9)) for _ in range(n_values)]
    return window, l, draw(cost_table(kind)), beta


@st.composite
def relay_instance(draw, kind: str):
    """Windows that call for relays S_0 -> P_1 -> P_2 (section IV): D[w+1] holds only value 0, so
    P_2 needs value 1 from S_0; P_1 holds value-1 records of TS 1 (and TS 0) to relay on."""
    new_zeros, s0_ones = draw(st.integers(2, 4)), draw(st.integers(1, 3))
    p1_new, p1_old = draw(st.integers(1, 2)), draw(st.integers(0, 1))
    published = {(1, 1, 1): p1_new, (1, 1, 0): p1_new + p1_old}
    if p1_old:
        published[(0, 1, 1)] = p1_old
    p0 = draw(st.integers(0, 2))
    published.update({(0, 0, 0): p0, (0, 0, 1): p0} if p0 else {})
    suppressed = {(0, 1): s0_ones, (2, 0): new_zeros}
    if draw(st.booleans()):
        suppressed[(0, 0)] = draw(st.integers(1, 2))
    window = RecycleWindow(3, 2, published, suppressed)
    beta = [draw(st.integers(1, 9)) for _ in range(2)]
    return window, 2, draw(cost_table(kind)), beta


# ----------------------------------------------------------------- first window (a)
def _check_first_window(counts, l, mu, beta, direction="forward"):
    assume(rows(first_window_groups(counts, beta, direction == "both")) <= MAX_ROWS)
    expected = brute_first_window(counts, l, mu, beta, both=direction == "both")
    model = build_first_window(counts, l, mu, beta, direction=direction)
    plan = read_first_window_plan(model, *solve_problem(model.problem))
    assert plan.status == "optimal"
    assert plan.cost == pytest.approx(expected, abs=1e-9) and plan.bound == pytest.approx(expected, abs=1e-9)
    assert (pulp.value(model.problem.objective) or 0.0) == pytest.approx(expected, abs=1e-6)
    check = check_first_window_plan(counts, l, mu, beta, plan, direction=direction)
    assert check.ok and check.cost == pytest.approx(expected, abs=1e-9)
    return plan


@SETTINGS
@given(first_window("linear"))
def test_first_window_linear_mu_equals_brute_force(instance):
    _check_first_window(*instance)


@SETTINGS
@given(first_window("non-linear"))
def test_first_window_non_linear_mu_equals_brute_force_and_keeps_timestamp_order(instance):
    plan = _check_first_window(*instance)
    # Theorem 1: for a non-linear mu every optimal solution is timestamp order preserving
    assert is_timestamp_order_preserving(plan.moves)


@settings(SETTINGS, max_examples=60)
@given(st.sampled_from(["linear", "non-linear"]).flatmap(lambda kind: first_window(kind, max_records=3)))
def test_first_window_both_directions_equals_brute_force(instance):
    _check_first_window(*instance, direction="both")


# ----------------------------------------------------------------- recycle reposition (b)
def _check_recycle(window, l, mu, beta):
    assume(rows(recycle_groups(window, beta)) <= MAX_ROWS)
    expected = brute_recycle(window, l, mu, beta)
    model = build_recycle(window, l, mu, beta)
    plan = read_recycle_plan(model, *solve_problem(model.problem))
    assert plan.status == "optimal"
    assert plan.cost == pytest.approx(expected, abs=1e-9)
    assert (pulp.value(model.problem.objective) or 0.0) == pytest.approx(expected, abs=1e-6)
    check = check_recycle_plan(window, l, mu, beta, plan)
    assert check.ok and check.cost == pytest.approx(expected, abs=1e-9)


@settings(SETTINGS, max_examples=120)
@given(recycle_instance("linear"))
def test_recycle_linear_mu_equals_brute_force(instance):
    _check_recycle(*instance)


@settings(SETTINGS, max_examples=120)
@given(recycle_instance("non-linear"))
def test_recycle_non_linear_mu_equals_brute_force(instance):
    _check_recycle(*instance)


@settings(SETTINGS, max_examples=60)
@given(st.sampled_from(["linear", "non-linear"]).flatmap(relay_instance))
def test_recycle_with_relays_equals_brute_force(instance):
    _check_recycle(*instance)


@settings(SETTINGS, max_examples=40)
@given(first_window("non-linear", max_w=3, max_records=3), st.data())
def test_recycle_after_an_optimal_first_window_equals_brute_force(instance, data):
    counts, l, mu, beta = instance
    previous = solve_first_window(counts, l, mu, beta)
    new_counts = data.draw(snapshot(counts.shape[1], 4))
    window = recycle_window(previous, new_counts, l)
    assert window.w == counts.shape[0]
    _check_recycle(window, l, mu, beta)


# ----------------------------------------------------------------- mu conditions (C1)-(C3)
@pytest.mark.parametrize("table, kind", [
    ([0, 3, 6, 9, 12], "linear"), ([0, 1, 4, 9, 16], "non-linear"), ([0, 1, 2, 4, 6], "convex"),
    ([0, 5], "linear"),
])
def test_validate_mu_accepts_and_classifies(table, kind):
    assert validate_mu(table, len(table) - 1) == kind


@pytest.mark.parametrize("table, condition", [
    ([1, 2, 3], "(C1)"), ([0, 2, 2, 3], "(C2)"), ([0, 2, 1], "(C2)"), ([0, 1, 3, 4], "(C3)"),
    ([0, 2, 3, 4], "(C3)"),
])
def test_validate_mu_rejects(table, condition):
    with pytest.raises(ValueError, match=condition.replace("(", r"\(").replace(")", r"\)")):
        validate_mu(table, len(table) - 1)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.lists(st.integers(1, 4), min_size=1, max_size=7))
def test_validate_mu_agrees_with_unit_increments(increments):
    """(C3) over all d1 > d2, D > 0 holds iff the unit increments never decrease."""
    table = [0] + np.cumsum(increments).tolist()
    steps = np.diff(increments)
    if (steps < 0).any():
        with pytest.raises(ValueError, match="C3"):
            validate_mu(table, len(table) - 1)
    else:
        kind = "linear" if (steps == 0).all() else "non-linear" if (steps > 0).all() else "convex"
        assert validate_mu(table, len(table) - 1) == kind


def test_callable_mu_and_a_too_short_table():
    assert validate_mu(lambda d: 2 * d, 6) == "linear"
    with pytest.raises(ValueError, match="table"):
        build_first_window(np.ones((4, 2), dtype=int), 2, [0, 1, 2], [1, 1])


# ----------------------------------------------------------------- the checker rejects broken plans
def test_first_window_checker_rejects_broken_plans():
    counts = np.array([[2, 1], [0, 1]])                   # D[0] = {a, a, b}, D[1] = {b}; l = 2
    mu, beta = [0, 1, 2], [5, 5]
    plan = solve_first_window(counts, 2, mu, beta)
    # the only plan of cost < 2: one a moves to D[1], so P_0 = P_1 = {a, b}
    assert plan.cost == 1 and plan.moves == {(0, 0, 0): 1, (0, 0, 1): 1, (0, 1, 0): 1, (1, 1, 1): 1}
    assert check_first_window_plan(counts, 2, mu, beta, plan).ok
    for moves, broken in [
        ({(0, 0, 0): 2, (0, 0, 1): 1, (1, 1, 1): 1}, "eligible"),              # nothing moved
        ({(0, 0, 0): 1, (0, 0, 1): 1, (1, 1, 1): 1}, "conserved"),             # a record vanished
        ({(0, 0, 0): 1, (0, 0, 1): 1, (0, 1, 0): 1, (1, 0, 1): 1}, "moves_allowed"),   # backward
        ({(0, 0, 0): 1, (0, 0, 1): 1, (0, 2, 0): 1, (1, 1, 1): 1}, "moves_allowed"),   # out of the window
    ]:
        broken_plan = RepositionPlan(2, 2, moves, {}, None, "feasible", None)
        check = check_first_window_plan(counts, 2, mu, beta, broken_plan)
        assert not check.ok
        assert not (check.eligible.all() if broken == "eligible" else getattr(check, broken))


def test_recycle_checker_rejects_broken_plans():
    # inherited P_0 = {a, b} (TS 0), S_0 = {a}; new D[1] = {b, b}, initially all suppressed; l = 2
    window = RecycleWindow(2, 2, {(0, 0, 0): 1, (0, 0, 1): 1}, {(0, 0): 1, (1, 1): 2})
    mu, beta = [0, 1, 4], [3, 3]
    plan = solve_recycle(window, 2, mu, beta)
    # S_0's a is relayed to P_1 (mu(1) = 1) and one b is revoked: P_1 = {a, b}; the other b stays out
    assert plan.cost == 1 + 3 and plan.suppressed == {(1, 1): 1}
    assert plan.moves == {(0, 0, 0): 1, (0, 0, 1): 1, (0, 1, 0): 1, (1, 1, 1): 1}
    assert check_recycle_plan(window, 2, mu, beta, plan).ok
    for moves, suppressed, broken in [
        ({(0, 0, 1): 1, (0, 1, 0): 1, (1, 1, 1): 1}, {(0, 0): 1, (1, 1): 1}, "counts_kept"),
        ({(0, 0, 1): 1}, {(0, 0): 2, (1, 1): 2}, "moves_allowed"),                        # new suppression
        ({(0, 0, 0): 1, (0, 0, 1): 1, (0, 1, 0): 1, (1, 0, 1): 1}, {(1, 1): 1}, "moves_allowed"),  # backward
        ({(0, 0, 0): 1, (0, 0, 1): 1, (1, 1, 1): 2}, {(0, 0): 1}, "eligible"),            # P_1 = {b, b}
    ]:
        check = check_recycle_plan(window, 2, mu, beta, RepositionPlan(2, 2, moves, suppressed, None,
                                                                        "feasible", None))
        assert not check.ok
        assert not (check.eligible.all() if broken == "eligible" else getattr(check, broken))


def test_export_lp_and_mps(tmp_path):
    model = build_first_window(np.array([[2, 0], [0, 1]]), 2, [0, 1], [5, 5])
    model.problem.writeLP(str(tmp_path / "first.lp"))
    model.problem.writeMPS(str(tmp_path / "first.mps"))
    text = (tmp_path / "first.lp").read_text()
    assert "moved_0_1_0" in text and "suppressed_0_0" in text and "eligible_1_0" in text
    assert (tmp_path / "first.mps").stat().st_size > 0
    assert model.moved.keys() == {(0, 0, 0), (0, 1, 0), (1, 1, 1)}     # forward only, nonzero groups


def test_status_infeasible_when_the_last_snapshot_cannot_become_eligible():
    # P_1 = {a, a} was (wrongly) published and nothing can be relayed to it: l = 2 fails forever
    window = RecycleWindow(2, 2, {(1, 1, 0): 2, (0, 0, 1): 1}, {})
    plan = solve_recycle(window, 2, [0, 1, 2], [1, 1])
    assert plan.status == "infeasible" and plan.cost is None and plan.moves == {}


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.dictionaries(st.tuples(st.integers(-2, 3), st.integers(0, 3), st.integers(0, 1)),
                       st.integers(0, 2), max_size=6))
def test_timestamp_order_agrees_with_the_pairwise_definition(moves):
    """Section IV, record by record: r1 in P_i[s], r2 in P_j[s], i < j must give r1.TS <= r2.TS."""
    records = [(t, j, s) for (t, j, s), n in moves.items() for _ in range(n)]
    naive = all(not (s1 == s2 and i < j and t1 > t2) for t1, i, s1 in records for t2, j, s2 in records)
    assert is_timestamp_order_preserving(moves) == naive


def test_timestamp_order_examples():
    assert not is_timestamp_order_preserving({(0, 2, 0): 1, (1, 1, 0): 1})   # older record published later
    assert is_timestamp_order_preserving({(0, 1, 0): 1, (1, 2, 0): 1})
    assert is_timestamp_order_preserving({(0, 2, 0): 1, (1, 1, 1): 1})       # different values never conflict
