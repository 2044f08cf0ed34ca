"""Wang, Xu, Wong, Fu 2010: the paper's Examples 1-3 replayed by the relay algorithm (Figure 4).

Positions are 0-based inside the window; values are 0-based. Every expected
number is derived by hand from the paper's figures, as written next to it.
"""

from __future__ import annotations

import pytest

from seqanon_opt.solvers.ilp.relay import RelayStats, relay_recycle
from seqanon_opt.solvers.ilp.reposition import (
    RecycleWindow,
    initial_new_snapshot,
    solve_recycle,
)
from seqanon_opt.solvers.ilp.reposition_check import (
    check_recycle_plan,
    is_timestamp_order_preserving,
)

# ----------------------------------------------------------------- Example 1 / Figure 1
S, T = 0, 1


def _example1_window() -> RecycleWindow:
    """Reconstruction of Figure 1 as a recycle window (w = 3, l = 2; D[6..8] -> positions 0..2).

    Values (the paper leaves them open): r0, r1, r3, r5 hold s, r2, r4, r6 hold t. Inherited from
    the previous window: P6 = {r1:6, r2:6}, S6 = {r0:6}, P7 = {r3:7, r4:7} and S7 = {r5:7} (both
    2-eligible). The new D[8] = {r6:8} is not 2-eligible, so the initial solution suppresses r6:
    P8 = {}, S8 = {r6}. Figure 1 is what the relay makes of it: r6 is revoked into P8 and r5 is
    relayed from S7 to P8 (IL(r5) = mu(8 - 7)); r0 stays suppressed (IL(r0) = beta_s).
    """
    published, suppressed = initial_new_snapshot([0, 1], 2)
    assert published.tolist() == [0, 0] and suppressed.tolist() == [0, 1]
    return RecycleWindow(3, 2, {(0, 0, S): 1, (0, 0, T): 1, (1, 1, S): 1, (1, 1, T): 1},
                         {(0, S): 1, (1, S): 1, (2, T): 1})


@pytest.mark.parametrize("mu, beta", [
    (lambda d: 2 * d, [1, 5]), (lambda d: d * d, [0.5, 7]), ([0, 3, 7], [2, 9]),
])
def test_example1_relay_reaches_figure_1_with_il_beta_s_plus_mu_1(mu, beta):
    """Level 0 -> 1 needs m = 2 l-eligible records: LL picks r6 (IG = beta_t) and r5
    (IG = beta_s - mu(1)) over r0 (IG = beta_s - 2 mu(1): r0 -> P7, r3 -> P8); total > 0.
    Level 1 -> 2 needs m = 2 more, but only r0 is left: rolled back."""
    mu_1 = mu(1) if callable(mu) else mu[1]
    window = _example1_window()
    stats = RelayStats()
    plan = relay_recycle(window, 2, mu, beta, stats=stats, trace=True)
    assert plan.status == "optimal" and plan.cost == pytest.approx(beta[S] + mu_1) == plan.bound
    assert plan.suppressed == {(0, S): 1}                                           # S6 = {r0}
    assert plan.moves == {(0, 0, S): 1, (0, 0, T): 1, (1, 1, S): 1, (1, 1, T): 1,   # P6, P7
                          (1, 2, S): 1, (2, 2, T): 1}                               # P8 = {r5, r6}
    lifted = [(step.value, step.home, step.gain) for step in stats.trace if step.phase == "LL" and step.level == 0]
    assert lifted == [(T, 2, beta[T]), (S, 1, pytest.approx(beta[S] - mu_1))]
    assert stats.rolled_back == 1 and stats.relayed == 2
    assert plan.cost == pytest.approx(solve_recycle(window, 2, mu, beta).cost)
    check = check_recycle_plan(window, 2, mu, beta, plan)
    assert check.ok and check.order_preserving


# ----------------------------------------------------------------- Examples 2-3 / Figures 2-3
L = 4
NEW_COUNTS = [6, 3, 2, 1, 1]
MU = [3 * d for d in range(8)]
BETA = [3, 3, 1, 4, 3]
R1, R5, R7, R8, R9 = (2, 0), (2, 1), (1, 2), (1, 3), (0, 4)          # (home = TS position, value)


def _examples23_window() -> RecycleWindow:
    """Reconstruction of Figure 2 (same as tests/golden/test_reposition_examples.py).

    Window D'[w-1..w+1] -> positions 0, 1, 2; values s1..s5 -> 0..4; l = 4. S[2..w+1] holds
    r1..r4 (s1) and r5 (s2) with TS w+1, r6 (s3, TS w-1), r7 (s3, TS w), r8 (s4, TS w), r9 (s5,
    TS w-1); P_{w+1} has |P[s]| = 2, 2, 2, 1, 1 (Level 2), so D[w+1] = 6, 3, 2, 1, 1. Our choices:
    mu(d) = 3d and beta = 3, 3, 1, 4, 3, consistent with every IG of Figure 2 (IG = beta_s -
    3 (w+1 - TS) for a linear mu): IG(r1..r5) = +3, IG(r7) = -2, IG(r8) = +1, IG(r9) = -3
    (r6: 1 - 6 = -5, shown as "_"). P_{w-1}, P_w hold one unmoved record of every value.
    """
    published, suppressed = initial_new_snapshot(NEW_COUNTS, L)
    assert published.tolist() == [2, 2, 2, 1, 1] and suppressed.tolist() == [4, 1, 0, 0, 0]
    inherited = {(j, j, s): 1 for j in (0, 1) for s in range(5)}
    inherited_suppressed = {(0, 2): 1, (0, 4): 1, (1, 2): 1, (1, 3): 1}     # r6, r9 | r7, r8
    return RecycleWindow(3, 5, {**inherited, **{(2, 2, s): int(n) for s, n in enumerate(published) if n}},
                         {**inherited_suppressed, **{(2, s): int(n) for s, n in enumerate(suppressed) if n}})


def _trace():
    stats = RelayStats()
    plan = relay_recycle(_examples23_window(), L, MU, BETA, stats=stats, trace=True)
    return plan, stats.trace


def test_example2_lp_reposition_relays_r8():
    """Level 2: only s4 (r8, IG +1) and s5 (r9, IG -3) can take a record without raising the
    level; LP relays r8 (S_w -> P_w, whose s4 record of TS w moves to P_{w+1}) and then stops."""
    _, trace = _trace()
    first_ll = next(k for k, step in enumerate(trace) if step.phase != "LP")
    lp = trace[:first_ll]
    assert [((step.home, step.value), step.count, step.gain) for step in lp] == [(R8, 1, 1.0)]
    assert lp[0].level == 2 and lp[0].chain == ((1, 1, 2),)


def test_example3_ll_reposition_picks_r1_r5_r7_with_gain_4():
    """After LP, |P_{w+1}| = 9 < 4 x 3: m = 3 with m(s) = 1, 1, 1, 1, 2; the best three are
    r1 (+3), r5 (+3), r7 (-2): IG(M2) = 4 > 0, Level 3. The next lift needs m = 16 - 12 = 4 but
    only r2 (s1, cap 1), r9 and r6 fit: |M2| = 3 < 4, rolled back (Figure 4, line 7)."""
    plan, trace = _trace()
    ll2 = [step for step in trace if step.phase == "LL" and step.level == 2]
    assert {((step.home, step.value), step.count, step.gain) for step in ll2} == {(R1, 1, 3.0), (R5, 1, 3.0),
                                                                                  (R7, 1, -2.0)}
    assert sum(step.count * step.gain for step in ll2) == 4
    ll3 = [step for step in trace if step.phase == "LL" and step.level == 3]
    rolled = [step for step in trace if step.phase == "rollback"]
    assert sum(step.count for step in ll3) == 3 and sum(-step.count for step in rolled) == 3
    assert trace[-len(rolled):] == rolled                                     # the run ends with the rollback
    assert plan.published()[2].tolist() == [3, 3, 3, 2, 1]                    # Figure 3: 12 records, Level 3
    assert plan.cost == 24 - 1 - 4 == 19 == plan.bound                        # initial IL 24, gains 1 + 4
    assert plan.suppressed == {(0, 2): 1, (0, 4): 1, (2, 0): 3}               # r6, r9, r2..r4 stay out
    assert plan.cost == solve_recycle(_examples23_window(), L, MU, BETA).cost  # Theorem 3
    check = check_recycle_plan(_examples23_window(), L, MU, BETA, plan)
    assert check.ok and check.order_preserving


def test_relay_through_an_intermediate_snapshot_keeps_timestamp_order():
    """Section IV: the new D[2] = {b} is not 2-eligible, so S_2 = {b} initially; lifting P_2 to
    Level 1 needs 2 records: b back from S_2 (IG = 5) and a from S_0, relayed S_0[a] -> P_0, P_0's
    newest a (TS 0) -> P_1, P_1's newest a (TS 1) -> P_2: psi = [mu(1) - mu(0)] + [mu(2 - 1) -
    mu(1 - 1)] = 2 mu(1) = 2 < mu(2) = 4 for mu(d) = d^2 (Eq. (6), (C3)), IG = 5 - 2 = 3."""
    a, b = 0, 1
    window = RecycleWindow(3, 2, {(0, 0, a): 1, (0, 0, b): 1, (1, 1, a): 1, (1, 1, b): 1},
                           {(0, a): 1, (2, b): 1})
    stats = RelayStats()
    plan = relay_recycle(window, 2, lambda d: d * d, [5, 5], stats=stats, trace=True)
    assert [(s.phase, s.home, s.value, s.gain, s.chain) for s in stats.trace] == [
        ("LL", 2, b, 5.0, ()), ("LL", 0, a, 3.0, ((0, 0, 1), (1, 1, 2)))]
    assert plan.moves == {(0, 0, a): 1, (0, 0, b): 1, (0, 1, a): 1, (1, 1, b): 1, (1, 2, a): 1, (2, 2, b): 1}
    assert plan.suppressed == {}
    assert plan.cost == 2 == solve_recycle(window, 2, lambda d: d * d, [5, 5]).cost
    assert is_timestamp_order_preserving(plan.moves)
